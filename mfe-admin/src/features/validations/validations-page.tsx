import { PageHeader } from '@teranga/shared-ui';

export function ValidationsPage() {
  return (
    <PageHeader
      title="Validations"
      subtitle="Bientôt : les demandes d'inscription des restaurateurs et des livreurs, avec leurs documents."
    />
  );
}
