import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingAccountPanel } from '@teranga/shared-ui/area';
import { RESTAURATEUR_NS } from '../../../i18n';

export interface PendingAccountNoticeProps {
  /** Extra content under the explanation. */
  children?: ReactNode;
}

/**
 * The dashboard's explanation for a restaurateur whose sign-up has not been approved yet: the
 * shared panel says so (or why it was refused) and collects the sign-up documents.
 */
export function PendingAccountNotice({ children }: PendingAccountNoticeProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return (
    <PendingAccountPanel>
      <p>{t('account.pendingWhile')}</p>
      {children}
    </PendingAccountPanel>
  );
}
