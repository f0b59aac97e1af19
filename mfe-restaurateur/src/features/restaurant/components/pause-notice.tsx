import { Button, KITCHEN_MESSAGES, Notice, Text, type Restaurant } from '@teranga/shared-ui';
import { useToggleRestaurantOpen } from '../api/toggle-restaurant-open';
import styles from './restaurant-card.module.css';

/** Why the platform closed the restaurant; UI wording (the API stores only `paused_reason`). */
const PAUSE_MESSAGES: Record<string, string> = {
  auto: KITCHEN_MESSAGES.autoPaused,
  admin: 'Restaurant mis en pause par l’équipe Teranga',
};

const PAUSE_HINTS: Record<string, string> = {
  auto: 'Les clients ne peuvent plus commander. Rouvrez dès que la cuisine peut répondre aux commandes.',
  admin: 'Les clients ne peuvent plus commander. Contactez l’équipe Teranga si vous ne savez pas pourquoi.',
};

/**
 * A restaurant paused by the platform (orders left unanswered, or an admin): says why, and
 * reopens it with the open toggle, which the API lets its owner use to clear any pause.
 */
export function PauseNotice({ restaurant, disabled = false }: { restaurant: Restaurant; disabled?: boolean }) {
  const toggle = useToggleRestaurantOpen();
  const reason = restaurant.paused_reason;
  // The toggle flips: only a closed restaurant is reopened by it.
  if (!reason || restaurant.is_open) return null;
  return (
    <Notice tone="warning" bar as="div" role="status" className={styles.pause}>
      <Text weight="bold">{PAUSE_MESSAGES[reason] ?? 'Restaurant mis en pause'}</Text>
      <Text size="sm">{PAUSE_HINTS[reason] ?? PAUSE_HINTS.admin}</Text>
      <Button
        size="sm"
        onClick={() => toggle.mutate(restaurant.id)}
        loading={toggle.isPending}
        disabled={disabled}
        className={styles.reopen}
      >
        Rouvrir le restaurant
      </Button>
    </Notice>
  );
}
