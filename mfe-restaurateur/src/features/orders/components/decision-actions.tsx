import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Cluster, formatMinutes, type Commande } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';

// Lazy: the forms bring zod and react-hook-form, which the kitchen screen loads only when asked.
const AcceptOrderDialog = lazy(() => import('./accept-order-dialog').then((m) => ({ default: m.AcceptOrderDialog })));
const RefuseOrderDialog = lazy(() => import('./refuse-order-dialog').then((m) => ({ default: m.RefuseOrderDialog })));

export interface DecisionActionsProps {
  order: Commande;
  defaultPrepMinutes: number;
  /** The one-click step (`PATCH …/status`) is on its way. */
  advancing: boolean;
  onConfirm: () => void;
  onDecided: (order: Commande) => void;
}

/**
 * A new order's choices: 'Accepter' with a preparation time, 'Refuser' with a reason, and the
 * spec's 'Passer à: Confirmée', kept as the one-click accept with the usual time.
 */
export function DecisionActions({ order, defaultPrepMinutes, advancing, onConfirm, onDecided }: DecisionActionsProps) {
  const { t } = useTranslation([RESTAURATEUR_NS, 'common']);
  const [dialog, setDialog] = useState<'accept' | 'refuse' | null>(null);
  const quickHintId = useId();
  const close = () => setDialog(null);
  const decided = (changed: Commande) => {
    close();
    onDecided(changed);
  };

  return (
    <>
      <Cluster gap={2} justify="flex-end">
        <Button variant="ghost" onClick={() => setDialog('refuse')} disabled={advancing}>
          {t('orders.decision.refuse')}
        </Button>
        <Button variant="secondary" onClick={onConfirm} loading={advancing} aria-describedby={quickHintId}>
          {t('orders.stepTo', { status: t('common:labels.orderStatus.confirmee') })}
        </Button>
        <span id={quickHintId} className="tg-visually-hidden">
          {t('orders.decision.quickHint', { minutes: formatMinutes(defaultPrepMinutes) })}
        </span>
        <Button onClick={() => setDialog('accept')} disabled={advancing}>
          {t('orders.decision.accept')}
        </Button>
      </Cluster>
      <Suspense fallback={null}>
        {dialog === 'accept' && (
          <AcceptOrderDialog
            order={order}
            defaultPrepMinutes={defaultPrepMinutes}
            onClose={close}
            onAccepted={decided}
          />
        )}
        {dialog === 'refuse' && <RefuseOrderDialog order={order} onClose={close} onRefused={decided} />}
      </Suspense>
    </>
  );
}
