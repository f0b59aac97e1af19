import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, REGISTRABLE_ROLES, i18n } from '@teranga/shared-ui/public';
import { emailMiniSchema, passwordMiniSchema, phoneMiniSchema } from '@teranga/shared-ui/rules/mini';

// zod/mini, not classic zod: /login is a public page and its weight counts (see
// shared-ui/src/rules/account-schemas-mini.ts for the figures).

export const signInSchema = z.object({
  email: emailMiniSchema,
  // Only a new password must meet the length rule: older accounts still sign in with theirs.
  password: z.string().check(z.minLength(1, { error: ACCOUNT_MESSAGES.passwordRequired })),
});

export const signUpSchema = z.object({
  // Worded when the form is checked, in the page's language of that moment.
  name: z.string().check(z.trim(), z.minLength(1, { error: () => i18n.t('shell:fields.nameRequired') })),
  email: emailMiniSchema,
  phone: phoneMiniSchema,
  // Optional: an empty address is left out of the request rather than sent blank.
  address: z.pipe(
    z.string().check(z.trim()),
    z.transform((address: string) => address || undefined),
  ),
  role: z.enum(REGISTRABLE_ROLES),
  password: passwordMiniSchema,
});

/** What the fields hold. */
export type SignInFields = z.input<typeof signInSchema>;
export type SignUpFields = z.input<typeof signUpSchema>;
/** What is sent: trimmed, the email lower-cased, an empty address dropped. */
export type SignInValues = z.output<typeof signInSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

export const EMPTY_SIGN_IN: SignInFields = { email: '', password: '' };
export const EMPTY_SIGN_UP: SignUpFields = {
  name: '',
  email: '',
  phone: '',
  address: '',
  role: 'client',
  password: '',
};
