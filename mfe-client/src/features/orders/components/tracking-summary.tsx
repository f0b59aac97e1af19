import { Card, Grid, Notice, PIN_MESSAGES, Text, formatTime, orderStatusLabel } from '@teranga/shared-ui';
import { useNow } from '../../../components/time/use-now';
import type { Suivi } from '@teranga/shared-ui';
import { useMovedLater } from '../hooks/use-moved-later';
import { announcedDeliveryAt, scheduledText, waitingText } from '../lib/order-times';
import { deliveryPinToShow, deliveryTimeText } from '../lib/tracking';
import { CancellationNotice } from './cancellation-notice';
import styles from './tracking.module.css';

/** Said once the kitchen pushed the announced time back, with the time it replaces. */
export const newTimeText = (before: string) =>
  `Nouvel horaire, au lieu de ${formatTime(before)} : le restaurant a annoncé un retard.`;

/** Who brings the order, while it is on a courier's hands or waits for one. */
function courierText({ commande, livraison, courier_arrival_at }: Suivi): string | null {
  if (commande.status === 'livree') {
    return livraison?.livreur_first_name ? `Livrée par ${livraison.livreur_first_name}` : null;
  }
  if (commande.status === 'annulee') return null;
  if (livraison?.livreur_first_name) {
    const arrival = courier_arrival_at ? `, au restaurant vers ${formatTime(courier_arrival_at)}` : '';
    return `Votre livreur : ${livraison.livreur_first_name}${arrival}`;
  }
  return livraison ? 'Recherche d’un livreur en cours' : null;
}

/** Where the order is, when it arrives, who brings it and the code to give them: the page's text, the map's alternative. */
export function TrackingSummary({ suivi }: { suivi: Suivi }) {
  const { commande, restaurant, destination, livraison } = suivi;
  const eta = deliveryTimeText(suivi);
  const courier = courierText(suivi);
  const pin = deliveryPinToShow(commande);
  const waiting = waitingText(commande);
  const movedFrom = useMovedLater(announcedDeliveryAt(commande));
  const now = useNow();
  const takeAway = commande.fulfillment === 'a_emporter';
  const scheduled = commande.status !== 'annulee' && commande.status !== 'livree' ? scheduledText(commande, now) : null;
  return (
    <Card as="section" padding="lg" gap={4} aria-label="Où en est la commande">
      {/* Polite: a screen reader says the new status once the current sentence is read. */}
      <p className={styles.status} role="status" aria-live="polite" data-testid="tracking-status">
        Statut : <strong>{orderStatusLabel(commande.status, commande.fulfillment)}</strong>
      </p>
      {takeAway && (
        <p className={styles.pickup} data-testid="pickup">
          <strong>À retirer au restaurant</strong>
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
        <p className={styles.eta}>{eta ?? 'Commande annulée'}</p>
        {/* Always there, empty until a delay: a live region must exist before it speaks. */}
        <p className={styles.newTime} role="status" aria-live="polite" data-testid="new-time">
          {movedFrom && newTimeText(movedFrom)}
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
          Code de livraison : <strong className={styles.pinDigits}>{pin}</strong> — à donner au livreur
        </p>
      )}
      {livraison?.pin_locked && commande.status === 'en_livraison' && (
        <Notice tone="danger" bar role="alert">
          {PIN_MESSAGES.locked}.
        </Notice>
      )}
      <Grid as="dl" min="12rem" repeat="auto-fit" gap={3} className={styles.facts}>
        <div>
          <dt>Restaurant</dt>
          <dd>
            {restaurant.name}, {restaurant.address}
          </dd>
        </div>
        {!takeAway && (
          <div>
            <dt>Adresse de livraison</dt>
            <dd>{destination.address}</dd>
          </div>
        )}
      </Grid>
    </Card>
  );
}
