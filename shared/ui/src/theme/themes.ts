import type { SeasonalTheme } from '@storefront/contracts';
import { baseTokens, neutralColors } from './base-theme';
import type { SeasonalDecoration, Theme, ThemeColors } from './theme';

type SeasonColors = Pick<ThemeColors, 'brand' | 'brandDark' | 'brandSoft' | 'accent'>;

function makeTheme(name: SeasonalTheme, colors: SeasonColors, seasonal: SeasonalDecoration): Theme {
  return { name, ...baseTokens, colors: { ...neutralColors, ...colors }, seasonal };
}

const dots = (colour: string, size: number) =>
  `radial-gradient(${colour} 1.5px, transparent 1.6px) 0 0 / ${size}px ${size}px`;

/** The five seasonal themes of spec §1: same structure, seasonal brand, accent and decoration. */
export const themes: Record<SeasonalTheme, Theme> = {
  default: makeTheme(
    'default',
    { brand: '#1d4ed8', brandDark: '#0b2a6f', brandSoft: '#e8efff', accent: '#c2410c' },
    {
      heroGradient: 'linear-gradient(135deg, #0b2a6f 0%, #1d4ed8 62%, #2f6bf0 100%)',
      bannerGradient: 'linear-gradient(90deg, #1d4ed8 0%, #0b2a6f 100%)',
      pattern: 'none',
      ornament: 'none',
    },
  ),
  christmas: makeTheme(
    'christmas',
    { brand: '#b4232a', brandDark: '#5c0f14', brandSoft: '#fdecec', accent: '#15803d' },
    {
      heroGradient: 'linear-gradient(135deg, #5c0f14 0%, #b4232a 58%, #166534 100%)',
      bannerGradient: 'linear-gradient(90deg, #b4232a 0%, #166534 100%)',
      pattern: dots('rgba(255, 255, 255, 0.22)', 28),
      ornament: 'snow',
    },
  ),
  spring: makeTheme(
    'spring',
    { brand: '#0f766e', brandDark: '#134e4a', brandSoft: '#e6f6f3', accent: '#be185d' },
    {
      heroGradient: 'linear-gradient(135deg, #134e4a 0%, #0f766e 60%, #9d174d 100%)',
      bannerGradient: 'linear-gradient(90deg, #0f766e 0%, #be185d 100%)',
      pattern: dots('rgba(253, 242, 248, 0.2)', 36),
      ornament: 'blossom',
    },
  ),
  summer: makeTheme(
    'summer',
    { brand: '#0369a1', brandDark: '#0c3a5e', brandSoft: '#e5f4fc', accent: '#c2410c' },
    {
      heroGradient: 'linear-gradient(135deg, #0c3a5e 0%, #0369a1 58%, #c2410c 100%)',
      bannerGradient: 'linear-gradient(90deg, #0369a1 0%, #c2410c 100%)',
      pattern: 'radial-gradient(circle at 85% 20%, rgba(253, 224, 71, 0.35) 0, transparent 30%)',
      ornament: 'sun',
    },
  ),
  autumn: makeTheme(
    'autumn',
    { brand: '#9a3412', brandDark: '#431407', brandSoft: '#fdf0e7', accent: '#a16207' },
    {
      heroGradient: 'linear-gradient(135deg, #431407 0%, #9a3412 60%, #a16207 100%)',
      bannerGradient: 'linear-gradient(90deg, #9a3412 0%, #a16207 100%)',
      pattern: dots('rgba(254, 215, 170, 0.18)', 32),
      ornament: 'leaf',
    },
  ),
};
