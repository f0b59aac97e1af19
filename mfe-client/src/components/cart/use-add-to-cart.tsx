import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@teranga/shared-ui';
import type { Plat } from '@teranga/shared-ui';
import { MAX_ITEM_QUANTITY, useCart } from './cart-store';
import { ConfirmDialog } from '@teranga/shared-ui/area';
import { CLIENT_NS } from '../../i18n';

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
  const { t } = useTranslation(CLIENT_NS);
  const [waiting, setWaiting] = useState<CartAddition | null>(null);

  const addToCart = useCallback(
    (addition: CartAddition) => {
      const { plat, optionIds, quantity } = addition;
      const name = plat.name;
      switch (useCart.getState().addItem(plat, optionIds, quantity)) {
        case 'added':
          toast.success(t('cart.add.added', { name }));
          break;
        case 'unavailable':
          toast.error(t('cart.add.unavailable', { name }));
          break;
        case 'invalid-options':
          toast.error(t('cart.add.invalidOptions', { name }));
          break;
        case 'max-quantity':
          toast.info(t('cart.add.maxQuantity', { name, max: MAX_ITEM_QUANTITY }));
          break;
        case 'other-restaurant':
          setWaiting(addition);
          break;
      }
    },
    [t],
  );

  const confirm = () => {
    if (!waiting) return;
    setWaiting(null);
    useCart.getState().clearCart();
    addToCart(waiting);
  };

  const confirmDialog = (
    <ConfirmDialog
      open={waiting !== null}
      title={t('cart.otherRestaurant.title')}
      message={t('cart.otherRestaurant.question')}
      confirmLabel={t('cart.otherRestaurant.confirm')}
      cancelLabel={t('general.cancel')}
      onConfirm={confirm}
      onCancel={() => setWaiting(null)}
    />
  );

  return { addToCart, confirmDialog };
}
