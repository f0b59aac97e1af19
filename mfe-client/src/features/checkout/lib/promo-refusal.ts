import { MONEY_MESSAGES } from '@teranga/shared-ui';

// What the API answers when a code does not apply (or is not a code): the shared rules' reasons.
const REFUSALS: readonly string[] = [
  MONEY_MESSAGES.promoCode,
  MONEY_MESSAGES.promoUnknown,
  MONEY_MESSAGES.promoInactive,
  MONEY_MESSAGES.promoNotStarted,
  MONEY_MESSAGES.promoExpired,
  MONEY_MESSAGES.promoOtherRestaurant,
  MONEY_MESSAGES.promoExhausted,
  MONEY_MESSAGES.promoPerClient,
  MONEY_MESSAGES.promoFirstOrder,
  MONEY_MESSAGES.promoTakeAway,
];
// The minimum's reason names an amount: its words before it.
const BELOW_MINIMUM = MONEY_MESSAGES.promoBelowMinimum(0).split('0,00')[0]!;

/** Whether the order's refusal is about its promo code, so the code's field says it. */
export const isPromoRefusal = (detail: string) => REFUSALS.includes(detail) || detail.startsWith(BELOW_MINIMUM);
