import styled, { keyframes } from 'styled-components';
import { toLength } from '../theme/tokens';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(90deg, #e8edf4 25%, #f4f6fa 37%, #e8edf4 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export interface SkeletonProps {
  /** px number or CSS length (default 100%). */
  width?: number | string;
  /** px number or CSS length (default 16). */
  height?: number | string;
  /** A circle of `height` diameter (avatars, icons). */
  circle?: boolean;
  /** Several text lines, the last one shorter. */
  lines?: number;
  radius?: number | string;
  className?: string;
}

/** A decorative placeholder while content loads (aria-hidden: announce loading with a Spinner or aria-busy). */
export function Skeleton({ width = '100%', height = 16, circle = false, lines, radius, className }: SkeletonProps) {
  const rad = radius !== undefined ? toLength(radius) : '6px';
  if (lines && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className} data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <Block key={i} $width={i === lines - 1 ? '60%' : toLength(width)} $height={toLength(height)} $radius={rad} />
        ))}
      </Lines>
    );
  }
  return (
    <Block
      aria-hidden="true"
      data-skeleton=""
      className={className}
      $width={circle ? toLength(height) : toLength(width)}
      $height={toLength(height)}
      $radius={circle ? "50%" : rad}
    />
  );
}
