import styled from 'styled-components';
import { LocaleLink, PageHead, useParams, useTranslation } from '@storefront/platform';
import { Breadcrumbs, Container, ErrorState, Icon, PageHeader, Skeleton, Stack, Text, VisuallyHidden } from '@storefront/ui';
import type { BlogPost } from '@storefront/contracts';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useBlogPost } from './blog-api';
import { BlogBody } from './BlogBody';
import { BlogCover } from './BlogCover';
import { BlogDate, TopicList } from './BlogMeta';
import { RelatedPosts } from './RelatedPosts';
import './register';

const Meta = styled(Text)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const BackLink = styled(LocaleLink)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    transform: rotate(180deg);
  }
`;

function Trail({ title }: { title?: string }) {
  const { t } = useTranslation('blog');
  return (
    <Breadcrumbs label={t('breadcrumbs.label')}>
      <LocaleLink to="/">{t('breadcrumbs.home')}</LocaleLink>
      <LocaleLink to="/blog">{t('breadcrumbs.blog')}</LocaleLink>
      {title ?? <Skeleton width={160} height={14} />}
    </Breadcrumbs>
  );
}

function Article({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const updated = post.updatedAt.slice(0, 10) !== post.publishedAt.slice(0, 10);
  return (
    <>
    <PageHead title={t('post.documentTitle', { title: post.title })} description={post.description} trail={[{ title: t('list.title'), path: '/blog' }]} />
    <article>
      <PageHeader breadcrumbs={<Trail title={post.title} />} title={post.title} subtitle={post.description} />
      <Stack gap={28}>
        <Stack gap={12}>
          <Meta as="p" variant="small">
            <span>{t('post.byline', { name: post.author.name, role: post.author.role })}</span>
            <BlogDate value={post.publishedAt}>{(date) => t('post.published', { date })}</BlogDate>
            {updated && <BlogDate value={post.updatedAt}>{(date) => t('post.updated', { date })}</BlogDate>}
            <span>{t('card.readingTime', { count: post.readingMinutes })}</span>
          </Meta>
          <TopicList tags={post.tags} label={t('post.topics')} />
        </Stack>
        <BlogCover tags={post.tags} alt={post.coverAlt} size="hero" />
        <BlogBody blocks={post.body} />
        <div>
          <BackLink to="/blog">
            <Icon name="chevron" size={16} />
            {t('post.backToBlog')}
          </BackLink>
        </div>
      </Stack>
    </article>
    </>
  );
}

/** One article of the blog (/blog/:key): its body, who wrote it and when, and the related-posts block. */
export function BlogPostPage() {
  const { t } = useTranslation('blog');
  const { key = '' } = useParams();
  const post = useBlogPost(key);

  if (post.status === 'notFound') return <NotFoundPage />;
  return (
    <Container size="md">
      {post.status === 'loading' && (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('post.loading')}</VisuallyHidden>
          <div aria-hidden="true">
            <PageHeader breadcrumbs={<Trail />} title={<Skeleton width="80%" height={40} />} subtitle={<Skeleton lines={2} />} />
            <Stack gap={28}>
              <Skeleton width={320} height={16} />
              <div style={{ aspectRatio: '21 / 8' }}>
                <Skeleton height="100%" />
              </div>
              <Skeleton lines={8} />
            </Stack>
          </div>
        </div>
      )}
      {post.status === 'error' && (
        <>
          <PageHeader breadcrumbs={<Trail title={t('breadcrumbs.blog')} />} title={t('breadcrumbs.blog')} />
          <ErrorState title={t('post.errorTitle')} description={t('post.errorDescription')} retryLabel={t('post.retry')} onRetry={post.retry} />
        </>
      )}
      {post.status === 'ready' && (
        <>
          <Article post={post.data} />
          <RelatedPosts posts={post.data.related} />
        </>
      )}
    </Container>
  );
}
