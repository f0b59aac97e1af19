/** Typing masks of the test-mode card form; the card's rules themselves live in `@teranga/shared-ui/rules`. */

export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' (while typing, at most 19 digits). */
export const formatCardNumber = (value: string) =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Typing mask for MM/AA: '12' → '12/', '1227' → '12/27'; a deleted slash stays deleted. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = cardDigits(value).slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.length < previous.length ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
