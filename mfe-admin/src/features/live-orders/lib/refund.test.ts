import { describe, expect, it } from 'vitest';
import { factories } from '@teranga/shared-ui/testing';
import { formatPrice } from '@teranga/shared-ui';
import { CANCEL_FORM_MESSAGES, cancelOrderFormSchema } from './cancel-order-schema';
import { centsToEurosText, eurosToCents, refundableCents } from './refund';

describe('eurosToCents', () => {
  it.each([
    ['12,50', 1250],
    ['12.5', 1250],
    [' 12 ', 1200],
    ['0', 0],
    ['0,29', 29],
    ['1234,05', 123405],
  ])('%s → %i', (text, cents) => expect(eurosToCents(text)).toBe(cents));

  it.each(['', '-1', '12,505', '12,', 'douze', '1e3', '12 50'])('refuses %j', (text) =>
    expect(eurosToCents(text)).toBeNull(),
  );

  it('writes cents back the French way', () => {
    expect(centsToEurosText(1250)).toBe('12,50');
    expect(centsToEurosText(7)).toBe('0,07');
    expect(centsToEurosText(0)).toBe('0,00');
  });
});

describe('refundableCents', () => {
  it('is what is left of a paid card order, nothing for any other', () => {
    const paid = { payment_mode: 'card', payment_status: 'paid', total_price: 17, refunded_amount: 0 } as const;
    expect(refundableCents(factories.commande(paid))).toBe(1700);
    expect(refundableCents(factories.commande({ ...paid, total_price: 19.99, refunded_amount: 4.99 }))).toBe(1500);
    expect(refundableCents(factories.commande({ ...paid, payment_status: 'pending' }))).toBeNull();
    expect(refundableCents(factories.commande({ payment_mode: 'cash', payment_status: 'not_applicable' }))).toBeNull();
  });
});

describe('cancelOrderFormSchema', () => {
  const errors = (schema: ReturnType<typeof cancelOrderFormSchema>, values: { reason: string; refund: string }) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('wants a reason of 3 to 300 characters, spaces aside', () => {
    const schema = cancelOrderFormSchema(null);
    expect(errors(schema, { reason: 'Doublon', refund: '' })).toEqual([]);
    expect(errors(schema, { reason: '  ab  ', refund: '' })).toEqual([`reason: ${CANCEL_FORM_MESSAGES.reasonLength}`]);
    expect(errors(schema, { reason: 'x'.repeat(301), refund: '' })).toEqual([
      `reason: ${CANCEL_FORM_MESSAGES.reasonLength}`,
    ]);
    expect(errors(schema, { reason: 'x'.repeat(300), refund: '' })).toEqual([]);
  });

  it('takes a refund from 0 to what is left, in euros, for a paid card order', () => {
    const schema = cancelOrderFormSchema(1700);
    const reason = 'Client injoignable';
    expect(errors(schema, { reason, refund: '17,00' })).toEqual([]);
    expect(errors(schema, { reason, refund: '0' })).toEqual([]);
    expect(errors(schema, { reason, refund: '8,5' })).toEqual([]);
    expect(errors(schema, { reason, refund: '17,01' })).toEqual([
      `refund: ${CANCEL_FORM_MESSAGES.refundTooMuch(1700)}`,
    ]);
    expect(CANCEL_FORM_MESSAGES.refundTooMuch(1700)).toContain(formatPrice(17));
    expect(errors(schema, { reason, refund: '' })).toEqual([`refund: ${CANCEL_FORM_MESSAGES.refundFormat}`]);
    expect(errors(schema, { reason, refund: '-2' })).toEqual([`refund: ${CANCEL_FORM_MESSAGES.refundFormat}`]);
  });
});
