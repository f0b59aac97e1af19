import { useTranslation } from 'react-i18next';
import { Cluster, Field, Input, Select, type Role } from '@teranga/shared-ui';
import { roleFilterOptions } from './role-filter-options';
import { ADMIN_NS } from '../../../i18n';
import styles from './users.module.css';

interface UsersToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  role: Role | '';
  onRole: (role: Role | '') => void;
}

export function UsersToolbar({ search, onSearch, role, onRole }: UsersToolbarProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Cluster align="flex-end" gap={[3, 4]} role="search">
      <Field label={t('shared.search')} className={styles.search}>
        <Input
          type="search"
          placeholder={t('users.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </Field>
      <Field label={t('users.role')} className={styles.roleFilter}>
        <Select
          options={roleFilterOptions(t)}
          value={role}
          onChange={(event) => onRole(event.target.value as Role | '')}
        />
      </Field>
    </Cluster>
  );
}
