import { describe, expect, it } from 'vitest';
import { CARD_FIELD_MESSAGES } from '../payment-messages';
import { formatCardNumber, formatExpiry, parseExpiry, passesLuhn, validateCard } from './card-rules';

const may2026 = new Date(2026, 4, 15);

describe('card rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
  });

  it('formats the number in groups of four and the expiry as MM/AA while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12/275')).toBe('12/27');
  });

  it('reads MM/AA and MM/AAAA', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 29 });
    expect(parseExpiry('7/2029')).toEqual({ month: 7, year: 29 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
  });

  it('gives a French message per invalid field; the current month is still valid', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, may2026)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvc: '' }, may2026)).toEqual({
      number: CARD_FIELD_MESSAGES.numberRequired,
      expiry: CARD_FIELD_MESSAGES.expiryRequired,
      cvc: CARD_FIELD_MESSAGES.cvcInvalid,
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '04/26', cvc: '12345' }, may2026)).toEqual({
      number: CARD_FIELD_MESSAGES.numberInvalid,
      expiry: CARD_FIELD_MESSAGES.expired,
      cvc: CARD_FIELD_MESSAGES.cvcInvalid,
    });
    expect(validateCard({ number: '4242424242424242', expiry: '00/27', cvc: '1234' }, may2026)).toEqual({
      expiry: CARD_FIELD_MESSAGES.expiryInvalid,
    });
  });
});
