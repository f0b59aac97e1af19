import { useCallback, useState, type ReactNode } from 'react';
import { toast } from '@teranga/shared-ui';
import type { Plat } from '@teranga/shared-ui';
import { MAX_ITEM_QUANTITY, useCart } from './cart-store';
import { ConfirmDialog } from '@teranga/shared-ui/area';

export const MIX_RESTAURANTS_QUESTION =
  "Vous avez déjà des articles d'un autre restaurant. Voulez-vous vider le panier?";

/** What is being added: a dish, the options chosen for it (none by default) and how many (1 by default). */
export interface CartAddition {
  plat: Plat;
  optionIds?: readonly string[];
  quantity?: number;
}

export interface AddToCart {
  addToCart: (addition: CartAddition) => void;
  /** The question asked before mixing restaurants; render it once on the page. */
  confirmDialog: ReactNode;
}

/** Adding a dish from a screen: says what happened, and asks before replacing another restaurant's cart. */
export function useAddToCart(): AddToCart {
  const [waiting, setWaiting] = useState<CartAddition | null>(null);

  const addToCart = useCallback((addition: CartAddition) => {
    const { plat, optionIds, quantity } = addition;
    switch (useCart.getState().addItem(plat, optionIds, quantity)) {
      case 'added':
        toast.success(`${plat.name} ajouté au panier!`);
        break;
      case 'unavailable':
        toast.error(`${plat.name} n'est pas disponible pour le moment`);
        break;
      case 'invalid-options':
        toast.error(`Choisissez les options de ${plat.name} avant de l’ajouter au panier`);
        break;
      case 'max-quantity':
        toast.info(`Vous avez déjà ${MAX_ITEM_QUANTITY} ${plat.name} dans le panier, le maximum par commande`);
        break;
      case 'other-restaurant':
        setWaiting(addition);
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
