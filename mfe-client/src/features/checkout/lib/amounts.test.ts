import { describe, expect, it } from 'vitest';
import { sumEuros } from './amounts';

describe('sumEuros', () => {
  it('adds and subtracts to the cent, without floating-point leftovers', () => {
    expect(sumEuros(0.1, 0.2)).toBe(0.3);
    expect(sumEuros(29, 2.5, 3, -3)).toBe(31.5);
    expect(sumEuros(35.5, 2.5, 0, -3.55)).toBe(34.45);
    expect(sumEuros()).toBe(0);
  });
});
