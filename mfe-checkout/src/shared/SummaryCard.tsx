import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Heading, Stack } from '@storefront/ui';

/** A label and its value on one line of a summary (the value at the end). */
export const SummaryLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`;

/**
 * The summary beside a checkout form (the basket, the payment step, the top-up): an aside named by its card
 * heading, its rows stacked below it.
 */
export function SummaryCard({ id, title, gap = 14, children }: { id: string; title: ReactNode; gap?: number; children: ReactNode }) {
  return (
    <Card as="aside" aria-labelledby={id}>
      <Stack gap={gap}>
        <Heading level={2} size="card" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
