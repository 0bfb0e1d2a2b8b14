import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import { controlStyles, FieldLabel, FieldLabelText, FieldMessages, FieldRoot } from './Field';
import { useFieldIds } from './use-field-ids';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean; $hasStart: boolean; $hasEnd: boolean }>`
  ${controlStyles}
  ${({ $hasStart }) => $hasStart && 'padding-inline-start: 40px;'}
  ${({ $hasEnd }) => $hasEnd && 'padding-inline-end: 44px;'}
`;

const Adornment = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  ${({ $side }) => ($side === 'start' ? 'left: 12px;' : 'right: 4px;')}
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
  pointer-events: ${({ $side }) => ($side === 'start' ? 'none' : 'auto')};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label (required: every field is named). */
  label: ReactNode;
  /** Help text under the field, linked by aria-describedby. */
  hint?: ReactNode;
  /** Error message: sets aria-invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Hide the label visually (it still names the input), e.g. in a search bar. */
  hideLabel?: boolean;
  /** An icon inside the start of the field (decorative). */
  startAdornment?: ReactNode;
  /** A control inside the end of the field, e.g. a show-password IconButton. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled text input with hint and error. All other props go to the `<input>`. */
export function TextField({ label, hint, error, hideLabel, startAdornment, endAdornment, id, className, required, ref, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, rest['aria-describedby']);
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(rest.value, ref);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} $hidden={hideLabel}>
        <FieldLabelText required={required}>{label}</FieldLabelText>
      </FieldLabel>
      <InputWrap>
        {startAdornment && <Adornment $side="start">{startAdornment}</Adornment>}
        <Input
          {...rest}
          ref={inputRef}
          id={ids.controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
          $hasStart={Boolean(startAdornment)}
          $hasEnd={Boolean(endAdornment)}
        />
        {endAdornment && <Adornment $side="end">{endAdornment}</Adornment>}
      </InputWrap>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldRoot>
  );
}

