import { useState } from 'react';
import type { Role, User } from '@teranga/shared-ui';
import { useRowsBeingWritten } from '../api/row-write';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';

export interface RoleChange {
  user: User;
  role: Role;
}

/** Role changes (asked, then confirmed or cancelled) and active-flag toggles of the users list. */
export function useUserActions() {
  const [roleChange, setRoleChange] = useState<RoleChange | null>(null);
  const updateRole = useUpdateUserRole();
  const updateStatus = useUpdateUserStatus();

  return {
    roleChange,
    busyIds: useRowsBeingWritten(),
    savingRole: updateRole.isPending,
    askRoleChange: (user: User, role: Role) => {
      if (role !== user.role) setRoleChange({ user, role });
    },
    cancelRoleChange: () => setRoleChange(null),
    confirmRoleChange: () => {
      if (!roleChange) return;
      // Closed whatever the outcome: on failure the select falls back to the role the row still holds.
      updateRole.mutate({ id: roleChange.user.id, role: roleChange.role }, { onSettled: () => setRoleChange(null) });
    },
    toggleStatus: (user: User) => updateStatus.mutate({ id: user.id, isActive: !user.is_active }),
  };
}
