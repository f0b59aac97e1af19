import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES } from '@teranga/shared-ui';
import { emailMiniSchema, passwordMiniSchema } from '@teranga/shared-ui/rules/mini';

// zod/mini, as the sign-in form: these pages are public, and the forms share its chunks.

export const forgotPasswordSchema = z.object({ email: emailMiniSchema });

/** A new password, under the rules of a sign-up, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: passwordMiniSchema,
    confirmation: z.string(),
  })
  .check(
    z.refine((form) => form.password === form.confirmation, {
      error: ACCOUNT_MESSAGES.passwordMismatch,
      path: ['confirmation'],
      // Checked once the password itself passes: one message at a time, on the field to fix.
      when: (payload) => passwordMiniSchema.safeParse((payload.value as { password?: unknown }).password).success,
    }),
  );

export type ForgotPasswordFields = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordFields = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

export const EMPTY_FORGOT_PASSWORD: ForgotPasswordFields = { email: '' };
export const EMPTY_RESET_PASSWORD: ResetPasswordFields = { password: '', confirmation: '' };
