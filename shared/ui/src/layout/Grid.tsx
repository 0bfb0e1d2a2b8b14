import type { ElementType } from 'react';
import styled from 'styled-components';
import { toLength } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';

const Root = styled.div<{ $min: string; $gap: string; $fit: boolean }>`
  display: grid;
  gap: ${({ $gap }) => $gap};
  grid-template-columns: repeat(${({ $fit }) => ($fit ? 'auto-fit' : 'auto-fill')}, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type GridProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  {
    /** Minimum column width (px number or CSS length): as many columns as fit, one column on narrow phones. Default 240. */
    min?: number | string;
    /** Gap between cells (default 24). */
    gap?: number | string;
    /** `auto-fit` (stretch few items over the row) instead of `auto-fill` (keep empty tracks). */
    fit?: boolean;
  }
>;

/** A responsive grid of equal columns no narrower than `min`; render `as="ul"` for lists of cards. */
export function Grid<C extends ElementType = 'div'>({ min = 240, gap = 24, fit = false, ...rest }: GridProps<C>) {
  return <Root $min={toLength(min)} $gap={toLength(gap)} $fit={fit} {...(rest as object)} />;
}
