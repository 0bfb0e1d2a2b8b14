import type { Theme } from './theme';

/** Tones used by badges and alerts. */
export type Tone = 'hot' | 'sale' | 'premium' | 'success' | 'info' | 'neutral' | 'warning' | 'danger';

export interface ToneColors {
  bg: string;
  fg: string;
  border: string;
}

/** Soft background, readable foreground (≥ 4.5:1 on its background) and a border for each tone. */
export function toneColors(theme: Theme, tone: Tone): ToneColors {
  switch (tone) {
    case 'hot':
      return { bg: '#fff1e8', fg: '#b42318', border: '#fbc7a8' };
    case 'sale':
      return { bg: '#e9f8ef', fg: '#11663a', border: '#a7e0bf' };
    case 'premium':
      return { bg: '#f4efff', fg: '#5b2bb5', border: '#d5c5fb' };
    case 'success':
      return { bg: '#ecfdf3', fg: '#14663a', border: '#abe7c4' };
    case 'info':
      return { bg: '#eaf5fd', fg: '#075985', border: '#b6dcf3' };
    case 'warning':
      return { bg: '#fff8e6', fg: '#8a4500', border: '#f5d58a' };
    case 'danger':
      return { bg: '#fdeeee', fg: '#a51d24', border: '#f4b9bc' };
    case 'neutral':
    default:
      return { bg: theme.colors.surfaceAlt, fg: theme.colors.muted, border: theme.colors.border };
  }
}
