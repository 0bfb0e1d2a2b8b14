import type { ButtonHTMLAttributes, ElementType, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { SpinnerGlyph } from '../display/SpinnerGlyph';
import { resolveTheme } from '../theme/tokens';
import type { PolymorphicProps } from '../polymorphic';
import { BUTTON_HEIGHTS, buttonBase, buttonVariant, type ButtonSize, type ButtonVariant } from './button-styles';

const PADDING: Record<ButtonSize, string> = { sm: '0 14px', md: '0 20px', lg: '0 28px' };
const FONT: Record<ButtonSize, string> = { sm: '14px', md: '15px', lg: '17px' };

const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonBase}
  min-height: ${({ $size }) => BUTTON_HEIGHTS[$size]}px;
  padding: ${({ $size }) => PADDING[$size]};
  font-size: ${({ $size }) => FONT[$size]};
  border-radius: ${({ theme }) => resolveTheme(theme).radii.md};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $variant, theme }) => buttonVariant(resolveTheme(theme), $variant)}
`;

interface ButtonOwnProps {
  /** primary (default, brand), secondary (outlined), ghost (text), danger. */
  variant?: ButtonVariant;
  /** sm 36 px, md 44 px (default), lg 52 px high. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button; the label stays for screen readers. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Disables a button; on a link (`as`) sets aria-disabled and blocks the click. */
  disabled?: boolean;
  /** An icon before / after the label. */
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = PolymorphicProps<C, ButtonOwnProps>;

/**
 * The one button. Renders a `<button type="button">` by default; `as={Link} to="/x"` renders a link
 * that looks like a button (disabled/loading then set aria-disabled instead of disabled).
 */
export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  children,
  disabled: disabledProp = false,
  ...rest
}: ButtonProps<C>) {
  const props = rest as Record<string, unknown>;
  const native = as === undefined || as === 'button';
  const disabled = disabledProp || loading;
  const stateProps = native
    ? { type: (props.type as ButtonHTMLAttributes<HTMLButtonElement>['type']) ?? 'button', disabled }
    : {
        'aria-disabled': disabled || undefined,
        onClick: disabled ? (event: MouseEvent) => event.preventDefault() : (props.onClick as ((event: MouseEvent) => void) | undefined),
        tabIndex: disabled ? -1 : (props.tabIndex as number | undefined),
      };
  return (
    <Root
      {...props}
      {...stateProps}
      as={as}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
    >
      {loading ? <SpinnerGlyph size={size === 'lg' ? 20 : 16} /> : startIcon}
      {children}
      {endIcon}
    </Root>
  );
}
