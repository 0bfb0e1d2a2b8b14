import styled from 'styled-components';
import { formatUsd, type Cents } from '@storefront/contracts';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { resolveTheme } from '../theme/tokens';

const SIZES = { sm: '15px', md: '20px', lg: '28px', xl: '40px' } as const;

const Root = styled.span<{ $size: keyof typeof SIZES }>`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 2px 8px;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
  .amount {
    font-size: ${({ $size }) => SIZES[$size]};
    font-weight: 700;
    letter-spacing: -0.01em;
    color: ${({ theme }) => resolveTheme(theme).colors.text};
  }
  .suffix {
    font-size: 14px;
    font-weight: 500;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
  del {
    font-size: 14px;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
`;

export interface PriceProps {
  /** The amount in integer cents of USD. */
  cents: Cents;
  /** Text after the amount, e.g. "/mo" or "/yr" (callers translate it). */
  suffix?: string;
  /** A higher original price shown struck through before the amount. */
  original?: Cents;
  /** Screen-reader prefix for the struck price, e.g. "Regular price:" (callers translate it). */
  originalLabel?: string;
  /** Screen-reader prefix for the current price when an original is shown, e.g. "Now:". */
  currentLabel?: string;
  /** 'en' (default) or 'km' digits formatting. */
  locale?: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A USD price from cents, with an optional period suffix and struck original price. */
export function Price({ cents, suffix, original, originalLabel, currentLabel, locale = 'en', size = 'md', className }: PriceProps) {
  const showOriginal = original !== undefined && original > cents;
  return (
    <Root $size={size} className={className}>
      {showOriginal && (
        <del>
          {originalLabel && <VisuallyHidden>{originalLabel} </VisuallyHidden>}
          {formatUsd(original, locale)}
        </del>
      )}
      <span>
        {showOriginal && currentLabel && <VisuallyHidden>{currentLabel} </VisuallyHidden>}
        <span className="amount">{formatUsd(cents, locale)}</span>
        {suffix && <span className="suffix">{suffix}</span>}
      </span>
    </Root>
  );
}
