import type { Restaurant } from '@teranga/shared-ui';
import { useToggleRestaurantOpen } from '../api/toggle-restaurant-open';
import styles from './open-switch.module.css';

export interface OpenSwitchProps {
  restaurant: Restaurant;
  disabled?: boolean;
  /** Id of the text explaining why the switch is disabled. */
  describedBy?: string;
}

/** Opens or closes the restaurant to new orders (`PATCH /restaurants/:id/toggle-open`). */
export function OpenSwitch({ restaurant, disabled = false, describedBy }: OpenSwitchProps) {
  const toggle = useToggleRestaurantOpen();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={restaurant.is_open}
      aria-busy={toggle.isPending || undefined}
      aria-describedby={describedBy}
      className={styles.switch}
      disabled={disabled || toggle.isPending}
      onClick={() => toggle.mutate(restaurant.id)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>Ouvert aux commandes</span>
    </button>
  );
}
