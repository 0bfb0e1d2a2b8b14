import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { resolveTheme } from '../theme/tokens';
import { controlStyles, FieldLabel, FieldLabelText, FieldMessages, FieldRoot } from './Field';
import { useFieldIds } from './use-field-ids';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line or a right-hand note, e.g. a price (plain text for screen readers). */
  detail?: string;
  disabled?: boolean;
}

const Wrap = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  padding-inline-start: 38px;
`;

const SearchIcon = styled.span`
  position: absolute;
  top: 50%;
  left: 12px;
  transform: translateY(-50%);
  display: inline-flex;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
  pointer-events: none;
`;

const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => resolveTheme(theme).zIndices.dropdown};
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 264px;
  margin: 0;
  padding: 4px;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => resolveTheme(theme).colors.border};
  border-radius: ${({ theme }) => resolveTheme(theme).radii.md};
  background: ${({ theme }) => resolveTheme(theme).colors.surface};
  box-shadow: ${({ theme }) => resolveTheme(theme).shadows.lg};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 40px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => resolveTheme(theme).radii.sm};
  cursor: pointer;
  font-weight: 600;
  background: ${({ $active, theme }) => ($active ? resolveTheme(theme).colors.brandSoft : 'transparent')};
  color: ${({ $active, theme }) => ($active ? resolveTheme(theme).colors.brand : resolveTheme(theme).colors.text)};
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  small {
    font-weight: 500;
    color: ${({ theme }) => resolveTheme(theme).colors.muted};
  }
`;

const Empty = styled.li`
  padding: 10px;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
  font-size: 14px;
`;

export interface ComboboxProps {
  /** Visible label; the input's accessible name. */
  label: ReactNode;
  hideLabel?: boolean;
  /** What is typed (controlled). */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The options matching what is typed (the caller filters). */
  options: readonly ComboboxOption[];
  /** An option was picked (click, or Enter on the highlighted one). */
  onSelect: (option: ComboboxOption) => void;
  /** Accessible name of the list of options, e.g. "Matching TLDs". */
  listLabel: string;
  /** Shown in the open list when nothing matches, e.g. "No TLD matches". */
  emptyText?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA 1.2 pattern): the input has role combobox,
 * aria-expanded and aria-activedescendant; arrows move through the options, Enter picks, Escape closes.
 * Focus stays in the input; the list opens while typing or on ArrowDown.
 */
export function Combobox({
  label,
  hideLabel,
  inputValue,
  onInputChange,
  options,
  onSelect,
  listLabel,
  emptyText,
  placeholder,
  hint,
  error,
  disabled,
  id,
  className,
}: ComboboxProps) {
  const ids = useFieldIds(id, hint, error);
  const listId = `${useId()}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const enabled = options.map((option, index) => (option.disabled ? -1 : index)).filter((index) => index >= 0);
  const optionKey = options.map((option) => option.value).join('|');

  // New matches: highlight the first one, so Enter picks what the visitor most likely meant.
  useEffect(() => {
    setActive(inputValue.trim() ? (enabled[0] ?? -1) : -1);
    // `enabled` follows `optionKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionKey, inputValue]);

  useEffect(() => {
    if (active < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const pick = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onSelect(option);
    setOpen(false);
  };

  const move = (step: 1 | -1) => {
    if (enabled.length === 0) return;
    const position = enabled.indexOf(active);
    const next = position < 0 ? (step === 1 ? enabled[0] : enabled[enabled.length - 1]) : enabled[(position + step + enabled.length) % enabled.length];
    setActive(next ?? -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (open && active >= 0) {
        event.preventDefault();
        pick(active);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else if (inputValue) {
        onInputChange('');
      }
    }
  };

  const expanded = open && (options.length > 0 || Boolean(emptyText && inputValue.trim()));
  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId} $hidden={hideLabel}>
        <FieldLabelText>{label}</FieldLabelText>
      </FieldLabel>
      <Wrap>
        <SearchIcon aria-hidden="true">
          <Icon name="search" size={18} />
        </SearchIcon>
        <Input
          id={ids.controlId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          value={inputValue}
          onChange={(event) => {
            onInputChange(event.target.value);
            setOpen(true);
          }}
          onFocus={() => inputValue.trim() && setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          $invalid={Boolean(error)}
        />
        <List ref={listRef} id={listId} role="listbox" aria-label={listLabel} hidden={!expanded}>
          {options.map((option, index) => (
            <Option
              key={option.value}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={index === active}
              aria-disabled={option.disabled || undefined}
              $active={index === active}
              // Keep the focus in the input: the click picks without blurring first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => !option.disabled && setActive(index)}
              onClick={() => pick(index)}
            >
              <span>{option.label}</span>
              {option.detail && <small>{option.detail}</small>}
            </Option>
          ))}
          {options.length === 0 && emptyText && <Empty role="presentation">{emptyText}</Empty>}
        </List>
      </Wrap>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </FieldRoot>
  );
}
