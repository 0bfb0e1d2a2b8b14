import { sortCountries } from '@storefront/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country, Region } from '@storefront/contracts';
import { fakeApi, renderWithStorefront } from '@storefront/testing';
import { contact, signedInStore } from '../../test/fixtures';
import { ContactFormModal } from './ContactFormModal';

const COUNTRIES: Country[] = [
  { code: 'FR', name: 'France', nameKm: 'បារាំង', callingCode: '+33', flag: '🇫🇷', hasRegions: false },
  { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '+855', flag: '🇰🇭', hasRegions: true },
  { code: 'TH', name: 'Thailand', nameKm: 'ថៃ', callingCode: '+66', flag: '🇹🇭', hasRegions: true },
];
const REGIONS: Record<string, Region[]> = {
  KH: [
    { code: 'KH-12', name: 'Phnom Penh', nameKm: 'ភ្នំពេញ' },
    { code: 'KH-17', name: 'Siem Reap', nameKm: 'សៀមរាប' },
  ],
  TH: [
    { code: 'TH-10', name: 'Bangkok', nameKm: 'បាងកក' },
    { code: 'TH-50', name: 'Chiang Mai', nameKm: 'ឈៀងម៉ៃ' },
  ],
};

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

const geo = {
  'GET /api/country': () => ({ items: sortCountries(COUNTRIES, 'en') }),
  'GET /api/regions': (call: { params?: Record<string, unknown> }) => ({ country: String(call.params?.country), items: REGIONS[String(call.params?.country)] ?? [] }),
};

describe('the billing contact form with countries and regions', () => {
  it('offers the countries, the calling code beside the phone and the provinces of the chosen country, and saves them', async () => {
    const created = contact({ id: 'c0a80001-0000-4000-8000-000000000010', country: 'TH' });
    api = fakeApi({ ...geo, 'PUT /api/user/addresses': () => created });
    const onSaved = jest.fn();
    renderWithStorefront(<ContactFormModal contact={null} onClose={() => undefined} onSaved={onSaved} />, { store: signedInStore() });
    const dialog = await screen.findByRole('dialog', { name: 'Add a billing contact' });

    await within(dialog).findByRole('option', { name: 'France' });
    const country = dialog.querySelector<HTMLSelectElement>('select[name="country"]')!;
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cambodia', 'Thailand', 'France']);
    // Cambodia's provinces, then Thailand's once it is chosen; the phone's calling code follows (nothing typed yet).
    expect(await within(dialog).findByRole('option', { name: 'Siem Reap' })).toBeInTheDocument();
    await userEvent.selectOptions(country, 'TH');
    const province = await within(dialog).findByRole('combobox', { name: /State\/Province/ });
    expect(await within(province).findByRole('option', { name: 'Chiang Mai' })).toBeInTheDocument();
    await userEvent.selectOptions(province, 'Bangkok');
    // The calling-code picker (named by its aria-label) beside the number.
    const picker = dialog.querySelector('select[aria-label]');
    expect(picker).toHaveValue('TH');
    expect(within(picker as HTMLElement).getByRole('option', { name: 'Thailand (+66)' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Malee');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Srisuk');
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'malee@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Phone number/ }), '081 234 5678');
    await userEvent.type(within(dialog).getByLabelText(/^Address\*?$/), '99 Sathorn Road');
    await userEvent.type(within(dialog).getByLabelText(/^City/), 'Bangkok');
    await userEvent.type(within(dialog).getByLabelText(/Postal code/), '10500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(api.calls.find((c) => c.method === 'PUT')?.data).toMatchObject({ phoneNumber: '+66812345678', country: 'TH', stateProvince: 'Bangkok', city: 'Bangkok', postalCode: '10500' });
  });

  it('shows a saved contact with its phone split by calling code and its province chosen', async () => {
    api = fakeApi(geo);
    const saved = contact({ phoneNumber: '+85512345678', country: 'KH', stateProvince: 'Siem Reap' });
    renderWithStorefront(<ContactFormModal contact={saved} onClose={() => undefined} onSaved={() => undefined} />, { store: signedInStore() });
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing contact' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Phone number/ })).toHaveValue('12345678'));
    expect(await within(dialog).findByRole('combobox', { name: /State\/Province/ })).toHaveValue('Siem Reap');
    expect(dialog.querySelector('select[aria-label]')).toHaveValue('KH');
  });
});
