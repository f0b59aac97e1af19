import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES, passwordCharactersProblem, passwordSchema } from '@teranga/shared-ui/rules';

/**
 * Passwords refused when one is SET (sign-up, `PUT /auth/me`, reset), never at login: accounts that
 * already have one keep signing in (issue 15, finding 9).
 *
 * The list is @zxcvbn-ts/language-common's `passwords-common` (~49,000 passwords from public leaks,
 * maintained upstream), kept on the server only: it weighs ~400 KB, too much for the front's bundles.
 * Read once into a Set (lower case) when this module loads, so each check is one lookup.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((password) => password.toLowerCase()),
);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** Case does not make a listed password safer ('Azerty123' is guessed as soon as 'azerty123'). */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/** The shared rule of a new password plus the common-password list: the body field of every route that sets one. */
export const newPasswordSchema = passwordSchema.refine((password) => !isCommonPassword(password), {
  error: ACCOUNT_MESSAGES.passwordTooCommon,
});

/** For a password checked outside a schema (`PUT /auth/me`): the message of its first problem, or null. */
export function newPasswordProblem(password: string): string | null {
  return (
    passwordCharactersProblem(password) ?? (isCommonPassword(password) ? ACCOUNT_MESSAGES.passwordTooCommon : null)
  );
}
