import { api, type User } from '@teranga/shared-ui';
import { useDecision } from './decision';

/** `PATCH /admin/users/:id/reject {reason}`: the reason is stored and e-mailed to the user. */
export const rejectUser = ({ id, reason }: { id: string; reason: string }): Promise<User> =>
  api.patch<User>(`/admin/users/${encodeURIComponent(id)}/reject`, { reason }).then((response) => response.data);

export const useRejectUser = () =>
  useDecision(rejectUser, { success: 'Utilisateur rejeté et email envoyé', failure: 'Erreur lors du rejet' });
