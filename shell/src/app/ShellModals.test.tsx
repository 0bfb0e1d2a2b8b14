import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { ShellModals } from './ShellModals';

describe('ShellModals', () => {
  it('opens the cart-added modal when a remote publishes cart/itemAdded', async () => {
    renderShell(<ShellModals />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      bus.publish('cart/itemAdded', {
        source: 'test',
        items: [
          {
            key: 'k1',
            type: 'domain',
            category: 'DOMAIN',
            title: 'example.com',
            description: 'Register, 1 year',
            period: 1,
            periodUnit: 'year',
            unitPrice: 1099,
            amount: 1099,
            data: {},
          },
        ],
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent('example.com');
    expect(dialog).toHaveTextContent('$10.99');
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the login modal when something asks for a login', async () => {
    renderShell(<ShellModals />);
    act(() => bus.publish('auth/loginRequested', { reason: 'test' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toBeInTheDocument();
  });

  it('after sign-in, shows the contracts to sign first and the day\'s reminders once that popup is closed', async () => {
    const api = fakeApi({
      'GET /api/user/contracts/unsigned': () => ({
        items: [{ id: 'c1', kind: 'manual-invoice', number: 'CT-2026-000007', title: 'Agreement for invoice INV-000042', createdAt: '2026-11-24T09:00:00.000Z', signedAt: null }],
      }),
      'GET /api/users/reminders': () => ({ items: [{ kind: 'invoice', id: 'i1', title: 'INV-000042', date: '2026-11-20T00:00:00.000Z', amount: 1250, path: '/online-payment', urgent: false }] }),
    });
    const store = createStore();
    store.dispatch(userUpdated(customerUser));
    renderShell(<ShellModals />, { store });
    await screen.findByRole('dialog', { name: 'Contracts waiting for your signature' });
    expect(api.calls.some((call) => call.url === '/api/users/reminders')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    const reminders = await screen.findByRole('dialog', { name: 'Things that need your attention' });
    expect(reminders).toHaveTextContent('INV-000042');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contracts waiting for your signature' })).not.toBeInTheDocument());
    api.restore();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
});
