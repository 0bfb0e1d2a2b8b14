import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import { smallFontSize } from '../theme/typography';
import { ScrollStrip } from '../layout/ScrollStrip';

export interface SegmentedOption<T extends string = string> {
  value: T;
  label: ReactNode;
  /** A count shown after the label, e.g. the number of TLDs in a region. */
  count?: number;
  disabled?: boolean;
}

export type SegmentedVariant = 'segmented' | 'chips';

const Group = styled.div<{ $variant: SegmentedVariant; $fullWidth: boolean }>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  ${({ $variant, $fullWidth, theme }) => {
    const t = resolveTheme(theme);
    return $variant === 'segmented'
      ? css`
          /* As wide as its options: the ScrollStrip around it scrolls (with a fade) when that is too wide. */
          width: max-content;
          ${$fullWidth && 'min-width: 100%;'}
          gap: 4px;
          padding: 4px;
          background: ${t.colors.surfaceAlt};
          border: 1px solid ${t.colors.border};
          border-radius: ${t.radii.lg};
        `
      : css`
          width: ${$fullWidth ? '100%' : 'fit-content'};
          max-width: 100%;
          flex-wrap: wrap;
          gap: 8px;
        `;
  }}
`;

const Item = styled.button<{ $variant: SegmentedVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 16px;
  border: 1px solid transparent;
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  ${({ $fullWidth }) => $fullWidth && 'flex: 1;'}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${({ $variant, theme }) => {
    const { colors, radii, shadows } = resolveTheme(theme);
    return $variant === 'segmented'
      ? css`
          border-radius: ${radii.md};
          background: transparent;
          color: ${colors.muted};
          &:hover:not(:disabled) {
            color: ${colors.text};
          }
          &[aria-checked='true'] {
            background: ${colors.surface};
            color: ${colors.brand};
            box-shadow: ${shadows.sm};
          }
        `
      : css`
          border-radius: ${radii.pill};
          border-color: ${colors.borderStrong};
          background: ${colors.surface};
          color: ${colors.text};
          &:hover:not(:disabled) {
            border-color: ${colors.brand};
            color: ${colors.brand};
          }
          &[aria-checked='true'] {
            background: ${colors.brand};
            border-color: ${colors.brand};
            color: ${colors.onBrand};
          }
        `;
  }}
`;

const Count = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: rgba(15, 23, 42, 0.08);
  ${smallFontSize(12)}
  line-height: 20px;
  [aria-checked='true'] > & {
    background: rgba(255, 255, 255, 0.22);
  }
`;

export interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group (callers translate it). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** `segmented` (default): a joined control; `chips`: wrapping filter pills. */
  variant?: SegmentedVariant;
  fullWidth?: boolean;
  className?: string;
}

/**
 * One choice among a few (region filters, billing periods): a radiogroup of role=radio buttons with
 * aria-checked, one tab stop, arrow keys / Home / End move and select. The segmented look scrolls
 * sideways on narrow screens, with a fade over the edge that hides options.
 */
export function SegmentedControl<T extends string>({ label, options, value, onChange, variant = 'segmented', fullWidth = false, className }: SegmentedControlProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = options.map((option, index) => (option.disabled ? -1 : index)).filter((index) => index >= 0);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const tabStop = selectedIndex >= 0 && !options[selectedIndex]?.disabled ? selectedIndex : (enabled[0] ?? -1);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const position = enabled.indexOf(index);
    let next: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = enabled[(position + 1) % enabled.length];
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    const option = options[next];
    if (!option) return;
    refs.current[next]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  const group = (
    <Group role="radiogroup" aria-label={label} $variant={variant} $fullWidth={fullWidth} className={variant === 'chips' ? className : undefined}>
      {options.map((option, index) => (
        <Item
          key={option.value}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={index === tabStop ? 0 : -1}
          disabled={option.disabled}
          onClick={() => option.value !== value && onChange(option.value)}
          onKeyDown={(event) => move(event, index)}
          $variant={variant}
          $fullWidth={fullWidth}
        >
          {option.label}
          {option.count !== undefined && <Count>{option.count}</Count>}
        </Item>
      ))}
    </Group>
  );
  if (variant === 'chips') return group;
  return (
    <ScrollStrip snap fade="surfaceAlt" className={className}>
      {group}
    </ScrollStrip>
  );
}

/** Wrapping filter pills: a SegmentedControl with the `chips` look. */
export function FilterChips<T extends string>(props: Omit<SegmentedControlProps<T>, 'variant'>) {
  return <SegmentedControl {...props} variant="chips" />;
}
