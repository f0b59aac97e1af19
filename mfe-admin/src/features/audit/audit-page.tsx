import { useMemo, useState } from 'react';
import { Cluster, EmptyState, Field, PageHeader, Select, Stack } from '@teranga/shared-ui';
import { QueryState } from '@teranga/shared-ui/area';
import { PagedList } from '../../components/paged-list';
import { useAuditLog, type AuditTargetType } from './api/get-audit-log';
import { AuditTable } from './components/audit-table';
import styles from './components/audit.module.css';

export const AUDIT_MESSAGES = {
  title: 'Historique',
  empty: 'Aucune action enregistrée',
  loadFailed: 'Erreur lors du chargement',
  moreFailed: 'Impossible de charger les actions suivantes : réessayez.',
} as const;

const TARGET_FILTERS: { value: AuditTargetType | ''; label: string }[] = [
  { value: '', label: 'Toutes les cibles' },
  { value: 'commande', label: 'Commandes' },
  { value: 'livraison', label: 'Livraisons' },
  { value: 'restaurant', label: 'Restaurants' },
  { value: 'user', label: 'Utilisateurs' },
  { value: 'review', label: 'Avis' },
  { value: 'settings', label: 'Paramètres' },
];

const plural = (count: number) => `${count} action${count > 1 ? 's' : ''} affichée${count > 1 ? 's' : ''}`;

/** `/admin/history`: every administrator's action, newest first, with what it changed. */
export function AuditPage() {
  const [targetType, setTargetType] = useState<AuditTargetType | ''>('');
  // The server filters and pages: each filter is its own list, read page by page.
  const log = useAuditLog(targetType || undefined);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.items) ?? [], [log.data]);

  return (
    <Stack>
      <PageHeader
        title={AUDIT_MESSAGES.title}
        subtitle="Les actions des administrateurs, des plus récentes aux plus anciennes, avec leur motif et ce qu’elles ont changé."
      />
      <Cluster align="flex-end" gap={3}>
        <Field label="Cible" className={styles.filter}>
          <Select
            options={TARGET_FILTERS}
            value={targetType}
            onChange={(event) => setTargetType(event.target.value as AuditTargetType | '')}
          />
        </Field>
      </Cluster>

      <QueryState query={log} loadingMessage="Chargement de l’historique..." errorMessage={AUDIT_MESSAGES.loadFailed}>
        {() =>
          entries.length === 0 ? (
            <EmptyState
              title={AUDIT_MESSAGES.empty}
              description={targetType ? 'Aucune action sur ce type de cible pour le moment.' : undefined}
            />
          ) : (
            <PagedList summary={plural(entries.length)} query={log} moreFailed={AUDIT_MESSAGES.moreFailed}>
              <AuditTable entries={entries} />
            </PagedList>
          )
        }
      </QueryState>
    </Stack>
  );
}
