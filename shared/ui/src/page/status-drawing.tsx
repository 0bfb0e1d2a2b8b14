import { useTheme } from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import type { StatusKind } from './StatusIllustration';

/** The drawing of StatusIllustration (its own chunk: most pages never show one). */
export default function StatusDrawing({ kind, size = 200 }: { kind: StatusKind; size?: number }) {
  const { colors } = resolveTheme(useTheme());
  const cloud = (
    <path
      d="M58 118a26 26 0 0 1-3-51.8A36 36 0 0 1 124 58a28 28 0 0 1 20 2 24 24 0 0 1 4 58Z"
      fill={colors.brandSoft}
      stroke={colors.brand}
      strokeWidth="4"
      strokeLinejoin="round"
    />
  );
  const ground = <ellipse cx="100" cy="146" rx="70" ry="6" fill={colors.border} />;
  return (
    <svg viewBox="0 0 200 160" width={size} height={(size * 160) / 200} aria-hidden="true" focusable="false" data-kind={kind}>
      {ground}
      {kind === 'notFound' && (
        <>
          {cloud}
          <circle cx="96" cy="88" r="18" fill={colors.surface} stroke={colors.brand} strokeWidth="5" />
          <path d="m109 101 16 16" stroke={colors.brand} strokeWidth="6" strokeLinecap="round" />
          <path d="M90 82a6 6 0 1 1 8 6c-2 1-2 3-2 5M96 98v.5" stroke={colors.accent} strokeWidth="4" strokeLinecap="round" fill="none" />
        </>
      )}
      {kind === 'error' && (
        <>
          {cloud}
          <circle cx="100" cy="92" r="20" fill={colors.danger} />
          <path d="M100 81v13M100 102v.5" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </>
      )}
      {kind === 'maintenance' && (
        <>
          <rect x="52" y="48" width="96" height="34" rx="8" fill={colors.brandSoft} stroke={colors.brand} strokeWidth="4" />
          <rect x="52" y="90" width="96" height="34" rx="8" fill={colors.brandSoft} stroke={colors.brand} strokeWidth="4" />
          <path d="M66 65h.5M66 107h.5M82 65h30M82 107h30" stroke={colors.brand} strokeWidth="5" strokeLinecap="round" />
          <circle cx="140" cy="56" r="22" fill={colors.accent} />
          <path d="m131 65 10-10m0 0a6 6 0 1 0 4-8l-3 3-3-1-1-3 3-3a6 6 0 0 0-8 4" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </>
      )}
      {kind === 'construction' && (
        <>
          <path d="M100 40 72 140h56Z" fill={colors.accent} />
          <path d="M88 82h24M82 106h36" stroke="#fff" strokeWidth="9" />
          <rect x="60" y="136" width="80" height="8" rx="3" fill={colors.brandDark} />
          <rect x="26" y="96" width="44" height="12" rx="3" fill={colors.brand} />
          <rect x="130" y="96" width="44" height="12" rx="3" fill={colors.brand} />
        </>
      )}
      {kind === 'success' && (
        <>
          <circle cx="100" cy="80" r="48" fill={colors.brandSoft} />
          <circle cx="100" cy="80" r="34" fill={colors.success} />
          <path d="m84 80 11 11 22-23" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </>
      )}
      {kind === 'pending' && (
        <>
          <circle cx="100" cy="80" r="48" fill={colors.brandSoft} />
          <circle cx="100" cy="80" r="34" fill={colors.surface} stroke={colors.brand} strokeWidth="5" />
          <path d="M100 60v22l14 9" stroke={colors.brand} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </>
      )}
    </svg>
  );
}
