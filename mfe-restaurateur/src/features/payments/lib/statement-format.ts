import { formatPrice } from '@teranga/shared-ui';

/**
 * A deducted amount, shown as taken away (`− 12,30 €`), so the net reads as the sales minus
 * every other column: the sign says it, not a colour. Nothing deducted: `0,00 €`.
 */
export const formatDeduction = (euros: number): string => (euros === 0 ? formatPrice(0) : `− ${formatPrice(euros)}`);
