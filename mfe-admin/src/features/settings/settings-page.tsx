import { PageHeader } from '@teranga/shared-ui';

export function SettingsPage() {
  return <PageHeader title="Paramètres" subtitle="Paramètres disponibles prochainement" />;
}
