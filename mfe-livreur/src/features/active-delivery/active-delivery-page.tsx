import { PageHeader } from '@teranga/shared-ui';

export function ActiveDeliveryPage() {
  return (
    <PageHeader
      title="Livraison en cours"
      subtitle="Bientôt : le détail de votre livraison, l'itinéraire et son avancement."
    />
  );
}
