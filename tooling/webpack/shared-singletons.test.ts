/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports -- the build's CommonJS configs, as webpack loads them */
const { sharedConfig } = require('./shared-singletons.cjs');
const platform = require('../../shared/platform/package.json');

/** The ModuleFederationPlugin options of an app's production build. */
function federationOptions(app: string) {
  const config = require(`../../${app}/webpack.config.cjs`)({}, { mode: 'production' });
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
    const guard = path.join(__dirname, '../../shell/src/federation/platform-version-guard.ts');
    expect(federationOptions('shell').runtimePlugins).toEqual([guard]);
    expect(fs.existsSync(guard)).toBe(true);
    expect(federationOptions('mfe-domains').shared['@storefront/platform']).toEqual(sharedConfig()['@storefront/platform']);
  });
});
