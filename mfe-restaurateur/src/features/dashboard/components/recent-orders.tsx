import { Link } from 'react-router-dom';
import {
  Badge,
  Card,
  EmptyState,
  ORDER_STATUS_LABELS,
  formatPrice,
  orderStatusTone,
  shortId,
  type Commande,
} from '@teranga/shared-ui';
import { Cluster, Heading, Stack, Text } from '@teranga/shared-ui';
import { restaurateurPaths } from '../../layout/paths';
import { itemCount } from '../../orders';
import styles from './dashboard.module.css';

export function RecentOrders({ orders }: { orders: Commande[] }) {
  return (
    <Card as="section" aria-labelledby="recent-orders-title" gap={3}>
      <Cluster align="baseline" justify="space-between">
        <Heading id="recent-orders-title">Commandes récentes</Heading>
        <Link to={restaurateurPaths.orders} className={styles.link}>
          Voir toutes les commandes
        </Link>
      </Cluster>
      {orders.length === 0 ? (
        <EmptyState title="Aucune commande" />
      ) : (
        <Stack as="ul" gap={0}>
          {orders.map((order) => {
            const count = itemCount(order);
            return (
              <li key={order.id} className={styles.orderRow}>
                <span className={styles.orderId}>#{shortId(order.id)}</span>
                <Text as="span" tone="muted">
                  {count} article{count > 1 ? 's' : ''}
                </Text>
                <Text as="span" weight="bold">
                  {formatPrice(order.total_price)}
                </Text>
                <Badge tone={orderStatusTone(order.status)}>{ORDER_STATUS_LABELS[order.status] ?? order.status}</Badge>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
