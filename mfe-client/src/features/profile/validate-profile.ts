import { LIMITS } from '@teranga/shared-ui';
import type { ProfileForm } from '@teranga/shared-ui';

export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Veuillez entrer votre mot de passe actuel',
  passwordsDiffer: 'Les nouveaux mots de passe ne correspondent pas',
  passwordTooShort: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
  nameRequired: 'Veuillez entrer votre nom',
  emailInvalid: 'Veuillez entrer une adresse email valide',
  phoneRequired: 'Veuillez entrer votre numéro de téléphone',
  saved: 'Profil mis à jour avec succès !',
  saveFailed: 'Erreur lors de la mise à jour du profil',
} as const;

export type ProfileFieldErrors = Partial<Record<'name' | 'email' | 'phone', string>>;

export interface ProfileValidation {
  fields: ProfileFieldErrors;
  /** The password block's problem, shown as the form's message. */
  password: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateProfile(form: ProfileForm): ProfileValidation {
  const fields: ProfileFieldErrors = {};
  if (!form.name.trim()) fields.name = PROFILE_MESSAGES.nameRequired;
  if (!EMAIL.test(form.email.trim())) fields.email = PROFILE_MESSAGES.emailInvalid;
  if (!form.phone.trim()) fields.phone = PROFILE_MESSAGES.phoneRequired;

  let password: string | null = null;
  const next = form.new_password ?? '';
  const confirm = form.confirm_password ?? '';
  // The block is optional: it is only checked once a new password (or its confirmation) is typed.
  if (next || confirm) {
    if (!form.current_password) password = PROFILE_MESSAGES.currentPasswordRequired;
    else if (next !== confirm) password = PROFILE_MESSAGES.passwordsDiffer;
    else if (next.length < LIMITS.minPasswordLength) password = PROFILE_MESSAGES.passwordTooShort;
  }
  return { fields, password };
}

export const isValid = (result: ProfileValidation) => !result.password && Object.keys(result.fields).length === 0;
