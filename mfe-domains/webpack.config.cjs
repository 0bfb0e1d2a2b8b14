const { createConfig } = require('../tooling/webpack/create-config.cjs');
const pkg = require('./package.json');

/** The remote's one public surface: its routes and the SearchBox widget. */
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_domains',
  devPort: pkg.storefront.devPort,
  exposes: {
    './routes': './src/routes.tsx',
    './SearchBox': './src/widgets/SearchBox.tsx',
  },
});
