import type { ComponentType } from 'react';
import { isRemoteUnavailable, remoteUnavailable, type RemoteUnavailableModule } from './remote-fallback';
import type { RemoteName } from './paths';

type Manifests = Partial<Record<RemoteName, string>>;

let manifests: Promise<Manifests> | null = null;

// The federation runtime comes with the first area, never with the public pages (federation.ts).
const loadFederation = () => import('./federation').then((m) => m.federation());

/**
 * The remotes' manifest URLs are read at runtime from remotes.json, served beside the
 * shell: a remote redeployed elsewhere needs a new remotes.json, not a new shell build.
 */
function readManifests(): Promise<Manifests> {
  manifests ??= Promise.all([
    fetch('/remotes.json', { cache: 'no-cache' }).then((res) => {
      if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
      return res.json() as Promise<Manifests>;
    }),
    loadFederation(),
  ])
    .then(([urls, mf]) => {
      mf.registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry: entry as string })));
      return urls;
    })
    .catch((error: unknown) => {
      manifests = null; // let the next attempt fetch it again
      throw error;
    });
  return manifests;
}

/**
 * Starts downloading an area before the router asks for it: on a first visit straight to an area
 * page, the remote's manifest, entry and `./Area` chunks then come in parallel with the shell's own
 * chunks instead of after them (Lighthouse's mobile preset on /client/explorer, `npm run bench`).
 */
export async function preloadArea(remote: RemoteName): Promise<void> {
  try {
    const urls = await readManifests();
    if (!urls[remote]) return;
    const mf = await loadFederation();
    await mf.preloadRemote([{ nameOrAlias: remote, exposes: ['./Area'] }]);
  } catch (error) {
    // Only a head start: the real load reports its own failure.
    console.warn('[teranga] préchargement de l’espace impossible', remote, error);
  }
}

/**
 * What a remote exposes as `./Area`: its root component and, optionally, `ready`, which settles once
 * its catalogue is there in the page's language (shared-ui's `registerNamespace`).
 */
export type AreaModule = { default: ComponentType; ready?: Promise<unknown> } | RemoteUnavailableModule;

/**
 * The remotes whose last load failed. The runtime keeps what it got of a failed load: asked again as
 * is, it no longer says why (a version skew would read as a broken module). So any new load of such
 * a remote — a retry, a second visit, a remounted route — starts from a fresh registration.
 */
const failed = new Set<RemoteName>();

/** Loads the `./Area` a remote exposes; `retry` drops what the runtime cached of an earlier attempt. */
export async function loadArea(remote: RemoteName, retry = false): Promise<AreaModule> {
  const mod = await attemptLoad(remote, retry || failed.has(remote));
  if (isRemoteUnavailable(mod)) failed.add(remote);
  else failed.delete(remote);
  return mod;
}

async function attemptLoad(remote: RemoteName, fresh: boolean): Promise<AreaModule> {
  try {
    const urls = await readManifests();
    const entry = urls[remote];
    if (!entry) return remoteUnavailable(remote, new Error('absent de remotes.json'));
    const mf = await loadFederation();
    if (fresh) mf.registerRemotes([{ name: remote, entry }], { force: true });
    const mod = await mf.loadRemote<{ default: ComponentType; ready?: Promise<unknown> }>(`${remote}/Area`);
    if (isRemoteUnavailable(mod)) return mod;
    if (!mod || typeof mod.default !== 'function') {
      return remoteUnavailable(remote, new Error('module ./Area invalide'));
    }
    // The area's first frame is in the page's language; a catalogue that cannot be had leaves it in French.
    await mod.ready?.catch((error: unknown) => console.error(`[teranga] catalogue de ${remote} indisponible`, error));
    return mod;
  } catch (error) {
    return remoteUnavailable(remote, error);
  }
}
