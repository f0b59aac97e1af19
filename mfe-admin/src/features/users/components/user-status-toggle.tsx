import type { User } from '@teranga/shared-ui';
import styles from './users.module.css';

interface UserStatusToggleProps {
  user: User;
  busy: boolean;
  onToggle: (user: User) => void;
}

/** A switch: its state is the account's, pressing it asks the API for the opposite. */
export function UserStatusToggle({ user, busy, onToggle }: UserStatusToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={user.is_active}
      aria-label={`Compte actif : ${user.name}`}
      className={[styles.toggle, user.is_active ? styles.active : styles.inactive].join(' ')}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => onToggle(user)}
    >
      <span className={styles.toggleTrack} aria-hidden="true">
        <span className={styles.toggleThumb} />
      </span>
      {user.is_active ? 'Actif' : 'Inactif'}
    </button>
  );
}
