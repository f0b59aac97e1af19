import { useState } from 'react';
import { Button, EmptyState, Notice, PageHeader, Stack, type Promo, type Restaurant } from '@teranga/shared-ui';
import { ConfirmDialog, QueryState } from '@teranga/shared-ui/area';
import { PendingAccountNotice, usePendingAccount } from '../account';
import { RestaurantLookupState, useMyRestaurant } from '../restaurant';
import { useDeactivatePromo } from './api/deactivate-promo';
import { useRestaurantPromos } from './api/get-restaurant-promos';
import { PromoFormDialog } from './components/promo-form-dialog';
import { PromoTable } from './components/promo-table';

export const PROMOTIONS_MESSAGES = {
  loadFailed: 'Erreur lors du chargement des codes promo',
  none: 'Aucun code promo pour le moment',
} as const;

/** 'Promotions': the restaurant's promo codes, a new one, and switching one off. */
export function PromotionsPage() {
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
        title="Promotions"
        subtitle={restaurant?.name}
        actions={ready ? <Button onClick={() => setCreating(true)}>Nouveau code</Button> : undefined}
      />
      {ready && (
        <Notice tone="info" bar>
          Vos codes promo sont financés par votre restaurant : la réduction est déduite de votre part à la livraison, et
          la commission de Teranga est calculée sur les plats moins cette réduction. Ils ne valent que dans votre
          restaurant.
        </Notice>
      )}
      {content}
      {creating && restaurant && <PromoFormDialog restaurant={restaurant} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

function Promotions({ restaurant, onCreate }: { restaurant: Restaurant; onCreate: () => void }) {
  const promos = useRestaurantPromos(restaurant.id);
  const deactivate = useDeactivatePromo();
  const [toDeactivate, setToDeactivate] = useState<Promo | null>(null);
  // A code's state (planned, expired) as of the visit: codes do not turn over while one reads the list.
  const [now] = useState(() => Date.now());

  return (
    <>
      <QueryState
        query={promos}
        loadingMessage="Chargement des codes promo..."
        errorMessage={PROMOTIONS_MESSAGES.loadFailed}
        empty={
          <EmptyState
            title={PROMOTIONS_MESSAGES.none}
            description="Créez un code pour attirer de nouveaux clients ou remercier les habitués."
            action={<Button onClick={onCreate}>Créer un premier code</Button>}
          />
        }
      >
        {(list) => (
          <PromoTable promos={list} timeZone={restaurant.time_zone} now={now} onDeactivate={setToDeactivate} />
        )}
      </QueryState>
      <ConfirmDialog
        open={toDeactivate !== null}
        title={toDeactivate ? `Désactiver le code ${toDeactivate.code}` : ''}
        message="Il ne s’appliquera plus aux nouvelles commandes. Ses utilisations passées et les commandes qui l’ont utilisé restent."
        confirmLabel="Désactiver"
        tone="danger"
        loading={deactivate.isPending}
        onConfirm={() => toDeactivate && deactivate.mutate(toDeactivate, { onSuccess: () => setToDeactivate(null) })}
        onCancel={() => setToDeactivate(null)}
      />
    </>
  );
}
