import { describe, expect, it } from 'vitest';
import { cardDigits, formatCardNumber, formatExpiry } from './card-masks';

describe('card typing masks', () => {
  it('formats the number in groups of four, 19 digits at most', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25)).replaceAll(' ', '')).toHaveLength(19);
  });

  it('formats the expiry as MM/AA while typing, and lets a deleted slash go', () => {
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1227')).toBe('12/27');
    expect(formatExpiry('12/275')).toBe('12/27');
  });

  it('keeps only the digits of the CVC', () => {
    expect(cardDigits(' 12a3 ')).toBe('123');
  });
});
