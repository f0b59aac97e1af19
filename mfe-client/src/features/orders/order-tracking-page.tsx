// Loaded on demand (see area.tsx): Leaflet and its CSS stay off the area's other pages.
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  Card,
  Columns,
  EmptyState,
  Heading,
  PageHeader,
  Stack,
  Text,
  buttonClasses,
  formatPrice,
  isFinalOrderStatus,
  shortId,
  type Suivi,
} from '@teranga/shared-ui';
import { OrderItemsList, QueryState, useLiveRefetchInterval } from '@teranga/shared-ui/area';
import { clientPaths } from '../../components/paths';
import { CLIENT_NS } from '../../i18n';
import { useOrderTracking } from './api/get-order-tracking';
import { OrderMoneyLines } from './components/order-money-lines';
import { OrderTimeline } from './components/order-timeline';
import { TrackingMap } from './components/tracking-map';
import { TrackingSummary } from './components/tracking-summary';
import styles from './components/tracking.module.css';
import { useLiveTracking } from './hooks/use-live-tracking';
import { timelineSteps, trackingPlaces } from './lib/tracking';
import { isNotFound } from '../../components/is-not-found';

/** How often the tracking is read again while the live stream is down (it says what changed otherwise). */
const FALLBACK_POLL_MS = 15_000;

function NotFound() {
  const { t } = useTranslation(CLIENT_NS);
  return (
    <EmptyState
      title={t('orders.tracking.notFound.title')}
      description={t('orders.tracking.notFound.description')}
      action={
        <Link to={clientPaths.orders} className={buttonClasses({ variant: 'primary' })}>
          {t('orders.tracking.notFound.action')}
        </Link>
      }
    />
  );
}

export function OrderTrackingPage() {
  const { t } = useTranslation(CLIENT_NS);
  const { id = '' } = useParams();
  useLiveTracking(id);
  const fallback = useLiveRefetchInterval(FALLBACK_POLL_MS);
  const tracking = useOrderTracking(id, {
    // A delivered or cancelled order will not move any more.
    refetchInterval: (query) =>
      query.state.data && isFinalOrderStatus(query.state.data.commande.status) ? false : fallback,
  });

  return (
    <>
      <Link to={clientPaths.orders} className={styles.backLink}>
        <span aria-hidden="true">← </span>
        {t('orders.tracking.back')}
      </Link>
      <PageHeader title={t('general.orderNumber', { id: shortId(id) })} subtitle={t('orders.tracking.subtitle')} />
      <QueryState
        query={tracking}
        loadingMessage={t('orders.tracking.loading')}
        errorMessage={t('orders.tracking.loadError')}
        toastOnError
        renderError={(error) => (isNotFound(error) ? <NotFound /> : undefined)}
      >
        {(suivi) => <OrderTracking key={suivi.commande.id} suivi={suivi} />}
      </QueryState>
    </>
  );
}

function OrderTracking({ suivi }: { suivi: Suivi }) {
  const { t } = useTranslation(CLIENT_NS);
  const places = trackingPlaces(suivi);
  return (
    <Columns template="minmax(0, 1fr) minmax(0, 1.25fr)" className={styles.layout}>
      <Stack gap={5}>
        <TrackingSummary suivi={suivi} />
        <Card as="section" padding="lg" gap={3} aria-labelledby="timeline-title">
          <Heading id="timeline-title">{t('orders.tracking.steps')}</Heading>
          <OrderTimeline
            steps={timelineSteps(suivi.commande)}
            labelledBy="timeline-title"
            fulfillment={suivi.commande.fulfillment}
          />
        </Card>
        <Card as="section" padding="lg" gap={3} aria-labelledby="items-title">
          <Heading id="items-title">{t('orders.tracking.items')}</Heading>
          <OrderItemsList items={suivi.commande.items} gap={2} />
          <OrderMoneyLines order={suivi.commande} />
          <Text weight="bold" className={styles.itemsTotal}>
            {t('money.total')} <span data-testid="tracking-total">{formatPrice(suivi.commande.total_price)}</span>
          </Text>
          {suivi.commande.status === 'livree' && (
            <Link
              to={clientPaths.receipt(suivi.commande.id)}
              className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} ${styles.receiptLink}`}
            >
              {t('orders.tracking.receipt')}
            </Link>
          )}
        </Card>
      </Stack>
      <Card as="section" padding="lg" gap={3} aria-labelledby="map-title">
        <Heading id="map-title">{t('orders.tracking.map')}</Heading>
        {places ? <TrackingMap places={places} /> : <Text tone="muted">{t('orders.tracking.mapUnavailable')}</Text>}
      </Card>
    </Columns>
  );
}
