// One rspack + Module Federation 2.0 configuration for the host and the four remotes.
// Every app calls it from its own rspack.config.mjs, so each still builds, serves and
// deploys on its own while the sharing rules (which decide whether there is ONE React,
// ONE router, ONE session store and ONE toast container at runtime) cannot drift apart.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { APPS, API_URL } from './apps.mjs';

const require = createRequire(import.meta.url);
const version = (pkg) => require(`${pkg}/package.json`).version;

/** Libraries that hold module-level state: a second copy would split that state. */
function sharedModules(isHost) {
  const sharedUi = {
    singleton: true,
    strictVersion: true,
    version: version('@teranga/shared-ui'),
    requiredVersion: `^${version('@teranga/shared-ui')}`,
  };
  const singleton = (pkg) => ({ singleton: true, requiredVersion: `^${version(pkg)}`, version: version(pkg) });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    'react-router': singleton('react-router'),
    zustand: singleton('zustand'),
    'react-toastify': singleton('react-toastify'),
    axios: singleton('axios'),
    // One query cache per page: a second copy would have its own React context and no cache.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // Not stateful across areas, but large: shared so the page downloads them once, not once per area.
    'react-hook-form': singleton('react-hook-form'),
    '@hookform/resolvers/zod': singleton('@hookform/resolvers'),
    // zod too, but a shared module is downloaded whole, never tree-shaken (87 KB gzip), so the
    // shell neither shares nor provides it: its forms use zod/mini, bundled (6 KB gzip on /login,
    // measured; providing the whole of zod from the shell kept all of zod's core in that chunk,
    // 24 KB). The remotes provide and share it: their forms sit on lazy pages, so the area that
    // opens the first form downloads it, once for every area.
    ...(isHost ? {} : { zod: singleton('zod') }),
    // The workspace package is consumed as source. Each app requires the shared-ui it was
    // compiled against (^ of its version: newer minors add exports, never remove them), and
    // strictly: a remote built against exports the host's copy lacks must fail to load
    // (the shell then explains it) instead of running against the wrong copy.
    '@teranga/shared-ui': sharedUi,
    // Its data-layer helpers, apart so that `/` does not download react-query with the root.
    '@teranga/shared-ui/area': sharedUi,
  };
}

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (import.meta.dirname of its config)
 * @param {keyof typeof APPS} o.app the app key in apps.mjs
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins]
 */
export function createConfig({ dir, app, exposes, runtimePlugins = [] }) {
  const { name, port, title } = APPS[app];
  const isHost = app === 'shell';
  const isDev = process.env.NODE_ENV !== 'production';
  const standaloneMocks = process.env.TERANGA_STANDALONE === 'true';
  const refresh = isDev && process.argv.includes('serve');

  return {
    context: dir,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'cheap-module-source-map' : false,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // Remotes are fetched from another origin than the page: their chunks must resolve
      // against the URL remoteEntry.js came from, not the host page.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx'] },
    module: {
      parser: {
        // Styles are injected by JS: a shared module's CSS then travels with the module
        // itself, wherever the federation runtime loads it from.
        'css/auto': { exportType: 'style', namedExports: false },
      },
      generator: {
        'css/auto': { localIdentName: isDev ? '[local]__[hash:6]' : 'tg-[hash:8]', exportsConvention: 'as-is' },
      },
      rules: [
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset' },
        {
          test: /\.(ts|tsx|js|jsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh } },
            },
            env: { targets: 'chrome >= 111, firefox >= 111, safari >= 16.4' },
          },
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(import.meta.dirname, 'index.html'),
        title,
        // The host's HTML is the product's; a remote's HTML only serves standalone mode, where
        // deep links (/admin/users) need root-relative script URLs.
        publicPath: '/',
        minify: !isDev,
      }),
      new rspack.DefinePlugin({
        'process.env.TERANGA_API_URL': JSON.stringify(process.env.TERANGA_API_URL || API_URL),
        // The tracking map's tiles (default OpenStreetMap; `none` for markers only, e.g. offline).
        'process.env.TERANGA_TILE_URL': JSON.stringify(process.env.TERANGA_TILE_URL || ''),
        'process.env.TERANGA_STANDALONE': JSON.stringify(standaloneMocks ? 'true' : 'false'),
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', to: '.', noErrorOnMissing: true },
          // Standalone mode answers the API with MSW in the browser: its worker script comes
          // from the installed msw, so it always matches the library and never ships to prod.
          ...(standaloneMocks ? [{ from: require.resolve('msw/mockServiceWorker.js'), to: '.' }] : []),
        ],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        // The host knows no remote at build time: it reads their manifest URLs from
        // remotes.json at runtime, so a remote can move without a shell rebuild.
        remotes: {},
        shared: sharedModules(isHost),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        dts: false,
      }),
      refresh && new ReactRefreshRspackPlugin(),
    ].filter(Boolean),
    optimization: { minimize: !isDev },
    // `rspack serve` turns lazy compilation on for dynamic imports by default; the federation
    // boundary (`import('./bootstrap')`, exposed modules loaded by another origin) then waits
    // forever on a proxy chunk and the page stays blank.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      hot: refresh,
      historyApiFallback: true,
      // Remotes' manifests and chunks are read by the host from another port.
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
    },
    stats: 'errors-warnings',
  };
}
