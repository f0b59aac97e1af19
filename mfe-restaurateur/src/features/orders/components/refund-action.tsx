import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type Commande } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useRefundWindowOpen } from '../hooks/use-refund-window';
import { refundableCents, refundWindowEnd } from '../lib/refund';

// Lazy: the form brings zod and react-hook-form, which the kitchen screen loads only when asked.
const RefundOrderDialog = lazy(() => import('./refund-order-dialog').then((m) => ({ default: m.RefundOrderDialog })));

export interface RefundActionProps {
  order: Commande;
  onRefunded: (order: Commande) => void;
}

/** 'Rembourser' on a delivered card order, while the API takes a refund of it. */
export function RefundAction({ order, onRefunded }: RefundActionProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const [open, setOpen] = useState(false);
  const windowOpen = useRefundWindowOpen(refundWindowEnd(order));
  if (!windowOpen || refundableCents(order) === 0) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('orders.refund.action')}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <RefundOrderDialog
            order={order}
            onClose={() => setOpen(false)}
            onRefunded={(changed) => {
              setOpen(false);
              onRefunded(changed);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
