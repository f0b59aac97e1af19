/** Account rules shared by the sign-up / profile forms and `POST /auth/register`, `PUT /auth/me`. */

export const MIN_PASSWORD_LENGTH = 6;
/** Long enough for passphrases, short enough to keep argon2 hashing cheap. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 30;
/** An address as accounts store it: one account per address, whatever its case and spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Digits with the usual separators, an optional leading `+` (French and international numbers). */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,30}$/;

/**
 * Characters a NEW password may not hold (issue 15, finding 9): control characters (Unicode Cc) and
 * invisible format characters (Cf: bidi overrides, zero-width spaces, BOM), which nobody can see, and
 * which a form or a password manager may drop or reorder, locking the owner out. Except the joiners
 * ZWNJ and ZWJ (U+200C, U+200D): emoji sequences and several scripts (Persian, Indic) need them.
 */
const PASSWORD_FORBIDDEN_CHARACTERS = /(?![\u200C\u200D])[\p{Cc}\p{Cf}]/u;

/** Only spaces (any Unicode white space): it meets the length, and guessing it is trivial. */
export const isBlankPassword = (password: string): boolean => password.trim() === '';

export const hasForbiddenPasswordCharacter = (password: string): boolean =>
  PASSWORD_FORBIDDEN_CHARACTERS.test(password);

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Veuillez saisir votre email',
  emailInvalid: 'Veuillez saisir une adresse email valide',
  emailTooLong: `L’adresse email ne peut pas dépasser ${MAX_EMAIL_LENGTH} caractères`,
  passwordRequired: 'Veuillez saisir votre mot de passe',
  passwordTooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe ne peut pas dépasser ${MAX_PASSWORD_LENGTH} caractères`,
  passwordBlank: 'Le mot de passe ne peut pas être composé uniquement d’espaces',
  passwordForbiddenCharacter: 'Le mot de passe ne peut pas contenir de caractère invisible ou de contrôle',
  /** Answered by the API only: the list of common passwords stays on the server (it weighs ~400 KB). */
  passwordTooCommon: 'Ce mot de passe est trop courant : choisissez-en un autre',
  /** Spec §8 (profile form); the API answers it too. */
  newPasswordTooShort: `Le nouveau mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`,
  currentPasswordRequired: 'Veuillez entrer votre mot de passe actuel',
  passwordMismatch: 'Les nouveaux mots de passe ne correspondent pas',
  phoneRequired: 'Veuillez saisir votre numéro de téléphone',
  phoneInvalid: 'Le numéro de téléphone est invalide',
} as const;

/**
 * What the cheap character rules of a new password find, as the message to show, or null: for the
 * places that check a password without its schema (the API's `PUT /auth/me`, whose `new_password` is optional).
 */
export function passwordCharactersProblem(password: string): string | null {
  if (isBlankPassword(password)) return ACCOUNT_MESSAGES.passwordBlank;
  if (hasForbiddenPasswordCharacter(password)) return ACCOUNT_MESSAGES.passwordForbiddenCharacter;
  return null;
}

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

/**
 * What the API answers about one-time links (issue 15), shown as is by the front: reset, verification,
 * address change. The "link invalid" messages never say which of unknown, expired or used it was.
 */
export const ACCOUNT_LINK_MESSAGES = {
  forgotSent:
    'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe.',
  resetLinkInvalid: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
  passwordReset: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  verifyLinkInvalid: 'Ce lien de vérification est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
  emailVerified: 'Votre adresse email est vérifiée.',
  alreadyVerified: 'Votre adresse email est déjà vérifiée',
  verificationSent: 'Un nouveau lien de vérification vient de vous être envoyé.',
  resendTooSoon: 'Un lien vient de vous être envoyé. Patientez un peu avant d’en demander un autre.',
  emailChangeNeedsPassword: 'Veuillez entrer votre mot de passe actuel pour changer d’adresse email',
  changeLinkInvalid: 'Ce lien de confirmation est invalide, expiré ou déjà utilisé.',
  emailChanged: 'Votre nouvelle adresse email est confirmée.',
  emailTakenMeanwhile: 'Cette adresse email est désormais celle d’un autre compte : le changement n’a pas été fait.',
  tooManyRequests: 'Trop de demandes. Réessayez dans quelques minutes.',
} as const;
