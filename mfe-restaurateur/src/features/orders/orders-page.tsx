import { PageHeader } from '@teranga/shared-ui';

export function OrdersPage() {
  return (
    <PageHeader
      title="Commandes"
      subtitle="Bientôt : les commandes reçues, filtrées par statut, et leur passage à l'étape suivante."
    />
  );
}
