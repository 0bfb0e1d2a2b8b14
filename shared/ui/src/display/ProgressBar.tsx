import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';

export type ProgressTone = 'brand' | 'success' | 'warning' | 'danger';

const Track = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  border-radius: 999px;
  background: ${({ theme }) => resolveTheme(theme).colors.border};
`;

const Fill = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $tone, theme }) => resolveTheme(theme).colors[$tone]};
  transition: width 0.3s ease;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 6px;
  font-size: 14px;
  font-weight: 600;
  span:last-child {
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
    font-variant-numeric: tabular-nums;
  }
`;

export interface ProgressBarProps {
  value: number;
  min?: number;
  max?: number;
  /** Accessible name, e.g. "Adding domains to cart" (callers translate it). */
  label: string;
  /** Show the label and the value above the bar. */
  showLabel?: boolean;
  /** Spoken value, e.g. "3 of 5 domains"; shown instead of the percentage when showLabel. */
  valueText?: string;
  tone?: ProgressTone;
  /** Bar height in px (default 8). */
  height?: number;
  className?: string;
}

/** A determinate progress bar: role progressbar with aria-valuenow/min/max and a name. */
export function ProgressBar({ value, min = 0, max = 100, label, showLabel = false, valueText, tone = 'brand', height = 8, className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, min), max);
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  return (
    <div className={className}>
      {showLabel && (
        <Head aria-hidden="true">
          <span>{label}</span>
          <span>{valueText ?? `${Math.round(percent)}%`}</span>
        </Head>
      )}
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuenow={Math.round(clamped)}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        $height={height}
      >
        <Fill $tone={tone} style={{ width: `${percent}%` }} />
      </Track>
    </div>
  );
}
