import { describe, expect, it } from 'vitest';

// @ts-expect-error plain ESM build helper, shared with every app's rspack.config.mjs
import { hostProvidedShared, sharedModules } from '../../../scripts/rspack/create-config.mjs';
import { PROVIDED_MODULES, sharedConfig } from './federation';

type Table = Record<
  string,
  { version: string; shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean } }
>;
const table = (hostProvidedShared as () => Table)();

describe('the shell as a runtime federation host', () => {
  it('has a module for every share key the build provides, and no other', () => {
    expect([...PROVIDED_MODULES].sort()).toEqual(Object.keys(table).sort());
  });

  it('provides every library a remote is built to share, except the form libraries remotes share among themselves', () => {
    const remoteKeys = Object.keys((sharedModules as (isHost: boolean) => Table)(false));
    const ownedByRemotes = ['react-hook-form', '@hookform/resolvers/zod', 'zod'];
    for (const key of remoteKeys.filter((k) => !ownedByRemotes.includes(k))) {
      const provided = key.endsWith('/')
        ? PROVIDED_MODULES.some((m) => m.startsWith(key))
        : PROVIDED_MODULES.includes(key);
      expect(provided, key).toBe(true);
    }
    for (const key of ownedByRemotes) expect(PROVIDED_MODULES).not.toContain(key);
  });

  it('hands each one over as already loaded, with the version and rules of the build', () => {
    const shared = sharedConfig(table);
    const react = shared.react!;
    expect(react.version).toBe(table.react!.version);
    expect(react.shareConfig).toEqual(table.react!.shareConfig);
    expect(typeof react.lib().useState).toBe('function');
    expect(shared['@teranga/shared-ui']!.shareConfig.strictVersion).toBe(true);
  });

  it('serves the development JSX runtime the remotes’ development builds call', () => {
    const lib = sharedConfig(table)['react/jsx-dev-runtime']!.lib() as { jsxDEV?: unknown };
    expect(typeof lib.jsxDEV).toBe('function');
  });

  it('refuses a share key it has no module for', () => {
    expect(() => sharedConfig({ 'left-pad': table.react! })).toThrow('left-pad');
  });
});
