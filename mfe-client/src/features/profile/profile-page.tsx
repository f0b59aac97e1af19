import { PageHeader } from '@teranga/shared-ui';

export function ProfilePage() {
  return (
    <PageHeader
      title="Mon profil"
      subtitle="Bientôt : vos informations personnelles et la modification de votre compte."
    />
  );
}
