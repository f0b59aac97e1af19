import { Badge, Heading } from '@teranga/shared-ui';
import { KITCHEN_WAIT_MAX_MIN, LATE_AFTER_MIN } from '../lib/board';
import styles from './live-orders.module.css';

/** The alerts of the board, in words: the same rule as `lateReason`. */
export function BoardLegend() {
  return (
    <section aria-labelledby="live-legend-title" className={styles.legend}>
      <Heading as="h2" size="md" id="live-legend-title">
        Légende
      </Heading>
      <dl className={styles.legendList}>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="danger">En retard</Badge>
          </dt>
          <dd>
            Commande non livrée {LATE_AFTER_MIN} min après avoir été passée, ou en attente de confirmation du restaurant
            depuis plus de {KITCHEN_WAIT_MAX_MIN} min alors qu’elle est payée (ou réglée en espèces).
          </dd>
        </div>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="warning">Code bloqué</Badge>
          </dt>
          <dd>
            5 codes de livraison faux : le livreur ne peut plus terminer la livraison, seul un administrateur le peut.
          </dd>
        </div>
      </dl>
    </section>
  );
}
