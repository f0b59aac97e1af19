import { useTranslation } from 'react-i18next';
import { Switch, type Restaurant } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useToggleRestaurantOpen } from '../api/toggle-restaurant-open';

export interface OpenSwitchProps {
  restaurant: Restaurant;
  disabled?: boolean;
  /** Id of the text explaining why the switch is disabled. */
  describedBy?: string;
}

/** Opens or closes the restaurant to new orders (`PATCH /restaurants/:id/toggle-open`). */
export function OpenSwitch({ restaurant, disabled = false, describedBy }: OpenSwitchProps) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const toggle = useToggleRestaurantOpen();
  return (
    <Switch
      checked={restaurant.is_open}
      aria-busy={toggle.isPending || undefined}
      aria-describedby={describedBy}
      disabled={disabled || toggle.isPending}
      onClick={() => toggle.mutate(restaurant.id)}
    >
      <span>{t('restaurant.openSwitch')}</span>
    </Switch>
  );
}
