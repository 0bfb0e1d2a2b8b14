import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@storefront/contracts';
import { createStore, selectUser, userUpdated } from '@storefront/platform';
import { customerUser, FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { ProfilePage } from './ProfilePage';

const COUNTRIES = {
  items: [
    { code: 'KH', name: 'Cambodia', nameKm: 'កម្ពុជា', callingCode: '+855', flag: '🇰🇭', hasRegions: true },
    { code: 'TH', name: 'Thailand', nameKm: 'ថៃ', callingCode: '+66', flag: '🇹🇭', hasRegions: false },
  ],
};

function renderSignedIn(user: UserInfo = { ...customerUser, phoneNumber: '+85512345678' }) {
  const store = createStore();
  store.dispatch(userUpdated(user));
  renderWithStorefront(<ProfilePage />, { store, path: '/account/profile' });
  return store;
}

describe('ProfilePage', () => {
  it('checks the §5 rules before calling, puts each error beside its field and focuses the first', async () => {
    const api = fakeApi({ 'GET /api/country': () => COUNTRIES });
    renderSignedIn();
    const first = screen.getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await userEvent.type(screen.getByLabelText(/Last name/), 'Ch4n');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('First name field is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid name. It must not contain numbers or special characters')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    api.restore();
  });

  it('saves the details and shows a taken username beside its field', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /api/country': () => COUNTRIES,
      'PUT /api/users': ({ data }) => {
        calls += 1;
        return calls === 1
          ? new FakeError(400, { code: 'BAD_REQUEST', message: 'Error. Try again later', details: { fields: [{ path: 'username', message: 'This username is already taken' }] } })
          : { ...customerUser, ...(data as object) };
      },
    });
    const store = renderSignedIn();
    const username = screen.getByLabelText(/Username/);
    await userEvent.clear(username);
    await userEvent.type(username, 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    await waitFor(() => expect(username).toHaveFocus());
    await userEvent.clear(username);
    await userEvent.type(username, 'free1');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(selectUser(store.getState())?.username).toBe('free1');
    api.restore();
  });

  it('saves the phone number with its calling code, and shows PHONE_EXISTS beside the field', async () => {
    const api = fakeApi({
      'GET /api/country': () => COUNTRIES,
      'PATCH /api/users/phone-number': ({ data }) =>
        (data as { phoneNumber: string }).phoneNumber === '+66812345678'
          ? new FakeError(409, { code: 'PHONE_EXISTS', message: 'This phone number is already registered', details: { fields: [{ path: 'phoneNumber', message: 'This phone number is already registered' }] } })
          : { ...customerUser, phoneNumber: (data as { phoneNumber: string }).phoneNumber },
    });
    const store = renderSignedIn({ ...customerUser, phoneNumber: null });
    expect(screen.getByText('Please update your information to continue')).toBeInTheDocument();
    const number = await screen.findByRole('textbox', { name: /^Phone number/ });
    await userEvent.selectOptions(screen.getByLabelText('Country calling code'), 'TH');
    await userEvent.type(number, '081 234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('This phone number is already registered')).toBeInTheDocument();
    await waitFor(() => expect(number).toHaveFocus());
    await userEvent.clear(number);
    await userEvent.type(number, '099 111 2222');
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('Your phone number is saved.')).toBeInTheDocument();
    expect(selectUser(store.getState())?.phoneNumber).toBe('+66991112222');
    api.restore();
  });

  it('asks for the new password a staff reset requires', async () => {
    const api = fakeApi({
      'GET /api/country': () => COUNTRIES,
      'PATCH /api/users/password/force': () => ({ ...customerUser, mustChangePassword: false }),
    });
    renderSignedIn({ ...customerUser, phoneNumber: '+85512345678', mustChangePassword: true });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'Newer-pass2');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Newer-pass2');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Choose a new password' })).not.toBeInTheDocument());
    api.restore();
  });
});
