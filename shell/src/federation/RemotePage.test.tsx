import userEvent from '@testing-library/user-event';
import { act, screen } from '@testing-library/react';
import type { RemoteConfig } from '@storefront/contracts';
import { renderShell } from '../test/render-shell';
import { RemotePage } from './RemotePage';
import { RegistryProvider } from './RegistryContext';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

jest.mock('./registry', () => ({
  fetchRegistry: jest.fn(async () => []),
  fetchRegistryIfChanged: jest.fn(async () => null),
  registerEnabledRemotes: jest.fn(),
  ensureRegistered: jest.fn(),
  registeredVersion: jest.fn(),
}));

const remote = (change: Partial<RemoteConfig>): RemoteConfig => ({
  name: 'mfe_promotions',
  manifest: '/remotes/promotions/1.0.0/mf-manifest.json',
  version: '1.0.0',
  enabled: true,
  routes: ['/promotion'],
  disabledMode: 'maintenance',
  ...change,
});

/** Renders and lets the registry's first read settle inside act. */
async function renderSettled(ui: React.ReactElement) {
  await act(async () => {
    renderShell(ui);
  });
}

describe('RemotePage', () => {
  beforeEach(() => loadRemote.mockReset());

  it('shows under maintenance for a disabled remote without loading its code', async () => {
    await renderSettled(
      <RegistryProvider>
        <RemotePage remote={remote({ enabled: false })} />
      </RegistryProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows under construction when that is the disabled mode', async () => {
    await renderSettled(
      <RegistryProvider>
        <RemotePage remote={remote({ enabled: false, disabledMode: 'construction' })} />
      </RegistryProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Under construction' })).toBeInTheDocument();
  });

  it('renders the remote routes once loaded, and a fallback with Retry when loading fails', async () => {
    loadRemote.mockRejectedValueOnce(new Error('404'));
    await renderSettled(
      <RegistryProvider>
        <RemotePage remote={remote({ name: 'mfe_hosting' })} />
      </RegistryProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
    loadRemote.mockResolvedValueOnce({ default: () => <p>Hosting plans</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hosting plans')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mfe_hosting/routes');
  });
});
