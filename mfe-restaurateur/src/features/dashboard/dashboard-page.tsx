import { PageHeader } from '@teranga/shared-ui';

export function DashboardPage() {
  return (
    <PageHeader
      title="Tableau de bord"
      subtitle="Bientôt : votre restaurant, les chiffres des 7 derniers jours et les dernières commandes."
    />
  );
}
