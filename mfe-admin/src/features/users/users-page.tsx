import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Stack, Text, useSession, type Role } from '@teranga/shared-ui';
import { QueryState, ConfirmDialog } from '@teranga/shared-ui/area';
import { useUsers } from './api/get-users';
import { UsersTable } from './components/users-table';
import { UsersToolbar } from './components/users-toolbar';
import { useUserActions } from './hooks/use-user-actions';
import { filterUsers } from './lib/filter-users';
import { ADMIN_NS } from '../../i18n';
import styles from './components/users.module.css';

export function UsersPage() {
  const { t } = useTranslation([ADMIN_NS, 'common']);
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
        title={users.data ? t('users.titleCount', { count: users.data.length }) : t('users.title')}
        subtitle={t('users.subtitle')}
      />
      <UsersToolbar search={search} onSearch={setSearch} role={role} onRole={setRole} />

      <QueryState query={users} loadingMessage={t('users.loading')} errorMessage={t('shared.loadFailed')}>
        {() => (
          <div aria-busy={users.isFetching || undefined}>
            {search.trim() !== '' && (
              <Text size="sm" tone="muted" className={styles.resultCount} role="status">
                {t('users.results', { count: shown.length })}
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
        title={t('users.roleChange.title')}
        message={
          actions.roleChange
            ? t('users.roleChange.message', { role: t(`common:labels.role.${actions.roleChange.role}`) })
            : ''
        }
        loading={actions.savingRole}
        onConfirm={actions.confirmRoleChange}
        onCancel={actions.cancelRoleChange}
      />
    </Stack>
  );
}
