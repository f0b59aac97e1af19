import { Trans, useTranslation } from 'react-i18next';
import {
  Card,
  Grid,
  Notice,
  PIN_MESSAGES,
  Text,
  formatTime,
  orderStatusLabel,
  localizeMessage,
} from '@teranga/shared-ui';
import { useNow } from '../../../components/time/use-now';
import { CLIENT_NS, type ClientT } from '../../../i18n';
import type { Suivi } from '@teranga/shared-ui';
import { useMovedLater } from '../hooks/use-moved-later';
import { announcedDeliveryAt, scheduledText, waitingText } from '../lib/order-times';
import { deliveryPinToShow, deliveryTimeText } from '../lib/tracking';
import { CancellationNotice } from './cancellation-notice';
import styles from './tracking.module.css';

/** Who brings the order, while it is on a courier's hands or waits for one. */
function courierText(t: ClientT, { commande, livraison, courier_arrival_at }: Suivi): string | null {
  const name = livraison?.livreur_first_name;
  if (commande.status === 'livree') return name ? t('orders.summary.deliveredBy', { name }) : null;
  if (commande.status === 'annulee') return null;
  if (name) {
    return courier_arrival_at
      ? t('orders.summary.courierArriving', { name, time: formatTime(courier_arrival_at) })
      : t('orders.summary.courier', { name });
  }
  return livraison ? t('orders.summary.searchingCourier') : null;
}

/** Where the order is, when it arrives, who brings it and the code to give them: the page's text, the map's alternative. */
export function TrackingSummary({ suivi }: { suivi: Suivi }) {
  const { t } = useTranslation(CLIENT_NS);
  const { commande, restaurant, destination, livraison } = suivi;
  const eta = deliveryTimeText(suivi);
  const courier = courierText(t, suivi);
  const pin = deliveryPinToShow(commande);
  const waiting = waitingText(commande);
  const movedFrom = useMovedLater(announcedDeliveryAt(commande));
  const now = useNow();
  const takeAway = commande.fulfillment === 'a_emporter';
  const scheduled = commande.status !== 'annulee' && commande.status !== 'livree' ? scheduledText(commande, now) : null;
  return (
    <Card as="section" padding="lg" gap={4} aria-label={t('orders.summary.label')}>
      {/* Polite: a screen reader says the new status once the current sentence is read. */}
      <p className={styles.status} role="status" aria-live="polite" data-testid="tracking-status">
        {t('orders.summary.status')} <strong>{orderStatusLabel(commande.status, commande.fulfillment)}</strong>
      </p>
      {takeAway && (
        <p className={styles.pickup} data-testid="pickup">
          <strong>{t('orders.summary.pickup')}</strong>
          <br />
          {commande.restaurant_address || restaurant.address}
        </p>
      )}
      {scheduled && (
        <Text weight="medium" data-testid="tracking-scheduled">
          {scheduled}
        </Text>
      )}
      <div>
        <p className={styles.eta}>{eta ?? t('orders.summary.cancelled')}</p>
        {/* Always there, empty until a delay: a live region must exist before it speaks. */}
        <p className={styles.newTime} role="status" aria-live="polite" data-testid="new-time">
          {movedFrom && t('orders.summary.newTime', { time: formatTime(movedFrom) })}
        </p>
      </div>
      {waiting && (
        <Text weight="medium" data-testid="order-waiting">
          {waiting}
        </Text>
      )}
      <CancellationNotice commande={commande} />
      {courier && <Text weight="medium">{courier}</Text>}
      {pin && (
        <p className={styles.pin} data-testid="delivery-pin">
          <Trans
            t={t}
            i18nKey="orders.summary.pin"
            values={{ pin }}
            components={{ strong: <strong className={styles.pinDigits} /> }}
          />
        </p>
      )}
      {livraison?.pin_locked && commande.status === 'en_livraison' && (
        <Notice tone="danger" bar role="alert">
          {localizeMessage(PIN_MESSAGES.locked)}.
        </Notice>
      )}
      <Grid as="dl" min="12rem" repeat="auto-fit" gap={3} className={styles.facts}>
        <div>
          <dt>{t('orders.summary.restaurant')}</dt>
          <dd>
            {restaurant.name}, {restaurant.address}
          </dd>
        </div>
        {!takeAway && (
          <div>
            <dt>{t('orders.summary.deliveryAddress')}</dt>
            <dd>{destination.address}</dd>
          </div>
        )}
      </Grid>
    </Card>
  );
}
