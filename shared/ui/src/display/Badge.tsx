import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import { toneColors, type Tone } from '../theme/tones';
import { smallFontSize } from '../theme/typography';

export type BadgeVariant = 'soft' | 'solid' | 'outline';

const Root = styled.span<{ $tone: Tone; $variant: BadgeVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: ${({ $size }) => ($size === 'sm' ? '1px 8px' : '3px 10px')};
  border-radius: 999px;
  border: 1px solid transparent;
  ${({ $size }) => smallFontSize($size === 'sm' ? 11 : 12)}
  font-weight: 700;
  line-height: 18px;
  letter-spacing: 0.02em;
  white-space: nowrap;
  vertical-align: middle;
  ${({ $tone, $variant, theme }) => {
    const c = toneColors(resolveTheme(theme), $tone);
    if ($variant === 'solid')
      return css`
        background: ${c.fg};
        color: #ffffff;
      `;
    if ($variant === 'outline')
      return css`
        background: transparent;
        border-color: ${c.border};
        color: ${c.fg};
        font-weight: 600;
      `;
    return css`
      background: ${c.bg};
      color: ${c.fg};
    `;
  }}
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** hot, sale, premium, success, info, neutral (default), warning, danger. */
  tone?: Tone;
  /** soft (tinted, default), solid (filled), outline. */
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  /** An icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status or marketing label (Hot, Sale, Premium, Paid, Pending…). */
export function Badge({ tone = 'neutral', variant = 'soft', size = 'md', icon, children, ...rest }: BadgeProps) {
  return (
    <Root $tone={tone} $variant={variant} $size={size} {...rest}>
      {icon}
      {children}
    </Root>
  );
}

/** An outlined Badge, for neutral tags such as features or categories. */
export function Tag({ variant = 'outline', ...rest }: BadgeProps) {
  return <Badge variant={variant} {...rest} />;
}
