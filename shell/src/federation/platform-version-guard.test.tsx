import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init } from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from '@storefront/contracts';
import { renderShell } from '../test/render-shell';
import { RegistryProvider, useRegistry } from './RegistryContext';
import { RemotePage } from './RemotePage';
import { platformMismatch } from './platform-version-guard';
import shellRuntimePlugin from './shell-runtime-plugin';
import { registerEnabledRemotes } from './registry';

/** The remotes the registry lists, each with the manifest its build published. */
const registry: RemoteConfig[] = [];
const manifests = new Map<string, unknown>();

jest.mock('./registry', () => ({
  ...jest.requireActual('./registry'),
  // A new array at each read, as the api answers.
  fetchRegistry: jest.fn(async () => [...registry]),
}));

/** A remote's mf-manifest.json as @module-federation/enhanced writes it, built against `platform`. */
function manifestOf(name: string, version: string, platform: string) {
  const assets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: `@storefront/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [
      { id: `${name}:react`, name: 'react', version: '19.2.0', singleton: true, requiredVersion: false, assets },
      { id: `${name}:@storefront/platform`, name: '@storefront/platform', version: platform, singleton: true, requiredVersion: `^${platform}`, assets },
    ],
    remotes: [],
    exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes', assets }],
  };
}

function publish(name: string, version: string, platform: string): RemoteConfig {
  const manifest = `/remotes/${name}/${version}/mf-manifest.json`;
  manifests.set(new URL(manifest, window.location.href).toString(), manifestOf(name, version, platform));
  const remote: RemoteConfig = { name, manifest, version, enabled: true, routes: [`/${name}`], disabledMode: 'maintenance' };
  registry.push(remote);
  return remote;
}

/** Stands in for fetching and running remoteEntry.js: the remote's code, were it loaded. */
const remoteCodeLoaded = jest.fn();

beforeAll(() => {
  // jsdom has no fetch; the federation runtime reads manifests with it.
  Object.assign(globalThis, {
    fetch: jest.fn(async (url: string) => ({ ok: true, status: 200, json: async () => manifests.get(url) })),
  });
  // The shell's federation instance as its build makes it: it provides platform 1.4.0 and runs its runtime plugin.
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      '@storefront/platform': { version: '1.4.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^1.4.0', strictVersion: true } },
    },
    plugins: [
      shellRuntimePlugin(),
      {
        name: 'test-remote-entry',
        loadEntry: async ({ remoteInfo }) => {
          remoteCodeLoaded(remoteInfo.name);
          return {
            init: async () => undefined,
            get: async () => () => ({ default: () => <p>Routes of {remoteInfo.name}</p> }),
          } as never;
        },
      },
    ],
  });
});

/** The route's remote as the page's registry has it now (RemoteRoute's way: Retry re-reads the registry). */
function RouteOf({ name }: { name: string }) {
  const remote = useRegistry().remotes.find((entry) => entry.name === name);
  return remote ? <RemotePage key={`${remote.name}@${remote.version}`} remote={remote} /> : null;
}

/** The shell's way: the registry's remotes registered with the federation runtime, then a route's RemotePage. */
async function renderRemote(remote: RemoteConfig) {
  registerEnabledRemotes(registry);
  await act(async () => {
    renderShell(
      <RegistryProvider>
        <RouteOf name={remote.name} />
      </RegistryProvider>,
    );
  });
}

describe('a remote built against a newer platform than the shell provides', () => {
  it('is refused with a console error that says what to do, and shows the remote fallback without loading its code, until the registry points at a compatible build', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await renderRemote(publish('mfe_promotions', '3.1.0', '2.0.0'));

      expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(remoteCodeLoaded).not.toHaveBeenCalledWith('mfe_promotions');
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(
          /^mfe_promotions 3\.1\.0 needs @storefront\/platform \^2\.0\.0, but this shell provides 1\.4\.0: the remote is not loaded, its fallback is shown\. Deploy a shell built with @storefront\/platform \^2\.0\.0 first, or point the registry \(GET \/api\/config\/remotes\) at a build of the remote made against 1\.4\.0 or an older 1\.x\./,
        ),
      );

      // Staff point the registry back at a build made against platform 1.x: Retry loads it.
      const index = registry.findIndex((remote) => remote.name === 'mfe_promotions');
      registry.splice(index, 1);
      publish('mfe_promotions', '3.0.2', '1.2.0');
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Routes of mfe_promotions')).toBeInTheDocument();
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('a remote built against the platform the shell provides, or an older minor', () => {
  it('loads', async () => {
    await renderRemote(publish('mfe_hosting', '1.2.0', '1.3.0'));
    expect(await screen.findByText('Routes of mfe_hosting')).toBeInTheDocument();
    expect(remoteCodeLoaded).toHaveBeenCalledWith('mfe_hosting');
  });
});

describe('platformMismatch', () => {
  const provided = (name: string) => (name.startsWith('@storefront/platform') ? '1.4.0' : undefined);
  const needs = (range: string | false, name = '@storefront/platform') => platformMismatch('mfe_x', [{ name, requiredVersion: range }], provided);

  it('accepts the same major at the provided minor or an older one', () => {
    expect(needs('^1.4.0')).toBeNull();
    expect(needs('^1.0.0')).toBeNull();
    expect(needs(false)).toBeNull();
  });

  it('refuses a newer major, a newer minor, and the query entry alike', () => {
    expect(needs('^2.0.0')).toMatch(/needs @storefront\/platform \^2\.0\.0, but this shell provides 1\.4\.0/);
    expect(needs('^1.5.0')).toMatch(/needs @storefront\/platform \^1\.5\.0/);
    expect(needs('^2.0.0', '@storefront/platform/query')).toMatch(/@storefront\/platform\/query/);
  });

  it('leaves the unversioned singletons alone', () => {
    expect(needs('^99.0.0', 'react')).toBeNull();
  });
});
