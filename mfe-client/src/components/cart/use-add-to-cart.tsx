import { useCallback, useState, type ReactNode } from 'react';
import { toast } from '@teranga/shared-ui';
import type { Plat } from '@teranga/shared-ui';
import { MAX_ITEM_QUANTITY, useCart } from './cart-store';
import { ConfirmDialog } from '@teranga/shared-ui/area';

export const MIX_RESTAURANTS_QUESTION =
  "Vous avez déjà des articles d'un autre restaurant. Voulez-vous vider le panier?";

export interface AddToCart {
  addToCart: (plat: Plat) => void;
  /** The question asked before mixing restaurants; render it once on the page. */
  confirmDialog: ReactNode;
}

/** Adding a dish from a screen: says what happened, and asks before replacing another restaurant's cart. */
export function useAddToCart(): AddToCart {
  const [waiting, setWaiting] = useState<Plat | null>(null);

  const addToCart = useCallback((plat: Plat) => {
    switch (useCart.getState().addItem(plat)) {
      case 'added':
        toast.success(`${plat.name} ajouté au panier!`);
        break;
      case 'unavailable':
        toast.error(`${plat.name} n'est pas disponible pour le moment`);
        break;
      case 'max-quantity':
        toast.info(`Vous avez déjà ${MAX_ITEM_QUANTITY} ${plat.name} dans le panier, le maximum par commande`);
        break;
      case 'other-restaurant':
        setWaiting(plat);
        break;
    }
  }, []);

  const confirm = () => {
    if (!waiting) return;
    setWaiting(null);
    useCart.getState().clearCart();
    addToCart(waiting);
  };

  const confirmDialog = (
    <ConfirmDialog
      open={waiting !== null}
      title="Changer de restaurant ?"
      message={MIX_RESTAURANTS_QUESTION}
      confirmLabel="Vider le panier"
      cancelLabel="Annuler"
      onConfirm={confirm}
      onCancel={() => setWaiting(null)}
    />
  );

  return { addToCart, confirmDialog };
}
