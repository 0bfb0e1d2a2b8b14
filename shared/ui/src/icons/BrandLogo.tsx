import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';

const Root = styled.span<{ $inverted: boolean; $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size * 0.3)}px;
  color: ${({ $inverted, theme }) => ($inverted ? '#ffffff' : resolveTheme(theme).colors.brandDark)};
  font-family: ${({ theme }) => resolveTheme(theme).fonts.heading};
  font-size: ${({ $size }) => Math.round($size * 0.62)}px;
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
`;

const Mark = styled.svg<{ $inverted: boolean }>`
  color: ${({ $inverted, theme }) => ($inverted ? '#ffffff' : resolveTheme(theme).colors.brand)};
`;

export interface BrandLogoProps {
  /** White on dark backgrounds (footer, hero). */
  inverted?: boolean;
  /** Height of the mark in px (default 32). */
  size?: number;
  /** Only the cloud mark, e.g. for very narrow headers. The word stays for screen readers. */
  markOnly?: boolean;
  className?: string;
}

/** The "Storefront" wordmark with a cloud mark. Its accessible name is the brand name. */
export function BrandLogo({ inverted = false, size = 32, markOnly = false, className }: BrandLogoProps) {
  return (
    <Root $inverted={inverted} $size={size} className={className} role="img" aria-label="Storefront">
      <Mark $inverted={inverted} viewBox="0 0 40 32" width={size * 1.25} height={size} aria-hidden="true" focusable="false">
        <path
          d="M11 27a8 8 0 0 1-1.2-15.9A11 11 0 0 1 31 12.6 7.3 7.3 0 0 1 30.5 27Z"
          fill="currentColor"
        />
        <path d="M14 21.5h12M14 17h8" stroke={inverted ? '#0b2a6f' : '#ffffff'} strokeWidth="2.4" strokeLinecap="round" />
      </Mark>
      {!markOnly && <span aria-hidden="true">Storefront</span>}
    </Root>
  );
}
