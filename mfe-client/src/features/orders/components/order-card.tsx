import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  REVIEW_EDIT_DAYS,
  REVIEW_MESSAGES,
  REVIEW_RATING,
  buttonClasses,
  formatDateTime,
  formatPrice,
  orderStatusLabel,
  orderStatusTone,
  shortId,
  localizeMessage,
} from '@teranga/shared-ui';
import { Cluster, Grid, Heading, Text } from '@teranga/shared-ui';
import type { Commande } from '@teranga/shared-ui';
import { OrderItemsList } from '@teranga/shared-ui/area';
import { clientPaths } from '../../../components/paths';
import { CLIENT_NS, type ClientT } from '../../../i18n';
import { announcedDeliveryAt, estimateText, scheduledText, waitingText } from '../lib/order-times';
import { CancellationNotice } from './cancellation-notice';
import { OrderMoneyLines } from './order-money-lines';
import styles from './orders.module.css';

interface OrderCardProps {
  order: Commande;
  onCancel: (order: Commande) => void;
  /** Opens the review dialog: to write the order's review, or to change it. */
  onReview: (order: Commande) => void;
  /** The time the page reads ('Modifier mon avis' lasts REVIEW_EDIT_DAYS days). */
  now: Date;
}

const DAY_MS = 86_400_000;

/** Whether the client may still change the review of `order` at `now` (the API's `editable_until`). */
export const reviewEditable = (review: NonNullable<Commande['review']>, now: Date) =>
  Date.parse(review.created_at) + REVIEW_EDIT_DAYS * DAY_MS > now.getTime();

/** Payment as one line: 'Espèces · Paiement à la livraison', 'Carte bancaire · Payée'… */
function paymentLabel(t: ClientT, order: Commande): string | null {
  if (!order.payment_mode) return null;
  const mode = t(`common:labels.paymentMode.${order.payment_mode}`);
  // A cancelled order will neither be paid at the door nor by card any more: only money that
  // moved ('Payée', 'Remboursée') is still worth saying.
  const moved = order.payment_status === 'paid' || order.payment_status === 'refunded';
  const status =
    order.payment_status && (order.status !== 'annulee' || moved)
      ? t(`common:labels.paymentStatus.${order.payment_status}`)
      : null;
  return status ? `${mode} · ${status}` : mode;
}

export function OrderCard({ order, onCancel, onReview, now }: OrderCardProps) {
  const { t } = useTranslation([CLIENT_NS, 'common']);
  const titleId = `order-${order.id}`;
  const payment = paymentLabel(t, order);
  const waiting = waitingText(order);
  const announced = announcedDeliveryAt(order);
  const scheduled = order.status !== 'annulee' && order.status !== 'livree' ? scheduledText(order, now) : null;
  const takeAway = order.fulfillment === 'a_emporter';
  const review = order.review;
  return (
    <Card as="article" padding="lg" gap={4} className={styles.card} aria-labelledby={titleId} data-testid="order-card">
      <Cluster as="header" align="flex-start" justify="space-between" gap={[2, 4]}>
        <div>
          <Heading id={titleId}>{t('general.orderNumber', { id: shortId(order.id) })}</Heading>
          <Text size="sm" tone="muted">
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
            {order.restaurant_name && <> · {order.restaurant_name}</>}
          </Text>
        </div>
        <Badge tone={orderStatusTone(order.status)}>{orderStatusLabel(order.status, order.fulfillment)}</Badge>
      </Cluster>

      {/* Where a live order stands, or why it ended. */}
      {waiting && (
        <Text weight="medium" data-testid="order-waiting">
          {waiting}
        </Text>
      )}
      {scheduled && (
        <Text weight="medium" data-testid="order-scheduled">
          {scheduled}
        </Text>
      )}
      {announced && (
        <Text weight="medium" data-testid="order-estimate">
          {estimateText(announced, order.fulfillment)}
        </Text>
      )}
      <CancellationNotice commande={order} compact />

      <OrderItemsList items={order.items} gap={2} className={styles.items} />

      <Grid as="dl" min="14rem" repeat="auto-fit" gap={3} className={styles.details}>
        {takeAway ? (
          <div>
            <dt>{t('orders.card.pickupAt')}</dt>
            <dd>{order.restaurant_address}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('orders.card.deliveryAddress')}</dt>
            <dd>{order.delivery_address}</dd>
          </div>
        )}
        {order.notes && (
          <div>
            <dt>{t('orders.card.notes')}</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
        {payment && (
          <div>
            <dt>{t('orders.card.payment')}</dt>
            <dd>{payment}</dd>
          </div>
        )}
      </Grid>

      {order.status === 'livree' && (
        <div className={styles.review} data-testid="order-review">
          {review ? (
            <>
              <Text weight="bold">
                {t('orders.card.yourRating', { rating: review.rating, max: REVIEW_RATING.max })}
              </Text>
              {reviewEditable(review, now) && (
                <Button variant="secondary" size="sm" onClick={() => onReview(order)} aria-describedby={titleId}>
                  {t('orders.card.editReview')}
                </Button>
              )}
            </>
          ) : (
            <>
              <Text>{localizeMessage(REVIEW_MESSAGES.invite)}</Text>
              <Button size="sm" onClick={() => onReview(order)} aria-describedby={titleId}>
                {t('orders.card.review')}
              </Button>
            </>
          )}
        </div>
      )}

      <OrderMoneyLines order={order} />

      <Cluster as="footer" justify="space-between" gap={3}>
        <Text size="lg" weight="bold">
          {t('money.total')} <span data-testid="order-total">{formatPrice(order.total_price)}</span>
        </Text>
        <Cluster gap={2}>
          {order.status === 'en_attente' && (
            <Button variant="secondary" size="sm" onClick={() => onCancel(order)} aria-describedby={titleId}>
              {t('orders.card.cancel')}
            </Button>
          )}
          {order.status === 'livree' && (
            <Link
              to={clientPaths.receipt(order.id)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              aria-label={t('orders.card.receiptLabel', { id: shortId(order.id) })}
            >
              {t('orders.card.receipt')}
            </Link>
          )}
          {/* Named with its number: a screen reader's list of links tells the orders apart. */}
          <Link
            to={clientPaths.order(order.id)}
            className={buttonClasses({ size: 'sm' })}
            aria-label={t('orders.card.trackLabel', { id: shortId(order.id) })}
          >
            {t('orders.card.track')}
          </Link>
        </Cluster>
      </Cluster>
    </Card>
  );
}
