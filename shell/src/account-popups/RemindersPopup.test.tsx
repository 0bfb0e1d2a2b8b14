import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Link, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, renderWithStorefront, settle } from '@storefront/testing';
import { businessDay, dismissedToday } from './dismissal';
import { RemindersPopup } from './RemindersPopup';
import { useUninterrupted } from './use-uninterrupted';

/** As the shell mounts it (after the contracts popup, so maybe late): told whether the customer has started working on the page. */
function AsInTheShell({ mounted }: { mounted: boolean }) {
  const uninterrupted = useUninterrupted(customerUser.id);
  return mounted ? <RemindersPopup uninterrupted={uninterrupted} /> : null;
}

const REMINDERS = {
  items: [
    { kind: 'renewal', id: 's1', title: 'Shared Basic — site.example', date: '2026-12-01T00:00:00.000Z', amount: 399, path: '/account/services/s1', urgent: true },
    { kind: 'invoice', id: 'i1', title: 'INV-0007', date: '2026-11-20T00:00:00.000Z', amount: 2200, path: '/online-payment', urgent: false },
  ],
};

function render() {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<RemindersPopup />, { store, path: '/' });
}

afterEach(() => window.localStorage.clear());

describe('RemindersPopup', () => {
  it('shows what to renew or pay with links, and once closed stays closed for the day', async () => {
    const api = fakeApi({ 'GET /api/users/reminders': () => REMINDERS });
    const first = render();
    const dialog = await screen.findByRole('dialog', { name: 'Things that need your attention' });
    expect(dialog).toHaveTextContent('Shared Basic — site.example');
    expect(dialog).toHaveTextContent('Suspended: the renewal failed');
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/account/services/s1');
    expect(screen.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/online-payment');
    await userEvent.click(screen.getByRole('button', { name: 'Remind me tomorrow' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dismissedToday(customerUser.id, new Date(), window.localStorage)).toBe(true);
    first.unmount();
    const calls = api.calls.length;
    render();
    // No request leaves (a request's way to the fake api is microtasks, all run by the next task), so nothing can open.
    await settle();
    expect(api.calls.length).toBe(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    api.restore();
  });

  it('does not open under a customer already at work on the page: it waits for the next page they open', async () => {
    let answer: (value: typeof REMINDERS) => void = () => undefined;
    const api = fakeApi({ 'GET /api/users/reminders': () => new Promise((resolve) => (answer = resolve)) });
    const store = createStore();
    store.dispatch(userUpdated(customerUser));
    const page = (mounted: boolean) => (
      <>
        <AsInTheShell mounted={mounted} />
        <label>
          Company name <input />
        </label>
        <Link to="/account/invoices">Invoices</Link>
      </>
    );
    const { rerender } = renderWithStorefront(page(false), { store, path: '/account/invoices/i1' });
    // The customer types before the popup is even mounted, then its answer arrives.
    fireEvent.keyDown(screen.getByLabelText('Company name'), { key: 'M' });
    rerender(page(true));
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/users/reminders')).toBe(true));
    await act(async () => answer(REMINDERS));
    // The answer has reached the popup and React has rendered what it set: it stays closed.
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('dialog', { name: 'Things that need your attention' })).toHaveTextContent('INV-0007');
    // Open, it stays open whatever is pressed next.
    fireEvent.pointerDown(screen.getByLabelText('Company name'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    api.restore();
  });

  it('shows nothing when there is nothing to do', async () => {
    const api = fakeApi({ 'GET /api/users/reminders': () => ({ items: [] }) });
    render();
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/users/reminders')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    api.restore();
  });

  it('counts days in Asia/Bangkok', () => {
    expect(businessDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });
});
