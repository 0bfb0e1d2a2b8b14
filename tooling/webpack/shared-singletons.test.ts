/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports -- the build's CommonJS configs, as webpack loads them */
const { sharedConfig } = require('./shared-singletons.cjs');
const platform = require('../../shared/platform/package.json');

/** The ModuleFederationPlugin options of an app's production build: its browser build, or its server build. */
function federationOptions(app: string, build: 'browser' | 'server' = 'browser') {
  const configs = require(`../../${app}/webpack.config.cjs`)({}, { mode: 'production' });
  const config = configs[build === 'browser' ? 0 : 1];
  const plugin = config.plugins.find((p: object) => p.constructor.name === 'ModuleFederationPlugin');
  return plugin._options;
}

describe('the platform shared over federation', () => {
  it('is a singleton that every build provides in its version and requires in `^` that version, strictly', () => {
    const shared = sharedConfig();
    for (const name of ['@storefront/platform', '@storefront/platform/query']) {
      expect(shared[name]).toEqual({ singleton: true, version: platform.version, requiredVersion: `^${platform.version}`, strictVersion: true });
    }
    expect(platform.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("is guarded in the shell's build by the runtime plugin that refuses a remote built against a newer platform", () => {
    const guard = path.join(__dirname, '../../shell/src/federation/shell-runtime-plugin.ts');
    expect(federationOptions('shell').runtimePlugins).toEqual([guard]);
    expect(fs.existsSync(guard)).toBe(true);
    expect(federationOptions('mfe-domains').shared['@storefront/platform']).toEqual(sharedConfig()['@storefront/platform']);
  });

  it('is shared the same way by the server builds, which load through Node\'s runtime plugin (docs/adr/0009)', () => {
    const node = require.resolve('@module-federation/node/runtimePlugin');
    const guard = path.join(__dirname, '../../shell/src/federation/shell-runtime-plugin.ts');
    // A remote's server container loads its chunks from its own version folder (server-public-path-plugin.cjs).
    const ownFolder = path.join(__dirname, 'server-public-path-plugin.cjs');
    expect(federationOptions('shell', 'server').runtimePlugins).toEqual([node, guard]);
    for (const app of ['mfe-domains', 'mfe-hosting', 'mfe-checkout', 'mfe-account', 'mfe-promotions', 'mfe-staff']) {
      const server = federationOptions(app, 'server');
      expect({ app, shared: server.shared, library: server.library }).toEqual({ app, shared: sharedConfig(), library: { type: 'commonjs-module', name: federationOptions(app).name } });
      expect(server.exposes).toEqual(federationOptions(app).exposes);
      expect(server.runtimePlugins).toEqual([node, ownFolder]);
    }
  });
});
