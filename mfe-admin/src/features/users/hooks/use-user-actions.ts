import { useState, type Dispatch, type SetStateAction } from 'react';
import { getErrorDetail, toast, type Role, type User } from '@teranga/shared-ui';
import { updateUserRole } from '../api/update-user-role';
import { updateUserStatus } from '../api/update-user-status';

const UPDATE_ERROR = 'Erreur lors de la mise à jour';

export interface RoleChange {
  user: User;
  role: Role;
}

/**
 * Role changes (asked, then confirmed or cancelled) and active-flag toggles of the users list.
 * `setUsers` receives the API's answer so the row shows what the server stored.
 */
export function useUserActions(setUsers: Dispatch<SetStateAction<User[] | undefined>>) {
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const replace = (updated: User) =>
    setUsers((current) => current?.map((user) => (user.id === updated.id ? { ...user, ...updated } : user)));

  async function confirmRoleChange() {
    if (!roleChange) return;
    const { user, role } = roleChange;
    setBusy(user.id, true);
    try {
      replace(await updateUserRole(user.id, role));
      toast.success('Rôle mis à jour');
    } catch (error) {
      console.error(error);
      toast.error(getErrorDetail(error, UPDATE_ERROR));
    } finally {
      // On failure the select falls back to the role the row still holds.
      setRoleChange(null);
      setBusy(user.id, false);
    }
  }

  async function toggleStatus(user: User) {
    const isActive = !user.is_active;
    setBusy(user.id, true);
    try {
      replace(await updateUserStatus(user.id, isActive));
      toast.success(isActive ? 'Utilisateur activé' : 'Utilisateur désactivé');
    } catch (error) {
      console.error(error);
      toast.error(getErrorDetail(error, UPDATE_ERROR));
    } finally {
      setBusy(user.id, false);
    }
  }

  return {
    roleChange,
    busyIds,
    askRoleChange: (user: User, role: Role) => {
      if (role !== user.role) setRoleChange({ user, role });
    },
    cancelRoleChange: () => setRoleChange(null),
    confirmRoleChange,
    toggleStatus,
    savingRole: roleChange !== null && busyIds.has(roleChange.user.id),
  };
}
