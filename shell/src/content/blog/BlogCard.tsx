import styled from 'styled-components';
import type { BlogPostSummary } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Card, Heading, Stack, Text } from '@storefront/ui';
import { BlogCover } from './BlogCover';
import { PublishedLine, TopicList } from './BlogMeta';

const TitleLink = styled(LocaleLink)`
  color: inherit;
  text-decoration: none;
  /* The whole card is the link's target area. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** One post in a list: cover, topics, title (the link), excerpt, date and reading time. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  return (
    <Card as="li" interactive padding="none">
      <BlogCover tags={post.tags} alt={post.coverAlt} />
      <Stack gap={12} style={{ padding: 20, flex: 1 }}>
        <TopicList tags={post.tags} label={t('card.topics')} />
        <Heading level={3} as={`h${headingLevel}`}>
          <TitleLink to={`/blog/${post.key}`}>{post.title}</TitleLink>
        </Heading>
        <Text variant="muted" style={{ flex: 1 }}>
          {post.excerpt}
        </Text>
        <PublishedLine publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
      </Stack>
    </Card>
  );
}
