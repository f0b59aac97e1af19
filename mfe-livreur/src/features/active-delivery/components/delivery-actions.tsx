import { useState } from 'react';
import { Button, Card, Notice, Text } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { useUpdateDeliveryStatus } from '../../deliveries/api/update-delivery-status';
import type { LocationSharing } from '../hooks/use-location-tracking';
import { GoogleMapsLink } from './google-maps-link';
import styles from './delivery-actions.module.css';
import { ConfirmDialog } from '@teranga/shared-ui/area';

export interface DeliveryActionsProps {
  livraison: Livraison;
  locationSharing: LocationSharing;
}

const LOCATION_TEXT: Record<LocationSharing, string | null> = {
  off: null,
  on: 'Votre position est partagée pendant la livraison.',
  denied: 'Position non partagée : la localisation est désactivée pour ce site dans votre navigateur.',
};

/** Start (picked up) and complete (handed over) the current delivery. */
export function DeliveryActions({ livraison, locationSharing }: DeliveryActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const start = useUpdateDeliveryStatus('en_cours');
  const complete = useUpdateDeliveryStatus('livree');
  const waitingForKitchen =
    livraison.status === 'acceptee' && livraison.commande_status !== undefined && livraison.commande_status !== 'prete';

  return (
    <Card as="aside" gap={3} className={styles.actions} aria-label="Actions de livraison">
      <GoogleMapsLink destination={livraison.delivery_address} />

      {livraison.status === 'acceptee' && (
        <>
          {waitingForKitchen && (
            <Notice tone="warning" className={styles.hint}>
              La commande est encore en préparation au restaurant : vous pourrez démarrer dès qu&apos;elle sera prête.
            </Notice>
          )}
          <Button size="lg" fullWidth loading={start.isPending} onClick={() => start.mutate(livraison.id)}>
            Démarrer la livraison
          </Button>
        </>
      )}

      {livraison.status === 'en_cours' && (
        <Button size="lg" fullWidth variant="primary" onClick={() => setConfirming(true)}>
          Marquer comme livrée
        </Button>
      )}

      {LOCATION_TEXT[locationSharing] && (
        <Text size="sm" tone="muted">
          {LOCATION_TEXT[locationSharing]}
        </Text>
      )}

      <ConfirmDialog
        open={confirming}
        title="Marquer comme livrée"
        message="Confirmer la livraison comme complétée?"
        confirmLabel="Confirmer"
        loading={complete.isPending}
        onConfirm={() => complete.mutate(livraison.id, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
