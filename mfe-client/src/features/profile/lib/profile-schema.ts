import { z } from 'zod';
import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_LINKS,
  ACCOUNT_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
  passwordCharactersProblem,
} from '@teranga/shared-ui';
import { emailSchema, phoneSchema } from '@teranga/shared-ui/rules';

export const PROFILE_MESSAGES = {
  nameRequired: 'Veuillez entrer votre nom',
  saved: 'Profil mis à jour avec succès !',
  saveFailed: 'Erreur lors de la mise à jour du profil',
  /** UI wording (issue 15): the API answers a change of address with the account unchanged. */
  emailChangeHint: 'Un lien de confirmation sera envoyé à la nouvelle adresse : saisissez votre mot de passe actuel.',
  currentPasswordForEmail: 'Obligatoire pour changer d’adresse email',
  emailChangePending: (newEmail: string, currentEmail: string) =>
    `Pour changer d’adresse, suivez le lien de confirmation envoyé à ${newEmail} (valable ${ACCOUNT_LINKS.emailChangeHours} heures). ` +
    `D’ici là, votre compte garde l’adresse ${currentEmail}.`,
} as const;

/**
 * The profile form (spec §5): name, email and phone required, address optional. The password block
 * is optional: it is only checked once a new password (or its confirmation) is typed, one message
 * at a time, on the field to fix. Another address than `currentEmail` needs the current password
 * (issue 15, finding 8); without `currentEmail`, no address counts as a change.
 */
export const profileSchemaFor = (currentEmail: string | null) =>
  z
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
      const problem = (path: keyof typeof form, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!next && !confirm) {
        if (!current && currentEmail !== null && form.email !== normalizeEmail(currentEmail)) {
          problem('current_password', ACCOUNT_LINK_MESSAGES.emailChangeNeedsPassword);
        }
        return;
      }
      if (!current) problem('current_password', ACCOUNT_MESSAGES.currentPasswordRequired);
      else if (next !== confirm) problem('confirm_password', ACCOUNT_MESSAGES.passwordMismatch);
      else if (next.length < MIN_PASSWORD_LENGTH) problem('new_password', ACCOUNT_MESSAGES.newPasswordTooShort);
      else if (next.length > MAX_PASSWORD_LENGTH) problem('new_password', ACCOUNT_MESSAGES.passwordTooLong);
      else {
        // Blank, control or invisible characters (issue 15, finding 9): the rules of a sign-up.
        const characters = passwordCharactersProblem(next);
        if (characters) problem('new_password', characters);
      }
    });

/** The rules without an address to compare with (the password block alone). */
export const profileSchema = profileSchemaFor(null);

export type ProfileValues = z.input<typeof profileSchema>;
