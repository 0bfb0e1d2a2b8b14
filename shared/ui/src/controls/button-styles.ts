import { css } from 'styled-components';
import type { Theme } from '../theme/theme';
import { resolveTheme } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export const BUTTON_HEIGHTS: Record<ButtonSize, number> = { sm: 36, md: 44, lg: 52 };

/** Colours of a button variant, shared by Button and IconButton. */
export function buttonVariant(theme: Theme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${colors.surface};
        color: ${colors.brand};
        border-color: ${colors.borderStrong};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${colors.brandSoft};
          border-color: ${colors.brand};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.brand};
        border-color: transparent;
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${colors.brandSoft};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: #ffffff;
        border-color: ${colors.danger};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          filter: brightness(0.9);
        }
      `;
    case 'primary':
    default:
      return css`
        background: ${colors.brand};
        color: ${colors.onBrand};
        border-color: ${colors.brand};
        box-shadow: ${theme.shadows.sm};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${colors.brandDark};
          border-color: ${colors.brandDark};
        }
      `;
  }
}

/** Layout shared by every button-like control: focus ring, disabled look, no link underline. */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    box-shadow 0.15s ease,
    transform 0.05s ease;
  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
    box-shadow: none;
  }
`;
