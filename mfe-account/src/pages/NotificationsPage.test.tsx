import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@storefront/platform';
import { FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { NotificationsPage } from './NotificationsPage';
import { accountApi } from '../shared/account-api';

/** The unread count as the shell's bell reads it: the same declaration's generated query, in the same cache. */
function UnreadCount() {
  const { data } = accountApi.useCountUnreadNotificationsQuery();
  return <output aria-label="Unread count">{data?.count ?? '…'}</output>;
}

const item = (n: number, read: boolean) => ({ id: `n${n}`, title: `Invoice #${n} issued`, body: 'Due upon receipt.', read, createdAt: '2026-01-01T20:00:00.000Z' });
const page = (params: Record<string, unknown> | undefined) => {
  const unread = params?.unread === 'true';
  const items = unread ? [item(1, false)] : [item(1, false), item(2, true)];
  return { items, page: Number(params?.page ?? 1), perPage: Number(params?.perPage ?? 10), total: unread ? 1 : 25, unreadCount: 1 };
};

describe('NotificationsPage', () => {
  it('lists notifications with their date in Asia/Bangkok and marks unread ones', async () => {
    const api = fakeApi({ 'GET /api/user/notification/me': ({ params }) => page(params) });
    renderWithStorefront(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByRole('heading', { name: 'Unread: Invoice #1 issued' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invoice #2 issued' })).toBeInTheDocument();
    expect(screen.getAllByText(/Jan 2, 2026/)).toHaveLength(2);
    api.restore();
  });

  it('filters unread ones and changes the page size through the request', async () => {
    const api = fakeApi({ 'GET /api/user/notification/me': ({ params }) => page(params) });
    renderWithStorefront(<NotificationsPage />, { path: '/notification' });
    await screen.findByRole('heading', { name: 'Invoice #2 issued' });
    await userEvent.click(screen.getByRole('radio', { name: /Unread/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invoice #2 issued' })).not.toBeInTheDocument());
    expect(api.calls.at(-1)?.params).toMatchObject({ unread: 'true', page: 1, perPage: 10 });
    await userEvent.selectOptions(screen.getByLabelText('Entries per page'), '20');
    await waitFor(() => expect(api.calls.at(-1)?.params).toMatchObject({ unread: 'true', perPage: 20 }));
    api.restore();
  });

  it('marks a notification as read', async () => {
    const api = fakeApi({
      'GET /api/user/notification/me': ({ params }) => page(params),
      'PUT /api/user/notification/read/n1': () => ({ ...item(1, true) }),
    });
    renderWithStorefront(<NotificationsPage />, { path: '/notification' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark “Invoice #1 issued” as read' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    api.restore();
  });

  it('says so when there are no notifications', async () => {
    const api = fakeApi({ 'GET /api/user/notification/me': () => ({ items: [], page: 1, perPage: 10, total: 0, unreadCount: 0 }) });
    renderWithStorefront(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByRole('heading', { name: 'You have no notifications' })).toBeInTheDocument();
    api.restore();
  });

  it("marks all as read: the list and the bell's unread count read again through the 'Notification' tag (no bus event)", async () => {
    let allRead = false;
    const api = fakeApi({
      'GET /api/user/notification/me': ({ params }) => (allRead ? { ...page(params), items: [item(1, true), item(2, true)], unreadCount: 0 } : page(params)),
      'GET /api/user/notification/count-unread': () => ({ count: allRead ? 0 : 1 }),
      'PUT /api/user/notification/read-all': () => {
        allRead = true;
        return { marked: 1, count: 0 };
      },
    });
    renderWithStorefront(
      <>
        <UnreadCount />
        <NotificationsPage />
      </>,
      { path: '/notification' },
    );
    // the count shows … until its first answer: wait for the answer
    await waitFor(() => expect(screen.getByRole('status', { name: 'Unread count' })).toHaveTextContent('1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'Invoice #1 issued' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Unread count' })).toHaveTextContent('0'));
    expect(api.calls.filter((call) => call.url === '/api/user/notification/count-unread')).toHaveLength(2);
    api.restore();
  });

  it('marks one as read: the unread count reads again through the tag', async () => {
    let read = false;
    const api = fakeApi({
      'GET /api/user/notification/me': ({ params }) => page(params),
      'GET /api/user/notification/count-unread': () => ({ count: read ? 0 : 1 }),
      'PUT /api/user/notification/read/n1': () => {
        read = true;
        return { ...item(1, true) };
      },
    });
    renderWithStorefront(
      <>
        <UnreadCount />
        <NotificationsPage />
      </>,
      { path: '/notification' },
    );
    // the count shows … until its first answer: wait for the answer
    await waitFor(() => expect(screen.getByRole('status', { name: 'Unread count' })).toHaveTextContent('1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark “Invoice #1 issued” as read' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Unread count' })).toHaveTextContent('0'));
    api.restore();
  });

  it('says so when marking all fails, and the unread count stays what the api says', async () => {
    const api = fakeApi({
      'GET /api/user/notification/me': ({ params }) => page(params),
      'GET /api/user/notification/count-unread': () => ({ count: 1 }),
      'PUT /api/user/notification/read-all': () => new FakeError(500, { code: 'SERVICE_SERVER_ERROR', message: 'Data incorrect' }),
    });
    renderWithStorefront(
      <>
        <UnreadCount />
        <NotificationsPage />
      </>,
      { path: '/notification' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not mark your notifications as read. Please try again.');
    // RTK Query makes the tag stale after a failed change too: the count is read again and is still 1.
    expect(screen.getByRole('status', { name: 'Unread count' })).toHaveTextContent('1');
    api.restore();
  });

  it('offers no "mark all" when nothing is unread', async () => {
    const api = fakeApi({ 'GET /api/user/notification/me': () => ({ items: [item(2, true)], page: 1, perPage: 10, total: 1, unreadCount: 0 }) });
    renderWithStorefront(<NotificationsPage />, { path: '/notification' });
    await screen.findByRole('heading', { name: 'Invoice #2 issued' });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    api.restore();
  });

  it('reads in Khmer', async () => {
    const api = fakeApi({ 'GET /api/user/notification/me': ({ params }) => page(params) });
    await act(() => i18n.changeLanguage('km'));
    try {
      renderWithStorefront(<NotificationsPage />, { path: '/km/notification' });
      // compared without word joiners (the Khmer lint glues compounds with them)
      expect(await screen.findByRole('button', { name: (name) => name.replace(/\u2060/g, '') === 'សម្គាល់ទាំងអស់ថាបានអាន' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
      api.restore();
    }
  });
});
