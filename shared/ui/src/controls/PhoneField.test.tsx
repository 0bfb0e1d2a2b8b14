import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { PhoneField, type PhoneCodeOption } from './PhoneField.chunk';

const COUNTRIES: PhoneCodeOption[] = [
  { value: 'KH', callingCode: '+855', label: 'Cambodia', flag: '🇰🇭' },
  { value: 'TH', callingCode: '+66', label: 'Thailand', flag: '🇹🇭' },
];

function Harness({ error }: { error?: string }) {
  const [country, setCountry] = useState('KH');
  const [number, setNumber] = useState('');
  return (
    <>
      <PhoneField label="Phone number" codeLabel="Country calling code" countries={COUNTRIES} country={country} onCountryChange={setCountry} value={number} onChange={(e) => setNumber(e.target.value)} error={error} required />
      <output>{`${country} ${number}`}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('names the number and the calling-code picker, which shows the chosen code and lists countries by name', async () => {
    renderWithTheme(<Harness />);
    const number = screen.getByRole('textbox', { name: /Phone number/ });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toBeRequired();
    const picker = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(picker).toHaveValue('KH');
    expect(picker.previousElementSibling).toHaveTextContent('KH +855');
    expect(screen.getByRole('option', { name: 'Thailand (+66)' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'TH');
    await userEvent.type(number, '81 234 5678');
    expect(screen.getByRole('status')).toHaveTextContent('TH 81 234 5678');
    expect(picker.previousElementSibling).toHaveTextContent('TH +66');
  });

  it('marks both controls invalid and describes them by the error', () => {
    renderWithTheme(<Harness error="Phone is wrong format" />);
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription('Phone is wrong format');
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveAttribute('aria-invalid', 'true');
  });
});
