import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Combobox, type ComboboxOption } from './Combobox.chunk';

const ALL: ComboboxOption[] = [
  { value: 'com', label: '.com', detail: '$11.99' },
  { value: 'com.kh', label: '.com.kh', detail: '$35.00' },
  { value: 'net', label: '.net' },
  { value: 'co', label: '.co', disabled: true },
];

function TldPicker({ onSelect }: { onSelect: (option: ComboboxOption) => void }) {
  const [text, setText] = useState('');
  const options = ALL.filter((option) => option.value.startsWith(text.replace(/^\./, '')));
  return (
    <Combobox
      label="Add a TLD"
      inputValue={text}
      onInputChange={setText}
      options={text ? options : []}
      onSelect={(option) => {
        onSelect(option);
        setText('');
      }}
      listLabel="Matching TLDs"
      emptyText="No TLD matches"
    />
  );
}

describe('Combobox', () => {
  it('suggests while typing and picks the highlighted option with Enter', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<TldPicker onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Add a TLD' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'co');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Matching TLDs' });
    expect(list).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['.com$11.99', '.com.kh$35.00', '.co']);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^\.com(?!\.)/ }).id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'com.kh' }));
    expect(input).toHaveValue('');
  });

  it('skips disabled options, picks by click and closes on Escape', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<TldPicker onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Add a TLD' });
    await userEvent.type(input, 'co');
    await userEvent.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /com\.kh/ }).id);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(screen.getByRole('option', { name: /^\.com(?!\.)/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'com' }));
    await userEvent.type(input, 'zz');
    expect(screen.getByText('No TLD matches')).toBeVisible();
  });
});
