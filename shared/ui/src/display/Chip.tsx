import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { resolveTheme } from '../theme/tokens';

const Root = styled.span<{ $removable: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  min-height: 32px;
  padding: ${({ $removable }) => ($removable ? '0 4px 0 12px' : '0 12px')};
  border: 1px solid ${({ theme }) => resolveTheme(theme).colors.borderStrong};
  border-radius: ${({ theme }) => resolveTheme(theme).radii.pill};
  background: ${({ theme }) => resolveTheme(theme).colors.brandSoft};
  color: ${({ theme }) => resolveTheme(theme).colors.text};
  font-size: 14px;
  font-weight: 600;
  line-height: 1.2;
  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => resolveTheme(theme).colors.surface};
    color: ${({ theme }) => resolveTheme(theme).colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface ChipProps {
  children: ReactNode;
  /** Shows a remove (×) button; needs `removeLabel`. */
  onRemove?: () => void;
  /** Accessible name of the remove button, e.g. "Remove mybrand" (callers translate it). */
  removeLabel?: string;
  /** Disables the remove button (e.g. while a search runs). */
  disabled?: boolean;
  /** Hover text, e.g. the full term when it is cut short. */
  title?: string;
  className?: string;
}

/** A term the visitor chose (a search keyword, a TLD), optionally removable. Render it inside a list item. */
export function Chip({ children, onRemove, removeLabel, disabled = false, title, className }: ChipProps) {
  const removable = Boolean(onRemove && removeLabel);
  return (
    <Root $removable={removable} className={className} title={title}>
      <span>{children}</span>
      {removable && (
        <Remove type="button" aria-label={removeLabel} onClick={onRemove} disabled={disabled}>
          <Icon name="close" size={14} />
        </Remove>
      )}
    </Root>
  );
}
