import { useTranslation } from 'react-i18next';
import {
  Badge,
  Card,
  ORDER_STATUSES,
  formatNumber,
  orderStatusTone,
  type RestaurantAnalytics,
} from '@teranga/shared-ui';
import { Grid, Heading, Stack, Text } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './analytics.module.css';

/** Orders of the period per status, every status listed (0 when none). */
export function StatusGrid({ byStatus }: { byStatus: RestaurantAnalytics['summary']['orders_by_status'] }) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  return (
    <Card as="section" aria-labelledby="status-grid-title" gap={3}>
      <Heading id="status-grid-title">{t('analytics.statuses.title')}</Heading>
      <Grid as="dl" min="9rem" gap={3}>
        {ORDER_STATUSES.map((status) => (
          <Stack key={status} gap={2} className={styles.status}>
            <dt>
              <Badge tone={orderStatusTone(status)}>{t(`common:labels.orderStatus.${status}`)}</Badge>
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
