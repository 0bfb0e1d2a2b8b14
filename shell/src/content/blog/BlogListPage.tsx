import { useRef } from 'react';
import type { BlogPage } from '@storefront/contracts';
import { LocaleLink, PageHead, useSearchParams, useTranslation } from '@storefront/platform';
import { Breadcrumbs, Button, Card, Container, EmptyState, ErrorState, FilterChips, Grid, PageHeader, Pagination, Section, Skeleton, Stack, VisuallyHidden } from '@storefront/ui';
import { useBlogList } from './blog-api';
import { BlogCard } from './BlogCard';
import './register';

const ALL = '';

/**
 * The topic of the address (?tag=) when it has a topic key's shape; the api answers which topics exist (a
 * key of none lists no post). Checked here without the contracts' schemas, so no zod reaches the browser.
 */
const topicOf = (value: string | null): string | undefined => (value && value.length <= 40 && /^[a-z]+(?:-[a-z]+)*$/.test(value) ? value : undefined);

/** The page number of the address (?page=), 1 when it is missing or not a whole number from 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function LoadingCards({ label }: { label: string }) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Grid as="ul" min={300} gap={24} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Card as="li" key={index} padding="none">
            <div style={{ aspectRatio: '16 / 7' }}>
              <Skeleton height="100%" radius={0} />
            </div>
            <Stack gap={12} style={{ padding: 20 }}>
              <Skeleton width={120} height={28} radius={999} />
              <Skeleton height={24} />
              <Skeleton lines={3} />
              <Skeleton width={160} height={14} />
            </Stack>
          </Card>
        ))}
      </Grid>
    </>
  );
}

/** The blog (spec §2): published articles, newest first, filtered by topic (?tag=) and paged (?page=). */
export function BlogListPage() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const tag = topicOf(params.get('tag'));
  const page = pageOf(params.get('page'));
  const list = useBlogList(tag ? { page, tag } : { page });
  const top = useRef<HTMLDivElement>(null);

  const go = (next: { tag?: string; page?: number }) => {
    const search = new URLSearchParams();
    if (next.tag) search.set('tag', next.tag);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const shown: BlogPage | undefined = list.status === 'ready' ? list.data : list.status === 'loading' ? list.stale : undefined;
  const topics = shown?.tags ?? [];

  return (
    <Container>
      <PageHead title={t('list.documentTitle')} description={t('list.description')} />
      <PageHeader
        breadcrumbs={
          <Breadcrumbs label={t('breadcrumbs.label')}>
            <LocaleLink to="/">{t('breadcrumbs.home')}</LocaleLink>
            <span>{t('breadcrumbs.blog')}</span>
          </Breadcrumbs>
        }
        title={t('list.title')}
        description={t('list.description')}
      />
      <Section spacing="sm">
        <div ref={top} style={{ scrollMarginTop: 96 }} />
        <Stack gap={24}>
          {topics.length > 0 && (
            <FilterChips<string>
              label={t('list.topics')}
              value={tag ?? ALL}
              onChange={(value) => go({ tag: value === ALL ? undefined : value })}
              options={[{ value: ALL, label: t('list.allTopics') }, ...topics.map((topic) => ({ value: topic.key, label: topic.name, count: topic.count }))]}
            />
          )}
          {list.status === 'loading' && <LoadingCards label={t('list.loading')} />}
          {(list.status === 'error' || list.status === 'notFound') && (
            <ErrorState title={t('list.errorTitle')} description={t('list.errorDescription')} retryLabel={t('list.retry')} onRetry={list.retry} />
          )}
          {list.status === 'ready' && list.data.items.length === 0 && (
            list.data.total > 0 ? (
              <EmptyState
                icon="search"
                title={t('list.noPageTitle')}
                description={t('list.noPageDescription')}
                action={<Button onClick={() => go({ tag })}>{t('list.firstPage')}</Button>}
              />
            ) : (
              <EmptyState
                icon="search"
                title={t('list.emptyTitle')}
                description={t('list.emptyDescription')}
                action={tag && <Button onClick={() => go({})}>{t('list.showAll')}</Button>}
              />
            )
          )}
          {list.status === 'ready' && list.data.items.length > 0 && (
            <>
              <Grid as="ul" min={300} gap={24}>
                {list.data.items.map((post) => (
                  <BlogCard key={post.key} post={post} />
                ))}
              </Grid>
              <Pagination
                page={list.data.page}
                pageCount={list.data.pageCount}
                onChange={(next) => {
                  go({ tag, page: next });
                  top.current?.scrollIntoView?.({ block: 'start' });
                }}
                label={t('list.pagination')}
                pageLabel={(n) => t('list.page', { page: n })}
                previousLabel={t('list.previous')}
                nextLabel={t('list.next')}
              />
            </>
          )}
        </Stack>
      </Section>
    </Container>
  );
}
