import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cluster, EmptyState, Field, PageHeader, Select, Stack, i18n } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { PagedList } from '../../components/paged-list';
import { ADMIN_NS } from '../../i18n';
import { useAuditLog, type AuditTargetType } from './api/get-audit-log';
import { AuditTable } from './components/audit-table';
import styles from './components/audit.module.css';

/** The page's messages in the page's language (tests find them by these names). */
export const AUDIT_MESSAGES = {
  get title() {
    return i18n.t('admin:audit.title');
  },
  get empty() {
    return i18n.t('admin:audit.empty');
  },
  get loadFailed() {
    return i18n.t('admin:audit.loadFailed');
  },
  get moreFailed() {
    return i18n.t('admin:audit.moreFailed');
  },
};

const TARGET_FILTERS = [
  'commande',
  'livraison',
  'restaurant',
  'user',
  'review',
  'settings',
] as const satisfies readonly AuditTargetType[];

/** `/admin/history`: every administrator's action, newest first, with what it changed. */
export function AuditPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [targetType, setTargetType] = useState<AuditTargetType | ''>('');
  // The server filters and pages: each filter is its own list, read page by page.
  const log = useAuditLog(targetType || undefined);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);

  return (
    <Stack>
      <PageHeader title={AUDIT_MESSAGES.title} subtitle={t('audit.subtitle')} />
      <Cluster align="flex-end" gap={3}>
        <Field label={t('audit.target')} className={styles.filter}>
          <Select
            options={[
              { value: '', label: t('audit.filters.all') },
              ...TARGET_FILTERS.map((target) => ({ value: target, label: t(`audit.filters.${target}`) })),
            ]}
            value={targetType}
            onChange={(event) => setTargetType(event.target.value as AuditTargetType | '')}
          />
        </Field>
      </Cluster>

      <QueryState query={log} loadingMessage={t('audit.loading')} errorMessage={AUDIT_MESSAGES.loadFailed}>
        {() =>
          entries.length === 0 ? (
            <EmptyState title={AUDIT_MESSAGES.empty} description={targetType ? t('audit.emptyFiltered') : undefined} />
          ) : (
            <PagedList
              summary={t('audit.shown', { count: entries.length })}
              query={log}
              moreFailed={AUDIT_MESSAGES.moreFailed}
            >
              <AuditTable entries={entries} />
            </PagedList>
          )
        }
      </QueryState>
    </Stack>
  );
}
