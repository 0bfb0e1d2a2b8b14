import { Children, isValidElement, type ElementType, type ReactNode } from 'react';
import styled, { css, type RuleSet } from 'styled-components';
import { toLength } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';

/** The grid measures its own width (a container query), so columns follow the space it has, not the window. */
const Frame = styled.div`
  container-type: inline-size;
  width: 100%;
  min-width: 0;
`;

const Root = styled.div<{ $columns: RuleSet<object>; $gap: string }>`
  display: grid;
  gap: ${({ $gap }) => $gap};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $columns }) => $columns}
`;

/**
 * The balanced number of columns for `count` items when at most `fit` fit on a row: as many rows as `fit`
 * columns need, then the fewest columns that fill them, so the last row is never more than one item short
 * of the others (7 items, 4 fit: 4 + 3; 5 items, 4 fit: 3 + 2; 4 items, 3 fit: 2 + 2).
 */
export function balancedColumns(count: number, fit: number): number {
  if (count <= 0 || fit <= 1) return 1;
  const rows = Math.ceil(count / fit);
  return Math.ceil(count / rows);
}

/** The widths (px) from which `k` columns of at least `min` px with `gap` px between them fit. */
function widthFor(columns: number, min: number, gap: number): number {
  return columns * min + (columns - 1) * gap;
}

/** Container-query rules: one column on phones, then at each width the balanced count for the items. */
export function balancedColumnRules(count: number, min: number, gap: number, maxColumns = count) {
  const limit = Math.max(1, Math.min(count, maxColumns));
  const rules: { from: number; columns: number }[] = [];
  let previous = 1;
  for (let fit = 2; fit <= limit; fit += 1) {
    const columns = balancedColumns(count, fit);
    if (columns !== previous) rules.push({ from: widthFor(fit, min, gap), columns });
    previous = columns;
  }
  return css`
    grid-template-columns: minmax(0, 1fr);
    ${rules.map(
      ({ from, columns }) => css`
        @container (min-width: ${from}px) {
          grid-template-columns: repeat(${columns}, minmax(0, 1fr));
        }
      `,
    )}
  `;
}

function countItems(children: ReactNode): number {
  return Children.toArray(children).filter((child) => isValidElement(child) || typeof child === 'string' || typeof child === 'number').length;
}

export type GridProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  {
    /** Minimum column width (px number or CSS length): as many columns as fit, one column on narrow phones. Default 240. */
    min?: number | string;
    /** Gap between cells (default 24). */
    gap?: number | string;
    /** The most columns in a row (default: as many as fit). */
    maxColumns?: number;
    /**
     * Only with a CSS-length `min` (balanced rows need px): `auto-fit` (stretch few items over the row) instead
     * of `auto-fill` (keep empty tracks).
     */
    fit?: boolean;
  }
>;

/**
 * A responsive grid of equal columns no narrower than `min`. With a px `min` and `gap` (the usual case) the
 * rows are balanced: the column count is chosen for the number of items, so no row is left half empty.
 * Render `as="ul"` for lists of cards.
 */
export function Grid<C extends ElementType = 'div'>({ min = 240, gap = 24, maxColumns, fit = false, children, ...rest }: GridProps<C>) {
  const balanced = typeof min === 'number' && typeof gap === 'number';
  const columns = balanced
    ? balancedColumnRules(countItems(children), min, gap, maxColumns)
    : css`
        grid-template-columns: repeat(${fit ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${toLength(min)}), 1fr));
      `;
  return (
    <Frame>
      <Root $columns={columns} $gap={toLength(gap)} {...(rest as object)}>
        {children}
      </Root>
    </Frame>
  );
}
