import type { ElementType, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';
import { smallFontSize } from '../theme/typography';

export type CardVariant = 'default' | 'highlight' | 'outline' | 'flat';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const PADDING: Record<CardPadding, string> = { none: '0', sm: '16px', md: '20px', lg: '28px' };

const Root = styled.div<{ $variant: CardVariant; $interactive: boolean; $ribbon: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  list-style: none;
  ${({ $variant, theme }) => {
    const { colors, radii, shadows } = resolveTheme(theme);
    return css`
      border-radius: ${radii.lg};
      background: ${$variant === 'flat' ? colors.surfaceAlt : colors.surface};
      color: ${colors.text};
      border: ${$variant === 'highlight' ? `2px solid ${colors.brand}` : `1px solid ${colors.border}`};
      box-shadow: ${$variant === 'highlight' ? shadows.lg : $variant === 'default' ? shadows.sm : 'none'};
    `;
  }}
  ${({ $ribbon }) => $ribbon && 'margin-top: 14px;'}
  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      transition:
        box-shadow 0.2s ease,
        transform 0.2s ease,
        border-color 0.2s ease;
      &:hover,
      &:focus-within {
        transform: translateY(-2px);
        box-shadow: ${resolveTheme(theme).shadows.md};
        border-color: ${resolveTheme(theme).colors.borderStrong};
      }
    `}
`;

const Ribbon = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 4px 14px;
  border-radius: ${({ theme }) => resolveTheme(theme).radii.pill};
  background: ${({ theme }) => resolveTheme(theme).colors.accent};
  color: ${({ theme }) => resolveTheme(theme).colors.onAccent};
  ${smallFontSize(12)}
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  box-shadow: ${({ theme }) => resolveTheme(theme).shadows.sm};
`;

const Part = styled.div<{ $padding: string; $part: 'header' | 'body' | 'footer' }>`
  padding: ${({ $padding }) => $padding};
  ${({ $part }) => $part === 'body' && 'flex: 1;'}
  ${({ $part, theme }) => {
    const { colors, radii } = resolveTheme(theme);
    if ($part === 'header') return `border-bottom: 1px solid ${colors.border};`;
    if ($part === 'footer')
      return `border-top: 1px solid ${colors.border}; background: ${colors.surfaceAlt}; border-radius: 0 0 ${radii.lg} ${radii.lg};`;
    return '';
  }}
`;

export type CardProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  {
    /** default (white, soft shadow), highlight (brand border, raised), outline (no shadow), flat (tinted). */
    variant?: CardVariant;
    /** Ribbon text on the top edge, e.g. "Best Seller"; implies the highlight variant unless one is given. */
    ribbon?: ReactNode;
    header?: ReactNode;
    footer?: ReactNode;
    padding?: CardPadding;
    /** Lift on hover / focus-within (cards that are links or hold one main action). */
    interactive?: boolean;
    children?: ReactNode;
  }
>;

/** A white content card with optional header, footer and a "Best Seller"-style ribbon. */
export function Card<C extends ElementType = 'div'>({ variant, ribbon, header, footer, padding = 'md', interactive = false, children, ...rest }: CardProps<C>) {
  const pad = PADDING[padding];
  return (
    <Root $variant={variant ?? (ribbon ? 'highlight' : 'default')} $interactive={interactive} $ribbon={Boolean(ribbon)} {...(rest as object)}>
      {ribbon && <Ribbon>{ribbon}</Ribbon>}
      {header && (
        <Part $part="header" $padding={pad}>
          {header}
        </Part>
      )}
      <Part $part="body" $padding={pad}>
        {children}
      </Part>
      {footer && (
        <Part $part="footer" $padding={pad}>
          {footer}
        </Part>
      )}
    </Root>
  );
}
