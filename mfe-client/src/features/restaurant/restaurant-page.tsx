import { PageHeader } from '@teranga/shared-ui';

export function RestaurantPage() {
  return (
    <PageHeader
      title="Restaurant"
      subtitle="Bientôt : la présentation du restaurant et son menu, classé par catégorie."
    />
  );
}
