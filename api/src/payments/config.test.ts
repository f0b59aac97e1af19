import { describe, expect, it } from 'vitest';
import { expiryError, isValidCardNumber, CARD_MESSAGES } from './cards';
import { loadPaymentsConfig } from './config';

describe('loadPaymentsConfig', () => {
  it('no keys: built-in test mode', () => {
    expect(loadPaymentsConfig({})).toEqual({ stripe: null });
    expect(loadPaymentsConfig({ STRIPE_SECRET_KEY: ' ', STRIPE_PUBLISHABLE_KEY: '' })).toEqual({ stripe: null });
  });

  it('both keys: Stripe, with the webhook secret when given', () => {
    expect(
      loadPaymentsConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_def',
        STRIPE_WEBHOOK_SECRET: 'whsec_ghi',
      }),
    ).toEqual({ stripe: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_def', webhookSecret: 'whsec_ghi' } });
    expect(
      loadPaymentsConfig({ STRIPE_SECRET_KEY: 'rk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_def' }).stripe
        ?.webhookSecret,
    ).toBeNull();
  });

  it('refuses half a configuration or mixed modes instead of silently taking fake payments', () => {
    expect(() => loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/ensemble/);
    expect(() => loadPaymentsConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/ensemble/);
    expect(() => loadPaymentsConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() =>
      loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_def' }),
    ).toThrow(/même mode/);
    expect(() =>
      loadPaymentsConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_def' }),
    ).toThrow(/sk_test_/);
  });
});

describe('card checks', () => {
  it('Luhn', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4000-0000-0000-0002')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4243')).toBe(false);
    expect(isValidCardNumber('4242abcd')).toBe(false);
  });

  it('expiry: the whole month is valid', () => {
    const now = new Date(Date.UTC(2026, 4, 31)); // May 2026
    expect(expiryError(5, 26, now)).toBeNull();
    expect(expiryError(4, 2026, now)).toBe(CARD_MESSAGES.expired);
    expect(expiryError(0, 27, now)).toBe(CARD_MESSAGES.invalidExpiry);
    expect(expiryError(1, 2099, now)).toBe(CARD_MESSAGES.invalidExpiry);
  });
});
