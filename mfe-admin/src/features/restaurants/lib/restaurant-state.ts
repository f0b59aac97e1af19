import { AUTO_PAUSE, i18n, intlLocale, type BadgeTone, type Restaurant } from '@teranga/shared-ui';
import { translatedRecord } from '../../../i18n';

/**
 * Where a restaurant stands, from `is_open` and `paused_reason`: open, closed by its owner, or
 * closed by the platform, automatically (orders left unanswered) or by an administrator.
 */
export type RestaurantState = 'open' | 'closed' | 'autoPaused' | 'adminPaused';

export function restaurantState(restaurant: Pick<Restaurant, 'is_open' | 'paused_reason'>): RestaurantState {
  if (restaurant.is_open) return 'open';
  if (restaurant.paused_reason === 'auto') return 'autoPaused';
  if (restaurant.paused_reason === 'admin') return 'adminPaused';
  return 'closed';
}

const STATES = ['open', 'closed', 'autoPaused', 'adminPaused'] as const satisfies readonly RestaurantState[];

export const RESTAURANT_STATE_LABELS: Readonly<Record<RestaurantState, string>> = translatedRecord(STATES, (state) =>
  i18n.t(`admin:restaurants.state.${state}`),
);

export const RESTAURANT_STATE_TONES: Readonly<Record<RestaurantState, BadgeTone>> = {
  open: 'success',
  closed: 'neutral',
  autoPaused: 'warning',
  adminPaused: 'danger',
};

/** Why the state is what it is, in a few words beside the badge. */
export const RESTAURANT_STATE_HINTS: Readonly<Record<RestaurantState, string | null>> = translatedRecord(
  STATES,
  (state): string | null => {
    if (state === 'closed') return i18n.t('admin:restaurants.state.closedHint');
    if (state === 'autoPaused') {
      return i18n.t('admin:restaurants.state.autoPausedHint', {
        misses: AUTO_PAUSE.misses,
        minutes: AUTO_PAUSE.windowMinutes,
      });
    }
    return null;
  },
);

/**
 * The admin's action on a restaurant: a pause of the platform is lifted with 'Rouvrir'; an open
 * restaurant, or one its owner closed, can be paused (the owner's own toggle reopens it anyway).
 */
export const isPaused = (restaurant: Pick<Restaurant, 'is_open' | 'paused_reason'>) => {
  const state = restaurantState(restaurant);
  return state === 'autoPaused' || state === 'adminPaused';
};

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(intlLocale())
    .trim();

/** The restaurants whose name holds the search, case and accents ignored (done on the client side). */
export function filterRestaurants(restaurants: readonly Restaurant[], search: string): Restaurant[] {
  const needle = normalize(search);
  if (!needle) return [...restaurants];
  return restaurants.filter((restaurant) => normalize(restaurant.name).includes(needle));
}
