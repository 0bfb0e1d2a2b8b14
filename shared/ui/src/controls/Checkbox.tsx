import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { resolveTheme } from '../theme/tokens';
import { FieldMessages } from './Field';
import { useFieldIds } from './use-field-ids';

const Row = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 24px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme }) => resolveTheme(theme).colors.text};
  ${({ $disabled }) => $disabled && 'opacity: 0.6;'}
`;

const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => resolveTheme(theme).colors.brand};
  cursor: inherit;
  ${({ $invalid, theme }) => $invalid && `outline: 2px solid ${resolveTheme(theme).colors.danger}; outline-offset: 1px;`}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label; may hold links (e.g. "I agree to the terms"). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A native checkbox with its label, hint and error. */
export function Checkbox({ label, hint, error, id, className, disabled, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, rest['aria-describedby']);
  return (
    <Wrap className={className}>
      <Row htmlFor={ids.controlId} $disabled={Boolean(disabled)}>
        <Box
          {...rest}
          type="checkbox"
          id={ids.controlId}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
        />
        <span>{label}</span>
      </Row>
      <div style={{ paddingInlineStart: 30 }}>
        <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
      </div>
    </Wrap>
  );
}
