import type { CSSProperties, ElementType } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme/media';
import { toLength } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';

export type StackDirection = 'row' | 'column';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between' | 'around';

const ALIGN: Record<StackAlign, CSSProperties['alignItems']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const JUSTIFY: Record<StackJustify, CSSProperties['justifyContent']> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
};

interface RootProps {
  $gap: string;
  $direction: StackDirection;
  $align?: StackAlign;
  $justify?: StackJustify;
  $wrap: boolean;
  $collapseBelow?: 'sm' | 'md' | 'lg';
}

const collapse = { sm: media.belowSm, md: media.belowMd, lg: media.belowLg } as const;

const Root = styled.div<RootProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ $gap }) => $gap};
  ${({ $align, $direction }) => {
    const align = $align ?? ($direction === 'row' ? 'center' : undefined);
    return align ? `align-items: ${ALIGN[align]};` : '';
  }}
  ${({ $justify }) => $justify && `justify-content: ${JUSTIFY[$justify]};`}
  ${({ $wrap }) => $wrap && 'flex-wrap: wrap;'}
  min-width: 0;
  ${({ $collapseBelow, $direction }) =>
    $collapseBelow &&
    $direction === 'row' &&
    css`
      ${collapse[$collapseBelow]} {
        flex-direction: column;
        align-items: stretch;
      }
    `}
`;

export type StackProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  {
    /** Space between children: px number or CSS length (default 16). */
    gap?: number | string;
    direction?: StackDirection;
    /** Cross-axis alignment; default `center` for rows, `stretch` for columns. */
    align?: StackAlign;
    justify?: StackJustify;
    wrap?: boolean;
    /** A row that becomes a column below this breakpoint (e.g. `md`: a column on phones). */
    collapseBelow?: 'sm' | 'md' | 'lg';
  }
>;

/** A flex row or column with a gap. */
export function Stack<C extends ElementType = 'div'>({
  gap = 16,
  direction = 'column',
  align,
  justify,
  wrap = false,
  collapseBelow,
  ...rest
}: StackProps<C>) {
  return (
    <Root
      $gap={toLength(gap)}
      $direction={direction}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      $collapseBelow={collapseBelow}
      {...(rest as object)}
    />
  );
}
