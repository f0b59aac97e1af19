import { PendingAccountPanel } from '@teranga/shared-ui/area';

/**
 * Shown to a courier whose sign-up an administrator has not approved yet: the shared panel says
 * so (or why it was refused) and collects the sign-up documents.
 */
export function PendingAccountNotice() {
  return (
    <PendingAccountPanel>
      <p>Vous pourrez accepter des livraisons dès que vos documents auront été vérifiés.</p>
    </PendingAccountPanel>
  );
}
