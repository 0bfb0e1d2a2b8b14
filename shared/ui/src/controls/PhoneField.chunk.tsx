import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { resolveTheme } from '../theme/tokens';
import { controlStyles, FieldLabel, FieldLabelText, FieldMessages, FieldRoot } from './Field';
import { useFieldIds } from './use-field-ids';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** A country the phone-code picker offers: its code, calling code and name (callers translate the name). */
export interface PhoneCodeOption {
  /** ISO 3166-1 alpha-2, e.g. KH. */
  value: string;
  /** With its plus, e.g. +855. */
  callingCode: string;
  /** The country's name in the reader's language. */
  label: string;
  /**
   * The flag emoji. Not shown: many systems have no flag glyphs (Windows prints letters, Linux a box), so the
   * picker shows the country's code beside its calling code instead.
   */
  flag?: string;
}

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: 8px;
  min-width: 0;
`;

/**
 * The calling-code picker: a native select (keyboard, screen readers and the phone's own wheel), transparent
 * over a compact face showing the country's code and calling code, so a long country name never widens the field.
 */
const Picker = styled.div<{ $invalid: boolean }>`
  ${controlStyles}
  position: relative;
  flex: 0 0 auto;
  width: auto;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding-inline-end: 32px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? resolveTheme(theme).colors.danger : resolveTheme(theme).colors.brand)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? 'rgba(192, 38, 45, 0.25)' : 'rgba(37, 99, 235, 0.3)')};
  }
  > svg {
    position: absolute;
    right: 10px;
    pointer-events: none;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
`;

const PickerSelect = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
  font-size: 16px;
  &:disabled {
    cursor: not-allowed;
  }
`;

const Flag = styled.span`
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  flex: 1 1 auto;
  min-width: 0;
`;

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> {
  /** Visible label of the number (required: every field is named). */
  label: ReactNode;
  /** The accessible name of the calling-code picker, e.g. "Country calling code". */
  codeLabel: string;
  /** The countries offered, in the order to show them. */
  countries: readonly PhoneCodeOption[];
  /** The chosen country (ISO code). */
  country: string;
  onCountryChange: (country: string) => void;
  hint?: ReactNode;
  /** Error message: marks both controls invalid and is linked by aria-describedby. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A phone number with its country calling code: a compact code picker (flag and +code; the list names each
 * country) beside the number. The caller joins them (contracts' joinPhone) and splits a stored number
 * (splitPhone). All other props go to the number's `<input>`.
 */
export function PhoneField({ label, codeLabel, countries, country, onCountryChange, hint, error, id, className, required, disabled, ref, ...rest }: PhoneFieldProps) {
  const ids = useFieldIds(id, hint, error, rest['aria-describedby']);
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(rest.value, ref);
  const chosen = countries.find((option) => option.value === country);
  const invalid = Boolean(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>
        <FieldLabelText required={required}>{label}</FieldLabelText>
      </FieldLabel>
      <Row>
        <Picker $invalid={invalid}>
          <span aria-hidden="true">
            {chosen && <Flag>{chosen.value}</Flag>} {chosen?.callingCode ?? '+'}
          </span>
          <PickerSelect
            aria-label={codeLabel}
            aria-describedby={ids.errorId}
            aria-invalid={invalid || undefined}
            value={chosen ? country : ''}
            disabled={disabled}
            onChange={(event) => onCountryChange(event.target.value)}
          >
            {!chosen && <option value="" />}
            {countries.map((option) => (
              <option key={option.value} value={option.value}>
                {`${option.label} (${option.callingCode})`}
              </option>
            ))}
          </PickerSelect>
          <Icon name="chevronDown" size={14} />
        </Picker>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...rest}
          ref={inputRef}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          $invalid={invalid}
        />
      </Row>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldRoot>
  );
}
