import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, fetchCurrentUser } from '@storefront/platform';
import { customerUser, fakeApi } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { LocaleSwitcher } from './LocaleSwitcher';

describe('LocaleSwitcher', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ 'PATCH /api/users/locale': ({ data }) => ({ ...customerUser, ...(data as object) }) });
  });
  afterEach(() => {
    api.restore();
    act(() => changeLocale('en'));
  });

  it('keeps a signed-in customer’s choice on their account', async () => {
    const { store } = renderShell(<LocaleSwitcher />);
    act(() => {
      store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r1'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'KM' }));
    await waitFor(() => expect(api.calls).toEqual([expect.objectContaining({ method: 'PATCH', url: '/api/users/locale', data: { localeCode: 'km' } })]));
  });

  it('asks nothing of the api for a guest, or for the language already shown', async () => {
    const { store } = renderShell(<LocaleSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    await userEvent.click(screen.getByRole('button', { name: 'KM' }));
    // Signed in afterwards, the next switch is the only call: the guest's switches asked nothing.
    act(() => {
      store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r1'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'KM' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual(expect.objectContaining({ method: 'PATCH', url: '/api/users/locale', data: { localeCode: 'km' } }));
  });
});
