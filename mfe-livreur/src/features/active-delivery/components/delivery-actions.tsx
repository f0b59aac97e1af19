import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Notice, Text } from '@teranga/shared-ui';
import type { Livraison } from '@teranga/shared-ui';
import { LIVREUR_NS } from '../../../i18n';
import { useStartDelivery } from '../../deliveries/api/start-delivery';
import type { LocationSharing } from '../hooks/use-location-tracking';
import { CallLinks } from './call-links';
import { CompleteDeliveryDialog, preloadPinForm } from './complete-delivery-dialog';
import { GoogleMapsLink } from './google-maps-link';
import { PinLockedNotice } from './pin-locked-notice';
import styles from './delivery-actions.module.css';

export interface DeliveryActionsProps {
  livraison: Livraison;
  locationSharing: LocationSharing;
  /** The screen is kept on (Screen Wake Lock held). */
  screenAwake?: boolean;
}

const LOCATION_TEXT = {
  off: null,
  on: 'active.actions.locationOn',
  denied: 'active.actions.locationDenied',
} as const satisfies Record<LocationSharing, string | null>;

/**
 * Start (picked up) and complete (handed over, with the client's code) the current delivery, with
 * the directions and the calls. Every action is at least 48 px high (`size: 'lg'`), for a thumb.
 */
export function DeliveryActions({ livraison, locationSharing, screenAwake = false }: DeliveryActionsProps) {
  const { t } = useTranslation(LIVREUR_NS);
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
    setLockDetail(t('active.pinLocked.title'));
  }

  useEffect(() => {
    if (underWay && !locked) preloadPinForm();
  }, [underWay, locked]);

  const locationText = LOCATION_TEXT[locationSharing];

  return (
    <Card as="aside" gap={3} className={styles.actions} aria-label={t('active.actions.label')}>
      <GoogleMapsLink destination={livraison.delivery_address} />
      <CallLinks livraison={livraison} />

      {livraison.status === 'acceptee' && (
        <>
          {waitingForKitchen && (
            <Notice tone="warning" className={styles.hint}>
              {t('active.actions.waitingForKitchen')}
            </Notice>
          )}
          <Button size="lg" fullWidth loading={start.isPending} onClick={() => start.mutate(livraison.id)}>
            {t('active.actions.start')}
          </Button>
        </>
      )}

      {underWay && locked && <PinLockedNotice detail={lockDetail} />}

      {underWay && !locked && (
        <Button size="lg" fullWidth variant="primary" aria-haspopup="dialog" onClick={() => setCompleting(true)}>
          {t('active.actions.complete')}
        </Button>
      )}

      {locationText && (
        <Text size="sm" tone="muted">
          {t(locationText)}
        </Text>
      )}
      {screenAwake && (
        <Text size="sm" tone="muted">
          {t('active.actions.screenAwake')}
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
