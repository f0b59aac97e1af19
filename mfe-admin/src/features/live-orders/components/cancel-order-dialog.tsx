import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, shortId, type Commande } from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { ADMIN_NS, lowerCase } from '../../../i18n';
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
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      title={t('live.cancel.title')}
      description={
        order
          ? t('live.cancel.description', {
              id: shortId(order.id),
              restaurant: order.restaurant_name,
              total: formatPrice(order.total_price),
              mode: lowerCase(t(`common:labels.paymentMode.${order.payment_mode}`)),
              status: lowerCase(t(`common:labels.paymentStatus.${order.payment_status}`)),
            })
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
