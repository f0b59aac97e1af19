import { z } from 'zod';
import { ACCOUNT_MESSAGES, REGISTRABLE_ROLES } from '@teranga/shared-ui';
import { emailSchema, passwordSchema, phoneSchema } from '@teranga/shared-ui/rules';

export const signInSchema = z.object({
  email: emailSchema,
  // Only a new password must meet the length rule: older accounts still sign in with theirs.
  password: z.string().min(1, { error: ACCOUNT_MESSAGES.passwordRequired }),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, { error: 'Veuillez saisir votre nom complet' }),
  email: emailSchema,
  phone: phoneSchema,
  // Optional: an empty address is left out of the request rather than sent blank.
  address: z
    .string()
    .trim()
    .transform((address) => address || undefined),
  role: z.enum(REGISTRABLE_ROLES),
  password: passwordSchema,
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
