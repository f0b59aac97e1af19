// One rspack + Module Federation 2.0 configuration for the host and the four remotes.
// Every app calls it from its own rspack.config.mjs, so each still builds, serves and
// deploys on its own while the sharing rules (which decide whether there is ONE React,
// ONE router, ONE session store and ONE toast container at runtime) cannot drift apart.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { APPS, API_URL } from './apps.mjs';

const require = createRequire(import.meta.url);
const version = (pkg) => require(`${pkg}/package.json`).version;

/** Libraries that hold module-level state: a second copy would split that state. */
export function sharedModules(isHost) {
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
    // One instance translates the page; react-i18next binds its hooks to it (module state).
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // One query cache per page: a second copy would have its own React context and no cache.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // The form libraries hold no state across areas, but are large: the remotes share them so
    // that a page downloads them once, not once per area. A shared module is downloaded whole,
    // never tree-shaken, so the shell neither provides nor consumes them: its public forms use
    // what they import of react-hook-form and its resolver, and zod/mini, bundled (on /login:
    // 18.9 KB gzip in all, against 23.5 KB when react-hook-form was shared whole; the whole of zod
    // would be 87 KB; `npm run bench`). The area that opens the first form downloads them, once
    // for every area.
    ...(isHost
      ? {}
      : {
          'react-hook-form': singleton('react-hook-form'),
          '@hookform/resolvers/zod': singleton('@hookform/resolvers'),
          zod: singleton('zod'),
        }),
    // The workspace package is consumed as source. Each app requires the shared-ui it was
    // compiled against (^ of its version: newer minors add exports, never remove them), and
    // strictly: a remote built against exports the host's copy lacks must fail to load
    // (the shell then explains it) instead of running against the wrong copy.
    '@teranga/shared-ui': sharedUi,
    // Its data-layer helpers, apart so that a page without an area does not download react-query.
    '@teranga/shared-ui/area': sharedUi,
  };
}

/**
 * What the shell provides to the remotes, by exact share key (the remotes ask for `react/jsx-runtime`,
 * not `react/`). The shell is not built with the federation plugin (its public pages must load without
 * the federation runtime, see shell/src/app/federation.ts): it registers these at runtime, from its
 * own bundle, and this list keeps it in step with what the remotes are built to consume.
 */
export function hostProvidedShared() {
  const subpaths = { 'react/': ['jsx-runtime', 'jsx-dev-runtime'], 'react-dom/': ['client'] };
  const provided = {};
  for (const [key, config] of Object.entries(sharedModules(true))) {
    const { singleton, requiredVersion, version: v, strictVersion = false } = config;
    const entry = { version: v, shareConfig: { singleton, requiredVersion, strictVersion } };
    if (subpaths[key]) for (const sub of subpaths[key]) provided[key + sub] = entry;
    else provided[key] = entry;
  }
  return provided;
}

/**
 * The host's answer to a remote's mf-manifest.json: which of its files carry which shared library
 * (`shared-manifest.json`, same `shared[].assets.js.sync` shape). The host is built without the
 * federation plugin, so nothing else says it; the bench counts React copies per page with it.
 */
class SharedManifestPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('SharedManifestPlugin', (stats) => {
      const packages = [
        ...new Set(
          Object.keys(hostProvidedShared()).map((key) =>
            key
              .split('/')
              .slice(0, key.startsWith('@') ? 2 : 1)
              .join('/'),
          ),
        ),
      ];
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
      });
      const files = new Map(packages.map((pkg) => [pkg, new Set()]));
      const visit = (module, chunkFiles) => {
        if (module.modules?.length) for (const inner of module.modules) visit(inner, chunkFiles);
        const id = String(module.nameForCondition ?? module.identifier ?? module.name ?? '');
        for (const pkg of packages) {
          const local = pkg === '@teranga/shared-ui' && id.includes('/shared-ui/src/');
          if (local || id.includes(`/node_modules/${pkg}/`)) for (const f of chunkFiles) files.get(pkg).add(f);
        }
      };
      for (const chunk of json.chunks ?? []) {
        const chunkFiles = chunk.files.filter((f) => f.endsWith('.js'));
        for (const module of chunk.modules ?? []) visit(module, chunkFiles);
      }
      const shared = [...files].map(([name, set]) => ({ name, assets: { js: { sync: [...set].sort(), async: [] } } }));
      fs.writeFileSync(
        path.join(compiler.options.output.path, 'shared-manifest.json'),
        `${JSON.stringify({ shared }, null, 2)}\n`,
      );
    });
  }
}

/** The host page's head: the installable app's manifest and icons (shell/public). */
const HOST_HEAD = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
].join('\n    ');
/** A remote's standalone page: an inline icon, no request. */
const REMOTE_ICON = `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%23a63d1e'/%3E%3Ctext x='16' y='22' font-size='18' text-anchor='middle' fill='white' font-family='sans-serif'%3ET%3C/text%3E%3C/svg%3E" />`;

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (import.meta.dirname of its config)
 * @param {keyof typeof APPS} o.app the app key in apps.mjs
 * @param {Record<string,string>} [o.exposes]
 */
export function createConfig({ dir, app, exposes }) {
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
        // Only the host's page is the installable app (its manifest and icons are in shell/public).
        templateParameters: { icons: isHost ? HOST_HEAD : REMOTE_ICON },
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
        ...(isHost ? { 'process.env.TERANGA_SHARED': JSON.stringify(JSON.stringify(hostProvidedShared())) } : {}),
      }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: 'public', to: '.', noErrorOnMissing: true },
          // Standalone mode answers the API with MSW in the browser: its worker script comes
          // from the installed msw, so it always matches the library and never ships to prod.
          ...(standaloneMocks ? [{ from: require.resolve('msw/mockServiceWorker.js'), to: '.' }] : []),
        ],
      }),
      // The host is a runtime-only federation host (shell/src/app/federation.ts): no plugin, so
      // no federation runtime in its first load.
      !isHost &&
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          // Remotes consume no other remote: the host reads their manifest URLs from remotes.json
          // at runtime, so a remote can move without a shell rebuild.
          remotes: {},
          shared: sharedModules(isHost),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
      isHost && !isDev && new SharedManifestPlugin(),
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
