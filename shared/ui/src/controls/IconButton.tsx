import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import { BUTTON_HEIGHTS, buttonBase, buttonVariant, type ButtonSize, type ButtonVariant } from './button-styles';

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $round: boolean }>`
  ${buttonBase}
  width: ${({ $size }) => BUTTON_HEIGHTS[$size]}px;
  height: ${({ $size }) => BUTTON_HEIGHTS[$size]}px;
  padding: 0;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : resolveTheme(theme).radii.md)};
  ${({ $variant, theme }) => {
    const t = resolveTheme(theme);
    return $variant === 'ghost'
      ? `background: transparent; color: ${t.colors.text}; border-color: transparent;
         &:hover:not(:disabled) { background: ${t.colors.brandSoft}; color: ${t.colors.brand}; }`
      : buttonVariant(t, $variant);
  }}
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: an icon-only button needs an accessible name (callers translate it). */
  'aria-label': string;
  /** ghost (default), primary, secondary, danger. */
  variant?: ButtonVariant;
  /** sm 36, md 44 (default, touch size), lg 52 px square. */
  size?: ButtonSize;
  round?: boolean;
  /** Usually an `<Icon name="…" />`. */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button holding only an icon. */
export function IconButton({ variant = 'ghost', size = 'md', round = false, type = 'button', ...rest }: IconButtonProps) {
  return <Root type={type} $variant={variant} $size={size} $round={round} {...rest} />;
}
