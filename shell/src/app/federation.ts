import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as TanstackReactQuery from '@tanstack/react-query';
import * as SharedUi from '@teranga/shared-ui';
import * as SharedUiArea from '@teranga/shared-ui/area';
import * as Axios from 'axios';
import * as i18next from 'i18next';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactI18next from 'react-i18next';
import * as ReactToastify from 'react-toastify';
import * as JsxDevRuntime from 'react/jsx-dev-runtime';
import * as JsxRuntime from 'react/jsx-runtime';
import * as Zustand from 'zustand';

import remoteUnavailableFallback from '../runtime-plugins/remote-unavailable-fallback';
import * as RouterExports from './router-exports';

/**
 * The shell is a runtime-only federation host. Its public pages (`/`, `/login`) are the first
 * thing most visitors download, and the federation plugin would put its runtime (30 KB gzip) in
 * that first load (`npm run bench`, front section). So the shell is built without the plugin, and
 * this module, loaded with the first area, creates the federation instance and provides the
 * remotes with the shell's own copies of the shared libraries: ONE React, router, session store,
 * query cache, toast outlet and i18n instance for the page, as the plugin would have.
 *
 * Every one of them already runs in the page when an area loads (the router, the query layout and
 * the toast outlet come first), so each is handed over as loaded: a remote that requires another
 * version of a singleton is then refused (strictVersion) instead of running its own copy beside
 * the page's, as with the plugin.
 *
 * What is provided, with which version and rules, comes from scripts/rspack/create-config.mjs
 * (`hostProvidedShared`, injected at build time); this table only says where each module is.
 * federation.test.ts checks that the two name the same modules.
 */
const PROVIDED: Readonly<Record<string, () => unknown>> = {
  react: () => React,
  'react/jsx-runtime': () => JsxRuntime,
  // What the remotes' development builds (`npm run dev`) call: `jsxDEV`, not in jsx-runtime.
  'react/jsx-dev-runtime': () => JsxDevRuntime,
  'react-dom': () => ReactDom,
  'react-dom/client': () => ReactDomClient,
  // The parts the areas use, not the whole module (router-exports.ts); `react-router` is only asked
  // for by react-router-dom itself, which a remote then never loads.
  'react-router-dom': () => RouterExports,
  'react-router': () => RouterExports,
  zustand: () => Zustand,
  'react-toastify': () => ReactToastify,
  axios: () => Axios,
  i18next: () => i18next,
  'react-i18next': () => ReactI18next,
  '@tanstack/react-query': () => TanstackReactQuery,
  '@teranga/shared-ui': () => SharedUi,
  '@teranga/shared-ui/area': () => SharedUiArea,
};

export const PROVIDED_MODULES: readonly string[] = Object.keys(PROVIDED);

interface ProvidedShare {
  version: string;
  shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean };
}

/** The build's table (create-config.mjs); `{}` outside a build, where tests pass their own. */
function buildTable(): Record<string, ProvidedShare> {
  try {
    // The bundler substitutes this exact expression with a JSON string literal.
    return JSON.parse(process.env.TERANGA_SHARED ?? '{}') as Record<string, ProvidedShare>;
  } catch {
    return {};
  }
}

export function sharedConfig(table: Record<string, ProvidedShare> = buildTable()) {
  return Object.fromEntries(
    Object.entries(table).map(([key, { version, shareConfig }]) => {
      const lib = PROVIDED[key];
      if (!lib) throw new Error(`module partagé sans source dans le shell : ${key}`);
      return [key, { version, scope: 'default', shareConfig, lib: lib as () => Record<string, unknown> }];
    }),
  );
}

let instance: ModuleFederation | null = null;

/** The page's federation instance, created on first use. */
export function federation(): ModuleFederation {
  instance ??= createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedConfig(),
    // A library the page already runs is the one to use, whatever a remote was built with
    // (within its required range): the same rule the plugin-built host followed.
    shareStrategy: 'loaded-first',
    plugins: [remoteUnavailableFallback()],
  });
  return instance;
}
