import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { promo } from '../mocks/factories';
import { MONEY_MESSAGES } from '../rules/money';
import {
  promoConditionTexts,
  promoDiscountText,
  promoFieldErrors,
  promoState,
  promoUsesText,
  promoValidityText,
} from './promos';

/** Text as read: prices and thousands hold narrow no-break spaces, matched as spaces. */
const words = (text: string) => text.replace(/\s/g, ' ');

const refusal = (status: number, data: unknown) =>
  new AxiosError('refusé', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });

describe('how a promo code reads', () => {
  it('says its discount in words', () => {
    expect(promoDiscountText({ kind: 'percent', value: 12.5 })).toBe('12,5 % des plats');
    expect(words(promoDiscountText({ kind: 'fixed', value: 3 }))).toBe('3,00 € de réduction');
    expect(promoDiscountText({ kind: 'free_delivery', value: 0 })).toBe('Livraison offerte');
  });

  it('lists its conditions, a first order being on Teranga or at the restaurant; none when it has none', () => {
    expect(promoConditionTexts(promo())).toEqual([]);
    const strict = { min_subtotal: 15, first_order_only: true, max_uses_per_client: 1 };
    expect(promoConditionTexts(promo(strict)).map(words)).toEqual([
      'Dès 15,00 € de plats',
      'Première commande seulement',
      '1 fois par client au plus',
    ]);
    expect(promoConditionTexts(promo({ ...strict, funded_by: 'restaurant' }))[1]).toBe(
      'Première commande au restaurant',
    );
  });

  it('gives its validity in the zone it is read in', () => {
    const starts_at = '2026-03-31T22:00:00Z';
    const ends_at = '2026-04-30T22:00:00Z';
    expect(promoValidityText({ starts_at, ends_at }, 'Europe/Paris')).toBe('Du 01/04/2026 00:00 au 01/05/2026 00:00');
    expect(promoValidityText({ starts_at, ends_at: null }, 'America/Martinique')).toBe('À partir du 31/03/2026 18:00');
    expect(promoValidityText({ starts_at: null, ends_at }, 'Europe/Paris')).toBe('Jusqu’au 01/05/2026 00:00');
    expect(promoValidityText({ starts_at: null, ends_at: null }, 'Europe/Paris')).toBe('Sans limite de date');
  });

  it('counts its uses against its limit', () => {
    expect(promoUsesText({ uses: 42, max_uses: 500 })).toBe('42 / 500');
    expect(words(promoUsesText({ uses: 1200, max_uses: null }))).toBe('1 200 / illimité');
  });

  it('says whether a client could use it now, and if not why', () => {
    const now = Date.parse('2026-03-18T11:00:00Z');
    const code = promo({ max_uses: 10, uses: 3 });
    expect(promoState(code, now)).toBe('active');
    expect(promoState({ ...code, is_active: false }, now)).toBe('inactive');
    expect(promoState({ ...code, starts_at: new Date(now + 1).toISOString() }, now)).toBe('scheduled');
    // The end is excluded.
    expect(promoState({ ...code, ends_at: new Date(now).toISOString() }, now)).toBe('expired');
    expect(promoState({ ...code, uses: 10 }, now)).toBe('exhausted');
    expect(promoState({ ...code, max_uses: null, uses: 1000 }, now)).toBe('active');
  });
});

describe('promoFieldErrors', () => {
  it('puts a code taken on the code, and the fields the API refused on theirs', () => {
    expect(promoFieldErrors(refusal(409, { detail: MONEY_MESSAGES.promoCodeTaken }))).toEqual([
      { field: 'code', message: MONEY_MESSAGES.promoCodeTaken },
    ]);
    const refused = {
      detail: 'x',
      errors: [
        { field: 'value', message: 'Trop' },
        { field: 'items.0', message: '?' },
      ],
    };
    expect(promoFieldErrors(refusal(422, refused))).toEqual([{ field: 'value', message: 'Trop' }]);
    expect(promoFieldErrors(refusal(400, refused))).toEqual([{ field: 'value', message: 'Trop' }]);
  });

  it('leaves the rest to the screen', () => {
    expect(promoFieldErrors(refusal(422, { detail: 'Refusé' }))).toBeNull();
    expect(promoFieldErrors(refusal(500, {}))).toBeNull();
    expect(promoFieldErrors(new Error('réseau'))).toBeNull();
  });
});

describe('how a promo code reads in English', () => {
  beforeEach(async () => {
    await setLocale('en', { remember: false });
  });
  afterEach(async () => {
    await setLocale('fr', { remember: false });
    localStorage.clear();
  });

  it('says its discount, its conditions, its validity and its uses in English', () => {
    expect(promoDiscountText({ kind: 'percent', value: 12.5 })).toBe('12.5% off the dishes');
    expect(promoDiscountText({ kind: 'fixed', value: 3 })).toBe('€3.00 off');
    expect(promoDiscountText({ kind: 'free_delivery', value: 0 })).toBe('Free delivery');

    const strict = { min_subtotal: 15, first_order_only: true, max_uses_per_client: 1 };
    expect(promoConditionTexts(promo(strict))).toEqual([
      'From €15.00 of dishes',
      'First order only',
      '1 use per customer at most',
    ]);
    expect(promoConditionTexts(promo({ ...strict, funded_by: 'restaurant', max_uses_per_client: 3 }))).toEqual([
      'From €15.00 of dishes',
      'First order at the restaurant',
      '3 uses per customer at most',
    ]);

    const starts_at = '2026-03-31T22:00:00Z';
    const ends_at = '2026-04-30T22:00:00Z';
    expect(promoValidityText({ starts_at, ends_at }, 'Europe/Paris')).toBe('From 01/04/2026 00:00 to 01/05/2026 00:00');
    expect(promoValidityText({ starts_at, ends_at: null }, 'America/Martinique')).toBe('From 31/03/2026 18:00');
    expect(promoValidityText({ starts_at: null, ends_at }, 'Europe/Paris')).toBe('Until 01/05/2026 00:00');
    expect(promoValidityText({ starts_at: null, ends_at: null }, 'Europe/Paris')).toBe('No end date');

    expect(promoUsesText({ uses: 1200, max_uses: null })).toBe('1,200 / unlimited');
  });
});
