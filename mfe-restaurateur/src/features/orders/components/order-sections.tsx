import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Grid, Heading, type Commande } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { splitScheduled } from '../lib/scheduled';
import styles from './orders.module.css';

export interface OrderSectionsProps {
  orders: Commande[];
  /** The previous filter's list, shown while the new one loads. */
  busy: boolean;
  renderCard: (order: Commande) => ReactNode;
}

/** The orders for later not started yet ('Commandes programmées', soonest first), then the others. */
export function OrderSections({ orders, busy, renderCard }: OrderSectionsProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const titleId = useId();
  const { scheduled, current } = splitScheduled(orders);
  return (
    <>
      {scheduled.length > 0 && (
        <section aria-labelledby={titleId} className={styles.scheduled}>
          <Heading id={titleId}>{t('orders.scheduled.title')}</Heading>
          <Grid min="22rem" className={styles.list} aria-busy={busy || undefined}>
            {scheduled.map(renderCard)}
          </Grid>
        </section>
      )}
      {current.length > 0 && (
        <Grid min="22rem" className={styles.list} aria-busy={busy || undefined}>
          {current.map(renderCard)}
        </Grid>
      )}
    </>
  );
}
