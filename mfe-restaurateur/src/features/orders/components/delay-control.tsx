import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, DELAY_MINUTES, type Commande } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useDelayOrder } from '../api/delay-order';
import styles from './orders.module.css';

/**
 * 'Retarder': pushes the order's estimated times by 5, 10 or 15 minutes. The choices stay folded
 * under one button so a card's main action remains the next step.
 */
export function DelayControl({ order }: { order: Commande }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const [open, setOpen] = useState(false);
  const delay = useDelayOrder();
  const choicesId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const done = () => {
    setOpen(false);
    // The pressed choice folds away: the focus goes back to what unfolded it.
    toggle.current?.focus();
  };

  return (
    <div className={styles.delay}>
      <Button
        ref={toggle}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={choicesId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('orders.delay.toggle')}
      </Button>
      <Cluster
        id={choicesId}
        role="group"
        aria-label={t('orders.delay.group')}
        gap={2}
        hidden={!open}
        className={styles.delayChoices}
      >
        {DELAY_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            size="sm"
            loading={delay.isPending && delay.variables?.minutes === minutes}
            disabled={delay.isPending}
            onClick={() => delay.mutate({ orderId: order.id, minutes }, { onSuccess: done })}
          >
            {t('orders.delay.choice', { minutes })}
          </Button>
        ))}
      </Cluster>
    </div>
  );
}
