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
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'rxjs',
  'i18next',
  'react-i18next',
  'styled-components',
  '@storefront/platform',
];

/**
 * Shared but not required to be single. @storefront/contracts and zod are deliberately not shared: a shared
 * module is included whole, while unshared they are tree-shaken per app (the browser needs a few helpers
 * and types from contracts, and no schema library on the home page).
 */
const sharedLibraries = ['@storefront/ui', 'axios'];

function sharedConfig() {
  const shared = {};
  for (const name of singletons) shared[name] = { singleton: true, requiredVersion: false };
  for (const name of sharedLibraries) shared[name] = { requiredVersion: false };
  return shared;
}

module.exports = { singletons, sharedLibraries, sharedConfig };
