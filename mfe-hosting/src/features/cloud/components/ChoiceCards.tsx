import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@storefront/ui';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 10px;
    font-weight: 700;
    font-size: 17px;
  }
`;

const List = styled.div<{ $min: number }>`
  display: grid;
  gap: 10px;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  }
`;

const Choice = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: grid;
  gap: 4px;
  padding: 14px 14px 14px 42px;
  border-radius: 12px;
  border: ${({ $checked, theme }) => ($checked ? `2px solid ${theme.colors.brand}` : `1px solid ${theme.colors.borderStrong}`)};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.brandSoft : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  min-width: 0;
  input {
    position: absolute;
    left: 14px;
    top: 17px;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  .title {
    font-weight: 700;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  .detail {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
    overflow-wrap: anywhere;
  }
`;

export interface ChoiceCard<T extends string> {
  value: T;
  title: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
}

/** One choice among a few cards (data centre, package, storage type): native radios in a fieldset with a legend. */
export function ChoiceCards<T extends string>({ legend, name, options, value, onChange, min = 200 }: { legend: ReactNode; name: string; options: readonly ChoiceCard<T>[]; value: T; onChange: (value: T) => void; min?: number }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <List $min={min}>
        {options.map((option) => (
          <Choice key={option.value} $checked={option.value === value} $disabled={Boolean(option.disabled)}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} disabled={option.disabled} onChange={() => onChange(option.value)} />
            <span className="title">{option.title}</span>
            {option.detail && <span className="detail">{option.detail}</span>}
          </Choice>
        ))}
      </List>
    </Fieldset>
  );
}
