import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteUnavailable, remoteUnavailable, type RemoteUnavailableModule } from './remote-fallback';
import type { RemoteName } from './paths';

type Manifests = Partial<Record<RemoteName, string>>;

let manifests: Promise<Manifests> | null = null;

/**
 * The remotes' manifest URLs are read at runtime from remotes.json, served beside the
 * shell: a remote redeployed elsewhere needs a new remotes.json, not a new shell build.
 */
function readManifests(): Promise<Manifests> {
  manifests ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
      return res.json() as Promise<Manifests>;
    })
    .then((urls) => {
      registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry: entry as string })));
      return urls;
    })
    .catch((error: unknown) => {
      manifests = null; // let the next attempt fetch it again
      throw error;
    });
  return manifests;
}

export type AreaModule = { default: ComponentType } | RemoteUnavailableModule;

/** Loads the `./Area` a remote exposes; `retry` drops what the runtime cached of a failed attempt. */
export async function loadArea(remote: RemoteName, retry = false): Promise<AreaModule> {
  try {
    const urls = await readManifests();
    const entry = urls[remote];
    if (!entry) return remoteUnavailable(remote, new Error('absent de remotes.json'));
    if (retry) registerRemotes([{ name: remote, entry }], { force: true });
    const mod = await loadRemote<{ default: ComponentType }>(`${remote}/Area`);
    if (isRemoteUnavailable(mod)) return mod;
    if (!mod || typeof mod.default !== 'function') {
      return remoteUnavailable(remote, new Error('module ./Area invalide'));
    }
    return mod;
  } catch (error) {
    return remoteUnavailable(remote, error);
  }
}
