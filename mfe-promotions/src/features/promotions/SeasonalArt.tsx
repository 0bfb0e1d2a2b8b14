import { useId, type ReactElement } from 'react';
import type { Art, ArtMotif } from '@storefront/contracts';

/** One motif, drawn in a 120 × 80 box in white over the gradient. */
const MOTIFS: Record<ArtMotif, ReactElement> = {
  cloud: <path d="M34 58h52a14 14 0 0 0 0-28 20 20 0 0 0-38-6 14 14 0 0 0-14 34z" />,
  server: (
    <>
      <rect x="36" y="16" width="48" height="14" rx="3" />
      <rect x="36" y="34" width="48" height="14" rx="3" />
      <rect x="36" y="52" width="48" height="14" rx="3" />
    </>
  ),
  globe: (
    <>
      <circle cx="60" cy="40" r="24" fill="none" strokeWidth="4" stroke="#fff" />
      <path d="M36 40h48M60 16c-10 12-10 36 0 48M60 16c10 12 10 36 0 48" fill="none" strokeWidth="3" stroke="#fff" />
    </>
  ),
  lock: (
    <>
      <rect x="42" y="36" width="36" height="28" rx="4" />
      <path d="M48 36v-8a12 12 0 0 1 24 0v8" fill="none" strokeWidth="5" stroke="#fff" />
    </>
  ),
  snow: <path d="M60 14v52M37 27l46 26M37 53l46-26M52 18l8 6 8-6M52 62l8-6 8 6" fill="none" strokeWidth="4" stroke="#fff" strokeLinecap="round" />,
  blossom: (
    <>
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse key={angle} cx="60" cy="26" rx="9" ry="14" transform={`rotate(${angle} 60 40)`} />
      ))}
      <circle cx="60" cy="40" r="6" opacity="0.7" />
    </>
  ),
  sun: (
    <>
      <circle cx="60" cy="40" r="14" />
      <path d="M60 12v8M60 60v8M32 40h8M80 40h8M40 20l6 6M74 54l6 6M40 60l6-6M74 26l6-6" strokeWidth="4" stroke="#fff" strokeLinecap="round" />
    </>
  ),
  leaf: <path d="M40 64c0-28 18-46 44-48-2 26-20 44-44 48zm0 0l22-24" strokeWidth="3" stroke="#fff" />,
  gift: (
    <>
      <rect x="38" y="34" width="44" height="30" rx="3" />
      <rect x="34" y="26" width="52" height="10" rx="2" />
      <path d="M60 26c-6-10-18-10-14-2 2 4 14 2 14 2zm0 0c6-10 18-10 14-2-2 4-14 2-14 2z" />
    </>
  ),
  star: <path d="M60 14l7 16 17 2-13 11 4 17-15-9-15 9 4-17-13-11 17-2z" />,
};

/**
 * A picture of the promotion page, drawn from the api's motif and two colours (no image files): decorative unless
 * given a label (then an img with that name).
 */
export function SeasonalArt({ art, label, height = 120 }: { art: Art; label?: string; height?: number }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      viewBox="0 0 120 80"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height={height}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ display: 'block', borderRadius: 12 }}
    >
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="120" height="80" fill={`url(#g${id})`} />
      <g fill="#fff" opacity="0.92">
        {MOTIFS[art.motif]}
      </g>
    </svg>
  );
}
