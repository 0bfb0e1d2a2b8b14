import { act, screen } from '@testing-library/react';
import { createStore, fetchCurrentUser } from '@storefront/platform';
import { customerUser, fakeApi } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { notificationsApi } from './notifications-api';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it("shows the unread count and reads it again when a change makes 'Notification' stale (no reload, no bus event)", async () => {
    let unread = 3;
    const api = fakeApi({
      'GET /api/user/notification/count-unread': () => ({ count: unread }),
      'PUT /api/user/notification/read-all': () => {
        unread = 0;
        return { marked: 3, count: 0 };
      },
    });
    const store = createStore();
    store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r1'));
    renderShell(<NotificationBell />, { store });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notification');
    // A payment whose declaration names 'Notification' (the checkout invalidates its tags after paying).
    unread = 2;
    act(() => void store.dispatch(notificationsApi.util.invalidateTags(['Notification'])));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    // Marking all read on the notifications page (the same declaration, injected by the account remote).
    await act(() => store.dispatch(notificationsApi.endpoints.markAllNotificationsRead.initiate()));
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
    api.restore();
  });

  it('is not there for a guest, and asks nothing', async () => {
    const api = fakeApi({});
    renderShell(<NotificationBell />);
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
    api.restore();
  });
});
