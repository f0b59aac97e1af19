// Plain TypeScript on purpose: the runtime plugin that imports it is evaluated before the
// shared React is negotiated, so nothing here may pull React in.

export const REMOTE_UNAVAILABLE = '__teranga_remote_unavailable__';

export interface RemoteUnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  remote: string;
  reason: string;
  /**
   * 'version': the remote was built against a shared-ui this page does not have (the
   * federation runtime refused the singleton with `strictVersion`); retrying will not help
   * until the host or the remote is redeployed. 'network': anything else.
   */
  kind: 'version' | 'network';
}

/** The federation runtime's message when a strict singleton does not satisfy a remote's requirement. */
const VERSION_SKEW = /does not satisfy the requirement/;

export function remoteUnavailable(remote: string, error: unknown): RemoteUnavailableModule {
  const reason = error instanceof Error ? error.message : String(error);
  return { [REMOTE_UNAVAILABLE]: true, remote, reason, kind: VERSION_SKEW.test(reason) ? 'version' : 'network' };
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}
