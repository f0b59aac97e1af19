import { ACCESS_MESSAGES } from '@teranga/shared-ui';
import type { ReactNode } from 'react';
import { PendingAccountPanel } from '@teranga/shared-ui/area';

export const PENDING_ACCOUNT_MESSAGE = ACCESS_MESSAGES.pending;

export interface PendingAccountNoticeProps {
  /** Extra content under the explanation. */
  children?: ReactNode;
}

/**
 * The dashboard's explanation for a restaurateur whose sign-up has not been approved yet: the
 * shared panel says so (or why it was refused) and collects the sign-up documents.
 */
export function PendingAccountNotice({ children }: PendingAccountNoticeProps) {
  return (
    <PendingAccountPanel>
      <p>
        En attendant, vous pouvez parcourir votre espace, mais la gestion de votre restaurant, de votre menu et de vos
        commandes sera disponible une fois votre compte validé.
      </p>
      {children}
    </PendingAccountPanel>
  );
}
