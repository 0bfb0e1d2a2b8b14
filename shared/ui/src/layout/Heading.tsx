import type { ElementType } from 'react';
import styled from 'styled-components';
import type { HeadingSize } from '../theme/theme';
import { headingType } from '../theme/typography';
import type { PolymorphicProps } from '../polymorphic';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type { HeadingSize };

/** The size a level has unless `size` says otherwise: h1 page title, h2 section, h3 card, h4 minor. */
const SIZE_OF_LEVEL: Record<HeadingLevel, HeadingSize> = { 1: 'page', 2: 'section', 3: 'card', 4: 'minor' };

const Root = styled.h2<{ $size: HeadingSize; $align?: 'start' | 'center' }>`
  margin: 0;
  ${({ $size }) => headingType($size)}
  color: inherit;
  text-wrap: balance;
  ${({ $align }) => $align === 'center' && 'text-align: center;'}
`;

export type HeadingProps<C extends ElementType = 'h2'> = PolymorphicProps<
  C,
  {
    /** The element h1–h4 (document outline). Default 2. */
    level?: HeadingLevel;
    /**
     * The step of the one type scale: `page` (page title), `section`, `card` (a card's or panel's title),
     * `minor`. Default: the level's own step (1 page, 2 section, 3 card, 4 minor). Pick the size by what the
     * heading titles, the level by the outline: a card in a section is `level={3}` or `level={2} size="card"`.
     */
    size?: HeadingSize;
    align?: 'start' | 'center';
  }
>;

/** A heading of the storefront's one type scale; `as` renders another element with the same look. */
export function Heading<C extends ElementType = 'h2'>({ level = 2, size, align, as, ...rest }: HeadingProps<C>) {
  return <Root as={as ?? (`h${level}` as ElementType)} $size={size ?? SIZE_OF_LEVEL[level]} $align={align} {...(rest as object)} />;
}
