import { css } from 'styled-components';
import type { HeadingSize } from './theme';
import { resolveTheme } from './tokens';

/** Khmer is never set smaller than this (issue 13, item 9): its stacked vowels and subscripts blur below 14 px. */
export const KHMER_MIN_FONT_PX = 14;

/**
 * A font size for small print (badges, captions, hints): `px` in Latin text, at least 14 px in Khmer.
 * Use it instead of a bare `font-size` under 14 px so no Khmer text ends up smaller.
 */
export function smallFontSize(px: number) {
  return css`
    font-size: ${px}px;
    &:lang(km) {
      font-size: ${Math.max(px, KHMER_MIN_FONT_PX)}px;
    }
  `;
}

/**
 * The look of one step of the heading scale (theme token `headings`): size, weight, tracking, line height,
 * and Khmer's taller line with no tracking. For headings that are not `<Heading>` (e.g. PageHeader's h1).
 */
export function headingType(size: HeadingSize) {
  return css`
    font-family: ${({ theme }) => resolveTheme(theme).fonts.heading};
    font-size: ${({ theme }) => resolveTheme(theme).headings[size].fontSize};
    font-weight: ${({ theme }) => resolveTheme(theme).headings[size].fontWeight};
    letter-spacing: ${({ theme }) => resolveTheme(theme).headings[size].letterSpacing};
    line-height: ${({ theme }) => resolveTheme(theme).lineHeights.tight};
    &:lang(km) {
      line-height: 1.5;
      letter-spacing: 0;
    }
  `;
}
