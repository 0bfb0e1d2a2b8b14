import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { SEASONAL_THEMES } from '@storefront/contracts';
import { contrastRatio } from './contrast';
import { StorefrontThemeProvider } from './StorefrontThemeProvider';
import { themes } from './themes';
import { toneColors, type Tone } from './tones';

const TONES: Tone[] = ['hot', 'sale', 'premium', 'success', 'info', 'neutral', 'warning', 'danger'];

describe('themes', () => {
  it('has one theme per seasonal theme, all with the same structure', () => {
    expect(Object.keys(themes).sort()).toEqual([...SEASONAL_THEMES].sort());
    const shape = (value: object): unknown =>
      Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v && typeof v === 'object' ? shape(v) : typeof v]));
    for (const name of SEASONAL_THEMES) {
      expect(themes[name].name).toBe(name);
      expect(shape(themes[name])).toEqual(shape(themes.default));
    }
  });

  it.each(SEASONAL_THEMES)('%s keeps text readable (WCAG AA 4.5:1)', (name) => {
    const { colors } = themes[name];
    expect(contrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onBrand, colors.brandDark)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.brand, colors.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.brand, colors.brandSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.text, colors.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.muted, colors.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.muted, colors.surface)).toBeGreaterThanOrEqual(4.5);
    for (const role of ['success', 'warning', 'danger', 'info'] as const) {
      expect(contrastRatio(colors[role], colors.surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const tone of TONES) {
      const { fg, bg } = toneColors(themes[name], tone);
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives styled components the chosen theme', () => {
    const Probe = styled.span`
      color: ${({ theme }) => theme.colors.brand};
    `;
    render(
      <StorefrontThemeProvider theme="christmas">
        <Probe>probe</Probe>
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText('probe')).toHaveStyle({ color: themes.christmas.colors.brand });
  });
});
