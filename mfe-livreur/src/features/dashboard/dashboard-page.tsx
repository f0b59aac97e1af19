import { PageHeader } from '@teranga/shared-ui';

export function DashboardPage() {
  return (
    <PageHeader
      title="Tableau de bord"
      subtitle="Bientôt : vos livraisons des 7 derniers jours, la livraison en cours et les plus récentes."
    />
  );
}
