import { z } from '@hono/zod-openapi';
import { DOCUMENT_KEYS, USER_ROLES, type User, type Role } from '../db/schema';
import { LOCALES } from '../i18n/locales';

/** Landing path of the front by role (spec §2 "Landing path by role"). */
export function landingPath(role: Role | string | null | undefined): string {
  switch (role) {
    case 'restaurateur':
      return '/restaurateur/dashboard';
    case 'livreur':
      return '/livreur/dashboard';
    case 'admin':
      return '/admin/dashboard';
    default:
      return '/client/explorer';
  }
}

export const UserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string().nullable(),
    role: z.enum(USER_ROLES),
    is_active: z.boolean(),
    is_verified: z.boolean().openapi({
      description:
        'Compte approuvé : d’office pour les clients, par un administrateur pour les restaurateurs et livreurs',
    }),
    email_verified: z.boolean().openapi({
      description:
        'Adresse email prouvée : le lien envoyé à l’inscription (ou par `POST /auth/email/resend`) a été suivi, ou un mot de passe a été réinitialisé par le lien envoyé à cette adresse',
    }),
    locale: z.enum(LOCALES).openapi({
      description:
        'Langue de l’utilisateur (`fr` par défaut) : ses e-mails et notifications, et les écrans une fois connecté',
    }),
    created_at: z.string(),
    rejection_reason: z.string().optional().openapi({ description: 'Présent seulement après un rejet' }),
    documents: z.partialRecord(z.enum(DOCUMENT_KEYS), z.string()).optional().openapi({
      description:
        'Restaurateurs et livreurs en attente de validation (ou rejetés) seulement : liens signés de téléchargement, valables 10 minutes',
    }),
  })
  .openapi('User');

export type UserJson = z.infer<typeof UserSchema>;

/** Public JSON of a user (never the password hash). */
export function toUserJson(user: User): UserJson {
  const json: UserJson = {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    role: user.role,
    is_active: user.isActive,
    is_verified: user.isVerified,
    email_verified: user.emailVerified,
    locale: user.locale,
    created_at: user.createdAt,
  };
  if (user.rejectionReason) json.rejection_reason = user.rejectionReason;
  return json;
}

/** Email normalisation used everywhere (register, login, profile, seed): the shared rule. */
export { normalizeEmail } from '@teranga/shared-ui/rules';
