import { useState } from 'react';
import { isAxiosError } from 'axios';
import { useAssignCourier } from '../api/assign-courier';
import { useCancelOrder } from '../api/cancel-order';
import { awaitsCourier, type BoardRow } from '../lib/board';

type Dialog = { kind: 'assign' | 'cancel'; orderId: string };

/**
 * The order is gone (404), or cancelled without its refund (502, 503): asking again would be
 * refused, so the dialog closes. Other refusals leave it open (another courier, a smaller refund).
 */
const settledOnServer = (error: Error) => isAxiosError(error) && [404, 502, 503].includes(error.response?.status ?? 0);

/**
 * The row actions of the board: assigning a courier, cancelling an order, each in its dialog.
 * A dialog follows its row in the board's current data and closes by itself once the action no
 * longer applies (a courier took the delivery, the order finished or was cancelled meanwhile).
 */
export function useBoardActions(rows: readonly BoardRow[] | undefined) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const assign = useAssignCourier();
  const cancel = useCancelOrder();
  const close = () => setDialog(null);
  const closeWhenDone = {
    onSuccess: close,
    onError: (error: Error) => {
      if (settledOnServer(error)) close();
    },
  };
  const current = dialog && rows?.find((row) => row.order.id === dialog.orderId);
  const assigning = dialog?.kind === 'assign' && current && awaitsCourier(current) ? current : null;
  const cancelling = dialog?.kind === 'cancel' && current ? current : null;
  // Forgotten as soon as the board no longer offers it, so it never comes back on its own later
  // (React's pattern for state that follows new data: set while rendering).
  if (dialog && rows && !assigning && !cancelling) setDialog(null);

  return {
    assigning,
    cancelling,
    assignPending: assign.isPending,
    cancelPending: cancel.isPending,
    askAssign: (row: BoardRow) => setDialog({ kind: 'assign', orderId: row.order.id }),
    askCancel: (row: BoardRow) => setDialog({ kind: 'cancel', orderId: row.order.id }),
    close,
    assign: (livreurId: string) => {
      const livraisonId = assigning?.delivery?.id;
      if (livraisonId) assign.mutate({ livraisonId, livreur_id: livreurId }, closeWhenDone);
    },
    cancel: (body: { reason: string; refund_cents?: number }) => {
      if (cancelling) cancel.mutate({ orderId: cancelling.order.id, ...body }, closeWhenDone);
    },
  };
}
