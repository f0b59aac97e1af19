import { PageHeader } from '@teranga/shared-ui';

export function AnalyticsPage() {
  return (
    <PageHeader
      title="Statistiques"
      subtitle="Bientôt : le chiffre d'affaires, les plats les plus populaires et les commandes par statut sur 7, 30 ou 90 jours."
    />
  );
}
