import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import type { SeasonalTheme } from '@storefront/contracts';
import { StorefrontThemeProvider } from './theme/StorefrontThemeProvider';

/** Renders inside the storefront theme, as the shell does. */
export function renderWithTheme(ui: ReactElement, options: RenderOptions & { theme?: SeasonalTheme } = {}) {
  const { theme = 'default', ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => <StorefrontThemeProvider theme={theme}>{children}</StorefrontThemeProvider>,
    ...rest,
  });
}
