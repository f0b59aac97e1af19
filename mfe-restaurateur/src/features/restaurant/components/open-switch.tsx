import { useState } from 'react';
import { getErrorDetail, toast, type Restaurant } from '@teranga/shared-ui';
import { toggleRestaurantOpen } from '../api/toggle-restaurant-open';
import styles from './open-switch.module.css';

export interface OpenSwitchProps {
  restaurant: Restaurant;
  onChange: (restaurant: Restaurant) => void;
  disabled?: boolean;
  /** Id of the text explaining why the switch is disabled. */
  describedBy?: string;
}

/** Opens or closes the restaurant to new orders (`PATCH /restaurants/:id/toggle-open`). */
export function OpenSwitch({ restaurant, onChange, disabled = false, describedBy }: OpenSwitchProps) {
  const [saving, setSaving] = useState(false);

  async function toggle() {
    setSaving(true);
    try {
      const updated = await toggleRestaurantOpen(restaurant.id);
      onChange(updated);
      toast.success(updated.is_open ? 'Le restaurant est maintenant ouvert' : 'Le restaurant est maintenant fermé');
    } catch (error) {
      toast.error(getErrorDetail(error, 'Erreur lors de la mise à jour'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={restaurant.is_open}
      aria-busy={saving || undefined}
      aria-describedby={describedBy}
      className={styles.switch}
      disabled={disabled || saving}
      onClick={() => void toggle()}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>Ouvert aux commandes</span>
    </button>
  );
}
