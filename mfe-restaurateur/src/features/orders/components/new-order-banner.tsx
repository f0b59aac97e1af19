import { useTranslation } from 'react-i18next';
import { Button, Cluster, Text } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import styles from './orders.module.css';

/** Stays until dismissed: the kitchen may be away from the tablet when the order comes in. */
export function NewOrderBanner({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return (
    <Cluster justify="space-between" gap={3} className={styles.banner} role="alert">
      <Text size="lg">
        <strong>{t('orders.banner.title')}</strong> {t('orders.banner.waiting', { count })}
      </Text>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {t('orders.banner.hide')}
      </Button>
    </Cluster>
  );
}
