import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';
import { resolveTheme } from '../theme/tokens';
import { FieldMessages } from './Field';

export interface RadioCardOption<T extends string = string> {
  value: T;
  /** The option's name (the radio's accessible name). */
  label: ReactNode;
  /** A line under the label, e.g. a fee or a balance. */
  description?: ReactNode;
  /** Content at the end of the card, e.g. a price or a badge. */
  aside?: ReactNode;
  /** Shown under the card while it is selected (extra choices of that option). */
  details?: ReactNode;
  disabled?: boolean;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend<{ $hidden: boolean }>`
  margin-bottom: 10px;
  padding: 0;
  font-size: 15px;
  font-weight: 700;
  color: ${({ theme }) => resolveTheme(theme).colors.text};
  ${({ $hidden }) =>
    $hidden && 'position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap;'}
`;

const List = styled.div<{ $columns: 1 | 2 }>`
  display: grid;
  gap: 10px;
  ${media.md} {
    grid-template-columns: ${({ $columns }) => ($columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr')};
  }
`;

const Item = styled.div<{ $checked: boolean; $disabled: boolean }>`
  border-radius: ${({ theme }) => resolveTheme(theme).radii.md};
  border: ${({ $checked, theme }) => ($checked ? `2px solid ${resolveTheme(theme).colors.brand}` : `1px solid ${resolveTheme(theme).colors.borderStrong}`)};
  padding: ${({ $checked }) => ($checked ? '0' : '1px')};
  background: ${({ $checked, theme }) => ($checked ? resolveTheme(theme).colors.brandSoft : resolveTheme(theme).colors.surface)};
  ${({ $disabled }) => $disabled && 'opacity: 0.6;'}
  &:focus-within {
    outline: 3px solid ${({ theme }) => resolveTheme(theme).colors.focus};
    outline-offset: 2px;
  }
`;

const Row = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 16px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => resolveTheme(theme).colors.brand};
    cursor: inherit;
  }
  input:focus-visible {
    outline: none;
  }
`;

const Texts = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  word-break: break-word;
  .label {
    font-weight: 600;
    color: ${({ theme }) => resolveTheme(theme).colors.text};
  }
  .description {
    font-size: 14px;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
`;

const Aside = styled.span`
  flex: none;
  margin-inline-start: auto;
  text-align: end;
`;

const Details = styled.div`
  padding: 0 16px 14px 48px;
`;

export interface RadioCardGroupProps<T extends string> {
  /** The group's name, shown as its legend (callers translate it). */
  legend: ReactNode;
  hideLegend?: boolean;
  /** The radios' name attribute; one is made when omitted. */
  name?: string;
  options: readonly RadioCardOption<T>[];
  /** The chosen value, or null when nothing is chosen yet. */
  value: T | null;
  onChange: (value: T) => void;
  /** Two columns from 768 px up. */
  columns?: 1 | 2;
  error?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * One choice among options that need more than a word (payment methods, billing contacts): native radio
 * inputs in a fieldset with a legend, each in a card with a description, an aside and, while selected,
 * details. Arrow keys move between the radios as the browser does.
 */
export function RadioCardGroup<T extends string>({ legend, hideLegend = false, name, options, value, onChange, columns = 1, error, disabled = false, className }: RadioCardGroupProps<T>) {
  const auto = useId();
  const groupName = name ?? `radio-${auto}`;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <Fieldset className={className} aria-describedby={errorId} disabled={disabled}>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      <List $columns={columns}>
        {options.map((option) => {
          const checked = option.value === value;
          const id = `${groupName}-${option.value}`;
          const isDisabled = disabled || Boolean(option.disabled);
          return (
            <Item key={option.value} $checked={checked} $disabled={isDisabled}>
              <Row htmlFor={id} $disabled={isDisabled}>
                <input
                  type="radio"
                  id={id}
                  name={groupName}
                  value={option.value}
                  checked={checked}
                  disabled={isDisabled}
                  aria-labelledby={`${id}-label`}
                  aria-describedby={option.description ? `${id}-description` : undefined}
                  onChange={() => onChange(option.value)}
                />
                <Texts>
                  <span className="label" id={`${id}-label`}>
                    {option.label}
                  </span>
                  {option.description && (
                    <span className="description" id={`${id}-description`}>
                      {option.description}
                    </span>
                  )}
                </Texts>
                {option.aside && <Aside>{option.aside}</Aside>}
              </Row>
              {checked && option.details && <Details>{option.details}</Details>}
            </Item>
          );
        })}
      </List>
      {error && (
        <div style={{ marginTop: 8 }}>
          <FieldMessages error={error} errorId={errorId} />
        </div>
      )}
    </Fieldset>
  );
}
