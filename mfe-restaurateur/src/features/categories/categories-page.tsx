import { PageHeader } from '@teranga/shared-ui';

export function CategoriesPage() {
  return (
    <PageHeader
      title="Catégories"
      subtitle="Bientôt : les catégories de votre menu et le nombre de plats de chacune."
    />
  );
}
