import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../controls/IconButton';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/icon-paths';
import { resolveTheme } from '../theme/tokens';
import { toneColors } from '../theme/tones';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const ICONS: Record<AlertTone, IconName> = { info: 'info', success: 'check', warning: 'alert', danger: 'alert' };

const Root = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => resolveTheme(theme).radii.md};
  ${({ $tone, theme }) => {
    const c = toneColors(resolveTheme(theme), $tone);
    return `background: ${c.bg}; border: 1px solid ${c.border}; color: ${resolveTheme(theme).colors.text};
      > svg { color: ${c.fg}; margin-top: 2px; }`;
  }}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  font-size: 15px;
  strong {
    display: block;
    margin-bottom: 2px;
    font-weight: 700;
  }
`;

const Action = styled.div`
  margin-top: 10px;
`;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** info (default), success, warning, danger. */
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link under the message. */
  action?: ReactNode;
  /** Shows a close button (needs `closeLabel`). */
  onClose?: () => void;
  closeLabel?: string;
}

/**
 * An inline message. Danger and warning are role alert (announced at once); info and success are
 * role status (polite). Pass `role` to override.
 */
export function Alert({ tone = 'info', title, children, action, onClose, closeLabel, role, ...rest }: AlertProps) {
  return (
    <Root role={role ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status')} $tone={tone} {...rest}>
      <Icon name={ICONS[tone]} size={20} />
      <Body>
        {title && <strong>{title}</strong>}
        {children}
        {action && <Action>{action}</Action>}
      </Body>
      {onClose && closeLabel && (
        <IconButton aria-label={closeLabel} size="sm" onClick={onClose} style={{ marginTop: -6, marginRight: -6 }}>
          <Icon name="close" size={16} />
        </IconButton>
      )}
    </Root>
  );
}
