import type { Theme } from './theme';

/** Everything but colours and decoration: shared by every seasonal theme. */
export const baseTokens: Omit<Theme, 'name' | 'colors' | 'seasonal'> = {
  radii: { sm: '6px', md: '10px', lg: '14px', xl: '20px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.04)',
    lg: '0 16px 40px rgba(15, 23, 42, 0.14), 0 4px 12px rgba(15, 23, 42, 0.06)',
    focus: '0 0 0 3px rgba(37, 99, 235, 0.35)',
  },
  space: {
    0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '20px', 6: '24px',
    8: '32px', 10: '40px', 12: '48px', 16: '64px', 20: '80px',
  },
  fontSizes: {
    xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '20px',
    '2xl': '24px', '3xl': '30px', '4xl': '36px', '5xl': '48px',
  },
  headings: {
    page: { fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)', fontWeight: 700, letterSpacing: '-0.02em' },
    section: { fontSize: 'clamp(1.375rem, 1.22rem + 0.75vw, 1.875rem)', fontWeight: 700, letterSpacing: '-0.015em' },
    card: { fontSize: 'clamp(1.125rem, 1.08rem + 0.2vw, 1.25rem)', fontWeight: 600, letterSpacing: '-0.01em' },
    minor: { fontSize: '1rem', fontWeight: 600, letterSpacing: '0' },
  },
  fontWeights: { regular: 400, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.55, khmer: 1.85 },
  fonts: {
    body: "'Inter', 'Inter Fallback', 'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "'Inter', 'Inter Fallback', 'Noto Sans Khmer', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    khmer: "'Noto Sans Khmer', 'Inter', system-ui, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  zIndices: { header: 50, dropdown: 70, overlay: 100, modal: 110, loadingBar: 1000 },
};

/** Neutral colour roles shared by every season; a season overrides brand, accent and decoration. */
export const neutralColors = {
  onBrand: '#ffffff',
  onAccent: '#ffffff',
  bg: '#f4f6fb',
  surface: '#ffffff',
  surfaceAlt: '#f8fafc',
  text: '#0f172a',
  muted: '#4f5d73',
  border: '#dde3ec',
  borderStrong: '#b8c2d1',
  focus: '#2563eb',
  success: '#15803d',
  warning: '#a35200',
  danger: '#c0262d',
  info: '#0369a1',
  overlay: 'rgba(15, 23, 42, 0.55)',
} as const;
