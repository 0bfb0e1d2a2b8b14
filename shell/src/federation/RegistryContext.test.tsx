import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findOwner, type RemoteConfig } from '@storefront/contracts';
import { useLocation, useNavigate } from '@storefront/platform';
import { renderShell } from '../test/render-shell';
import { RegistryProvider, useRegistry } from './RegistryContext';
import { RemotePage } from './RemotePage';
import { ensureRegistered } from './registry';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: jest.fn(),
}));

/** The version the federation runtime has registered: what a load gives. */
let registeredAt = '1.0.0';
jest.mock('./registry', () => ({
  fetchRegistry: jest.fn(async () => []),
  fetchRegistryIfChanged: jest.fn(async () => null),
  registerEnabledRemotes: jest.fn(),
  ensureRegistered: jest.fn((remote: { version: string }) => (registeredAt = remote.version)),
  registeredVersion: jest.fn(() => registeredAt),
}));

/** The registry watch: the test tells the page of a new registry as a poll would. */
let announce: (registry: RemoteConfig[]) => void = () => undefined;
jest.mock('./registry-watch', () => ({
  ...jest.requireActual('./registry-watch'),
  watchRegistry: ({ onRegistry }: { onRegistry: (registry: RemoteConfig[]) => void }) => {
    announce = onRegistry;
    return () => undefined;
  },
}));

const domains = (change: Partial<RemoteConfig> = {}): RemoteConfig => ({
  name: 'mfe_domains',
  manifest: '/remotes/domains/1.0.0/mf-manifest.json',
  version: '1.0.0',
  enabled: true,
  routes: ['/domain'],
  disabledMode: 'maintenance',
  ...change,
});
const v2 = domains({ version: '1.1.0', manifest: '/remotes/domains/1.1.0/mf-manifest.json' });

/** RemoteRoute's way: the path's owner in the page's registry, keyed by version; links to move around. */
function Page() {
  const { remotes } = useRegistry();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const owner = findOwner(remotes, pathname);
  return (
    <>
      <p>
        At {pathname}
        {search}
      </p>
      <button type="button" onClick={() => navigate('/domain/search')}>
        Search page
      </button>
      <button type="button" onClick={() => navigate('/domain/search?q=angkor')}>
        Same page, other query
      </button>
      <button type="button" onClick={() => navigate('/domain/transfer')}>
        Transfer page
      </button>
      {owner ? <RemotePage key={`${owner.name}@${owner.version}`} remote={owner} /> : null}
    </>
  );
}

beforeEach(() => {
  registeredAt = '1.0.0';
  loadRemote.mockReset();
  loadRemote.mockImplementation(async () => {
    const version = registeredAt;
    return { default: () => <p>Domains {version}</p> };
  });
  jest.mocked(ensureRegistered).mockClear();
});

describe('a registry change in an open page', () => {
  it('is taken at the next navigation: a new version mounts afresh there, never in the middle of a page', async () => {
    await act(async () => {
      renderShell(
        <RegistryProvider initial={[domains()]}>
          <Page />
        </RegistryProvider>,
        { path: '/domain' },
      );
    });
    expect(await screen.findByText('Domains 1.0.0')).toBeInTheDocument();

    // Staff point the registry at 1.1.0: the page open now is not touched.
    await act(async () => announce([v2]));
    expect(screen.getByText('Domains 1.0.0')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);

    // A change of the query alone is not a navigation to another page: still the same.
    await userEvent.click(screen.getByRole('button', { name: 'Same page, other query' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search page' }));
    expect(await screen.findByText('Domains 1.1.0')).toBeInTheDocument();
    expect(ensureRegistered).toHaveBeenLastCalledWith(v2);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Domains 1.0.0')).not.toBeInTheDocument();
  });

  it('keeps the page as it is until the path changes, even across query changes', async () => {
    await act(async () => {
      renderShell(
        <RegistryProvider initial={[domains()]}>
          <Page />
        </RegistryProvider>,
        { path: '/domain/search' },
      );
    });
    expect(await screen.findByText('Domains 1.0.0')).toBeInTheDocument();
    await act(async () => announce([v2]));
    await userEvent.click(screen.getByRole('button', { name: 'Same page, other query' }));
    expect(screen.getByText('At /domain/search?q=angkor')).toBeInTheDocument();
    expect(screen.getByText('Domains 1.0.0')).toBeInTheDocument();
  });

  it('shows the maintenance page of a remote disabled meanwhile at the next navigation, without loading it', async () => {
    await act(async () => {
      renderShell(
        <RegistryProvider initial={[domains()]}>
          <Page />
        </RegistryProvider>,
        { path: '/domain' },
      );
    });
    expect(await screen.findByText('Domains 1.0.0')).toBeInTheDocument();
    const loads = loadRemote.mock.calls.length;
    await act(async () => announce([domains({ enabled: false })]));
    expect(screen.getByText('Domains 1.0.0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transfer page' }));
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(loads);
  });

  it('uses a module loaded for a version again when the page comes back to that version (cached by version)', async () => {
    await act(async () => {
      renderShell(
        <RegistryProvider initial={[domains()]}>
          <Page />
        </RegistryProvider>,
        { path: '/domain' },
      );
    });
    expect(await screen.findByText('Domains 1.0.0')).toBeInTheDocument();
    await act(async () => announce([v2]));
    await userEvent.click(screen.getByRole('button', { name: 'Search page' }));
    expect(await screen.findByText('Domains 1.1.0')).toBeInTheDocument();
    // Rolled back: 1.0.0 was loaded in this page already.
    await act(async () => announce([domains()]));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer page' }));
    expect(await screen.findByText('Domains 1.0.0')).toBeInTheDocument();
  });

  it('keeps the version it has when the new one cannot be loaded (refused for its bytes), registering it again, and tries the new one at the next navigation', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const v3 = domains({ version: '1.2.0', manifest: '/remotes/domains/1.2.0/mf-manifest.json' });
    await act(async () => {
      renderShell(
        <RegistryProvider initial={[domains()]}>
          <Page />
        </RegistryProvider>,
        { path: '/domain' },
      );
    });
    expect(await screen.findByText('Domains 1.0.0')).toBeInTheDocument();
    loadRemote.mockRejectedValue(new Error('Integrity: mfe_domains 1.2.0 remoteEntry.js refused'));
    await act(async () => announce([v3]));
    await userEvent.click(screen.getByRole('button', { name: 'Search page' }));
    await act(async () => undefined);
    expect(screen.getByText('Domains 1.0.0')).toBeInTheDocument();
    expect(ensureRegistered).toHaveBeenLastCalledWith(domains());
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^mfe_domains 1\.2\.0 could not be loaded \(Integrity: .*\): the page keeps 1\.0\.0, the last version that loaded\.$/));
    const tries = loadRemote.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Transfer page' }));
    await act(async () => undefined);
    expect(loadRemote.mock.calls.length).toBe(tries + 1);
    expect(screen.getByText('Domains 1.0.0')).toBeInTheDocument();
    warn.mockRestore();
  });
});
