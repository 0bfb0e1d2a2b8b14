import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '@storefront/contracts';
import { useLocale, useTranslation } from '@storefront/platform';
import { Chip, InlineList, Text } from '@storefront/ui';
import type { BlogTag } from '@storefront/contracts';

const Row = styled(Text)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A date in the reader's language (Khmer month names on Khmer pages), in a machine-readable <time>. */
export function BlogDate({ value, children }: { value: string; children?: (formatted: string) => ReactNode }) {
  const { locale } = useLocale();
  const formatted = formatDate(value, locale);
  return <time dateTime={value}>{children ? children(formatted) : formatted}</time>;
}

/** The date a post was published and how long it takes to read (14 px, Khmer included). */
export function PublishedLine({ publishedAt, readingMinutes }: { publishedAt: string; readingMinutes: number }) {
  const { t } = useTranslation('blog');
  return (
    <Row as="p" variant="small">
      <BlogDate value={publishedAt} />
      <span aria-hidden="true">·</span>
      <span>{t('card.readingTime', { count: readingMinutes })}</span>
    </Row>
  );
}

/** A post's topics as chips. */
export function TopicList({ tags, label }: { tags: readonly BlogTag[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <InlineList aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.key}>
          <Chip>{tag.name}</Chip>
        </li>
      ))}
    </InlineList>
  );
}
