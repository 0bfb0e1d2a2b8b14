const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 8081,
  // Refuses a remote built against a newer @storefront/platform than this shell provides (docs/adr/0007).
  runtimePlugins: [path.join(__dirname, 'src/federation/platform-version-guard.ts')],
});
