/** Euros added and subtracted in cents, so a preview never shows 31,499999 (`sumEuros(29, 2.5, -3)`). */
export const sumEuros = (...amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
