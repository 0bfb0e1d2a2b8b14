import type { ElementType } from 'react';
import styled, { css } from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';
import { KHMER_MIN_FONT_PX } from '../theme/typography';

export type TextVariant = 'body' | 'lead' | 'small' | 'muted' | 'caption';

const Root = styled.p<{ $variant: TextVariant; $weight?: 'regular' | 'semibold' | 'bold'; $align?: 'start' | 'center' | 'end' }>`
  margin: 0;
  ${({ $variant, theme }) => {
    const t = resolveTheme(theme);
    switch ($variant) {
      case 'lead':
        return css`
          font-size: ${t.fontSizes.lg};
          color: ${t.colors.muted};
        `;
      case 'small':
        return css`
          font-size: ${t.fontSizes.sm};
        `;
      case 'muted':
        return css`
          color: ${t.colors.muted};
        `;
      case 'caption':
        return css`
          font-size: ${t.fontSizes.xs};
          color: ${t.colors.muted};
          &:lang(km) {
            font-size: ${KHMER_MIN_FONT_PX}px;
          }
        `;
      default:
        return css`
          font-size: ${t.fontSizes.md};
        `;
    }
  }}
  ${({ $weight, theme }) => $weight && `font-weight: ${resolveTheme(theme).fontWeights[$weight]};`}
  ${({ $align }) => $align && `text-align: ${$align};`}
`;

export type TextProps<C extends ElementType = 'p'> = PolymorphicProps<
  C,
  {
    /** body (default), lead (larger, muted), small, muted, caption (12 px muted). */
    variant?: TextVariant;
    weight?: 'regular' | 'semibold' | 'bold';
    align?: 'start' | 'center' | 'end';
  }
>;

/** A paragraph (or `as="span"`) in one of the text styles. */
export function Text<C extends ElementType = 'p'>({ variant = 'body', weight, align, ...rest }: TextProps<C>) {
  return <Root $variant={variant} $weight={weight} $align={align} {...(rest as object)} />;
}
