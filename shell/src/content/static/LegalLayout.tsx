import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Stack, media } from '@storefront/ui';
import { OnThisPage, type OnThisPageItem } from './OnThisPage';

const Columns = styled.div`
  display: grid;
  gap: 32px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: 56px;
  }
`;

/** A long text page: the table of contents beside (desktop) or above (phones) the sections. */
export function LegalLayout({ toc, children }: { toc: OnThisPageItem[]; children: ReactNode }) {
  return (
    <Columns>
      <OnThisPage items={toc} />
      <Stack gap={40}>{children}</Stack>
    </Columns>
  );
}
