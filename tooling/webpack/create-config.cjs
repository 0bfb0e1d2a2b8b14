/**
 * The webpack config every app builds with: swc for TypeScript, module federation with the shared
 * singletons, hashed chunk names, precompressed (.gz, .br) assets.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { AfterFirstPaintPlugin } = require('./after-first-paint-plugin.cjs');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedConfig, versionedSingletons } = require('./shared-singletons.cjs');
const { createServerConfig, SERVER_DIR } = require('./create-server-config.cjs');

const runtimeCoreEsm = path.join(path.dirname(require.resolve('@module-federation/runtime-tools/package.json')), 'dist/runtime-core.js');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name the federation name (shell, mfe_domains, …)
 * @param {Record<string,string>} [options.exposes] a remote's public surface
 * @param {boolean} [options.host] the shell: html page, no exposes
 * @param {number} [options.devPort]
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (files whose default export makes the plugin)
 */
function createConfig(options) {
  return (_env, argv) => {
    const browser = createBrowserConfig(options, argv.mode !== 'development');
    // A production build publishes the server build beside the browser build (webpack runs both at once).
    return argv.mode === 'development' ? browser : [browser, createServerConfig(options)];
  };
}

/**
 * The remote's manifest names its server entry, as Modern.js does: the federation runtime on Node reads
 * `metaData.ssrRemoteEntry` of the same manifest the browser reads, so one registry entry serves both.
 */
const ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
function withServerEntry({ stats, manifest }) {
  for (const document of [stats, manifest]) if (document?.metaData) document.metaData.ssrRemoteEntry = ssrRemoteEntry;
}

/**
 * The shell says which versions of the versioned singletons it provides (`shared-versions.json` in its dist):
 * publishing a remote that needs a newer platform than the served shell is refused (api/src/remotes/skew.ts,
 * docs/adr/0010-remote-releases.md).
 */
class SharedVersionsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedVersionsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('shared-versions.json', new sources.RawSource(`${JSON.stringify(versionedSingletons, null, 2)}\n`));
      });
    });
  }
}

function createBrowserConfig({ dir, name, exposes, host = false, devPort = 8081, runtimePlugins = [] }, production) {
  return {
    context: dir,
    entry: host ? { main: './src/main.ts' } : {},
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    // The code is compiled for ES2020 browsers (swc target); webpack's own runtime code follows (shorter).
    target: ['web', 'es2020'],
    output: {
      path: path.join(dir, 'dist'),
      publicPath: host ? '/' : 'auto',
      // The federation runtime asks for the entry's path before content hashes exist (it only needs the
      // folder depth), so the hash is added only once it is known.
      filename: production ? (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js') : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      // The server build writes dist/server at the same time: each build cleans only its own files.
      clean: { keep: new RegExp(`^${SERVER_DIR}[\\\\/]`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // The plugin that provides the federation runtime to remotes require()s it, which resolves to the
      // CommonJS build beside the ES build the shell itself runs: two copies of the runtime (~15 KB) on
      // every page. Pointing the require at the ES build leaves one.
      alias: host ? { '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm } : {},
      // RxJS's ES2015 build (its `es2015` export) instead of its ES5 one, which adds tslib's helpers to every page.
      conditionNames: ['es2015', '...'],
    },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        // A remote feature's index.ts only re-exports (lint enforces it): free of side effects, so a page that
        // imports one export of a feature does not bundle the rest of it (tooling/lint/boundaries.cjs).
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/, sideEffects: false },
        // The shell's stylesheets (the design system's fonts) are real CSS files linked from the page.
        { test: /\.css$/, use: [host ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(woff2?|svg|png|jpg|ico)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, pure_getters: true }, format: { comments: false } } },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : exposes,
        remotes: host ? {} : undefined,
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: host ? false : { additionalData: withServerEntry },
        dts: false,
        // The shell provides the federation runtime once; remotes use it instead of each shipping a copy.
        // target 'web' drops the runtime's Node.js code paths from the browser bundle. (Leaving out the
        // snapshot plugin saves only ~1 KB and would mean reading manifests by hand: kept.)
        experiments: {
          asyncStartup: true,
          ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      ...(host
        ? [
            new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
            new SharedVersionsPlugin(),
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src/index.html'),
              favicon: path.join(dir, 'src/favicon.svg'),
              scriptLoading: 'defer',
            }),
            // The page's code and its stylesheet (the fonts) are loaded after its first paint, by the shell's boot script
            // (which also keeps early taps).
            new AfterFirstPaintPlugin({ boot: path.join(dir, 'src/boot/boot.js'), afterPaintStyles: true }),
          ]
        : []),
      ...(production
        ? [
            // Small files too (a 527-byte chunk is 311 bytes in brotli); one that does not shrink by a fifth is left
            // as it is (the plugin's minRatio), and the server sends the plain file.
            new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 0, filename: '[path][base].gz' }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|json|svg)$/,
              threshold: 0,
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    devServer: {
      port: Number(process.env.PORT || devPort),
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: host,
      proxy: host ? [{ context: ['/api', '/remotes'], target: process.env.API_URL || 'http://127.0.0.1:8080' }] : undefined,
    },
  };
}

module.exports = { createConfig };

