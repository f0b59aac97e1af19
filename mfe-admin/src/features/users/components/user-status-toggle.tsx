import { useTranslation } from 'react-i18next';
import { Switch, type User } from '@teranga/shared-ui';
import { ADMIN_NS } from '../../../i18n';
import styles from './users.module.css';

interface UserStatusToggleProps {
  user: User;
  busy: boolean;
  onToggle: (user: User) => void;
}

/** A switch: its state is the account's, pressing it asks the API for the opposite. */
export function UserStatusToggle({ user, busy, onToggle }: UserStatusToggleProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Switch
      checked={user.is_active}
      size="sm"
      aria-label={t('users.table.activeAccount', { name: user.name })}
      className={user.is_active ? styles.toggle : `${styles.toggle} ${styles.inactive}`}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => onToggle(user)}
    >
      {user.is_active ? t('users.table.active') : t('users.table.inactive')}
    </Switch>
  );
}
