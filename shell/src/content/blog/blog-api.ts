import { blogEndpoints, type BlogListQuery, type BlogPage, type BlogPost } from '@storefront/contracts';
import { ApiError, type ApiQueryError } from '@storefront/platform';
import { injectEndpointsOf } from '@storefront/platform/query';

/**
 * The blog's reads, generated from the blog area's declarations: the server renders a post with its answer
 * and the browser hydrates from it without asking again (docs/adr/0009-server-rendering.md). Answers are in
 * the reader's language (x-locale, part of the cache key).
 */
const blogApi = injectEndpointsOf(blogEndpoints);

export type Loaded<T> =
  | { status: 'loading'; /** The previous answer, kept on screen parts that do not change (the topic chips). */ stale?: T }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'error'; error: ApiError };

interface QueryResult<T> {
  currentData?: T;
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A 404 is `notFound`, any other failure `error`; while a new answer is on its way, the last one is `stale`. */
function loaded<T>(result: QueryResult<T>): Loaded<T> & { retry: () => void } {
  const retry = () => void result.refetch();
  if (result.currentData !== undefined) return { status: 'ready', data: result.currentData, retry };
  if (result.isError) {
    const failure = result.error as ApiQueryError;
    if (failure.status === 404) return { status: 'notFound', retry };
    return { status: 'error', error: new ApiError(failure.code as ApiError['code'], failure.message, failure.status, failure.details), retry };
  }
  return { status: 'loading', stale: result.data, retry };
}

export const useBlogList = (query: BlogListQuery): Loaded<BlogPage> & { retry: () => void } => loaded(blogApi.useListBlogPostsQuery({ query }));

export const useBlogPost = (key: string): Loaded<BlogPost> & { retry: () => void } => loaded(blogApi.useGetBlogPostQuery({ params: { key } }));
