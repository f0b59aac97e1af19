import { useEffect, useState } from 'react';
import { Button, Card, Notice, Text } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { useStartDelivery } from '../../deliveries/api/start-delivery';
import type { LocationSharing } from '../hooks/use-location-tracking';
import { CompleteDeliveryDialog, preloadPinForm } from './complete-delivery-dialog';
import { GoogleMapsLink } from './google-maps-link';
import { PIN_LOCKED_TEXT, PinLockedNotice } from './pin-locked-notice';
import styles from './delivery-actions.module.css';

export interface DeliveryActionsProps {
  livraison: Livraison;
  locationSharing: LocationSharing;
}

const LOCATION_TEXT: Record<LocationSharing, string | null> = {
  off: null,
  on: 'Votre position est partagée pendant la livraison.',
  denied: 'Position non partagée : la localisation est désactivée pour ce site dans votre navigateur.',
};

/** Start (picked up) and complete (handed over, with the client's code) the current delivery. */
export function DeliveryActions({ livraison, locationSharing }: DeliveryActionsProps) {
  const [completing, setCompleting] = useState(false);
  // Set when the delivery locks while this screen is open: the API's words, announced.
  const [lockDetail, setLockDetail] = useState<string | null>(null);
  const start = useStartDelivery();
  const waitingForKitchen =
    livraison.status === 'acceptee' && livraison.commande_status !== undefined && livraison.commande_status !== 'prete';
  const underWay = livraison.status === 'en_cours';
  const locked = livraison.pin_locked || lockDetail !== null;

  // The fifth wrong code is still a 422: the reloaded delivery says it is now locked, and the
  // dialog gives way to the notice.
  if (completing && livraison.pin_locked) {
    setCompleting(false);
    setLockDetail(PIN_LOCKED_TEXT.title);
  }

  useEffect(() => {
    if (underWay && !locked) preloadPinForm();
  }, [underWay, locked]);

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

      {underWay && locked && <PinLockedNotice detail={lockDetail} />}

      {underWay && !locked && (
        <Button size="lg" fullWidth variant="primary" aria-haspopup="dialog" onClick={() => setCompleting(true)}>
          Marquer comme livrée
        </Button>
      )}

      {LOCATION_TEXT[locationSharing] && (
        <Text size="sm" tone="muted">
          {LOCATION_TEXT[locationSharing]}
        </Text>
      )}

      <CompleteDeliveryDialog
        livraisonId={livraison.id}
        open={completing && !locked}
        onClose={() => setCompleting(false)}
        onLocked={(detail) => {
          setCompleting(false);
          setLockDetail(detail);
        }}
      />
    </Card>
  );
}
