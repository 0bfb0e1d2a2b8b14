import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { media } from '../theme/media';
import { resolveTheme } from '../theme/tokens';
import { useMediaQuery } from '../theme/useMediaQuery';
import { pageRange } from './pagination-range';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 40px;
  height: 40px;
  padding: 0 10px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => resolveTheme(theme).radii.md};
  background: transparent;
  color: ${({ theme }) => resolveTheme(theme).colors.text};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => resolveTheme(theme).colors.brandSoft};
    color: ${({ theme }) => resolveTheme(theme).colors.brand};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => resolveTheme(theme).colors.brand};
    color: ${({ theme }) => resolveTheme(theme).colors.onBrand};
    cursor: default;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

const Gap = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Name of the navigation landmark, e.g. "Pagination". */
  label: string;
  /** Accessible name of a page button, e.g. `(n) => t('page', { n })` → "Page 3". */
  pageLabel: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  /** Pages shown on each side of the current one (default 1; 0 on phones). */
  siblings?: number;
  /** Render nothing when there is only one page (default true). */
  hideWhenSingle?: boolean;
  className?: string;
}

/** Page navigation: previous, first, …, current ± siblings, …, last, next. */
export function Pagination({ page, pageCount, onChange, label, pageLabel, previousLabel, nextLabel, siblings = 1, hideWhenSingle = true, className }: PaginationProps) {
  const narrow = useMediaQuery(media.belowSm);
  if (hideWhenSingle && pageCount <= 1) return null;
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  const go = (target: number) => target !== current && target >= 1 && target <= last && onChange(target);

  return (
    <nav aria-label={label} className={className}>
      <List>
        <li>
          <PageButton type="button" aria-label={previousLabel} disabled={current <= 1} onClick={() => go(current - 1)}>
            <Icon name="chevronLeft" size={18} />
          </PageButton>
        </li>
        {pageRange(current, last, narrow ? 0 : siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={pageLabel(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton type="button" aria-label={nextLabel} disabled={current >= last} onClick={() => go(current + 1)}>
            <Icon name="chevron" size={18} />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
