import type { ElementType } from 'react';
import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';

export type HeadingLevel = 1 | 2 | 3 | 4;

const SIZES: Record<HeadingLevel, string> = {
  1: 'clamp(1.875rem, 1.35rem + 2.2vw, 3rem)',
  2: 'clamp(1.5rem, 1.2rem + 1.3vw, 2.25rem)',
  3: 'clamp(1.125rem, 1.05rem + 0.4vw, 1.375rem)',
  4: '1rem',
};

const Root = styled.h2<{ $level: HeadingLevel; $align?: 'start' | 'center' }>`
  margin: 0;
  font-family: ${({ theme }) => resolveTheme(theme).fonts.heading};
  font-size: ${({ $level }) => SIZES[$level]};
  font-weight: ${({ $level }) => ($level <= 2 ? 700 : 600)};
  line-height: ${({ theme }) => resolveTheme(theme).lineHeights.tight};
  letter-spacing: ${({ $level }) => ($level <= 2 ? '-0.02em' : '-0.01em')};
  color: inherit;
  text-wrap: balance;
  ${({ $align }) => $align === 'center' && 'text-align: center;'}

  &:lang(km) {
    line-height: 1.5;
    letter-spacing: 0;
  }
`;

export type HeadingProps<C extends ElementType = 'h2'> = PolymorphicProps<
  C,
  {
    /** Visual size and, unless `as` is given, the element: h1–h4. Default 2. */
    level?: HeadingLevel;
    align?: 'start' | 'center';
  }
>;

/** A heading: `level` picks h1–h4 and its size; `as` renders another element with the same look. */
export function Heading<C extends ElementType = 'h2'>({ level = 2, align, as, ...rest }: HeadingProps<C>) {
  return <Root as={as ?? (`h${level}` as ElementType)} $level={level} $align={align} {...(rest as object)} />;
}
