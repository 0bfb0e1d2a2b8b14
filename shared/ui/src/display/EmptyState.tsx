import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/icon-paths';
import { resolveTheme } from '../theme/tokens';

export const StateRoot = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: ${({ $compact }) => ($compact ? '24px 16px' : '56px 16px')};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 700;
    color: ${({ theme }) => resolveTheme(theme).colors.text};
  }
  p {
    max-width: 480px;
    margin: 0;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
`;

export const StateIcon = styled.div<{ $danger?: boolean }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  ${({ $danger, theme }) => {
    const { colors } = resolveTheme(theme);
    return $danger ? `background: #fdeeee; color: ${colors.danger};` : `background: ${colors.brandSoft}; color: ${colors.brand};`;
  }}
`;

export const StateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin-top: 8px;
`;

export interface EmptyStateProps {
  /** An icon name from the set, or any node (an illustration). */
  icon?: IconName | ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. "Search domains". */
  action?: ReactNode;
  /** Heading level of the title (default h2). */
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
  className?: string;
}

/** Nothing to show yet (empty cart, no notifications) with a way forward. */
export function EmptyState({ icon = 'search', title, description, action, headingLevel = 2, compact = false, className }: EmptyStateProps) {
  const H = `h${headingLevel}` as 'h2';
  return (
    <StateRoot $compact={compact} className={className}>
      <StateIcon aria-hidden="true">{typeof icon === 'string' ? <Icon name={icon as IconName} size={28} /> : icon}</StateIcon>
      <H>{title}</H>
      {description && <p>{description}</p>}
      {action && <StateActions>{action}</StateActions>}
    </StateRoot>
  );
}
