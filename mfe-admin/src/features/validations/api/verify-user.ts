import { api, type User } from '@teranga/shared-ui';
import { useDecision } from './decision';

/** `PATCH /admin/users/:id/verify` with an empty body: approves the sign-up (the API e-mails the user). */
export async function verifyUser(id: string): Promise<User> {
  const { data } = await api.patch<User>(`/admin/users/${encodeURIComponent(id)}/verify`);
  return data;
}

export const useVerifyUser = () =>
  useDecision(verifyUser, { success: 'Utilisateur approuvé avec succès', failure: "Erreur lors de l'approbation" });
