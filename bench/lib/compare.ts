/**
 * The three columns of issue 13 — SQLite ×1, PostgreSQL ×1, PostgreSQL ×2 — side by side
 * (`npm run bench -- --compare`), from the runs of each configuration: each run is kept as
 * `run-<time>-<db>-x<workers>.json`, and each row comes from the newest run of that
 * configuration that has its section (a later `--only crash` run does not hide the figures of an
 * earlier `--only api` one). The three columns are made by three commands (bench/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadStats } from './load';
import { table, verdict } from './report';

/** Names under bench/results/ of one run's results. */
export function resultFiles(db: 'sqlite' | 'pg', workers: number, startedAt: string): string[] {
  const config = `${db}-x${workers}`;
  const files = [`latest-${config}.json`, `run-${startedAt.replace(/[:.]/g, '-')}-${config}.json`];
  // latest.json keeps meaning what it meant before PostgreSQL: the default configuration's last run.
  if (db === 'sqlite' && workers === 1) files.unshift('latest.json');
  return files;
}

/** What the comparison reads of a results file (older files may lack db / workers). */
interface RunFile {
  startedAt: string;
  db?: 'sqlite' | 'pg';
  workers?: number;
  machine: { cpus?: number; loadAvgAtStart?: number[] };
  postgres?: { version: string; settings: Record<string, string | number> };
  api?: {
    roundS: number;
    rounds: number;
    scenarios: { key: string; label: string; api: LoadStats; ref: LoadStats }[];
  };
  load?: { stats: LoadStats; acknowledged: number; missing: number };
  race?: { skipped: string | null; checks: { pass: boolean }[]; statuses: Record<string, number> };
  crash?: {
    mode?: 'process' | 'worker';
    acknowledged: number;
    missing: number;
    integrity: string | null;
    restartMs: number;
    afterKill?: { acknowledged: number; lateErrors: number; lastErrorMs: number | null };
    checks: { pass: boolean }[];
  };
  summary?: { pass: number; fail: number; skipped: number };
}

const CONFIGS = [
  { key: 'sqlite-x1', label: 'SQLite ×1' },
  { key: 'pg-x1', label: 'PostgreSQL ×1' },
  { key: 'pg-x2', label: 'PostgreSQL ×2' },
];

/** The runs of one configuration, newest first. */
function runsOf(resultsDir: string, key: string): RunFile[] {
  if (!fs.existsSync(resultsDir)) return [];
  return fs
    .readdirSync(resultsDir)
    .filter((f) => f.startsWith('run-') && f.endsWith(`-${key}.json`))
    .sort()
    .reverse()
    .map((f) => JSON.parse(fs.readFileSync(path.join(resultsDir, f), 'utf8')) as RunFile);
}

type Section = 'api' | 'load' | 'race' | 'crash';

/** Prints the table; false when no configuration has been run yet. */
export function printComparison(resultsDir: string, log: (line: string) => void): boolean {
  const columns: { label: string; newest: (section?: Section) => RunFile | undefined }[] = [];
  for (const c of CONFIGS) {
    const runs = runsOf(resultsDir, c.key);
    if (runs.length === 0) log(`(${c.label} : aucune exécution dans bench/results/ — run-…-${c.key}.json)`);
    else columns.push({ label: c.label, newest: (section) => runs.find((r) => !section || r[section]) });
  }
  if (columns.length === 0) {
    log('Aucun résultat : lancez d’abord les trois commandes de bench/README.md (« Trois colonnes »).');
    return false;
  }
  const rows: string[][] = [];
  const dash = '—';
  const row = (name: string, section: Section | undefined, cell: (r: RunFile) => string) =>
    rows.push([
      name,
      ...columns.map((c) => {
        const run = c.newest(section);
        return run ? cell(run) : dash;
      }),
    ]);
  row('exécution (API)', 'api', (r) => r.startedAt);
  row(
    'charge machine au départ (1 min)',
    'api',
    (r) => `${r.machine.loadAvgAtStart?.[0] ?? dash} (${r.machine.cpus} CPU)`,
  );
  row('base', undefined, (r) =>
    r.postgres
      ? `${r.postgres.version.replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ')} : fsync=${r.postgres.settings.fsync}, synchronous_commit=${r.postgres.settings.synchronous_commit}`
      : 'SQLite WAL, synchronous=NORMAL',
  );
  row('mesure API', 'api', (r) => (r.api ? `${r.api.rounds} × ${r.api.roundS} s par côté` : dash));
  const scenarios = new Map<string, string>();
  for (const c of columns) for (const s of c.newest('api')?.api?.scenarios ?? []) scenarios.set(s.key, s.label);
  for (const [key, label] of scenarios) {
    const of = (r: RunFile) => r.api?.scenarios.find((s) => s.key === key);
    row(`${label} : API req/s (p99)`, 'api', (r) => {
      const s = of(r);
      return s
        ? `${s.api.rps} (${s.api.p99} ms)${s.api.non2xx + s.api.errors ? ` ${s.api.non2xx + s.api.errors} erreurs` : ''}`
        : dash;
    });
    row(`${label} : référence SQLite req/s (p99)`, 'api', (r) => {
      const s = of(r);
      return s ? `${s.ref.rps} (${s.ref.p99} ms)` : dash;
    });
  }
  row('charge (commandes/s, p99, perdues)', 'load', (r) =>
    r.load ? `${r.load.stats.rps}/s, ${r.load.stats.p99} ms, ${r.load.missing} perdues` : dash,
  );
  row('course 50 × 50', 'race', (r) =>
    r.race
      ? r.race.skipped
        ? `SKIPPED`
        : `${verdict(r.race.checks.every((c) => c.pass))} ${JSON.stringify(r.race.statuses)}`
      : dash,
  );
  row('SIGKILL', 'crash', (r) => {
    const c = r.crash;
    if (!c) return dash;
    const base = `${verdict(c.checks.every((x) => x.pass))} ${c.acknowledged} acquittées, ${c.missing} perdues`;
    return c.afterKill
      ? `${base} ; un processus tué : ${c.afterKill.acknowledged} acquittées ensuite par l’autre, dernière erreur +${c.afterKill.lastErrorMs ?? dash} ms ; remplacé en ${c.restartMs} ms`
      : `${base} ; redémarrée en ${c.restartMs} ms`;
  });
  row('bilan de l’exécution (API)', 'api', (r) =>
    r.summary ? `${r.summary.pass} PASS, ${r.summary.fail} FAIL, ${r.summary.skipped} SKIPPED` : dash,
  );
  log(
    [
      '',
      '## SQLite ×1, PostgreSQL ×1, PostgreSQL ×2 (dernière exécution de chaque configuration qui a la section)',
      '',
      table(['', ...columns.map((x) => x.label)], rows),
      '',
      'Chaque colonne vient d’exécutions distinctes : comparez-les à charge machine égale ; la référence (serveur nu sur SQLite, mesuré dans chaque exécution) dit combien la machine était chargée.',
    ].join('\n'),
  );
  return true;
}
