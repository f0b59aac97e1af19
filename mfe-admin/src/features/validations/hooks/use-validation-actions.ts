import { useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '@teranga/shared-ui';
import type { PendingUser } from '../api/get-pending-users';
import { rejectUser } from '../api/reject-user';
import { verifyUser } from '../api/verify-user';

type Decision = { kind: 'approve' | 'reject'; user: PendingUser };

/** Approving (after a confirmation) or rejecting (with a reason) a pending sign-up. */
export function useValidationActions(
  setPending: Dispatch<SetStateAction<PendingUser[] | undefined>>,
  reload: () => void,
) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [saving, setSaving] = useState(false);

  const remove = (id: string) => setPending((current) => current?.filter((user) => user.id !== id));

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    if (!decision) return;
    const { user } = decision;
    setSaving(true);
    try {
      await action();
      remove(user.id);
      toast.success(success);
      setDecision(null);
    } catch (error) {
      console.error(error);
      toast.error(failure);
      // Another admin may have handled this request meanwhile: show the queue as it is now.
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status === 404 || status === 409) {
        setDecision(null);
        reload();
      }
    } finally {
      setSaving(false);
    }
  }

  return {
    approving: decision?.kind === 'approve' ? decision.user : null,
    rejecting: decision?.kind === 'reject' ? decision.user : null,
    saving,
    busyId: saving ? (decision?.user.id ?? null) : null,
    askApprove: (user: PendingUser) => setDecision({ kind: 'approve', user }),
    askReject: (user: PendingUser) => setDecision({ kind: 'reject', user }),
    cancel: () => setDecision(null),
    approve: () =>
      run(() => verifyUser(decision!.user.id), 'Utilisateur approuvé avec succès', "Erreur lors de l'approbation"),
    reject: (reason: string) =>
      run(() => rejectUser(decision!.user.id, reason), 'Utilisateur rejeté et email envoyé', 'Erreur lors du rejet'),
  };
}
