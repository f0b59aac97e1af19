import { z } from 'zod';
import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  i18n,
  normalizeEmail,
  passwordCharactersProblem,
} from '@teranga/shared-ui';
import { emailSchema, phoneSchema } from '@teranga/shared-ui/rules';
import { CLIENT_NS, type ClientT } from '../../../i18n';
import { client } from '../../../locales/fr';

/** The profile's own messages in French (the spec's wording, which the tests read); the page says them in its language. */
export const PROFILE_MESSAGES = client.profile.messages;

/**
 * The profile form (spec §5): name, email and phone required, address optional. The password block
 * is optional: it is only checked once a new password (or its confirmation) is typed, one message
 * at a time, on the field to fix. Another address than `currentEmail` needs the current password
 * (issue 15, finding 8); without `currentEmail`, no address counts as a change. Its own messages in
 * the language of `t` (the form builds it again when the language changes).
 */
export const makeProfileSchema = (t: ClientT, currentEmail: string | null) =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(1, { error: t('profile.messages.nameRequired') }),
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

/** The same, in the page's language when called. */
export const profileSchemaFor = (currentEmail: string | null) =>
  makeProfileSchema(i18n.getFixedT(null, [CLIENT_NS, 'common']), currentEmail);

/** The rules without an address to compare with (the password block alone). */
export const profileSchema = profileSchemaFor(null);

export type ProfileValues = z.input<typeof profileSchema>;
