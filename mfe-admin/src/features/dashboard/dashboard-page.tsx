import { PageHeader } from '@teranga/shared-ui';

export function DashboardPage() {
  return (
    <PageHeader
      title="Tableau de bord"
      subtitle="Bientôt : les chiffres de la plateforme et les inscriptions en attente de validation."
    />
  );
}
