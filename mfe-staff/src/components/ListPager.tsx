import { useState } from 'react';
import { useTranslation } from '@storefront/platform';
import { Button, Stack, Text } from '@storefront/ui';

/**
 * A console list's pages (issue 32 item 2): the api answers a page and the cursor of the next, so going forward
 * keeps the cursors behind, and back is the one before. `after` is the page to ask for; a new filter starts again.
 */
export function useListPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    after: cursors.at(-1),
    page: cursors.length + 1,
    first: () => setCursors([]),
    back: () => setCursors((before) => before.slice(0, -1)),
    forward: (next: string) => setCursors((before) => [...before, next]),
  };
}

/** The pager under a list: first, previous, which page, next (none when the api says no page follows). */
export function ListPager({ pages, next }: { pages: ReturnType<typeof useListPages>; next: string | null }) {
  const { t } = useTranslation('staff');
  const label = t('lists.page', { page: pages.page });
  return (
    <nav aria-label={label}>
      <Stack direction="row" gap={12} wrap align="center">
        <Button variant="secondary" size="sm" disabled={pages.page === 1} onClick={pages.first}>
          {t('lists.firstPage')}
        </Button>
        <Button variant="secondary" size="sm" disabled={pages.page === 1} onClick={pages.back}>
          {t('lists.previousPage')}
        </Button>
        <Text variant="small">{label}</Text>
        <Button variant="secondary" size="sm" disabled={!next} onClick={() => next && pages.forward(next)}>
          {t('lists.nextPage')}
        </Button>
      </Stack>
    </nav>
  );
}
