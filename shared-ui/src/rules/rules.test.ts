import { describe, expect, it } from 'vitest';
import {
  acceptOrderSchema,
  ACCOUNT_MESSAGES,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  delayOrderSchema,
  DELAY_MINUTES,
  KITCHEN_MESSAGES,
  REFUSAL_REASONS,
  refuseOrderSchema,
  CARD_MESSAGES,
  createCardSchema,
  DEFAULT_SETTINGS_BODY,
  MONEY_MESSAGES,
  promoTermsRefusal,
  settingsBodySchema,
  type PromoConditions,
  deliveryPinFormSchema,
  emailSchema,
  expiryError,
  isValidCardNumber,
  NEXT_ORDER_STATUS,
  ORDER_STATUS_CHAIN,
  parseExpiry,
  passwordSchema,
  PIN_MESSAGES,
  phoneSchema,
  RESTAURANT_ORDER_STEPS,
} from '.';
import { emailMiniSchema, passwordMiniSchema, phoneMiniSchema } from './mini';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('account rules', () => {
  it('normalises emails and names the first problem', () => {
    expect(emailSchema.parse('  Client@Teranga.TEST ')).toBe('client@teranga.test');
    expect(firstMessage(emailSchema.safeParse('  '))).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(firstMessage(emailSchema.safeParse('pas-un-email'))).toBe(ACCOUNT_MESSAGES.emailInvalid);
  });

  it('asks for a password of at least 6 characters', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect(firstMessage(passwordSchema.safeParse('12345'))).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(passwordSchema.safeParse('123456').success).toBe(true);
  });

  it('refuses blank passwords and invisible or control characters (issue 15, finding 9)', () => {
    expect(firstMessage(passwordSchema.safeParse('      '))).toBe(ACCOUNT_MESSAGES.passwordBlank);
    expect(firstMessage(passwordSchema.safeParse('\u00a0\t  \u3000 '))).toBe(ACCOUNT_MESSAGES.passwordBlank);
    for (const bad of [
      'abc\u0000def',
      'abc\u0007def',
      'abc\u007fdef',
      'abc\u202edef',
      'abc\u2066def',
      'abc\u200bdef',
    ]) {
      expect(firstMessage(passwordSchema.safeParse(bad)), JSON.stringify(bad)).toBe(
        ACCOUNT_MESSAGES.passwordForbiddenCharacter,
      );
    }
    // Spaces inside, accents, emoji sequences (ZWJ) stay allowed.
    for (const good of ['  mon mot de passe ', 'Thiéboudienne', 'soleil👩\u200d🍳42']) {
      expect(passwordSchema.safeParse(good).success, good).toBe(true);
    }
  });

  it('accepts French and international phone numbers only', () => {
    expect(phoneSchema.parse(' 06 12 34 56 78 ')).toBe('06 12 34 56 78');
    expect(phoneSchema.safeParse('+221 77 123 45 67').success).toBe(true);
    expect(firstMessage(phoneSchema.safeParse(''))).toBe(ACCOUNT_MESSAGES.phoneRequired);
    expect(firstMessage(phoneSchema.safeParse('abc'))).toBe(ACCOUNT_MESSAGES.phoneInvalid);
  });
});

describe('account rules in zod/mini', () => {
  const outcome = (result: { success: boolean; data?: unknown; error?: { issues: { message: string }[] } }) =>
    result.success ? { data: result.data } : { messages: result.error!.issues.map((issue) => issue.message) };
  const pairs = [
    [
      emailSchema,
      emailMiniSchema,
      ['', '  ', ' Client@Teranga.TEST ', 'pas-un-email', 'a@b', `${'a'.repeat(250)}@b.fr`, 'x@y.fr'],
    ],
    [
      passwordSchema,
      passwordMiniSchema,
      ['', '12345', '123456', 'é'.repeat(128), 'é'.repeat(129), '      ', 'abc\u0001def', 'a\u202e', 'a b c d'],
    ],
    [phoneSchema, phoneMiniSchema, ['', ' ', ' 06 12 34 56 78 ', '+221 77 123 45 67', 'abc', '1'.repeat(31), '12345']],
  ] as const;

  it.each(
    pairs.map(([classic, mini, inputs], index) => [['email', 'password', 'phone'][index], classic, mini, inputs]),
  )('the %s schema gives the same value or the same messages as the classic one', (_name, classic, mini, inputs) => {
    for (const input of inputs) expect(outcome(mini.safeParse(input))).toEqual(outcome(classic.safeParse(input)));
  });
});

describe('order rules', () => {
  it('lets the restaurateur walk the chain up to the courier hand-over', () => {
    expect(NEXT_ORDER_STATUS).toEqual({ ...ORDER_STATUS_CHAIN, en_livraison: undefined });
    expect(RESTAURANT_ORDER_STEPS).toEqual(['confirmee', 'en_preparation', 'prete', 'en_livraison']);
  });
});

describe('card rules', () => {
  const may2026 = new Date(Date.UTC(2026, 4, 15));
  const cardSchema = createCardSchema(() => may2026);
  const errors = (fields: { number: string; expiry: string; cvc: string }) => {
    const result = cardSchema.safeParse(fields);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path[0], issue.message]));
  };

  it('checks Luhn, the expiry month (still valid during that month) and the CVC', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242abcd')).toBe(false);
    expect(expiryError(5, 26, may2026)).toBeNull();
    expect(expiryError(4, 2026, may2026)).toBe(CARD_MESSAGES.expired);
    expect(parseExpiry('7/2029')).toEqual({ month: 7, year: 29 });
  });

  it('gives the form one French message per field', () => {
    expect(errors({ number: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' })).toEqual({});
    expect(errors({ number: '', expiry: '', cvc: '' })).toEqual({
      number: CARD_MESSAGES.numberRequired,
      expiry: CARD_MESSAGES.expiryRequired,
      cvc: CARD_MESSAGES.invalidCvc,
    });
    expect(errors({ number: '4242 4242 4242 4241', expiry: '04/26', cvc: '12345' })).toEqual({
      number: CARD_MESSAGES.invalidNumber,
      expiry: CARD_MESSAGES.expired,
      cvc: CARD_MESSAGES.invalidCvc,
    });
    expect(errors({ number: '4242424242424242', expiry: '00/27', cvc: '1234' })).toEqual({
      expiry: CARD_MESSAGES.invalidExpiryFormat,
    });
  });
});

describe('delivery code rules', () => {
  it.for(['0042', '4821', ' 1234 '])('the courier’s form accepts %j', (pin) => {
    expect(deliveryPinFormSchema.parse({ pin })).toEqual({ pin: pin.trim() });
  });

  it.for(['', '123', '12345', '12a4', '١٢٣٤', '12 34'])('the courier’s form refuses %j with one message', (pin) => {
    const result = deliveryPinFormSchema.safeParse({ pin });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PIN_MESSAGES.format]);
  });
});

describe('kitchen decisions', () => {
  it('a refusal needs a known reason, and a message for « autre » (at most 300 characters)', () => {
    expect(refuseOrderSchema.safeParse({ reason: 'rupture' }).success).toBe(true);
    expect(refuseOrderSchema.safeParse({ reason: 'fatigue' }).success).toBe(false);
    const missing = refuseOrderSchema.safeParse({ reason: 'autre', message: '  ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({
      path: ['message'],
      message: KITCHEN_MESSAGES.refusalMessageRequired,
    });
    expect(refuseOrderSchema.safeParse({ reason: 'autre', message: 'Four en panne' }).success).toBe(true);
    expect(refuseOrderSchema.safeParse({ reason: 'autre', message: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      KITCHEN_MESSAGES.refusalMessageTooLong,
    );
  });

  it('a preparation time between 5 and 120 minutes, a delay of 5, 10 or 15', () => {
    expect(acceptOrderSchema.safeParse({}).success).toBe(true);
    expect(acceptOrderSchema.safeParse({ prep_minutes: 20 }).success).toBe(true);
    for (const bad of [4, 121, 12.5, '20']) {
      expect(acceptOrderSchema.safeParse({ prep_minutes: bad }).error?.issues[0]?.message).toBe(
        KITCHEN_MESSAGES.prepMinutes,
      );
    }
    expect(DELAY_MINUTES.every((minutes) => delayOrderSchema.safeParse({ minutes }).success)).toBe(true);
    expect(delayOrderSchema.safeParse({ minutes: 7 }).error?.issues[0]?.message).toBe(KITCHEN_MESSAGES.delayMinutes);
  });

  it('every cancel reason has a French label, the refusals among them', () => {
    expect(Object.keys(CANCEL_REASON_LABELS).sort()).toEqual([...CANCEL_REASONS].sort());
    expect(REFUSAL_REASONS.every((reason) => CANCEL_REASONS.includes(reason))).toBe(true);
  });
});

describe('money rules', () => {
  it('the issue’s default settings, on the wire: a body the settings accept', () => {
    expect(DEFAULT_SETTINGS_BODY).toEqual({
      commission_rate: 15,
      courier_base_pay: 3,
      courier_pay_per_km: 0.8,
      courier_min_pay: 3.5,
      delivery_fee: 2.5,
      vat_food_rate: 10,
      vat_delivery_rate: 20,
      accept_window_s: null,
      unpaid_ttl_s: null,
      courier_alert_s: null,
    });
    expect(settingsBodySchema.parse(DEFAULT_SETTINGS_BODY)).toEqual(DEFAULT_SETTINGS_BODY);
  });

  it('a promo code’s own terms refuse an order with their reason, in the API’s order', () => {
    const order = {
      restaurantId: 'r-1',
      fulfillment: 'livraison',
      subtotalCents: 2000,
      now: new Date('2026-03-18T11:00:00Z'),
    } as const;
    const code: PromoConditions = {
      active: true,
      startsAt: '2026-03-01T00:00:00Z',
      endsAt: '2026-04-01T00:00:00Z',
      restaurantId: 'r-1',
      kind: 'free_delivery',
      minSubtotalCents: 1500,
    };
    expect(promoTermsRefusal(code, order)).toBeNull();
    expect(promoTermsRefusal({ ...code, restaurantId: null }, order)).toBeNull();
    const refusedTerms: [Partial<PromoConditions>, string][] = [
      [{ active: false }, MONEY_MESSAGES.promoInactive],
      [{ startsAt: '2026-03-18T11:00:01Z' }, MONEY_MESSAGES.promoNotStarted],
      // The end is excluded.
      [{ endsAt: '2026-03-18T11:00:00Z' }, MONEY_MESSAGES.promoExpired],
      [{ restaurantId: 'r-2' }, MONEY_MESSAGES.promoOtherRestaurant],
      // Switched off and over: the first reason.
      [{ active: false, endsAt: '2026-03-02T00:00:00Z' }, MONEY_MESSAGES.promoInactive],
    ];
    for (const [change, reason] of refusedTerms) expect(promoTermsRefusal({ ...code, ...change }, order)).toBe(reason);
    expect(promoTermsRefusal(code, { ...order, fulfillment: 'a_emporter' })).toBe(MONEY_MESSAGES.promoTakeAway);
    expect(promoTermsRefusal(code, { ...order, subtotalCents: 1499 })).toBe(MONEY_MESSAGES.promoBelowMinimum(1500));
  });

  it('a refund above what is left says what is left, in euros', () => {
    expect(MONEY_MESSAGES.refundTooMuch(1250)).toBe(
      'Le remboursement dépasse ce qui reste à rembourser sur cette commande (12,50 €)',
    );
  });
});
