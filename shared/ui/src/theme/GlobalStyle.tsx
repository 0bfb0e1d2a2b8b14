import { createGlobalStyle } from 'styled-components';
import { resolveTheme } from './tokens';

/**
 * Resets, font stacks (Inter for Latin, Noto Sans Khmer for Khmer), focus rings and reduced motion.
 * The font files themselves are declared in `@storefront/ui/fonts.css` (Inter's stand-in in the shell's page), which the page that hosts the
 * design system (the shell) loads as a stylesheet.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-behavior: smooth;
  }

  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => resolveTheme(theme).fonts.body};
    font-size: ${({ theme }) => resolveTheme(theme).fontSizes.md};
    line-height: ${({ theme }) => resolveTheme(theme).lineHeights.normal};
    color: ${({ theme }) => resolveTheme(theme).colors.text};
    background: ${({ theme }) => resolveTheme(theme).colors.bg};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  /*
   * Khmer has no spaces between words: lines break where the browser's dictionary finds word ends. Keep
   * CJK-style breaks off (keep-all), strict line-breaking rules, and no emergency breaks inside a word
   * (overflow-wrap: normal). Compounds the dictionary splits (អាជីវ|កម្ម) are glued in the Khmer texts
   * with a WORD JOINER (U+2060), which every browser honours. Set where Khmer starts (inherited), so a
   * component that wraps long domain names anywhere still can.
   */
  :lang(km) {
    font-family: ${({ theme }) => resolveTheme(theme).fonts.khmer};
    line-height: ${({ theme }) => resolveTheme(theme).lineHeights.khmer};
  }

  body:lang(km),
  [lang='km'] {
    word-break: keep-all;
    line-break: strict;
    overflow-wrap: normal;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd {
    margin: 0;
  }

  img, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  svg {
    flex-shrink: 0;
  }

  input, button, textarea, select {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => resolveTheme(theme).colors.brand};
    text-underline-offset: 2px;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 2px;
  }

  ::selection {
    background: ${({ theme }) => resolveTheme(theme).colors.brandSoft};
    color: ${({ theme }) => resolveTheme(theme).colors.text};
  }

  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
