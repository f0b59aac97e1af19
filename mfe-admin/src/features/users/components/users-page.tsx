import { useMemo, useState } from 'react';
import {
  ConfirmDialog,
  ErrorState,
  LoadingState,
  PageHeader,
  ROLE_LABELS,
  useSession,
  type Role,
} from '@teranga/shared-ui';
import { useApiQuery } from '../../../hooks/use-api-query';
import { getUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { filterUsers } from './filter-users';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';
import styles from './users.module.css';

export function UsersPage() {
  const currentUserId = useSession((state) => state.user?.id);
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  // The role filter is the server's; the search only narrows what was loaded.
  const users = useApiQuery(() => getUsers(role || undefined), role);
  const actions = useUserActions(users.setData);
  const shown = useMemo(() => filterUsers(users.data ?? [], search), [users.data, search]);
  const pendingRoles = actions.roleChange ? { [actions.roleChange.user.id]: actions.roleChange.role } : {};

  return (
    <div className={styles.page}>
      <PageHeader
        title={users.data ? `Utilisateurs (${users.data.length})` : 'Utilisateurs'}
        subtitle="Recherchez un compte, changez son rôle, activez-le ou désactivez-le."
      />
      <UsersToolbar search={search} onSearch={setSearch} role={role} onRole={setRole} />

      {users.status === 'loading' && !users.data && <LoadingState message="Chargement des utilisateurs..." />}
      {users.status === 'error' && <ErrorState message="Erreur lors du chargement" onRetry={users.reload} />}
      {users.data && users.status !== 'error' && (
        <div aria-busy={users.status === 'loading' || undefined}>
          {search.trim() !== '' && (
            <p className={styles.resultCount} role="status">
              {shown.length} résultat(s)
            </p>
          )}
          <UsersTable
            users={shown}
            currentUserId={currentUserId}
            pendingRoles={pendingRoles}
            busyIds={actions.busyIds}
            onRoleChange={actions.askRoleChange}
            onToggleStatus={(user) => void actions.toggleStatus(user)}
          />
        </div>
      )}

      <ConfirmDialog
        open={actions.roleChange !== null}
        title="Changer le rôle"
        message={
          actions.roleChange
            ? `Changer le rôle de cet utilisateur en ${ROLE_LABELS[actions.roleChange.role]}?`
            : ''
        }
        loading={actions.savingRole}
        onConfirm={() => void actions.confirmRoleChange()}
        onCancel={actions.cancelRoleChange}
      />
    </div>
  );
}
