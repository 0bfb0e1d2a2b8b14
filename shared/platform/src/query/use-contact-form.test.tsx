import { act, renderHook, waitFor } from '@testing-library/react';
import type { Contact, ContactValues } from '@storefront/contracts';
import { i18n } from '@storefront/platform';
import { fakeApi, FakeError } from '@storefront/testing';
import { hookWrapper } from './hook-wrapper.test-utils';
import { useContactForm } from './use-contact-form';

const COUNTRIES = [
  { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '+855', flag: '🇰🇭', hasRegions: true },
  { code: 'FR', name: 'France', nameKm: 'បារាំង', callingCode: '+33', flag: '🇫🇷', hasRegions: false },
];
const saved: Contact = {
  id: 'c0a80001-0000-4000-8000-000000000010',
  firstName: 'Dara',
  lastName: 'Sok',
  organization: null,
  identityNumber: null,
  phoneNumber: '+85512345678',
  email: 'dara@example.com',
  address1: '1 Street',
  address2: null,
  stateProvince: 'Siem Reap',
  postalCode: '12000',
  city: 'Siem Reap',
  country: 'KH',
  isDefault: false,
} as Contact;
const values = { ...saved, organization: '', identityNumber: '', address2: '', stateProvince: '' } as unknown as ContactValues;

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

describe('useContactForm', () => {
  it('reads the countries and the provinces of the chosen country, and asks none for a country without them', async () => {
    api = fakeApi({ 'GET /api/country': () => ({ items: COUNTRIES }), 'GET /api/regions': () => ({ country: 'KH', items: [{ code: 'KH-17', name: 'Siem Reap', nameKm: 'សៀមរាប' }] }) });
    const { result } = renderHook(() => useContactForm(null, i18n.t, () => undefined), { wrapper: hookWrapper });
    await waitFor(() => expect(result.current.regions?.map((region) => region.name)).toEqual(['Siem Reap']));
    expect(result.current.countries?.map((country) => country.code)).toEqual(['KH', 'FR']);
    act(() => result.current.onCountryChange('FR'));
    act(() => result.current.onCountryChange('KH'));
    act(() => result.current.onCountryChange('FR'));
    expect(api.calls.filter((call) => call.url === '/api/regions').map((call) => call.params)).toEqual([{ country: 'KH' }]);
  });

  it('adds a new contact and updates a saved one, handing the answer on', async () => {
    const onSaved = jest.fn();
    api = fakeApi({ 'GET /api/country': () => ({ items: COUNTRIES }), 'GET /api/regions': () => ({ country: 'KH', items: [] }), 'PUT /api/user/addresses': () => saved, [`PATCH /api/user/addresses/${saved.id}`]: () => saved });
    const adding = renderHook(() => useContactForm(null, i18n.t, onSaved), { wrapper: hookWrapper });
    await act(async () => expect(await adding.result.current.onSave(values)).toBeNull());
    const editing = renderHook(() => useContactForm(saved, i18n.t, onSaved), { wrapper: hookWrapper });
    await act(async () => expect(await editing.result.current.onSave(values)).toBeNull());
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(['PUT /api/user/addresses', `PATCH /api/user/addresses/${saved.id}`]);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it("a refusal comes back as the api's message and each refused field beside its field", async () => {
    api = fakeApi({
      'GET /api/country': () => ({ items: COUNTRIES }),
      'GET /api/regions': () => ({ country: 'KH', items: [] }),
      'PUT /api/user/addresses': () => new FakeError(400, { code: 'BAD_REQUEST', message: 'Error. Try again later', details: { fields: [{ path: 'email', message: 'Please enter a valid email address' }] } }),
    });
    const onSaved = jest.fn();
    const { result } = renderHook(() => useContactForm(null, i18n.t, onSaved), { wrapper: hookWrapper });
    let failure: Awaited<ReturnType<typeof result.current.onSave>> = null;
    await act(async () => {
      failure = await result.current.onSave(values);
    });
    expect(failure).toEqual({ message: 'Error. Try again later', fields: { email: 'Please enter a valid email address' } });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
