import { BREAKPOINTS } from '@storefront/contracts';

const min = (px: number) => `@media (min-width: ${px}px)`;

/**
 * Media queries from the spec's breakpoints (320, 640, 768, 1024, 1280, 1536), mobile first:
 * `${media.md} { … }` applies from 768 px up; `media.belowMd` below 768 px.
 */
export const media = {
  xs: min(BREAKPOINTS.xs),
  sm: min(BREAKPOINTS.sm),
  md: min(BREAKPOINTS.md),
  lg: min(BREAKPOINTS.lg),
  xl: min(BREAKPOINTS.xl),
  xxl: min(BREAKPOINTS.xxl),
  belowSm: `@media (max-width: ${BREAKPOINTS.sm - 0.02}px)`,
  belowMd: `@media (max-width: ${BREAKPOINTS.md - 0.02}px)`,
  belowLg: `@media (max-width: ${BREAKPOINTS.lg - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export type MediaKey = keyof typeof media;
