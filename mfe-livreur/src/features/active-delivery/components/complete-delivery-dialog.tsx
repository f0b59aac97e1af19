import { Suspense, lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@teranga/shared-ui';
import { Modal } from '@teranga/shared-ui/area';
import { LIVREUR_NS } from '../../../i18n';
import { pinRefusal, useCompleteDelivery } from '../../deliveries/api/complete-delivery';

// The form brings react-hook-form and zod: loaded on demand, as the areas' form pages are, so the
// courier's other screens never download them.
const loadPinForm = () => import('./delivery-pin-form');
const DeliveryPinForm = lazy(() => loadPinForm().then((module) => ({ default: module.DeliveryPinForm })));

/**
 * Fetches the form ahead, once the delivery is on its way: at the client's door, on a phone's
 * network, the dialog should open with its field at once.
 */
export const preloadPinForm = () => void loadPinForm().catch(() => undefined);

export interface CompleteDeliveryDialogProps {
  livraisonId: string;
  open: boolean;
  onClose: () => void;
  /** Too many wrong codes: the API's words, for the screen to say the delivery is locked. */
  onLocked: (detail: string) => void;
}

/** 'Marquer comme livrée': the client's code is the proof that the order was handed over. */
export function CompleteDeliveryDialog({ livraisonId, open, onClose, onLocked }: CompleteDeliveryDialogProps) {
  const { t } = useTranslation(LIVREUR_NS);
  const complete = useCompleteDelivery();
  const pinRef = useRef<HTMLInputElement>(null);

  const submit = (pin: string, rejectPin: (message: string) => void) =>
    complete.mutate(
      { livraisonId, pin },
      {
        onSuccess: onClose,
        onError: (error) => {
          const refusal = pinRefusal(error);
          if (refusal?.kind === 'wrong') rejectPin(refusal.detail);
          else if (refusal?.kind === 'locked') onLocked(refusal.detail);
        },
      },
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('active.completeDialog.title')}
      description={t('active.completeDialog.description')}
      size="sm"
      role="alertdialog"
      initialFocusRef={pinRef}
      dismissible={!complete.isPending}
    >
      <Suspense fallback={<LoadingState message={t('active.completeDialog.loading')} />}>
        <DeliveryPinForm inputRef={pinRef} pending={complete.isPending} onSubmit={submit} onCancel={onClose} />
      </Suspense>
    </Modal>
  );
}
