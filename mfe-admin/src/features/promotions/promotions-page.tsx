import { useState } from 'react';
import {
  Button,
  Cluster,
  EmptyState,
  Field,
  PageHeader,
  Select,
  Stack,
  Text,
  promoFieldErrors,
  type Promo,
} from '@teranga/shared-ui';
import { ConfirmDialog, QueryState } from '@teranga/shared-ui/area';
import { useNow } from '../../components/use-now';
import { useCreatePromo } from './api/create-promo';
import { useDeactivatePromo } from './api/deactivate-promo';
import { usePromos } from './api/get-promos';
import type { PromoFilter } from './api/keys';
import { CreatePromoDialog } from './components/create-promo-dialog';
import { PromosTable } from './components/promos-table';
import styles from './components/promotions.module.css';

export const PROMOTIONS_MESSAGES = {
  title: 'Promotions',
  empty: 'Aucun code promo',
  loadFailed: 'Erreur lors du chargement des codes promo',
} as const;

const FILTERS: { value: PromoFilter; label: string }[] = [
  { value: 'all', label: 'Tous' },
  { value: 'active', label: 'Actifs' },
  { value: 'inactive', label: 'Désactivés' },
];

const EMPTY_DESCRIPTIONS: Readonly<Record<PromoFilter, string>> = {
  all: 'Créez un code de la plateforme ; les restaurateurs créent ceux de leur restaurant.',
  active: 'Aucun code ne s’applique en ce moment.',
  inactive: 'Aucun code n’a été désactivé.',
};

const counted = (count: number) => `${count} code${count > 1 ? 's' : ''} affiché${count > 1 ? 's' : ''}`;

/** Expiry and start dates move on between two reads of the list. */
const CLOCK_MS = 60_000;

/**
 * `/admin/promotions`: every promo code, the platform's and the restaurants' (who funds each),
 * a new platform code, and any code switched off.
 */
export function PromotionsPage() {
  const [filter, setFilter] = useState<PromoFilter>('all');
  const promos = usePromos(filter);
  const now = useNow(CLOCK_MS);
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<Promo | null>(null);
  const create = useCreatePromo();
  const deactivate = useDeactivatePromo();

  return (
    <Stack>
      <PageHeader
        title={PROMOTIONS_MESSAGES.title}
        subtitle="Les codes promo de la plateforme, payés par Teranga, et ceux des restaurants, payés par le restaurant."
        actions={<Button onClick={() => setCreating(true)}>Nouveau code</Button>}
      />
      <Cluster align="flex-end" gap={3}>
        <Field label="Afficher" className={styles.filter}>
          <Select options={FILTERS} value={filter} onChange={(event) => setFilter(event.target.value as PromoFilter)} />
        </Field>
      </Cluster>

      <QueryState
        query={promos}
        loadingMessage="Chargement des codes promo..."
        errorMessage={PROMOTIONS_MESSAGES.loadFailed}
        empty={<EmptyState title={PROMOTIONS_MESSAGES.empty} description={EMPTY_DESCRIPTIONS[filter]} />}
      >
        {(rows) => (
          <Stack gap={3}>
            <Text size="sm" tone="muted" role="status">
              {counted(rows.length)}
            </Text>
            <PromosTable
              promos={rows}
              now={now}
              busyId={deactivate.isPending ? (deactivate.variables ?? null) : null}
              onDeactivate={setDeactivating}
            />
          </Stack>
        )}
      </QueryState>

      <CreatePromoDialog
        open={creating}
        pending={create.isPending}
        onSubmit={(body, reject) =>
          create.mutate(body, {
            onSuccess: () => setCreating(false),
            onError: (error) => {
              const refusals = promoFieldErrors(error);
              if (refusals) reject(refusals);
            },
          })
        }
        onClose={() => setCreating(false)}
      />

      <ConfirmDialog
        open={deactivating !== null}
        title="Désactiver le code"
        message={
          deactivating
            ? `« ${deactivating.code} » ne s’appliquera plus aux prochaines commandes. Il reste listé avec ses utilisations ; les commandes qui l’ont utilisé ne changent pas.`
            : ''
        }
        confirmLabel="Désactiver"
        tone="danger"
        loading={deactivate.isPending}
        onConfirm={() => {
          // Closed whatever the outcome: the row shows the state the server holds.
          if (deactivating) deactivate.mutate(deactivating.id, { onSettled: () => setDeactivating(null) });
        }}
        onCancel={() => setDeactivating(null)}
      />
    </Stack>
  );
}
