import { shortId } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import type { AuditEntry } from '../api/get-audit-log';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  actorName,
  describeChanges,
  formatEntryDate,
  isSingleTarget,
  targetName,
} from '../lib/audit-entry';
import { labelledColumn } from '../../../components/cell-label';
import styles from './audit.module.css';

function Target({ entry }: { entry: AuditEntry }) {
  const name = targetName(entry);
  return (
    <span className={styles.target}>
      <span className={styles.targetType}>{AUDIT_TARGET_LABELS[entry.target_type] ?? entry.target_type}</span>
      {name && <span>{name}</span>}
      {!isSingleTarget(entry) && <span className={styles.mono}>#{shortId(entry.target_id)}</span>}
    </span>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const lines = describeChanges(entry);
  if (lines.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.changes}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const columns: TableColumn<AuditEntry>[] = [
  labelledColumn('date', 'Date', (entry: AuditEntry) => (
    <time dateTime={entry.created_at} className={styles.date}>
      {formatEntryDate(entry.created_at)}
    </time>
  )),
  labelledColumn('actor', 'Administrateur', (entry: AuditEntry) => (
    <span className={entry.actor_name ? undefined : styles.deleted}>{actorName(entry)}</span>
  )),
  labelledColumn('action', 'Action', (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action),
  labelledColumn('target', 'Cible', (entry: AuditEntry) => <Target entry={entry} />),
  labelledColumn('reason', 'Motif', (entry: AuditEntry) =>
    entry.reason ? <span className={styles.reason}>{entry.reason}</span> : <span className={styles.muted}>—</span>,
  ),
  labelledColumn('changes', 'Avant → après', (entry: AuditEntry) => <Changes entry={entry} />),
];

/** The log's entries, newest first: a table on wide screens, one card per entry on a phone. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Table
      caption="Actions des administrateurs, des plus récentes aux plus anciennes"
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      emptyMessage="Aucune action enregistrée"
      stacked
    />
  );
}
