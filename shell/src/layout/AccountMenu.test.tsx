import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale, fetchCurrentUser } from '@storefront/platform';
import { customerUser } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { AccountMenu } from './AccountMenu';

describe('AccountMenu', () => {
  afterEach(() => act(() => changeLocale('en')));

  it('links a signed-in customer to invoices, balance and the other account pages', async () => {
    const { store } = renderShell(<AccountMenu />);
    act(() => {
      store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r1'));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sokha' }));
    expect(await screen.findByRole('menuitem', { name: 'My invoices' })).toHaveAttribute('href', '/account/invoices');
    expect(screen.getByRole('menuitem', { name: 'Balance' })).toHaveAttribute('href', '/account/balance');
    expect(screen.getByRole('menuitem', { name: 'My domains' })).toHaveAttribute('href', '/account/domains');
  });

  it('names and prefixes them in Khmer', async () => {
    const { store } = renderShell(<AccountMenu />, { path: '/km' });
    act(() => {
      store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r1'));
      changeLocale('km');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sokha' }));
    expect(await screen.findByRole('menuitem', { name: 'វិក្កយបត្ររបស់ខ្ញុំ' })).toHaveAttribute('href', '/km/account/invoices');
    expect(screen.getByRole('menuitem', { name: 'សម⁠តុល្យ' })).toHaveAttribute('href', '/km/account/balance');
  });
});
