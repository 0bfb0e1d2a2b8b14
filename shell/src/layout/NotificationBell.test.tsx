import { act, screen } from '@testing-library/react';
import { bus, createStore, fetchCurrentUser } from '@storefront/platform';
import { customerUser, fakeApi } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('shows the unread count and asks again when a remote says the notifications changed (no reload)', async () => {
    let unread = 3;
    const api = fakeApi({ 'GET /api/user/notification/count-unread': () => ({ count: unread }) });
    const store = createStore();
    store.dispatch(fetchCurrentUser.fulfilled(customerUser, 'r1'));
    renderShell(<NotificationBell />, { store });
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute('href', '/notification');
    unread = 2;
    act(() => bus.publish('notifications/changed', { reason: 'read' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    unread = 0;
    act(() => bus.publish('notifications/changed', { reason: 'read' }));
    expect(await screen.findByRole('link', { name: 'Notifications, none unread' })).toBeInTheDocument();
    api.restore();
  });

  it('is not there for a guest', () => {
    renderShell(<NotificationBell />);
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
