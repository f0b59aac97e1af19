/** Account rules shared by the sign-up / profile forms and `POST /auth/register`, `PUT /auth/me`. */

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for passphrases, short enough to keep argon2 hashing cheap. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 30;
/** Digits with the usual separators, an optional leading `+` (French and international numbers). */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,30}$/;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Veuillez saisir votre email',
  emailInvalid: 'Veuillez saisir une adresse email valide',
  emailTooLong: `L’adresse email ne peut pas dépasser ${MAX_EMAIL_LENGTH} caractères`,
  passwordRequired: 'Veuillez saisir votre mot de passe',
  passwordTooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe ne peut pas dépasser ${MAX_PASSWORD_LENGTH} caractères`,
  /** Spec §8 (profile form); the API answers it too. */
  newPasswordTooShort: `Le nouveau mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  currentPasswordRequired: 'Veuillez entrer votre mot de passe actuel',
  passwordMismatch: 'Les nouveaux mots de passe ne correspondent pas',
  phoneRequired: 'Veuillez saisir votre numéro de téléphone',
  phoneInvalid: 'Le numéro de téléphone est invalide',
} as const;

/** What a one-time link sent by e-mail proves (issue 15): the API's `account_tokens.purpose`. */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verify', 'email_change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long each link works, and how often a verification link may be sent again. */
export const ACCOUNT_LINKS = {
  passwordResetMinutes: 30,
  emailVerifyHours: 48,
  emailChangeHours: 24,
  resendCooldownS: 60,
} as const;
