import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { resolveTheme } from '../theme/tokens';
import { controlStyles, FieldLabel, FieldLabelText, FieldMessages, FieldRoot } from './Field';
import { useFieldIds } from './use-field-ids';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  svg {
    position: absolute;
    right: 12px;
    pointer-events: none;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
`;

const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 40px;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** A first, empty option such as "Choose…" (callers translate it). */
  placeholder?: string;
  hideLabel?: boolean;
  /** Label beside the control instead of above (compact toolbars). */
  inline?: boolean;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function Select({ label, options, hint, error, placeholder, hideLabel, inline, id, className, required, ...rest }: SelectProps) {
  const ids = useFieldIds(id, hint, error, rest['aria-describedby']);
  return (
    <FieldRoot className={className} $inline={inline}>
      <FieldLabel htmlFor={ids.controlId} $hidden={hideLabel} $inline={inline}>
        <FieldLabelText required={required}>{label}</FieldLabelText>
      </FieldLabel>
      <Wrap>
        <NativeSelect
          {...rest}
          id={ids.controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Icon name="chevronDown" size={16} />
      </Wrap>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldRoot>
  );
}
