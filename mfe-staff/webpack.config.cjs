const { createConfig } = require('../tooling/webpack/create-config.cjs');
const pkg = require('./package.json');

/** The remote's one public surface: its routes (the staff console under /staff). */
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_staff',
  devPort: pkg.storefront.devPort,
  exposes: { './routes': './src/routes.tsx' },
});
