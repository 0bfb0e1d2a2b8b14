const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true, devPort: 8081 });
