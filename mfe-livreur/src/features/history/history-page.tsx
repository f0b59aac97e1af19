import { PageHeader } from '@teranga/shared-ui';

export function HistoryPage() {
  return (
    <PageHeader
      title="Historique"
      subtitle="Bientôt : toutes vos livraisons, filtrées par statut, avec distances et durées."
    />
  );
}
