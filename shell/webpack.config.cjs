const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 8081,
  // Refuses a remote built against a newer @storefront/platform than this shell provides (docs/adr/0007) and loads
  // each shared module in a task of its own.
  runtimePlugins: [path.join(__dirname, 'src/federation/shell-runtime-plugin.ts')],
});
