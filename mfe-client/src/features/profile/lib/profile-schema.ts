import { z } from 'zod';
import { ACCOUNT_MESSAGES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@teranga/shared-ui';
import { emailSchema, phoneSchema } from '@teranga/shared-ui/rules';

export const PROFILE_MESSAGES = {
  nameRequired: 'Veuillez entrer votre nom',
  saved: 'Profil mis à jour avec succès !',
  saveFailed: 'Erreur lors de la mise à jour du profil',
} as const;

/**
 * The profile form (spec §5): name, email and phone required, address optional. The password block
 * is optional: it is only checked once a new password (or its confirmation) is typed, one message
 * at a time, on the field to fix.
 */
export const profileSchema = z
  .object({
    name: z.string().trim().min(1, { error: PROFILE_MESSAGES.nameRequired }),
    email: emailSchema,
    phone: phoneSchema,
    address: z.string().trim(),
    current_password: z.string(),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((form, ctx) => {
    const { current_password: current, new_password: next, confirm_password: confirm } = form;
    if (!next && !confirm) return;
    const problem = (path: keyof typeof form, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!current) problem('current_password', ACCOUNT_MESSAGES.currentPasswordRequired);
    else if (next !== confirm) problem('confirm_password', ACCOUNT_MESSAGES.passwordMismatch);
    else if (next.length < MIN_PASSWORD_LENGTH) problem('new_password', ACCOUNT_MESSAGES.newPasswordTooShort);
    else if (next.length > MAX_PASSWORD_LENGTH) problem('new_password', ACCOUNT_MESSAGES.passwordTooLong);
  });

export type ProfileValues = z.input<typeof profileSchema>;
