import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '@storefront/contracts';
import { renderWithTheme } from '../test-utils';
import { PhoneNumberForm, type PhoneNumberFormProps } from './PhoneNumberForm';

const COUNTRIES: Country[] = [
  { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '+855', flag: '🇰🇭', hasRegions: true },
  { code: 'TH', name: 'Thailand', nameKm: 'ថៃ', callingCode: '+66', flag: '🇹🇭', hasRegions: true },
];
const labels = { form: 'Phone', number: 'Phone number', code: 'Country calling code', submit: 'Save phone number' };

const renderForm = (props: Partial<PhoneNumberFormProps> = {}) =>
  renderWithTheme(
    <PhoneNumberForm labels={labels} countries={COUNTRIES} countriesFailed={false} locale="en" current="" translate={(text) => `[${text}]`} onSave={async () => null} gap={12} {...props}>
      <h2>Your phone</h2>
    </PhoneNumberForm>,
  );

describe('PhoneNumberForm', () => {
  it('splits the saved number by its calling code, and saves the number in E.164', async () => {
    const onSave = jest.fn(async () => null);
    renderForm({ current: '+66812345678', onSave });
    const number = await screen.findByRole('textbox', { name: /Phone number/ });
    expect(number).toHaveValue('812345678');
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('TH');
    await userEvent.clear(number);
    await userEvent.type(number, '0812345679');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('+66812345679'));
  });

  it('checks the §5 phone rule before saving, in the reader\'s words, and says what the app refused beside the field', async () => {
    const onAttempt = jest.fn();
    const onSave = jest.fn(async () => 'This phone number is already assigned to another user');
    renderForm({ onSave, onAttempt, focusOnError: true });
    const number = await screen.findByRole('textbox', { name: /Phone number/ });
    await userEvent.type(number, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText(/^\[.+\]$/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(number).toHaveFocus();
    await userEvent.type(number, '345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('This phone number is already assigned to another user')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(onAttempt).toHaveBeenCalledTimes(2);
  });

  it('shows no field while the countries load, and none (without a placeholder) when they failed', () => {
    const { rerender } = renderForm({ countries: undefined });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save phone number' })).toBeDisabled();
    expect(document.querySelector('[data-skeleton]')).not.toBeNull();
    rerender(
      <PhoneNumberForm labels={labels} countries={undefined} countriesFailed locale="en" current="" translate={(text) => text} onSave={async () => null} gap={12}>
        <h2>Your phone</h2>
      </PhoneNumberForm>,
    );
    expect(screen.getByRole('heading', { name: 'Your phone' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('[data-skeleton]')).toBeNull();
  });
});
