import { PendingAccountPanel } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../../../i18n';

/**
 * Shown to a courier whose sign-up an administrator has not approved yet: the shared panel says
 * so (or why it was refused) and collects the sign-up documents.
 */
export function PendingAccountNotice() {
  const { t } = useTranslation(LIVREUR_NS);
  return (
    <PendingAccountPanel>
      <p>{t('dashboard.pending')}</p>
    </PendingAccountPanel>
  );
}
