import styled from 'styled-components';
import { media } from '../theme/media';
import { resolveTheme } from '../theme/tokens';
import { smallFontSize } from '../theme/typography';

/**
 * A table of prices by term (a TLD's 1–10 years, a certificate's 1–3): the term in the first column, amounts
 * right-aligned in tabular figures, a muted caption above. A cell with `className="saving"` shows a saving.
 */
export const PriceTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding-bottom: 10px;
    text-align: start;
    font-weight: 600;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
  th,
  td {
    padding: 10px 12px;
    text-align: end;
    border-bottom: 1px solid ${({ theme }) => resolveTheme(theme).colors.border};
  }
  th:first-child {
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => resolveTheme(theme).colors.surfaceAlt};
    ${smallFontSize(13)}
    font-weight: 700;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
  .saving {
    color: ${({ theme }) => resolveTheme(theme).colors.success};
    font-weight: 600;
  }
  ${media.belowSm} {
    font-size: 14px;
    th,
    td {
      padding: 8px 6px;
    }
  }
`;
