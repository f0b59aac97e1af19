import { useTranslation } from 'react-i18next';
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
import { ADMIN_NS } from '../../../i18n';
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

/** The log's entries, newest first: a table on wide screens, one card per entry on a phone. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const columns: TableColumn<AuditEntry>[] = [
    labelledColumn('date', t('audit.table.date'), (entry: AuditEntry) => (
      <time dateTime={entry.created_at} className={styles.date}>
        {formatEntryDate(entry.created_at)}
      </time>
    )),
    labelledColumn('actor', t('audit.table.actor'), (entry: AuditEntry) => (
      <span className={entry.actor_name ? undefined : styles.deleted}>{actorName(entry)}</span>
    )),
    labelledColumn(
      'action',
      t('audit.table.action'),
      (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    ),
    labelledColumn('target', t('audit.table.target'), (entry: AuditEntry) => <Target entry={entry} />),
    labelledColumn('reason', t('audit.table.reason'), (entry: AuditEntry) =>
      entry.reason ? <span className={styles.reason}>{entry.reason}</span> : <span className={styles.muted}>—</span>,
    ),
    labelledColumn('changes', t('audit.table.changes'), (entry: AuditEntry) => <Changes entry={entry} />),
  ];
  return (
    <Table
      caption={t('audit.table.caption')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      emptyMessage={t('audit.empty')}
      stacked
    />
  );
}
