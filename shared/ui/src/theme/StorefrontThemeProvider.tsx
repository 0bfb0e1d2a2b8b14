import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { SeasonalTheme } from '@storefront/contracts';
import { themes } from './themes';

export interface StorefrontThemeProviderProps {
  /** The seasonal theme from configuration; unknown names fall back to `default`. */
  theme: SeasonalTheme;
  children: ReactNode;
}

/** Provides one of the five seasonal themes to every styled component below it. */
export function StorefrontThemeProvider({ theme, children }: StorefrontThemeProviderProps) {
  return <ThemeProvider theme={themes[theme] ?? themes.default}>{children}</ThemeProvider>;
}
