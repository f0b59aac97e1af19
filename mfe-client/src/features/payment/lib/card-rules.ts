import { CARD_FIELD_MESSAGES } from '../payment-messages';

export interface CardFields {
  number: string;
  /** As typed: 'MM/AA'. */
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** Luhn checksum of a 12–19 digit number (what every card number satisfies). */
export function passesLuhn(digits: string): boolean {
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

/** 'MM/AA' (or 'MM/AAAA') → month and two-digit year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) % 100;
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** French message per invalid field; empty when the card can be sent. A card is valid to the end of its month. */
export function validateCard(fields: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(fields.number);
  if (!digits) errors.number = CARD_FIELD_MESSAGES.numberRequired;
  else if (!passesLuhn(digits)) errors.number = CARD_FIELD_MESSAGES.numberInvalid;

  if (!fields.expiry.trim()) errors.expiry = CARD_FIELD_MESSAGES.expiryRequired;
  else {
    const expiry = parseExpiry(fields.expiry);
    if (!expiry) errors.expiry = CARD_FIELD_MESSAGES.expiryInvalid;
    else if (2000 + expiry.year < now.getFullYear() || (2000 + expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)) {
      errors.expiry = CARD_FIELD_MESSAGES.expired;
    }
  }

  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = CARD_FIELD_MESSAGES.cvcInvalid;
  return errors;
}
