import { act, screen } from '@testing-library/react';
import { createStore, fetchCurrentUser, Route, Routes } from '@storefront/platform';
import { REMOTES, type RemoteConfig, type RemoteName, type UserInfo } from '@storefront/contracts';
import { fakeApi } from '@storefront/testing';
import { RegistryProvider } from '../federation/RegistryContext';
import { renderShell } from '../test/render-shell';
import { ShellRoutes } from './ShellRoutes';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));
jest.mock('../federation/registry', () => ({
  fetchRegistry: jest.fn(async () => []),
  fetchRegistryIfChanged: jest.fn(async () => null),
  registerEnabledRemotes: jest.fn(),
  ensureRegistered: jest.fn(),
  registeredVersion: jest.fn(),
}));

const user = (role: UserInfo['role']): UserInfo =>
  ({ id: `u-${role}`, email: `${role}@example.com`, username: role, firstName: 'Dara', lastName: 'Test', phoneNumber: null, role, localeCode: 'en', emailVerified: true, twoFactorEnabled: false, hasPassword: true }) as UserInfo;

/** The registry as the api seeds it: every remote, the staff console's among them. */
const REGISTRY: RemoteConfig[] = (Object.keys(REMOTES) as RemoteName[]).map((name) => ({
  name,
  manifest: `/remotes/${REMOTES[name].short}/1.0.0/mf-manifest.json`,
  version: '1.0.0',
  enabled: true,
  routes: [...REMOTES[name].routes],
  disabledMode: 'maintenance',
}));

async function renderAt(path: string, role: UserInfo['role'] | null) {
  const store = createStore();
  store.dispatch(fetchCurrentUser.fulfilled(role ? user(role) : (null as never), 'test'));
  let unmount = () => {};
  await act(async () => {
    unmount = renderShell(
      <RegistryProvider initial={REGISTRY}>
        {/* As App mounts the routes: English unprefixed, Khmer under /km. */}
        <Routes>
          <Route path="km/*" element={<ShellRoutes />} />
          <Route path="*" element={<ShellRoutes />} />
        </Routes>
      </RegistryProvider>,
      { store, path },
    ).unmount;
  });
  return unmount;
}

const staffLoads = () => loadRemote.mock.calls.filter(([id]) => String(id).startsWith('mfe_staff/'));

describe('the staff console at /staff (remote mfe-staff)', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  beforeEach(() => {
    loadRemote.mockReset();
    loadRemote.mockImplementation(async (id: string) => ({ default: () => <p>Routes of {id}</p> }));
  });
  afterEach(() => api?.restore());

  it('shows guests and customers the 404 page without fetching the console or asking the api', async () => {
    api = fakeApi({});
    for (const role of [null, 'customer'] as const) {
      for (const path of ['/staff', '/staff/remotes', '/km/staff/customers']) {
        const unmount = await renderAt(path, role);
        expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
        unmount();
      }
    }
    expect(staffLoads()).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it("never fetches the console on a customer's pages, though the registry names it", async () => {
    api = fakeApi({});
    for (const path of ['/', '/about-us', '/faq', '/domain', '/hosting', '/checkout-basket', '/account', '/promotion']) {
      const unmount = await renderAt(path, 'customer');
      unmount();
    }
    // The pages of the remotes did load theirs (the check sees loads), none the staff console's.
    expect(loadRemote).toHaveBeenCalledWith('mfe_domains/routes');
    expect(staffLoads()).toEqual([]);
  });

  it("mounts the staff remote's routes for a staff sign-in, in English and under /km", async () => {
    for (const path of ['/staff/remotes', '/km/staff/vouchers']) {
      const unmount = await renderAt(path, 'support');
      expect(await screen.findByText('Routes of mfe_staff/routes')).toBeInTheDocument();
      unmount();
    }
    // Loaded once, then kept for the page (use-remote-module's cache).
    expect(staffLoads()).toEqual([['mfe_staff/routes']]);
  });
});
