import {
  Badge,
  Card,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  formatNumber,
  orderStatusTone,
  type RestaurantAnalytics,
} from '@teranga/shared-ui';
import { Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import styles from './analytics.module.css';

/** Orders of the period per status, every status listed (0 when none). */
export function StatusGrid({ byStatus }: { byStatus: RestaurantAnalytics['summary']['orders_by_status'] }) {
  return (
    <Card as="section" aria-labelledby="status-grid-title" gap={3}>
      <Heading id="status-grid-title">Commandes par statut</Heading>
      <Grid as="dl" min="9rem" gap={3}>
        {ORDER_STATUSES.map((status) => (
          <Stack key={status} gap={2} className={styles.status}>
            <dt>
              <Badge tone={orderStatusTone(status)}>{ORDER_STATUS_LABELS[status]}</Badge>
            </dt>
            <Text as="dd" size="xl" weight="bold">
              {formatNumber(byStatus[status] ?? 0)}
            </Text>
          </Stack>
        ))}
      </Grid>
    </Card>
  );
}
