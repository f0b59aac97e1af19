/**
 * Card checks of the built-in test mode (the browser runs the same ones; the
 * server never trusts it). Stripe does all of this itself in Stripe mode.
 */

export const CARD_MESSAGES = {
  invalidNumber: 'Numéro de carte invalide',
  invalidExpiry: 'Date d’expiration invalide',
  expired: 'La date d’expiration de la carte est dépassée',
  invalidCvc: 'Le code de sécurité (CVC) doit contenir 3 ou 4 chiffres',
  declined: 'Votre carte a été refusée.',
  unknownTestCard:
    'Carte inconnue en mode TEST : utilisez 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (carte refusée)',
} as const;

/** The test cards of the test mode (Stripe's own test numbers). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const normalizeCardNumber = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn checksum of a 12–19 digit card number (spaces and dashes allowed). */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * `null` when the card is valid until the end of `month/year` and that is not
 * in the past; else the French message. A 2-digit year means 20YY.
 */
export function expiryError(month: number, year: number, now = new Date()): string | null {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return CARD_MESSAGES.invalidExpiry;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > now.getUTCFullYear() + 30) return CARD_MESSAGES.invalidExpiry;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) < current ? CARD_MESSAGES.expired : null;
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value);
