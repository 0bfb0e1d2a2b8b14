/**
 * The one list of modules shared over federation, imported by every app's webpack config.
 * Subpaths are listed with a trailing slash ('react/' covers react/jsx-runtime, 'react-dom/' covers
 * react-dom/client) or React would be bundled twice (module-federation/core #4727).
 */
const singletons = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'styled-components',
  // The store's libraries: shared because two packages use them — the platform and its query entry.
  '@reduxjs/toolkit',
  'react-redux',
  '@storefront/platform',
  // RTK Query and the one api over it, loaded the first time a page fetches through it.
  '@storefront/platform/query',
];

/**
 * Shared but not required to be single. @storefront/contracts and zod are deliberately not shared: a shared
 * module is included whole, while unshared they are tree-shaken per app (the browser needs a few helpers
 * and types from contracts, and no schema library on the home page).
 *
 * react-router, rxjs, i18next, react-i18next and axios are not listed: only @storefront/platform imports them
 * (lint enforces it) and re-exports what apps use, so they are loaded once, inside the platform singleton,
 * and tree-shaken there (docs/adr/0005). Apps reach Redux Toolkit and react-redux through the platform too.
 */
const sharedLibraries = ['@storefront/ui'];

/**
 * The platform is versioned (docs/adr/0007-versioned-platform.md): every build provides the version in
 * shared/platform/package.json and requires `^` that version — the surface it was compiled against, or a later
 * minor. A remote built against a newer platform than the shell provides is refused: the shell's runtime plugin
 * (shell/src/federation/platform-version-guard.ts) reads the requirement from the remote's manifest, logs what to
 * do and shows the remote fallback without running its code; strictVersion makes the federation runtime itself
 * refuse it too, should a remote ever be loaded without its manifest.
 */
const platformVersion = require('../../shared/platform/package.json').version;
const versionedSingletons = { '@storefront/platform': platformVersion, '@storefront/platform/query': platformVersion };

function sharedConfig() {
  const shared = {};
  for (const name of singletons) {
    const version = versionedSingletons[name];
    shared[name] = version ? { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true } : { singleton: true, requiredVersion: false };
  }
  for (const name of sharedLibraries) shared[name] = { requiredVersion: false };
  return shared;
}

module.exports = { singletons, sharedLibraries, versionedSingletons, sharedConfig };
