import { useTranslation } from 'react-i18next';
import { Button, KITCHEN_MESSAGES, Notice, Text, type Restaurant, localizeMessage } from '@teranga/shared-ui';
import { RESTAURATEUR_NS } from '../../../i18n';
import { useToggleRestaurantOpen } from '../api/toggle-restaurant-open';
import styles from './restaurant-card.module.css';

/**
 * A restaurant paused by the platform (orders left unanswered, or an admin): says why, and
 * reopens it with the open toggle, which the API lets its owner use to clear any pause.
 */
export function PauseNotice({ restaurant, disabled = false }: { restaurant: Restaurant; disabled?: boolean }) {
  const { t } = useTranslation(RESTAURATEUR_NS);
  const toggle = useToggleRestaurantOpen();
  const reason = restaurant.paused_reason;
  // The toggle flips: only a closed restaurant is reopened by it.
  if (!reason || restaurant.is_open) return null;
  // Why the platform closed the restaurant; UI wording (the API stores only `paused_reason`).
  let message: string = t('restaurant.pause.other');
  if (reason === 'auto') message = localizeMessage(KITCHEN_MESSAGES.autoPaused);
  else if (reason === 'admin') message = t('restaurant.pause.admin');
  return (
    <Notice tone="warning" bar as="div" role="status" className={styles.pause}>
      <Text weight="bold">{message}</Text>
      <Text size="sm">{reason === 'auto' ? t('restaurant.pause.autoHint') : t('restaurant.pause.adminHint')}</Text>
      <Button
        size="sm"
        onClick={() => toggle.mutate(restaurant.id)}
        loading={toggle.isPending}
        disabled={disabled}
        className={styles.reopen}
      >
        {t('restaurant.pause.reopen')}
      </Button>
    </Notice>
  );
}
