import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  hasForbiddenPasswordCharacter,
  isBlankPassword,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PHONE_LENGTH,
  MIN_PASSWORD_LENGTH,
  PHONE_PATTERN,
} from './account';

// The zod side of ./account (why apart: see ./index.ts).

/** Trimmed and lower-cased, as the API stores it (the unique index relies on it). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired, abort: true })
  .max(MAX_EMAIL_LENGTH, { error: ACCOUNT_MESSAGES.emailTooLong, abort: true })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.emailInvalid }));

/**
 * A NEW password (sign-up, change, reset); logging in only requires a non-empty one, old accounts included.
 * The API adds the list of common passwords (too heavy for the front).
 */
export const passwordSchema = z
  .string()
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired, abort: true })
  .min(MIN_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong })
  .refine((password) => !isBlankPassword(password), { error: ACCOUNT_MESSAGES.passwordBlank, abort: true })
  .refine((password) => !hasForbiddenPasswordCharacter(password), {
    error: ACCOUNT_MESSAGES.passwordForbiddenCharacter,
    abort: true,
  });

export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.phoneRequired, abort: true })
  .max(MAX_PHONE_LENGTH, { error: ACCOUNT_MESSAGES.phoneInvalid })
  .regex(PHONE_PATTERN, { error: ACCOUNT_MESSAGES.phoneInvalid });
