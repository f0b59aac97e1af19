import type { ReactNode } from 'react';
import { shortId } from '@teranga/shared-ui';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import type { AuditEntry } from '../api/get-audit-log';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  actorName,
  describeChanges,
  formatEntryDate,
  targetName,
} from '../lib/audit-entry';
import styles from './audit.module.css';

/** Shown above each value when the rows stack into cards on narrow screens (the header row is hidden there). */
const CellLabel = ({ children }: { children: ReactNode }) => (
  <span className={styles.cellLabel} aria-hidden="true">
    {children}
  </span>
);

function Target({ entry }: { entry: AuditEntry }) {
  const name = targetName(entry);
  return (
    <span className={styles.target}>
      <span className={styles.targetType}>{AUDIT_TARGET_LABELS[entry.target_type] ?? entry.target_type}</span>
      {name && <span>{name}</span>}
      <span className={styles.mono}>#{shortId(entry.target_id)}</span>
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
  {
    key: 'date',
    header: 'Date',
    render: (entry) => (
      <>
        <CellLabel>Date</CellLabel>
        <time dateTime={entry.created_at} className={styles.date}>
          {formatEntryDate(entry.created_at)}
        </time>
      </>
    ),
  },
  {
    key: 'actor',
    header: 'Administrateur',
    render: (entry) => (
      <>
        <CellLabel>Administrateur</CellLabel>
        <span className={entry.actor_name ? undefined : styles.deleted}>{actorName(entry)}</span>
      </>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    render: (entry) => (
      <>
        <CellLabel>Action</CellLabel>
        {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
      </>
    ),
  },
  {
    key: 'target',
    header: 'Cible',
    render: (entry) => (
      <>
        <CellLabel>Cible</CellLabel>
        <Target entry={entry} />
      </>
    ),
  },
  {
    key: 'reason',
    header: 'Motif',
    render: (entry) => (
      <>
        <CellLabel>Motif</CellLabel>
        {entry.reason ? <span className={styles.reason}>{entry.reason}</span> : <span className={styles.muted}>—</span>}
      </>
    ),
  },
  {
    key: 'changes',
    header: 'Avant → après',
    render: (entry) => (
      <>
        <CellLabel>Avant → après</CellLabel>
        <Changes entry={entry} />
      </>
    ),
  },
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
