/**
 * The server build of an app, published beside its browser build (docs/adr/0009-server-rendering.md):
 * - a remote's server container (dist/server/remoteEntry.js), CommonJS for Node, which the storefront server
 *   loads through the federation runtime from the same registry entry, at the same version, as the browser;
 * - the shell's renderer (dist/server/server.js), the federation host of the server: the api requires it and
 *   it loads the remotes' server containers at run time. No remote URL or version is compiled into either.
 * Not minified (readable stack traces in the server log); no CSS (the server never imports a stylesheet).
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-singletons.cjs');

const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
/** A remote's container loads its chunks from its own version folder (see the file). */
const serverPublicPathPlugin = require.resolve('./server-public-path-plugin.cjs');

/** Where a remote's server entry sits inside its version folder; the browser manifest names it (ssrRemoteEntry). */
const SERVER_DIR = 'server';

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name the federation name (shell, mfe_domains, …)
 * @param {Record<string,string>} [options.exposes] a remote's public surface
 * @param {boolean} [options.host] the shell: builds the renderer (src/server/entry.ts) instead of a container
 * @param {string[]} [options.runtimePlugins] federation runtime plugins besides Node's own
 */
function createServerConfig({ dir, name, exposes, host = false, runtimePlugins = [] }) {
  return {
    name: `${name}-server`,
    context: dir,
    entry: host ? { server: './src/server/entry.ts' } : {},
    mode: 'production',
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      // Chunks are found beside the entry that loaded them (a version folder's URL, or the shell's dist/server).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}_server`,
      library: host ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/, sideEffects: false },
        { test: /\.(woff2?|svg|png|jpg|ico)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    performance: { hints: false },
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : exposes,
        remotes: host ? {} : undefined,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        remoteType: 'script',
        library: host ? undefined : { type: 'commonjs-module', name },
        runtimePlugins: host ? [nodeRuntimePlugin, ...runtimePlugins] : [nodeRuntimePlugin, serverPublicPathPlugin, ...runtimePlugins],
        manifest: false,
        dts: false,
      }),
    ],
  };
}

module.exports = { createServerConfig, SERVER_DIR };
