import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { remoteUnavailable } from '../app/remote-fallback';

/**
 * One concern: a remote that cannot be reached (server down, manifest or chunk missing)
 * must not break the host. Its failed load resolves to a marker module that the shell
 * renders as a French "area unavailable" message with a retry button.
 */
export default function remoteUnavailableFallback(): ModuleFederationRuntimePlugin {
  return {
    name: 'teranga-remote-unavailable-fallback',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      console.error(`[federation] échec du chargement de « ${id} » (${lifecycle})`, error);
      // Manifest failures are rethrown and reach this hook again as 'onLoad' for the
      // module itself: answering there keeps one fallback per failed area load.
      if (lifecycle !== 'onLoad') return undefined;
      return remoteUnavailable(remote?.name ?? id, error);
    },
  };
}
