import { useCallback, useEffect, useState } from 'react';
import { blogEndpoints, type ArgsOf, type BlogListQuery, type BlogPage, type BlogPost, type Endpoint, type ResponseOf } from '@storefront/contracts';
import { callEndpoint, toApiError, useLocale, type ApiError, type CallArgs } from '@storefront/platform';

/**
 * The blog's reads: `callEndpoint` and a small hook rather than RTK Query, so the blog pages do not load the
 * query module (a post is read once per visit; nothing else on the page shares its answer).
 */
export type Loaded<T> =
  | { status: 'loading'; /** The previous answer, kept on screen parts that do not change (the topic chips). */ stale?: T }
  | { status: 'ready'; data: T }
  | { status: 'notFound' }
  | { status: 'error'; error: ApiError };

type Settled<T> = { request: string; value: Loaded<T> };

/**
 * Reads an endpoint in the reader's language (the api client sends x-locale) and reads it again when the
 * arguments or the language change, or on `retry`; a 404 is `notFound`, any other failure `error`.
 */
export function useEndpointRead<E extends Endpoint>(endpoint: E, args: ArgsOf<E>): Loaded<ResponseOf<E>> & { retry: () => void } {
  const { locale } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const request = JSON.stringify({ args: args ?? null, locale, attempt });
  const [settled, setSettled] = useState<Settled<ResponseOf<E>> | null>(null);
  const [last, setLast] = useState<ResponseOf<E> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const { args: requestArgs } = JSON.parse(request) as { args: ArgsOf<E> };
    callEndpoint(endpoint, ...([requestArgs ?? undefined, { signal: controller.signal }] as CallArgs<E>)).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ request, value: { status: 'ready', data } });
        setLast(data);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const error = toApiError(failure);
        setSettled({ request, value: error.status === 404 ? { status: 'notFound' } : { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [endpoint, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const value: Loaded<ResponseOf<E>> = settled?.request === request ? settled.value : { status: 'loading', stale: last };
  return { ...value, retry };
}

export const useBlogList = (query: BlogListQuery): Loaded<BlogPage> & { retry: () => void } => useEndpointRead(blogEndpoints.listBlogPosts, { query });

export const useBlogPost = (key: string): Loaded<BlogPost> & { retry: () => void } => useEndpointRead(blogEndpoints.getBlogPost, { params: { key } });
