import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScrollStrip } from '../layout/ScrollStrip';
import { resolveTheme } from '../theme/tokens';
import { smallFontSize } from '../theme/typography';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => resolveTheme(theme).colors.border};
  border-radius: ${({ theme }) => resolveTheme(theme).radii.lg};
  background: ${({ theme }) => resolveTheme(theme).colors.surface};
  overflow: hidden;
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: ${({ theme }) => resolveTheme(theme).fontSizes.sm};
  caption {
    padding: 14px 16px;
    text-align: start;
    font-weight: ${({ theme }) => resolveTheme(theme).fontWeights.semibold};
    border-bottom: 1px solid ${({ theme }) => resolveTheme(theme).colors.border};
  }
  th,
  td {
    padding: 12px 16px;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => resolveTheme(theme).colors.border};
  }
  thead th {
    background: ${({ theme }) => resolveTheme(theme).colors.surfaceAlt};
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
    ${smallFontSize(12)}
    font-weight: ${({ theme }) => resolveTheme(theme).fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  tbody th {
    font-weight: ${({ theme }) => resolveTheme(theme).fontWeights.semibold};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

/**
 * A captioned table in its own frame. On narrow screens it scrolls sideways: a fade shows the columns
 * past the edge, and the frame is a named region in the tab order, so arrow keys scroll it.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Frame>
      <ScrollStrip label={caption} fade="surface">
        <Table>
          <caption>{caption}</caption>
          {children}
        </Table>
      </ScrollStrip>
    </Frame>
  );
}
