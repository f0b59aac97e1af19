import { useRef } from 'react';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS, formatPrice, shortId, type Commande } from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { refundableCents } from '../lib/refund';
import { CancelOrderForm, type CancelOrderFormProps } from './cancel-order-form';

interface CancelOrderDialogProps {
  /** The order being cancelled; null when the dialog is closed. */
  order: Commande | null;
  pending: boolean;
  onSubmit: CancelOrderFormProps['onSubmit'];
  onClose: () => void;
}

export function CancelOrderDialog({ order, pending, onSubmit, onClose }: CancelOrderDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title="Annuler la commande"
      description={
        order
          ? `Commande #${shortId(order.id)} · ${order.restaurant_name} · ${formatPrice(order.total_price)}, ` +
            `${PAYMENT_MODE_LABELS[order.payment_mode].toLocaleLowerCase('fr')} (${PAYMENT_STATUS_LABELS[order.payment_status].toLocaleLowerCase('fr')}).`
          : undefined
      }
      initialFocusRef={reasonRef}
      dismissible={!pending}
    >
      {/* Keyed by order: every cancellation starts from an empty reason and the full refund. */}
      {order && (
        <CancelOrderForm
          key={order.id}
          refundableCents={refundableCents(order)}
          reasonRef={reasonRef}
          pending={pending}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
