import type { ReactNode } from 'react';
import { Button } from '../controls/Button';
import { Icon } from '../icons/Icon';
import { StateActions, StateIcon, StateRoot } from './EmptyState';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Label of the retry button, shown with `onRetry` (callers translate it). */
  retryLabel?: string;
  onRetry?: () => void;
  /** Further actions beside retry (e.g. back home). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
  className?: string;
}

/** A part of the page failed to load: role alert, with a retry. */
export function ErrorState({ title, description, retryLabel, onRetry, actions, headingLevel = 2, compact = false, className }: ErrorStateProps) {
  const H = `h${headingLevel}` as 'h2';
  return (
    <StateRoot role="alert" $compact={compact} className={className}>
      <StateIcon $danger aria-hidden="true">
        <Icon name="alert" size={28} />
      </StateIcon>
      <H>{title}</H>
      {description && <p>{description}</p>}
      {((onRetry && retryLabel) || actions) && (
        <StateActions>
          {onRetry && retryLabel && <Button onClick={onRetry}>{retryLabel}</Button>}
          {actions}
        </StateActions>
      )}
    </StateRoot>
  );
}
