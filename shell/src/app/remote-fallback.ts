// Plain TypeScript on purpose: the runtime plugin that imports it is evaluated before the
// shared React is negotiated, so nothing here may pull React in.

export const REMOTE_UNAVAILABLE = '__teranga_remote_unavailable__';

export interface RemoteUnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  remote: string;
  reason: string;
}

export function remoteUnavailable(remote: string, error: unknown): RemoteUnavailableModule {
  return {
    [REMOTE_UNAVAILABLE]: true,
    remote,
    reason: error instanceof Error ? error.message : String(error),
  };
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}
