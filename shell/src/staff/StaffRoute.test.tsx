import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import { createStore, fetchCurrentUser, Route, Routes } from '@storefront/platform';
import type { UserInfo } from '@storefront/contracts';
import { renderShell } from '../test/render-shell';
import { StaffRoute } from './StaffRoute';

const user = (role: UserInfo['role']): UserInfo =>
  ({
  id: `u-${role}`,
  email: `${role}@example.com`,
  username: role,
  firstName: 'Dara',
  lastName: 'Test',
  phoneNumber: null,
  role,
  localeCode: 'en',
  emailVerified: true,
  twoFactorEnabled: false,
  hasPassword: true,
  }) as UserInfo;

const REMOTES = [{ name: 'mfe_hosting', manifest: '/remotes/hosting/1.0.0/mf-manifest.json', version: '1.0.0', enabled: true, routes: ['/hosting'], disabledMode: 'maintenance' }];

function renderAs(role: UserInfo['role'] | null, path = '/staff/remotes') {
  const store = createStore();
  if (role) store.dispatch(fetchCurrentUser.fulfilled(user(role), 'test'));
  else store.dispatch(fetchCurrentUser.fulfilled(null as never, 'test'));
  return renderShell(
    <Routes>
      <Route path="staff/*" element={<StaffRoute />} />
    </Routes>,
    { store, path },
  );
}

describe('the staff console at /staff', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('shows guests and customers the 404 page, and asks the api nothing', async () => {
    api = fakeApi({});
    for (const role of [null, 'customer'] as const) {
      const { unmount } = renderAs(role);
      expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
      unmount();
    }
    expect(api.calls).toEqual([]);
  });

  it('gives staff the registry read-only, and an admin its actions with a reason asked for each', async () => {
    api = fakeApi({
      'GET /api/admin/remotes': () => REMOTES,
      'GET /api/admin/audit': () => ({ items: [] }),
      'PATCH /api/admin/remotes/mfe_hosting': (call) => ({ ...REMOTES[0], enabled: false, ...(call.data as object) }),
    });
    const { unmount } = renderAs('support');
    expect(await screen.findByRole('heading', { name: 'Remotes', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Changing remotes needs the admin role. You can read the registry and its audit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable hosting' })).not.toBeInTheDocument();
    unmount();

    renderAs('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable hosting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable hosting' });
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Say why, in at least 3 characters.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'database migration');
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await screen.findByRole('heading', { name: 'Remotes', level: 2 });
    expect(dialog).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.data).toEqual({ enabled: false, reason: 'database migration' });
  });
});
