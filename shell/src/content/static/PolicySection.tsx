import type { ReactNode } from 'react';
import { Heading, Stack } from '@storefront/ui';
import { CheckList, Paragraphs } from './Prose';
import { stringList } from './string-list';
import { useTranslation } from '@storefront/platform';

export interface PolicySectionProps {
  /** The anchor id (linked from "On this page"). */
  id: string;
  /** The key of the section in the static namespace: reads `<base>.title`, `<base>.body`, `<base>.items`. */
  base: string;
  children?: ReactNode;
}

/** One titled section (h2) of a policy page: paragraphs, then bullet points, then any extra content. */
export function PolicySection({ id, base, children }: PolicySectionProps) {
  const { t } = useTranslation('static');
  const titleId = `${id}-title`;
  return (
    <Stack as="section" id={id} aria-labelledby={titleId} gap={14} style={{ scrollMarginTop: 96 }}>
      <Heading level={2} id={titleId}>
        {t(`${base}.title`)}
      </Heading>
      <Paragraphs items={stringList(t, `${base}.body`)} />
      <CheckList items={stringList(t, `${base}.items`)} />
      {children}
    </Stack>
  );
}
