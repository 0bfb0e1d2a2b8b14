import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 320px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    padding: 14px 16px;
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th,
  td {
    padding: 12px 16px;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

/** A captioned table that scrolls sideways inside its own frame on narrow screens. */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        {children}
      </Table>
    </Scroller>
  );
}
