import { MONEY_MESSAGES } from '@teranga/shared-ui';

/** What the API answers when a code does not apply (or is not a code): the shared rules' reasons. */
const refusals = (): readonly string[] => [
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

/** The words of the minimum's reason before its amount, however the language writes amounts. */
function belowMinimumPrefix(): string {
  const [a, b] = [MONEY_MESSAGES.promoBelowMinimum(0), MONEY_MESSAGES.promoBelowMinimum(99_999)];
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return a.slice(0, length);
}

/**
 * Whether the order's refusal is about its promo code, so the code's field says it. Read at each
 * call: the API answers in the page's language (Accept-Language), and so do the shared messages.
 */
export const isPromoRefusal = (detail: string) =>
  detail !== '' && (refusals().includes(detail) || detail.startsWith(belowMinimumPrefix()));
