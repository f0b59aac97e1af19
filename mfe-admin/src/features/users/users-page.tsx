import { PageHeader } from '@teranga/shared-ui';

export function UsersPage() {
  return (
    <PageHeader
      title="Utilisateurs"
      subtitle="Bientôt : la recherche des comptes, le changement de rôle et l'activation des utilisateurs."
    />
  );
}
