import { LIMITS } from '@teranga/shared-ui';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  role: 'client' | 'restaurateur' | 'livreur';
  password: string;
}

export const MESSAGES = {
  emailRequired: 'Veuillez saisir votre email',
  emailInvalid: 'Veuillez saisir une adresse email valide',
  passwordRequired: 'Veuillez saisir votre mot de passe',
  passwordTooShort: `Le mot de passe doit contenir au moins ${LIMITS.minPasswordLength} caractères`,
  nameRequired: 'Veuillez saisir votre nom complet',
  phoneRequired: 'Veuillez saisir votre numéro de téléphone',
} as const;

// Deliberately loose: the API has the final word, this only catches obvious typos early.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (!EMAIL_SHAPE.test(value)) return MESSAGES.emailInvalid;
  return undefined;
}

function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return compact({
    email: emailError(values.email),
    password: values.password ? undefined : MESSAGES.passwordRequired,
  });
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  let password: string | undefined;
  if (!values.password) password = MESSAGES.passwordRequired;
  else if (values.password.length < LIMITS.minPasswordLength) password = MESSAGES.passwordTooShort;
  return compact({
    name: values.name.trim() ? undefined : MESSAGES.nameRequired,
    email: emailError(values.email),
    phone: values.phone.trim() ? undefined : MESSAGES.phoneRequired,
    address: undefined,
    role: undefined,
    password,
  });
}
