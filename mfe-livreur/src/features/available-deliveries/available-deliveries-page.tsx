import { PageHeader } from '@teranga/shared-ui';

export function AvailableDeliveriesPage() {
  return (
    <PageHeader
      title="Livraisons disponibles"
      subtitle="Bientôt : les livraisons à accepter, actualisées automatiquement."
    />
  );
}
