import { describe, expect, it } from 'vitest';
import { formatPrice } from '@teranga/shared-ui';
import { formatDeduction } from './statement-format';

describe('formatDeduction', () => {
  it('shows a deduction with a minus sign, and nothing deducted as zero', () => {
    expect(formatDeduction(12.3)).toBe(`− ${formatPrice(12.3)}`);
    expect(formatDeduction(0)).toBe(formatPrice(0));
  });
});
