import { PageHeader } from '@teranga/shared-ui';

export function ExplorerPage() {
  return (
    <PageHeader
      title="Explorer"
      subtitle="Bientôt : la liste des restaurants, la recherche et les catégories."
    />
  );
}
