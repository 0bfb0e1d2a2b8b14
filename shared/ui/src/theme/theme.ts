import type { SeasonalTheme } from '@storefront/contracts';

/** Colour roles: components use roles, never raw hex values, so a seasonal theme changes them all at once. */
export interface ThemeColors {
  brand: string;
  brandDark: string;
  /** A light tint of the brand for selected rows, chips and soft backgrounds. */
  brandSoft: string;
  /** Text and icons placed on `brand` / `brandDark`. */
  onBrand: string;
  accent: string;
  /** Text placed on `accent`. */
  onAccent: string;
  bg: string;
  surface: string;
  /** A subtly tinted surface for table headers, card footers, inputs at rest. */
  surfaceAlt: string;
  text: string;
  muted: string;
  border: string;
  borderStrong: string;
  focus: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  /** Modal backdrop. */
  overlay: string;
}

export type SeasonalOrnament = 'none' | 'snow' | 'blossom' | 'sun' | 'leaf';

/** The seasonal decoration: gradients for the hero and promo banners and a subtle background pattern. */
export interface SeasonalDecoration {
  heroGradient: string;
  bannerGradient: string;
  /** A CSS background-image layered over the hero; `none` for the default theme. */
  pattern: string;
  ornament: SeasonalOrnament;
}

/** A step of the heading scale. */
export type HeadingSize = 'page' | 'section' | 'card' | 'minor';

export interface HeadingToken {
  fontSize: string;
  fontWeight: number;
  letterSpacing: string;
}

export interface Theme {
  name: SeasonalTheme;
  colors: ThemeColors;
  radii: { sm: string; md: string; lg: string; xl: string; pill: string };
  shadows: { sm: string; md: string; lg: string; focus: string };
  space: {
    0: string; 1: string; 2: string; 3: string; 4: string; 5: string; 6: string;
    8: string; 10: string; 12: string; 16: string; 20: string;
  };
  fontSizes: {
    xs: string; sm: string; md: string; lg: string; xl: string;
    '2xl': string; '3xl': string; '4xl': string; '5xl': string;
  };
  /**
   * The one heading scale (issue 13, item 9): page title (the h1 of a page), section heading, card heading
   * and a minor heading (a labelled group inside a card). Sizes are fluid between 320 and 1536 px.
   */
  headings: Record<HeadingSize, HeadingToken>;
  fontWeights: { regular: number; semibold: number; bold: number };
  lineHeights: { tight: number; normal: number; khmer: number };
  fonts: { body: string; heading: string; khmer: string; mono: string };
  zIndices: { header: number; dropdown: number; overlay: number; modal: number; loadingBar: number };
  seasonal: SeasonalDecoration;
}

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
