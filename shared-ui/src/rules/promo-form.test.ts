import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from './money';
import { promoBodySchema, promoFormSchema } from './money-schemas';
import {
  EMPTY_PROMO_FORM,
  promoFormInstant,
  readDecimal,
  type PromoDateInputs,
  type PromoFormValues,
} from './promo-form';

const PARIS_DAYS: PromoDateInputs = { input: 'date', timeZone: 'Europe/Paris' };
const PARIS_TIMES: PromoDateInputs = { input: 'datetime-local', timeZone: 'Europe/Paris' };

const form = (fields: Partial<PromoFormValues>): PromoFormValues => ({
  ...EMPTY_PROMO_FORM,
  code: 'printemps',
  ...fields,
});

describe('the promo form', () => {
  it('reads amounts typed with a comma or a point', () => {
    expect(readDecimal('5,50', 0)).toBe(5.5);
    expect(readDecimal(' 12 ', 0)).toBe(12);
    expect(readDecimal('', 7)).toBe(7);
    for (const wrong of ['abc', '-3', '1e3', '5,']) expect(readDecimal(wrong, 0)).toBeNaN();
  });

  it('reads a day of the zone as its first instant, the end day included', () => {
    // Midnight in Paris (UTC+1 in March before the change of time)…
    expect(promoFormInstant('2025-03-15', 'start', PARIS_DAYS)).toBe('2025-03-14T23:00:00.000Z');
    // …and the day after the last one (UTC+2 from 30 March).
    expect(promoFormInstant('2025-03-31', 'end', PARIS_DAYS)).toBe('2025-03-31T22:00:00.000Z');
    expect(promoFormInstant(' ', 'end', PARIS_DAYS)).toBeNull();
  });

  it('reads a date-time of the zone as the instant it names', () => {
    expect(promoFormInstant('2026-03-01T10:00', 'start', PARIS_TIMES)).toBe('2026-03-01T09:00:00.000Z');
    expect(promoFormInstant('2026-07-01T10:00', 'end', PARIS_TIMES)).toBe('2026-07-01T08:00:00.000Z');
    expect(
      promoFormInstant('2026-07-01T10:00', 'start', { input: 'datetime-local', timeZone: 'America/Martinique' }),
    ).toBe('2026-07-01T14:00:00.000Z');
    expect(promoFormInstant('', 'start', PARIS_TIMES)).toBeNull();
    // Clocks jump from 02:00 to 03:00 that night: no such instant, the schema refuses the date.
    expect(
      promoFormSchema(PARIS_TIMES).safeParse(form({ value: '10', starts_at: '2026-03-29T02:30' })).error?.issues[0],
    ).toMatchObject({ path: ['starts_at'] });
  });

  it('gives the API the body it validates: the code upper-case, empty limits null', () => {
    expect(
      promoFormSchema(PARIS_DAYS).parse(
        form({
          kind: 'fixed',
          value: '3,5',
          min_subtotal: '15',
          starts_at: '2025-03-15',
          ends_at: '2025-03-31',
          max_uses: '100',
          first_order_only: true,
        }),
      ),
    ).toEqual({
      code: 'PRINTEMPS',
      kind: 'fixed',
      value: 3.5,
      min_subtotal: 15,
      starts_at: '2025-03-14T23:00:00.000Z',
      ends_at: '2025-03-31T22:00:00.000Z',
      max_uses: 100,
      max_uses_per_client: null,
      first_order_only: true,
    });
    expect(promoFormSchema(PARIS_TIMES).parse(form({ code: ' merci ', value: '15' }))).toEqual({
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

  it('sends 0 for a free delivery, whatever was typed', () => {
    expect(promoFormSchema(PARIS_DAYS).parse(form({ kind: 'free_delivery', value: '12' }))).toMatchObject({
      value: 0,
      min_subtotal: 0,
    });
  });

  it('refuses with the API’s own messages, on the fields of the body', () => {
    const cases: [Partial<PromoFormValues>, string, string][] = [
      [{ code: 'a!' }, 'code', MONEY_MESSAGES.promoCode],
      [{ kind: 'percent', value: '150' }, 'value', MONEY_MESSAGES.promoPercent],
      // Nothing typed, or nothing readable: the kind's own words.
      [{ kind: 'percent', value: '' }, 'value', MONEY_MESSAGES.promoPercent],
      [{ kind: 'fixed', value: 'abc' }, 'value', MONEY_MESSAGES.promoFixed],
      [{ kind: 'fixed', value: '0' }, 'value', MONEY_MESSAGES.promoFixed],
      [{ value: '10', starts_at: '2025-03-15', ends_at: '2025-03-10' }, 'ends_at', MONEY_MESSAGES.promoDates],
      [{ value: '10', max_uses: '2,5' }, 'max_uses', MONEY_MESSAGES.promoMaxUses],
      [{ value: '10', max_uses_per_client: '0' }, 'max_uses_per_client', MONEY_MESSAGES.promoMaxUsesPerClient],
    ];
    for (const [fields, path, message] of cases) {
      const issues = promoFormSchema(PARIS_DAYS).safeParse(form(fields)).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
    }
    // The same schema the API validates with.
    expect(
      promoBodySchema.safeParse({ code: 'PRINTEMPS', kind: 'percent', value: 150 }).error?.issues[0]?.message,
    ).toBe(MONEY_MESSAGES.promoPercent);
  });
});
