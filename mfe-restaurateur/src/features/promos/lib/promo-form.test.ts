import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@teranga/shared-ui';
import { EMPTY_PROMO_FORM, localInputToIso, promoFormSchema, promoSaveError, readDecimal } from './promo-form';

const refusal = (status: number, detail?: string) =>
  new AxiosError('refusé', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: detail ? { detail } : {},
  });

describe('the promo form', () => {
  it('reads amounts typed with a comma or a point', () => {
    expect(readDecimal('5,50', 0)).toBe(5.5);
    expect(readDecimal(' 12 ', 0)).toBe(12);
    expect(readDecimal('', 7)).toBe(7);
    for (const wrong of ['abc', '-3', '1e3', '5,']) expect(readDecimal(wrong, 0)).toBeNaN();
  });

  it('reads a date-time of the restaurant as the instant it names', () => {
    expect(localInputToIso('2026-03-01T10:00', 'Europe/Paris')).toBe('2026-03-01T09:00:00.000Z');
    expect(localInputToIso('2026-07-01T10:00', 'Europe/Paris')).toBe('2026-07-01T08:00:00.000Z');
    expect(localInputToIso('2026-07-01T10:00', 'America/Martinique')).toBe('2026-07-01T14:00:00.000Z');
    expect(localInputToIso('', 'Europe/Paris')).toBeNull();
    // Clocks jump from 02:00 to 03:00 that night: no such instant.
    expect(
      promoFormSchema('Europe/Paris').safeParse({
        ...EMPTY_PROMO_FORM,
        code: 'NUIT',
        value: '10',
        starts_at: '2026-03-29T02:30',
      }).error?.issues[0],
    ).toMatchObject({ path: ['starts_at'] });
  });

  it('gives the API the body it validates', () => {
    expect(
      promoFormSchema('Europe/Paris').parse({ ...EMPTY_PROMO_FORM, code: ' merci ', kind: 'percent', value: '15' }),
    ).toEqual({
      code: 'MERCI',
      kind: 'percent',
      value: 15,
      min_subtotal: 0,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_client: null,
      first_order_only: false,
    });
  });

  it('puts a refusal under the field it is about', () => {
    expect(promoSaveError(refusal(409, MONEY_MESSAGES.promoCodeTaken), 'Échec')).toEqual({
      field: 'code',
      message: MONEY_MESSAGES.promoCodeTaken,
    });
    expect(promoSaveError(refusal(400, MONEY_MESSAGES.promoMaxUsesPerClient), 'Échec')).toEqual({
      field: 'max_uses_per_client',
      message: MONEY_MESSAGES.promoMaxUsesPerClient,
    });
    expect(promoSaveError(refusal(422, 'Autre chose'), 'Échec')).toEqual({ field: null, message: 'Autre chose' });
    expect(promoSaveError(refusal(500), 'Échec')).toEqual({ field: null, message: 'Échec' });
  });
});
