/** The request's JSON body, or null when it is not JSON (the schema then refuses it). */
export const jsonOf = (request: Request): Promise<unknown> => request.json().catch(() => null);

/** Euros or percents on the wire ↔ integer cents or basis points inside, at the API's two decimals. */
export const toHundredths = (value: number) => Math.round(value * 100);
// `|| 0`: a sum of nothing credited is 0, never -0 (which would read '-0,00 €').
export const fromHundredths = (value: number) => value / 100 || 0;
