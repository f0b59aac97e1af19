import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, REFUND_REASON_MAX } from '@teranga/shared-ui';
import { eurosToCents, refundCapMessage, refundFormSchema } from './refund-form';

const issues = (values: { amount: string; reason: string }, left = 2090) =>
  refundFormSchema(left)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the refund form', () => {
  it('reads euros typed with a comma or a point into cents', () => {
    expect(eurosToCents('4,50')).toBe(450);
    expect(eurosToCents(' 4.5 ')).toBe(450);
    expect(eurosToCents('12')).toBe(1200);
    expect(eurosToCents('0,07')).toBe(7);
    for (const wrong of ['', '4,555', '-3', 'abc', '1e3']) expect(eurosToCents(wrong)).toBeNaN();
  });

  it('sends the amount in cents with the trimmed reason', () => {
    expect(refundFormSchema(2090).parse({ amount: '20,90', reason: '  Pastels manquants ' })).toEqual({
      amount_cents: 2090,
      reason: 'Pastels manquants',
    });
  });

  it('refuses more than is left, a wrong amount, and a missing or too long reason', () => {
    expect(issues({ amount: '20,91', reason: 'x' })).toEqual([['amount', refundCapMessage(2090)]]);
    expect(issues({ amount: '0', reason: 'x' })).toEqual([['amount', MONEY_MESSAGES.amount]]);
    expect(issues({ amount: '', reason: ' ' })).toEqual([
      ['amount', MONEY_MESSAGES.amount],
      ['reason', MONEY_MESSAGES.refundReasonRequired],
    ]);
    expect(issues({ amount: '1', reason: 'x'.repeat(REFUND_REASON_MAX + 1) })).toEqual([
      ['reason', MONEY_MESSAGES.refundReasonTooLong],
    ]);
  });
});
