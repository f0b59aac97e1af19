import { PageHeader } from '@teranga/shared-ui';

export function CheckoutPage() {
  return (
    <PageHeader
      title="Finaliser la commande"
      subtitle="Bientôt : l'adresse de livraison, le mode de paiement et le récapitulatif de votre commande."
    />
  );
}
