import { Text, formatPrice, type Commande } from '@teranga/shared-ui';

/**
 * The client's tip, all of it the courier's (in the card payment, or collected with the cash).
 * Nothing when there is none: '0,00 €' on every other order would only be noise.
 */
export function OrderTip({ commande }: { commande: Pick<Commande, 'tip'> | null | undefined }) {
  if (!commande?.tip) return null;
  return (
    <Text weight="bold" tone="success">
      Pourboire : {formatPrice(commande.tip)}
    </Text>
  );
}
