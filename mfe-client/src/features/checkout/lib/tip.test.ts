import { describe, expect, it } from 'vitest';
import { parseEuros, presetLabel, tipAmount } from './tip';

describe('parseEuros', () => {
  it.each([
    ['2,50', 2.5],
    ['2.5', 2.5],
    [' 3 ', 3],
    ['0', 0],
    ['20', 20],
    ['1,234', 1.234],
  ])('reads %j as %d', (text, euros) => expect(parseEuros(text)).toBe(euros));

  it.each(['', ' ', 'abc', '-2', '2,5,0', '1e3', '2 €'])('refuses %j', (text) => expect(parseEuros(text)).toBeNaN());
});

describe('tipAmount', () => {
  const delivery = { fulfillment: 'livraison' as const, tip: 'none', tipOther: '' };

  it('is 0 without a tip, a preset as its euros, another amount as typed', () => {
    expect(tipAmount(delivery)).toBe(0);
    expect(tipAmount({ ...delivery, tip: '2' })).toBe(2);
    expect(tipAmount({ ...delivery, tip: 'other', tipOther: '4,50' })).toBe(4.5);
    expect(tipAmount({ ...delivery, tip: 'other', tipOther: 'beaucoup' })).toBeNaN();
  });

  it('is 0 on take-away, whatever was chosen before', () => {
    expect(tipAmount({ ...delivery, fulfillment: 'a_emporter', tip: '3' })).toBe(0);
    expect(tipAmount({ ...delivery, fulfillment: 'a_emporter', tip: 'other', tipOther: 'x' })).toBe(0);
  });
});

describe('presetLabel', () => {
  it('says a whole preset without cents, another with them', () => {
    expect(presetLabel(2)).toBe('2 €');
    expect(presetLabel(1.5)).toMatch(/^1,50\s€$/);
  });
});
