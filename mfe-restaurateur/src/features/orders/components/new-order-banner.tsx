import { Button, Cluster, Text } from '@teranga/shared-ui';
import styles from './orders.module.css';

/** Stays until dismissed: the kitchen may be away from the tablet when the order comes in. */
export function NewOrderBanner({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  return (
    <Cluster justify="space-between" gap={3} className={styles.banner} role="alert">
      <Text size="lg">
        <strong>Nouvelle commande !</strong>{' '}
        {count > 1 ? `${count} commandes attendent votre confirmation.` : 'Une commande attend votre confirmation.'}
      </Text>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        Masquer
      </Button>
    </Cluster>
  );
}
