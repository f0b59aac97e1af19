import { Badge, DEFAULT_DEADLINES, Heading } from '@teranga/shared-ui';
import { KITCHEN_WAIT_MAX_MIN, LATE_AFTER_MIN, SLOT_LATE_AFTER_MIN } from '../lib/board';
import styles from './live-orders.module.css';

/** The platform's default threshold of the courier alert; the API may be configured otherwise. */
const COURIER_ALERT_DEFAULT_MIN = DEFAULT_DEADLINES.courierSearchAlertS / 60;

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
            depuis plus de {KITCHEN_WAIT_MAX_MIN} min alors qu’elle est payée (ou réglée en espèces). À emporter : non
            récupérée {LATE_AFTER_MIN} min après. Programmée : non remise {SLOT_LATE_AFTER_MIN} min après l’heure
            prévue.
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
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="warning">Sans livreur</Badge>
          </dt>
          <dd>
            Commande confirmée dont aucun livreur n’a accepté la livraison depuis plus de {COURIER_ALERT_DEFAULT_MIN}{' '}
            min (délai de la plateforme) : « Attribuer un livreur » la confie à l’un d’eux.
          </dd>
        </div>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="info">À emporter</Badge>
          </dt>
          <dd>Le client la récupère au restaurant : pas de livraison, donc jamais « Sans livreur ».</dd>
        </div>
        <div className={styles.legendItem}>
          <dt>
            <Badge tone="neutral">Programmée pour 19:30</Badge>
          </dt>
          <dd>Commande pour plus tard : le client la reçoit (ou la récupère) à l’heure choisie.</dd>
        </div>
      </dl>
    </section>
  );
}
