import * as z from 'zod/mini';
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

// The same account schemas as ./account-schemas, written with zod/mini for the shell's sign-in
// and sign-up forms. Why twice: classic zod cannot be tree-shaken (its methods hang off every
// schema), and it put 38 KB gzip on /login; these take 6 KB (`npm run bench`). The API cannot
// take these instead (@hono/zod-openapi documents classic schemas only). rules.test.ts checks
// that both versions accept, reject and explain the same inputs alike.

export const emailMiniSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: ACCOUNT_MESSAGES.emailRequired, abort: true }),
      z.maxLength(MAX_EMAIL_LENGTH, { error: ACCOUNT_MESSAGES.emailTooLong, abort: true }),
    ),
  z.email({ error: ACCOUNT_MESSAGES.emailInvalid }),
);

export const passwordMiniSchema = z.string().check(
  z.minLength(1, { error: ACCOUNT_MESSAGES.passwordRequired, abort: true }),
  z.minLength(MIN_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort }),
  z.maxLength(MAX_PASSWORD_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong }),
  z.refine((password: string) => !isBlankPassword(password), { error: ACCOUNT_MESSAGES.passwordBlank, abort: true }),
  z.refine((password: string) => !hasForbiddenPasswordCharacter(password), {
    error: ACCOUNT_MESSAGES.passwordForbiddenCharacter,
    abort: true,
  }),
);

export const phoneMiniSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: ACCOUNT_MESSAGES.phoneRequired, abort: true }),
    z.maxLength(MAX_PHONE_LENGTH, { error: ACCOUNT_MESSAGES.phoneInvalid }),
    z.regex(PHONE_PATTERN, { error: ACCOUNT_MESSAGES.phoneInvalid }),
  );
