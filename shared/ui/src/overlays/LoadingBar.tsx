import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import { LOADING_BAR_TIMINGS, useLoadingBar, type LoadingBarTimings } from './useLoadingBar';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => resolveTheme(theme).zIndices.loadingBar};
  height: 3px;
  pointer-events: none;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => {
    const { colors } = resolveTheme(theme);
    return `linear-gradient(90deg, ${colors.brand}, ${colors.accent})`;
  }};
  box-shadow: 0 0 8px ${({ theme }) => resolveTheme(theme).colors.brand};
  transition: width 0.1s linear;
`;

export interface LoadingBarProps {
  /** True while something loads (api calls, remote code). */
  active: boolean;
  /** Accessible name, e.g. "Loading" (callers translate it). */
  label: string;
  /** Override the spec timings (tests, storybooks). */
  timings?: LoadingBarTimings;
}

/**
 * The thin bar at the top of the page (spec §2/§9): appears only after a 200 ms throttle, runs
 * towards 100 % over 5000 ms, jumps to 100 % when loading ends and hides 500 ms later.
 */
export function LoadingBar({ active, label, timings = LOADING_BAR_TIMINGS }: LoadingBarProps) {
  const { visible, progress } = useLoadingBar(active, timings);
  if (!visible) return null;
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}>
      <Fill style={{ width: `${progress}%` }} />
    </Track>
  );
}
