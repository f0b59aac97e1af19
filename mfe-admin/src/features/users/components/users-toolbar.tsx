import { Cluster, Field, Input, Select, type Role } from '@teranga/shared-ui';
import { ROLE_FILTER_OPTIONS } from './role-filter-options';
import styles from './users.module.css';

interface UsersToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  role: Role | '';
  onRole: (role: Role | '') => void;
}

export function UsersToolbar({ search, onSearch, role, onRole }: UsersToolbarProps) {
  return (
    <Cluster align="flex-end" gap={[3, 4]} role="search">
      <Field label="Rechercher" className={styles.search}>
        <Input
          type="search"
          placeholder="Nom ou email"
          autoComplete="off"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </Field>
      <Field label="Rôle" className={styles.roleFilter}>
        <Select
          options={ROLE_FILTER_OPTIONS}
          value={role}
          onChange={(event) => onRole(event.target.value as Role | '')}
        />
      </Field>
    </Cluster>
  );
}
