import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox, Text } from '@storefront/ui';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

export interface CheckboxGroupProps<T extends string> {
  legend: string;
  hint?: ReactNode;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** Several choices of one list as checkboxes under a legend (categories, products…); the chosen ones keep the list's order. */
export function CheckboxGroup<T extends string>({ legend, hint, options, value, onChange }: CheckboxGroupProps<T>) {
  return (
    <Group>
      <legend>{legend}</legend>
      {hint && (
        <Text variant="small" style={{ flexBasis: '100%' }}>
          {hint}
        </Text>
      )}
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          onChange={(event) => onChange(options.map((o) => o.value).filter((v) => (v === option.value ? event.target.checked : value.includes(v))))}
        />
      ))}
    </Group>
  );
}
