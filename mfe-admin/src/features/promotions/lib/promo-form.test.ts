import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, type Promo } from '@teranga/shared-ui';
import { promoBodySchema } from '@teranga/shared-ui/rules';
import { EMPTY_PROMO_FORM, promoFieldErrors, promoFormSchema, type PromoFormValues } from './promo-form';
import { conditionLines, discountText, fundedByText, promoState, usesText } from './promo-text';

const form = (fields: Partial<PromoFormValues>): PromoFormValues => ({
  ...EMPTY_PROMO_FORM,
  code: 'printemps',
  ...fields,
});

const refusal = (status: number, data: unknown) =>
  new AxiosError('refused', String(status), undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('promoFormSchema', () => {
  it('reads the form into the POST body: the code upper-case, Paris days, the end day included, empty limits null', () => {
    const result = promoFormSchema.safeParse(
      form({
        kind: 'fixed',
        value: '3,5',
        min_subtotal: '15',
        starts_at: '2025-03-15',
        ends_at: '2025-03-31',
        max_uses: '100',
        first_order_only: true,
      }),
    );
    expect(result.success && result.data).toEqual({
      code: 'PRINTEMPS',
      kind: 'fixed',
      value: 3.5,
      min_subtotal: 15,
      // Midnight in Paris (UTC+1 in March before the change of time).
      starts_at: '2025-03-14T23:00:00.000Z',
      // The day after the last one, at midnight in Paris (UTC+2 from 30 March).
      ends_at: '2025-03-31T22:00:00.000Z',
      max_uses: 100,
      max_uses_per_client: null,
      first_order_only: true,
    });
  });

  it('sends 0 for a free delivery, whatever was typed', () => {
    const result = promoFormSchema.safeParse(form({ kind: 'free_delivery', value: '12' }));
    expect(result.success && result.data.value).toBe(0);
    expect(result.success && result.data.min_subtotal).toBe(0);
  });

  it('refuses with the API’s own messages, on the fields of the body', () => {
    const cases: [Partial<PromoFormValues>, string, string][] = [
      [{ code: 'a!' }, 'code', MONEY_MESSAGES.promoCode],
      [{ kind: 'percent', value: '150' }, 'value', MONEY_MESSAGES.promoPercent],
      [{ kind: 'percent', value: '' }, 'value', MONEY_MESSAGES.amount],
      [{ kind: 'fixed', value: '0' }, 'value', MONEY_MESSAGES.promoFixed],
      [{ value: '10', starts_at: '2025-03-15', ends_at: '2025-03-10' }, 'ends_at', MONEY_MESSAGES.promoDates],
      [{ value: '10', max_uses: '2,5' }, 'max_uses', MONEY_MESSAGES.promoMaxUses],
      [{ value: '10', max_uses_per_client: '0' }, 'max_uses_per_client', MONEY_MESSAGES.promoMaxUsesPerClient],
    ];
    for (const [fields, path, message] of cases) {
      const issues = promoFormSchema.safeParse(form(fields)).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
    }
    // The same schema the API validates with.
    expect(
      promoBodySchema.safeParse({ code: 'PRINTEMPS', kind: 'percent', value: 150 }).error?.issues[0]?.message,
    ).toBe(MONEY_MESSAGES.promoPercent);
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

  it('leaves the rest to a toast', () => {
    expect(promoFieldErrors(refusal(422, { detail: 'Refusé' }))).toBeNull();
    expect(promoFieldErrors(refusal(500, {}))).toBeNull();
    expect(promoFieldErrors(new Error('réseau'))).toBeNull();
  });
});

describe('promo text', () => {
  const promo = (fields: Partial<Promo> = {}): Promo => ({
    id: 'c0de0000-0000-4000-8000-000000000001',
    code: 'BIENVENUE',
    kind: 'percent',
    value: 10,
    min_subtotal: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_client: null,
    first_order_only: false,
    restaurant_id: null,
    restaurant_name: null,
    funded_by: 'platform',
    uses: 0,
    is_active: true,
    created_at: '2025-03-01T10:00:00.000Z',
    ...fields,
  });

  it('says what a code gives, on which conditions, who pays it and how often it served', () => {
    expect(discountText({ kind: 'percent', value: 12.5 })).toBe('12,5 % des plats');
    expect(discountText({ kind: 'fixed', value: 3 })).toMatch(/^3,00\s€ de réduction$/);
    expect(discountText({ kind: 'free_delivery', value: 0 })).toBe('Livraison offerte');
    expect(
      conditionLines(promo({ min_subtotal: 15, first_order_only: true, max_uses_per_client: 1 })).map((line) =>
        line.replace(/\s/g, ' '),
      ),
    ).toEqual(['Dès 15,00 € de plats', 'Première commande seulement', '1 fois par client au plus']);
    expect(conditionLines(promo())).toEqual([]);
    expect(fundedByText({ funded_by: 'platform', restaurant_name: null })).toBe('Plateforme');
    expect(fundedByText({ funded_by: 'restaurant', restaurant_name: 'Le Ti-Punch' })).toBe(
      'Restaurant « Le Ti-Punch »',
    );
    expect(usesText({ uses: 42, max_uses: 500 })).toBe('42 / 500');
    expect(usesText({ uses: 1200, max_uses: null })).toMatch(/^1\s200$/);
  });

  it('tells where a code stands at a given time', () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    expect(promoState(promo(), now).label).toBe('Actif');
    expect(promoState(promo({ is_active: false }), now)).toEqual({
      label: 'Désactivé',
      tone: 'neutral',
      active: false,
    });
    expect(promoState(promo({ ends_at: '2025-03-10T12:00:00.000Z' }), now).label).toBe('Expiré');
    expect(promoState(promo({ starts_at: '2025-03-11T00:00:00.000Z' }), now).label).toBe('À venir');
    expect(promoState(promo({ max_uses: 10, uses: 10 }), now).label).toBe('Épuisé');
  });
});
