import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Cluster,
  EmptyState,
  Field,
  PageHeader,
  Select,
  Stack,
  Text,
  i18n,
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
import { ADMIN_NS } from '../../i18n';
import styles from './components/promotions.module.css';

/** The page's messages in the page's language (tests find them by these names). */
export const PROMOTIONS_MESSAGES = {
  get title() {
    return i18n.t('admin:promotions.title');
  },
  get empty() {
    return i18n.t('admin:promotions.empty');
  },
  get loadFailed() {
    return i18n.t('admin:promotions.loadFailed');
  },
};

const FILTERS = ['all', 'active', 'inactive'] as const satisfies readonly PromoFilter[];

/** Expiry and start dates move on between two reads of the list. */
const CLOCK_MS = 60_000;

/**
 * `/admin/promotions`: every promo code, the platform's and the restaurants' (who funds each),
 * a new platform code, and any code switched off.
 */
export function PromotionsPage() {
  const { t } = useTranslation(ADMIN_NS);
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
        subtitle={t('promotions.subtitle')}
        actions={<Button onClick={() => setCreating(true)}>{t('promotions.create')}</Button>}
      />
      <Cluster align="flex-end" gap={3}>
        <Field label={t('shared.show')} className={styles.filter}>
          <Select
            options={FILTERS.map((value) => ({ value, label: t(`promotions.filters.${value}`) }))}
            value={filter}
            onChange={(event) => setFilter(event.target.value as PromoFilter)}
          />
        </Field>
      </Cluster>

      <QueryState
        query={promos}
        loadingMessage={t('promotions.loading')}
        errorMessage={PROMOTIONS_MESSAGES.loadFailed}
        empty={<EmptyState title={PROMOTIONS_MESSAGES.empty} description={t(`promotions.emptyText.${filter}`)} />}
      >
        {(rows) => (
          <Stack gap={3}>
            <Text size="sm" tone="muted" role="status">
              {t('promotions.shown', { count: rows.length })}
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
        title={t('promotions.deactivate.title')}
        message={deactivating ? t('promotions.deactivate.message', { code: deactivating.code }) : ''}
        confirmLabel={t('promotions.deactivate.confirm')}
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
