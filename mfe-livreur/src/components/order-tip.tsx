import { Text, formatPrice, type Commande } from '@teranga/shared-ui';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../i18n';

/**
 * The client's tip, all of it the courier's (in the card payment, or collected with the cash).
 * Nothing when there is none: '0,00 €' on every other order would only be noise.
 */
export function OrderTip({ commande }: { commande: Pick<Commande, 'tip'> | null | undefined }) {
  const { t } = useTranslation(LIVREUR_NS);
  if (!commande?.tip) return null;
  return (
    <Text weight="bold" tone="success">
      {t('components.tip', { amount: formatPrice(commande.tip) })}
    </Text>
  );
}
