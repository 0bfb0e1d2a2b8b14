const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 8081,
  // Refuses a remote built against a newer @storefront/platform than this shell provides (docs/adr/0007).
  runtimePlugins: [path.join(__dirname, 'src/federation/platform-version-guard.ts')],
  // The design system's Latin text faces (shared/ui/src/theme/fonts.css), on every page from its first paint.
  // Khmer's faces are left to the stylesheet: their unicode-range loads them only on a page with Khmer text.
  preloadFonts: [/inter-latin-(400|600|700)-normal\./],
});
