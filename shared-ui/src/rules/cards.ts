/**
 * Card checks of the built-in test mode: the browser runs them for instant
 * feedback, the API runs them again (it never trusts the browser). Stripe does
 * all of this itself in Stripe mode.
 */

export const CARD_MESSAGES = {
  numberRequired: 'Veuillez entrer le numéro de carte',
  invalidNumber: 'Numéro de carte invalide',
  expiryRequired: 'Veuillez entrer la date d’expiration',
  invalidExpiry: 'Date d’expiration invalide',
  /** The form's wording: it also says how to type the date. */
  invalidExpiryFormat: 'Date d’expiration invalide (MM/AA)',
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

/** Spaces and dashes are how people copy card numbers; anything else makes the number invalid. */
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
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12)
    return CARD_MESSAGES.invalidExpiry;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > now.getUTCFullYear() + 30) return CARD_MESSAGES.invalidExpiry;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fullYear * 12 + (month - 1) < current ? CARD_MESSAGES.expired : null;
}

export const isValidCvc = (value: string) => /^\d{3,4}$/.test(value);

/** 'MM/AA' (or 'MM/AAAA', as typed in the form) → month and two-digit year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) % 100;
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The test-mode card form as typed: the expiry as 'MM/AA'. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
