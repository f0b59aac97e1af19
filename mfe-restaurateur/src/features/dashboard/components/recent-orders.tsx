import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, Card, EmptyState, formatPrice, orderStatusTone, shortId, type Commande } from '@teranga/shared-ui';
import { Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { restaurateurPaths } from '../../layout/paths';
import { itemCount } from '../../orders';
import styles from './dashboard.module.css';

export function RecentOrders({ orders }: { orders: Commande[] }) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  return (
    <Card as="section" aria-labelledby="recent-orders-title" gap={3}>
      <Cluster align="baseline" justify="space-between">
        <Heading id="recent-orders-title">{t('dashboard.recent.title')}</Heading>
        <Link to={restaurateurPaths.orders} className={styles.link}>
          {t('dashboard.recent.seeAll')}
        </Link>
      </Cluster>
      {orders.length === 0 ? (
        <EmptyState title={t('dashboard.recent.none')} />
      ) : (
        <Stack as="ul" gap={0}>
          {orders.map((order) => {
            return (
              <li key={order.id} className={styles.orderRow}>
                <span className={styles.orderId}>#{shortId(order.id)}</span>
                <Text as="span" tone="muted">
                  {t('dashboard.recent.items', { count: itemCount(order) })}
                </Text>
                <Text as="span" weight="bold">
                  {formatPrice(order.total_price)}
                </Text>
                <Badge tone={orderStatusTone(order.status)}>{t(`common:labels.orderStatus.${order.status}`)}</Badge>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
