import { useState } from 'react';
import { alreadyDecided } from '../api/decision';
import type { PendingUser } from '../api/get-pending-users';
import { useRejectUser } from '../api/reject-user';
import { useVerifyUser } from '../api/verify-user';

type Decision = { kind: 'approve' | 'reject'; user: PendingUser };

/** Approving (after a confirmation) or rejecting (with a reason) a pending sign-up. */
export function useValidationActions() {
  const [decision, setDecision] = useState<Decision | null>(null);
  const verify = useVerifyUser();
  const reject = useRejectUser();
  const saving = verify.isPending || reject.isPending;
  // The dialog stays open after a plain failure, so the admin can try again.
  const closeWhenDone = {
    onSuccess: () => setDecision(null),
    onError: (error: Error) => {
      if (alreadyDecided(error)) setDecision(null);
    },
  };

  return {
    approving: decision?.kind === 'approve' ? decision.user : null,
    rejecting: decision?.kind === 'reject' ? decision.user : null,
    saving,
    busyId: saving ? (decision?.user.id ?? null) : null,
    askApprove: (user: PendingUser) => setDecision({ kind: 'approve', user }),
    askReject: (user: PendingUser) => setDecision({ kind: 'reject', user }),
    cancel: () => setDecision(null),
    approve: () => {
      if (decision) verify.mutate(decision.user.id, closeWhenDone);
    },
    reject: (reason: string) => {
      if (decision) reject.mutate({ id: decision.user.id, reason }, closeWhenDone);
    },
  };
}
