import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Notice, PageHeader, Stack, type Promo, type Restaurant } from '@teranga/shared-ui';
import { ConfirmDialog, QueryState } from '@teranga/shared-ui/area';
import { RESTAURATEUR_NS } from '../../i18n';
import { PendingAccountNotice, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useDeactivatePromo } from './api/deactivate-promo';
import { useRestaurantPromos } from './api/get-restaurant-promos';
import { PromoFormDialog } from './components/promo-form-dialog';
import { PromoTable } from './components/promo-table';

/** 'Promotions': the restaurant's promo codes, a new one, and switching one off. */
export function PromotionsPage() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const pending = usePendingAccount();
  const my = useMyRestaurant();
  const restaurant = my.data;
  const [creating, setCreating] = useState(false);
  const ready = Boolean(restaurant) && !pending;

  let content;
  if (!restaurant) content = <RestaurantLookupState query={my} />;
  // The API keeps the codes from accounts awaiting validation (403): nothing to load then.
  else if (pending) content = <PendingAccountNotice />;
  else content = <Promotions restaurant={restaurant} onCreate={() => setCreating(true)} />;

  return (
    <Stack gap={5}>
      <PageHeader
        title={t('promos.title')}
        subtitle={restaurant?.name}
        actions={ready ? <Button onClick={() => setCreating(true)}>{t('promos.create')}</Button> : undefined}
      />
      {ready && (
        <Notice tone="info" bar>
          {t('promos.funding')}
        </Notice>
      )}
      {content}
      {creating && restaurant && <PromoFormDialog restaurant={restaurant} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

function Promotions({ restaurant, onCreate }: { restaurant: Restaurant; onCreate: () => void }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const promos = useRestaurantPromos(restaurant.id);
  const deactivate = useDeactivatePromo();
  const [toDeactivate, setToDeactivate] = useState<Promo | null>(null);
  // A code's state (planned, expired) as of the visit: codes do not turn over while one reads the list.
  const [now] = useState(() => Date.now());

  return (
    <>
      <QueryState
        query={promos}
        loadingMessage={t('promos.loading')}
        errorMessage={t('promos.loadFailed')}
        empty={
          <EmptyState
            title={t('promos.none')}
            description={t('promos.noneHint')}
            action={<Button onClick={onCreate}>{t('promos.createFirst')}</Button>}
          />
        }
      >
        {(list) => (
          <PromoTable promos={list} timeZone={restaurant.time_zone} now={now} onDeactivate={setToDeactivate} />
        )}
      </QueryState>
      <ConfirmDialog
        open={toDeactivate !== null}
        title={toDeactivate ? t('promos.deactivate.title', { code: toDeactivate.code }) : ''}
        message={t('promos.deactivate.message')}
        confirmLabel={t('promos.deactivate.confirm')}
        tone="danger"
        loading={deactivate.isPending}
        onConfirm={() => toDeactivate && deactivate.mutate(toDeactivate, { onSuccess: () => setToDeactivate(null) })}
        onCancel={() => setToDeactivate(null)}
      />
    </>
  );
}
