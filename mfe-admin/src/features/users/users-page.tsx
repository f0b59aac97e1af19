import { useMemo, useState } from 'react';
import { PageHeader, ROLE_LABELS, Stack, Text, useSession, type Role } from '@teranga/shared-ui';
import { QueryState, ConfirmDialog } from '@teranga/shared-ui/area';
import { useUsers } from './api/get-users';
import { UsersTable } from './components/users-table';
import { UsersToolbar } from './components/users-toolbar';
import { useUserActions } from './hooks/use-user-actions';
import { filterUsers } from './lib/filter-users';
import styles from './components/users.module.css';

export function UsersPage() {
  const currentUserId = useSession((state) => state.user?.id);
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  // The role filter is the server's; the search only narrows what was loaded.
  const users = useUsers(role || undefined);
  const actions = useUserActions();
  const shown = useMemo(() => filterUsers(users.data ?? [], search), [users.data, search]);
  const pendingRoles = actions.roleChange ? { [actions.roleChange.user.id]: actions.roleChange.role } : {};

  return (
    <Stack>
      <PageHeader
        title={users.data ? `Utilisateurs (${users.data.length})` : 'Utilisateurs'}
        subtitle="Recherchez un compte, changez son rôle, activez-le ou désactivez-le."
      />
      <UsersToolbar search={search} onSearch={setSearch} role={role} onRole={setRole} />

      <QueryState
        query={users}
        loadingMessage="Chargement des utilisateurs..."
        errorMessage="Erreur lors du chargement"
      >
        {() => (
          <div aria-busy={users.isFetching || undefined}>
            {search.trim() !== '' && (
              <Text size="sm" tone="muted" className={styles.resultCount} role="status">
                {shown.length} résultat(s)
              </Text>
            )}
            <UsersTable
              users={shown}
              currentUserId={currentUserId}
              pendingRoles={pendingRoles}
              busyIds={actions.busyIds}
              onRoleChange={actions.askRoleChange}
              onToggleStatus={actions.toggleStatus}
            />
          </div>
        )}
      </QueryState>

      <ConfirmDialog
        open={actions.roleChange !== null}
        title="Changer le rôle"
        message={
          actions.roleChange ? `Changer le rôle de cet utilisateur en ${ROLE_LABELS[actions.roleChange.role]}?` : ''
        }
        loading={actions.savingRole}
        onConfirm={actions.confirmRoleChange}
        onCancel={actions.cancelRoleChange}
      />
    </Stack>
  );
}
