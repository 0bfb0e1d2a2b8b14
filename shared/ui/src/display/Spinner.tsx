import styled from 'styled-components';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { resolveTheme } from '../theme/tokens';
import { SpinnerGlyph } from './SpinnerGlyph';

const SIZES = { sm: 16, md: 24, lg: 40 } as const;

const Root = styled.div<{ $center: boolean }>`
  display: ${({ $center }) => ($center ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  gap: 10px;
  color: ${({ theme }) => resolveTheme(theme).colors.brand};
  ${({ $center }) => $center && 'width: 100%; padding: 48px 0;'}
`;

const ShownLabel = styled.span`
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
  font-size: 14px;
`;

export interface SpinnerProps {
  /** What is loading, for screen readers (and shown when `showLabel`). */
  label: string;
  size?: keyof typeof SIZES;
  /** Show the label beside the ring. */
  showLabel?: boolean;
  /** Centre in a padded full-width block (page or section loading). Default true for md/lg. */
  center?: boolean;
  className?: string;
}

/** A loading indicator: role status, named by `label`. */
export function Spinner({ label, size = 'md', showLabel = false, center, className }: SpinnerProps) {
  return (
    <Root role="status" aria-live="polite" $center={center ?? size !== 'sm'} className={className}>
      <SpinnerGlyph size={SIZES[size]} />
      {showLabel ? <ShownLabel>{label}</ShownLabel> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
