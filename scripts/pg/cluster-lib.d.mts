// Types of cluster-lib.mjs for the TypeScript callers (the bench).

export type ClusterSettings = Readonly<Record<string, string | number>>;

export interface Cluster {
  /** `postgres://user@127.0.0.1:<port>/<database>`. */
  url: string;
  port: number;
  /** Temporary folder of the data directory, socket and `server.log`. */
  dir: string;
  /** `postgres --version`. */
  version: string;
  settings: ClusterSettings;
  /** Immediate shutdown and removal of the folder; synchronous, idempotent. */
  stop(): void;
}

export const TEST_SETTINGS: ClusterSettings;

export function startCluster(options?: { settings?: ClusterSettings; database?: string }): Promise<Cluster>;
