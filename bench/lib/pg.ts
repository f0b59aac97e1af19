/**
 * `--db pg`: the bench's own throwaway PostgreSQL cluster (scripts/pg/cluster-lib.mjs, the one
 * `npm run test:pg` uses), with settings fit for measuring instead of the tests' `fsync=off`.
 */
import { startCluster, type Cluster, type ClusterSettings } from '../../scripts/pg/cluster-lib.mjs';

/** The API's pool per process (`PG_POOL_SIZE`, default 10 in api/src/db/client.ts). */
export const POOL_SIZE = Number(process.env.PG_POOL_SIZE ?? 10);

/**
 * Server settings of the bench's cluster for an API of `workers` processes.
 *
 * Durability: the same class as the API's SQLite (WAL + `synchronous=NORMAL`), so that the two
 * columns compare like with like. SQLite in that mode writes each commit to the WAL file (the OS's
 * cache) without waiting for the disk: a crash of the process loses nothing committed, a power
 * loss may lose the last commits, nothing is ever corrupted. Here `fsync=on` keeps the files
 * crash-safe (never the tests' `fsync=off`, which can corrupt on a machine crash and flatters
 * every write), and `synchronous_commit=off` answers a commit before its WAL record reaches the
 * disk: a crash of an API process (what the crash section does) loses nothing committed, a crash
 * of PostgreSQL or of the machine may lose the last ≤ 3 × `wal_writer_delay` (600 ms) of commits,
 * never consistency. Production on PostgreSQL may prefer `synchronous_commit=on` (or a synchronous
 * standby, docs/deployment.md); it costs one WAL flush per commit, group-committed across clients.
 */
export function benchSettings(workers: number): ClusterSettings {
  return {
    fsync: 'on',
    synchronous_commit: 'off',
    full_page_writes: 'on',
    // Debian's 128 MB default would do for the demo data; 256 MB keeps the later, bigger runs in memory.
    shared_buffers: '256MB',
    // Each API process: a pool of PG_POOL_SIZE + one LISTEN connection. One process more for the
    // replacement forked after the crash section's SIGKILL (the dead one's connections close with
    // it, but not necessarily first) and one for a profiling run; then the bench's own and psql.
    max_connections: Math.max(100, (workers + 2) * (POOL_SIZE + 1) + 20),
  };
}

/** Starts the cluster (≈ 1 s) with `benchSettings(workers)`. */
export function startBenchCluster(workers: number): Promise<Cluster> {
  return startCluster({ settings: benchSettings(workers) });
}

/** `fsync=on, synchronous_commit=off, …` for the report. */
export function describeSettings(settings: ClusterSettings): string {
  return Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');
}

export type { Cluster };
