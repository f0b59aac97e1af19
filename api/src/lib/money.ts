/** Money is stored as integer cents and exposed in euros (numbers). */

/** 1250 -> 12.5 */
export function toEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** 12.5 -> 1250, rounded to the nearest cent (1.005 -> 101 despite float noise). */
export function toCents(euros: number): number {
  return Math.round(Number((euros * 100).toPrecision(12)));
}
