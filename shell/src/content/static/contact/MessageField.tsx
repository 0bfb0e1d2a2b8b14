import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon, Stack, Text, smallFontSize, useTypedBeforeHydration } from '@storefront/ui';

/** The design system's field look (shared/ui Field: label, border, focus ring, invalid state) for a multi-line text. */
const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Required = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 160px;
  padding: 10px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 16px;
  line-height: 1.5;
  resize: vertical;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder {
    color: #7a8699;
  }
  &:focus {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.brand)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? 'rgba(192, 38, 45, 0.25)' : 'rgba(37, 99, 235, 0.3)')};
  }
`;

const ErrorLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin: 0;
  ${smallFontSize(13)}
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
  svg {
    margin-top: 1px;
  }
`;

const Counter = styled(Text)`
  margin-inline-start: auto;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  label: string;
  value: string;
  hint?: string;
  error?: string;
  /** "120 / 2000 characters", shown under the field. */
  counter: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The message of the contact-us form: a labelled textarea with hint, error and a character counter. */
export function MessageField({ label, value, hint, error, counter, required, ref, ...rest }: MessageFieldProps) {
  const id = `message-${useId()}`;
  const areaRef = useTypedBeforeHydration<HTMLTextAreaElement>(value, ref);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap={6}>
      <Label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </Label>
      <Area {...rest} ref={areaRef} id={id} value={value} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} />
      <Stack direction="row" gap={12} align="start">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {hint && (
            <Text variant="muted" id={`${id}-hint`} style={{ fontSize: 14 }}>
              {hint}
            </Text>
          )}
          {error && (
            <ErrorLine id={`${id}-error`}>
              <Icon name="alert" size={14} />
              <span>{error}</span>
            </ErrorLine>
          )}
        </Stack>
        <Counter variant="muted" style={{ fontSize: 14 }}>
          {counter}
        </Counter>
      </Stack>
    </Stack>
  );
}
