import type { BlogPostSummary } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Grid, Heading, Section } from '@storefront/ui';
import { BlogCard } from './BlogCard';
import './register';

/**
 * The blog's related-posts block (spec §2 shared pieces): up to 3 other posts sharing a topic with the one
 * being read, newest first, as the api answers them. Nothing is shown when there are none.
 */
export function RelatedPosts({ posts }: { posts: readonly BlogPostSummary[] }) {
  const { t } = useTranslation('blog');
  if (posts.length === 0) return null;
  return (
    <Section spacing="sm" aria-labelledby="related-posts-title">
      <Heading level={2} id="related-posts-title" style={{ marginBottom: 24 }}>
        {t('related.title')}
      </Heading>
      <Grid as="ul" min={280} gap={24}>
        {posts.map((post) => (
          <BlogCard key={post.key} post={post} headingLevel={3} />
        ))}
      </Grid>
    </Section>
  );
}
