import type { ElementType } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';
import type { PolymorphicProps } from '../polymorphic';

const WIDTHS = { sm: '760px', md: '1024px', lg: '1280px' } as const;

export type ContainerSize = keyof typeof WIDTHS;

const Root = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  margin-inline: auto;
  padding-inline: 16px;
  ${media.sm} {
    padding-inline: 24px;
  }
  ${media.lg} {
    padding-inline: 32px;
  }
`;

export type ContainerProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  {
    /** Max width: `lg` 1280 px (default), `md` 1024 px, `sm` 760 px for reading pages. */
    size?: ContainerSize;
  }
>;

/** Centres content at max 1280 px with padding growing from 16 px (phones) to 32 px (desktop). */
export function Container<C extends ElementType = 'div'>({ size = 'lg', ...rest }: ContainerProps<C>) {
  return <Root $size={size} {...(rest as object)} />;
}
