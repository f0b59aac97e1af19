import { useTranslation } from 'react-i18next';
import { Button, Select, type Role, type User } from '@teranga/shared-ui';
import { roleOptions } from './role-filter-options';
import { UserStatusToggle } from './user-status-toggle';
import styles from './users.module.css';
import { Table, type TableColumn } from '@teranga/shared-ui/area';
import { ADMIN_NS } from '../../../i18n';

interface UsersTableProps {
  users: readonly User[];
  currentUserId: string | undefined;
  /** Role shown in a row's select while its change awaits confirmation. */
  pendingRoles: Readonly<Record<string, Role>>;
  busyIds: ReadonlySet<string>;
  onRoleChange: (user: User, role: Role) => void;
  onToggleStatus: (user: User) => void;
}

export function UsersTable({
  users,
  currentUserId,
  pendingRoles,
  busyIds,
  onRoleChange,
  onToggleStatus,
}: UsersTableProps) {
  const { t } = useTranslation([ADMIN_NS, 'common']);
  const options = roleOptions(t);
  const columns: TableColumn<User>[] = [
    {
      key: 'name',
      header: t('users.table.user'),
      render: (user) => (
        <div className={styles.identity}>
          <span className={styles.name}>
            {user.name}
            {user.id === currentUserId && <span className={styles.self}>{t('users.table.self')}</span>}
          </span>
          <span className={styles.muted}>{user.phone}</span>
        </div>
      ),
    },
    {
      key: 'email',
      header: t('users.table.email'),
      render: (user) => <span className={styles.email}>{user.email}</span>,
    },
    {
      key: 'role',
      header: t('users.table.role'),
      render: (user) => (
        <Select
          aria-label={t('users.table.roleOf', { name: user.name })}
          className={styles.roleSelect}
          options={options}
          value={pendingRoles[user.id] ?? user.role}
          disabled={busyIds.has(user.id)}
          onChange={(event) => onRoleChange(user, event.target.value as Role)}
        />
      ),
    },
    {
      key: 'status',
      header: t('users.table.status'),
      render: (user) => <UserStatusToggle user={user} busy={busyIds.has(user.id)} onToggle={onToggleStatus} />,
    },
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">{t('shared.actions')}</span>,
      align: 'end',
      render: (user) => (
        // Editing an account is not available yet: shown, but disabled.
        <Button
          variant="ghost"
          size="sm"
          disabled
          aria-label={t('users.table.editUser', { name: user.name })}
          title={t('users.table.soon')}
        >
          {t('users.table.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Table
      caption={t('users.table.caption')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      emptyMessage={t('users.table.empty')}
      stacked
    />
  );
}
