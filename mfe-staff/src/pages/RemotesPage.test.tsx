import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@storefront/testing';
import type { UserInfo } from '@storefront/contracts';
import { renderStaffAt, STAFF_USER } from '../test/render-staff';

const REMOTES = [{ name: 'mfe_hosting', manifest: '/remotes/hosting/1.0.0/mf-manifest.json', version: '1.0.0', enabled: true, routes: ['/hosting'], disabledMode: 'maintenance' }];

const ADMIN = { ...STAFF_USER, id: 'u-admin', email: 'staff@example.com', role: 'admin' } as UserInfo;

describe('the Remotes page of the staff console', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('gives staff the registry read-only, and an admin its actions with a reason asked for each', async () => {
    api = fakeApi({
      'GET /api/admin/remotes': () => REMOTES,
      'GET /api/admin/audit': () => ({ items: [] }),
      'PATCH /api/admin/remotes/mfe_hosting': (call) => ({ ...REMOTES[0], enabled: false, ...(call.data as object) }),
    });
    const { unmount } = renderStaffAt('/staff/remotes');
    expect(await screen.findByRole('heading', { name: 'Remotes', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Changing remotes needs the admin role. You can read the registry and its audit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable hosting' })).not.toBeInTheDocument();
    unmount();

    renderStaffAt('/staff/remotes', ADMIN);
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
