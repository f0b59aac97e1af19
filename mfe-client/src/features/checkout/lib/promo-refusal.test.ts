import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, MONEY_MESSAGES } from '@teranga/shared-ui';
import { isPromoRefusal } from './promo-refusal';

describe('isPromoRefusal', () => {
  it.each([
    MONEY_MESSAGES.promoExhausted,
    MONEY_MESSAGES.promoExpired,
    MONEY_MESSAGES.promoPerClient,
    MONEY_MESSAGES.promoCode,
    MONEY_MESSAGES.promoBelowMinimum(1500),
  ])('knows %j as the code’s', (detail) => expect(isPromoRefusal(detail)).toBe(true));

  it.each([MONEY_MESSAGES.tipTakeAway, MONEY_MESSAGES.cardMinimum, CHECKOUT_MESSAGES.addressRequired, ''])(
    'leaves %j to the order',
    (detail) => expect(isPromoRefusal(detail)).toBe(false),
  );
});
