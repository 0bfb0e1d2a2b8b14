import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import { FieldMessages } from './Field';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Legend = styled.span`
  font-size: 14px;
  font-weight: 600;
`;

const Boxes = styled.div`
  display: flex;
  gap: 8px;
`;

const Box = styled.input<{ $invalid: boolean }>`
  width: 44px;
  height: 52px;
  padding: 0;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? resolveTheme(theme).colors.danger : resolveTheme(theme).colors.borderStrong)};
  border-radius: ${({ theme }) => resolveTheme(theme).radii.md};
  background: ${({ theme }) => resolveTheme(theme).colors.surface};
  font-size: 22px;
  font-weight: 600;
  text-align: center;
  font-variant-numeric: tabular-nums;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => resolveTheme(theme).colors.brand};
    box-shadow: 0 0 0 3px rgba(37, 99, 235, 0.3);
  }
  @media (max-width: 360px) {
    width: 38px;
    height: 48px;
  }
`;

export interface OtpInputProps {
  /** Number of digits (default 6). */
  length?: number;
  /** The digits typed so far. */
  value: string;
  onChange: (value: string) => void;
  /** Called once all digits are filled. */
  onComplete?: (value: string) => void;
  /** Group label, e.g. "Verification code". */
  label: ReactNode;
  /** Accessible name of each box, e.g. `(i, n) => \`Digit ${i} of ${n}\``. */
  digitLabel: (index: number, length: number) => string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/** A one-time-code input: one box per digit, typing advances, Backspace goes back, paste fills all. */
export function OtpInput({ length = 6, value, onChange, onComplete, label, digitLabel, hint, error, disabled, autoFocus, className }: OtpInputProps) {
  const id = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  /** The value as last committed, ahead of the re-render (focus moves before the parent updates). */
  const latest = useRef(value);
  latest.current = value;
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const commit = (next: string, focusIndex: number) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    latest.current = clean;
    onChange(clean);
    refs.current[Math.min(focusIndex, length - 1)]?.focus();
    if (clean.length === length) onComplete?.(clean);
  };

  const setDigit = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return;
    if (typed.length > 1) return commit(value.slice(0, index) + typed, index + typed.length);
    const chars = digits.slice();
    chars[index] = typed;
    commit(chars.join('').slice(0, Math.max(index + 1, value.length)), index + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const at = digits[index] ? index : index - 1;
      if (at < 0) return;
      commit(value.slice(0, at) + value.slice(at + 1), at);
    } else if (event.key === 'ArrowLeft') refs.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight') refs.current[index + 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted) commit(pasted, pasted.length);
  };

  return (
    <Group role="group" aria-labelledby={`${id}-label`} className={className}>
      <Legend id={`${id}-label`}>{label}</Legend>
      <Boxes>
        {digits.map((digit, index) => (
          <Box
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={length}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => setDigit(index, event.target.value.replace(digit, '') || event.target.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onPaste={onPaste}
            onFocus={(event) => {
              const filled = latest.current.length;
              if (index > filled) refs.current[filled]?.focus();
              else event.target.select();
            }}
            $invalid={Boolean(error)}
          />
        ))}
      </Boxes>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </Group>
  );
}
