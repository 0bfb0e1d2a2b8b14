import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, renderWithStorefront, settle } from '@storefront/testing';
import { PendingContractsPopup } from './PendingContractsPopup';

const ID = '2f6b1f0e-1c1a-4c3e-9d55-0a1b2c3d4e5f';
const SUMMARY = { id: ID, kind: 'manual-invoice', number: 'CT-2026-000007', title: 'Agreement for invoice INV-000042', createdAt: '2026-11-24T09:00:00.000Z', signedAt: null };
const DETAIL = { ...SUMMARY, body: 'Agreement for invoice INV-000042\n\n1. Invoice INV-000042, total $12.50, due upon receipt.', sha256: 'a'.repeat(64), signature: null };

function render() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<PendingContractsPopup />, { store, path: '/' });
}

afterEach(() => window.sessionStorage.clear());

describe('PendingContractsPopup', () => {
  it('lists the contracts to sign; one is read and signed with the hash of its text, after the agreement is ticked', async () => {
    const api = fakeApi({
      'GET /api/user/contracts/unsigned': () => ({ items: [SUMMARY] }),
      [`GET /api/user/contracts/manual-invoice/${ID}`]: () => DETAIL,
      [`POST /api/user/contracts/${ID}/sign`]: () => ({ ...DETAIL, signedAt: '2026-11-24T10:00:00.000Z' }),
    });
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Contracts waiting for your signature' });
    expect(dialog).toHaveTextContent('Agreement for invoice INV-000042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Read and sign' }));
    expect(await within(dialog).findByRole('region', { name: 'Text of CT-2026-000007' })).toHaveTextContent('due upon receipt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign CT-2026-000007' }));
    expect(within(dialog).getByText('Please confirm that you have read and agree to the contract.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read this contract and I agree to it.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign CT-2026-000007' }));
    expect(await within(dialog).findByText('All your contracts are signed. Thank you.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.data).toEqual({ sha256: DETAIL.sha256 });
    // Signing makes 'Contract' stale: the unsigned list is read again (the account's pages share the cache), and the
    // popup still shows the one just signed, with its badge.
    await waitFor(() => expect(api.calls.filter((c) => c.url === '/api/user/contracts/unsigned')).toHaveLength(2));
    expect(within(dialog).getByText('Signed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    api.restore();
  });

  it('Later keeps it closed until the next sign-in; nothing to sign shows nothing', async () => {
    const api = fakeApi({ 'GET /api/user/contracts/unsigned': () => ({ items: [SUMMARY] }) });
    const first = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();
    const calls = api.calls.length;
    const second = render();
    // No request leaves (a request's way to the fake api is microtasks, all run by the next task), so nothing can open.
    await settle();
    expect(api.calls.length).toBe(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();
    api.restore();

    window.sessionStorage.clear();
    const none = fakeApi({ 'GET /api/user/contracts/unsigned': () => ({ items: [] }) });
    render();
    await waitFor(() => expect(none.calls.some((c) => c.url === '/api/user/contracts/unsigned')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    none.restore();
  });
});
