import { Button, Select, type Role, type User } from '@teranga/shared-ui';
import { ROLE_OPTIONS } from './role-filter-options';
import { UserStatusToggle } from './user-status-toggle';
import styles from './users.module.css';
import { Table, type TableColumn } from '@teranga/shared-ui/area';

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
  const columns: TableColumn<User>[] = [
    {
      key: 'name',
      header: 'Utilisateur',
      render: (user) => (
        <div className={styles.identity}>
          <span className={styles.name}>
            {user.name}
            {user.id === currentUserId && <span className={styles.self}> (vous)</span>}
          </span>
          <span className={styles.muted}>{user.phone}</span>
        </div>
      ),
    },
    { key: 'email', header: 'Email', render: (user) => <span className={styles.email}>{user.email}</span> },
    {
      key: 'role',
      header: 'Rôle',
      render: (user) => (
        <Select
          aria-label={`Rôle de ${user.name}`}
          className={styles.roleSelect}
          options={ROLE_OPTIONS}
          value={pendingRoles[user.id] ?? user.role}
          disabled={busyIds.has(user.id)}
          onChange={(event) => onRoleChange(user, event.target.value as Role)}
        />
      ),
    },
    {
      key: 'status',
      header: 'Statut',
      render: (user) => <UserStatusToggle user={user} busy={busyIds.has(user.id)} onToggle={onToggleStatus} />,
    },
    {
      key: 'actions',
      header: <span className="tg-visually-hidden">Actions</span>,
      align: 'end',
      render: (user) => (
        // Editing an account is not available yet: shown, but disabled.
        <Button variant="ghost" size="sm" disabled aria-label={`Modifier ${user.name}`} title="Bientôt disponible">
          Modifier
        </Button>
      ),
    },
  ];

  return (
    <Table
      caption="Liste des utilisateurs"
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      emptyMessage="Aucun utilisateur trouvé"
      stacked
    />
  );
}
