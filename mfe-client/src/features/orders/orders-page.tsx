import { PageHeader } from '@teranga/shared-ui';

export function OrdersPage() {
  return <PageHeader title="Mes Commandes" subtitle="Bientôt : vos commandes, leur statut et leur détail." />;
}
