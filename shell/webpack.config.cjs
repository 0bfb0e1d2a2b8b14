const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('../tooling/webpack/create-config.cjs');

const build = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 8081,
  // Refuses a remote built against a newer @storefront/platform than this shell provides (docs/adr/0007) and loads
  // each shared module in a task of its own.
  runtimePlugins: [path.join(__dirname, 'src/federation/shell-runtime-plugin.ts')],
});

/** The browser build with /favicon.ico, which browsers and crawlers ask for whatever the page links (16, 32 and 48 px of favicon.svg). */
const withFavicon = (browser) => ({
  ...browser,
  plugins: [...browser.plugins, new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'src/favicon.ico'), to: 'favicon.ico' }] })],
});

module.exports = (env, argv) => {
  const configs = build(env, argv);
  return Array.isArray(configs) ? [withFavicon(configs[0]), ...configs.slice(1)] : withFavicon(configs);
};
