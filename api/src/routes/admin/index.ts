import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../../auth/sessions';
import { toUserJson, UserSchema } from '../../auth/users';
import { DOCUMENT_KEYS, USER_ROLES, users, type User } from '../../db/schema';
import { isPendingUser, pendingUsersCondition, userJsonWithDocuments } from '../../domain/documents';
import { conflict, notFound } from '../../lib/errors';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import type { MailMessage } from '../../mail';
import { approvalEmail, rejectionEmail } from '../../mail/templates';
import { requireRole } from '../../middleware/auth';
import type { AppDeps } from '../../types';

export const ADMIN_ERRORS = {
  userNotFound: 'Utilisateur non trouvé',
  selfDemotion: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur',
  selfDeactivation: 'Vous ne pouvez pas désactiver votre propre compte',
  lastAdmin: 'Impossible : il doit rester au moins un administrateur actif',
  notPending: 'Cet utilisateur n’est pas en attente de validation',
} as const;

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const AdminStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    clients: z.number().int(),
    restaurateurs: z.number().int(),
    livreurs: z.number().int(),
    admins: z.number().int(),
    pendingValidations: z.number().int().openapi({ description: 'Restaurateurs et livreurs ni validés ni rejetés' }),
  })
  .openapi('AdminStats');

const UserIdParams = z.object({ id: z.uuid().openapi({ example: '4f9c1a52-3b8e-4d6f-9a1c-2e7b5d8f0a13' }) });

const RoleBodySchema = z.strictObject({ role: z.enum(USER_ROLES) }).openapi('AdminRolePayload');
const StatusBodySchema = z.strictObject({ is_active: z.boolean() }).openapi('AdminStatusPayload');
const RejectBodySchema = z
  .strictObject({
    reason: z
      .string({ error: 'Le motif du rejet est obligatoire' })
      .trim()
      .min(1, { error: 'Le motif du rejet est obligatoire' })
      .max(500, { error: 'Le motif du rejet doit contenir au plus 500 caractères' })
      .openapi({ example: 'Informations incomplètes ou ne répondant pas aux critères requis.' }),
  })
  .openapi('AdminRejectPayload');

const PendingUserSchema = UserSchema.extend({
  documents: z.partialRecord(z.enum(DOCUMENT_KEYS), z.string()).openapi({
    description: 'Justificatif → lien signé `/api/documents/<userId>/<key>?expires=…&signature=…` (10 min)',
  }),
}).openapi('PendingUser');

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

function findUser(deps: Pick<AppDeps, 'db'>, id: string): User {
  const user = deps.db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw notFound(ADMIN_ERRORS.userNotFound);
  return user;
}

/**
 * SQL guard of role / active changes: the row may lose its active-admin status
 * only if another active admin remains. Evaluated inside the UPDATE itself, so
 * two admins demoting each other at once cannot leave the platform without one.
 */
function keepsAnActiveAdmin(id: string) {
  return or(
    ne(users.role, 'admin'),
    eq(users.isActive, false),
    sql`EXISTS (SELECT 1 FROM users AS other WHERE other.role = 'admin' AND other.is_active = 1 AND other.id <> ${id})`,
  );
}

/** Sends an e-mail after the change was committed: a mail failure is logged, never turned into an API error. */
async function notify(deps: AppDeps, message: MailMessage, context: Record<string, unknown>): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, ...context }, 'e-mail not sent');
  }
}

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const tags = ['Administration'];

const statsRoute = createRoute({
  method: 'get',
  path: '/stats',
  operationId: 'getAdminStats',
  tags,
  summary: 'Compteurs de la plateforme',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  responses: { 200: jsonResponse(AdminStatsSchema, 'Compteurs'), ...errorResponses(401, 403) },
});

const listUsersRoute = createRoute({
  method: 'get',
  path: '/users',
  operationId: 'listUsers',
  tags,
  summary: 'Lister les utilisateurs (plus récents d’abord)',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  request: { query: z.object({ role: z.enum(USER_ROLES).optional() }) },
  responses: { 200: jsonResponse(z.array(UserSchema), 'Utilisateurs'), ...errorResponses(400, 401, 403) },
});

const pendingRoute = createRoute({
  method: 'get',
  path: '/users/pending',
  operationId: 'listPendingUsers',
  tags,
  summary: 'Inscriptions en attente de validation (plus anciennes d’abord), avec liens signés des documents',
  description:
    '« En attente » : restaurateur ou livreur ni validé ni rejeté. `documents` associe chaque justificatif déposé à un lien ' +
    '`/api/documents/<userId>/<key>?expires=…&signature=…` valable 10 minutes.',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  responses: { 200: jsonResponse(z.array(PendingUserSchema), 'Inscriptions en attente'), ...errorResponses(401, 403) },
});

const roleRoute = createRoute({
  method: 'patch',
  path: '/users/{id}/role',
  operationId: 'updateUserRole',
  tags,
  summary: 'Changer le rôle d’un utilisateur',
  description:
    'Appliqué dès la requête suivante de l’utilisateur (le rôle est relu en base à chaque requête). Un administrateur ne peut pas se retirer ' +
    'son propre rôle, et le dernier administrateur actif ne peut pas être rétrogradé (409).',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  request: { params: UserIdParams, body: jsonBody(RoleBodySchema) },
  responses: {
    200: jsonResponse(UserSchema, 'Utilisateur mis à jour'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

const statusRoute = createRoute({
  method: 'patch',
  path: '/users/{id}/status',
  operationId: 'updateUserStatus',
  tags,
  summary: 'Activer ou désactiver un compte',
  description:
    '`is_active` prend la valeur envoyée. Une désactivation révoque les jetons de rafraîchissement ; les jetons d’accès en cours sont refusés ' +
    'dès la requête suivante (403 `Compte désactivé`). Pas d’auto-désactivation ni de désactivation du dernier administrateur actif (409).',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  request: { params: UserIdParams, body: jsonBody(StatusBodySchema) },
  responses: {
    200: jsonResponse(UserSchema, 'Utilisateur mis à jour'),
    ...errorResponses(400, 401, 403, 404, 409, 415),
  },
});

const verifyRoute = createRoute({
  method: 'patch',
  path: '/users/{id}/verify',
  operationId: 'verifyUser',
  tags,
  summary: 'Approuver une inscription en attente (corps vide)',
  description: 'Seulement pour une inscription en attente (sinon 409). Un e-mail de bienvenue est envoyé.',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  request: { params: UserIdParams },
  responses: { 200: jsonResponse(UserSchema, 'Utilisateur validé'), ...errorResponses(400, 401, 403, 404, 409) },
});

const rejectRoute = createRoute({
  method: 'patch',
  path: '/users/{id}/reject',
  operationId: 'rejectUser',
  tags,
  summary: 'Rejeter une inscription en attente',
  description:
    'Seulement pour une inscription en attente (sinon 409). Le motif (1 à 500 caractères) est enregistré et envoyé par e-mail ; ' +
    'l’utilisateur repasse en attente en déposant de nouveaux documents.',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  request: { params: UserIdParams, body: jsonBody(RejectBodySchema) },
  responses: { 200: jsonResponse(UserSchema, 'Utilisateur rejeté'), ...errorResponses(400, 401, 403, 404, 409, 415) },
});

export function adminRoutes() {
  const router = createRouter();

  router.openapi(statsRoute, (c) => {
    const { db } = c.get('deps');
    const byRole = db
      .select({ role: users.role, n: sql<number>`count(*)` })
      .from(users)
      .groupBy(users.role)
      .all();
    const count = (role: string) => byRole.find((r) => r.role === role)?.n ?? 0;
    const pending =
      db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(pendingUsersCondition())
        .get()?.n ?? 0;
    return c.json(
      {
        totalUsers: byRole.reduce((sum, r) => sum + r.n, 0),
        clients: count('client'),
        restaurateurs: count('restaurateur'),
        livreurs: count('livreur'),
        admins: count('admin'),
        pendingValidations: pending,
      },
      200,
    );
  });

  router.openapi(listUsersRoute, (c) => {
    const { db } = c.get('deps');
    const { role } = c.req.valid('query');
    const rows = db
      .select()
      .from(users)
      .where(role ? eq(users.role, role) : undefined)
      .orderBy(desc(users.createdAt), desc(users.id))
      .all();
    return c.json(rows.map(toUserJson), 200);
  });

  router.openapi(pendingRoute, (c) => {
    const deps = c.get('deps');
    const rows = deps.db
      .select()
      .from(users)
      .where(pendingUsersCondition())
      .orderBy(asc(users.createdAt), asc(users.id))
      .all();
    // Pending users are unverified restaurateurs / livreurs: `documents` is always present (maybe `{}`).
    return c.json(
      rows.map((row) => {
        const json = userJsonWithDocuments(deps, row);
        return { ...json, documents: json.documents ?? {} };
      }),
      200,
    );
  });

  router.openapi(roleRoute, (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const { id } = c.req.valid('param');
    const { role } = c.req.valid('json');
    const target = findUser(deps, id);
    if (target.role === role) return c.json(toUserJson(target), 200);
    if (target.id === admin.id) throw conflict(ADMIN_ERRORS.selfDemotion);

    const updated = deps.db
      .update(users)
      .set({ role, updatedAt: new Date().toISOString() })
      .where(and(eq(users.id, id), role === 'admin' ? undefined : keepsAnActiveAdmin(id)))
      .returning()
      .get();
    if (!updated) throw conflict(ADMIN_ERRORS.lastAdmin);
    deps.logger.info({ adminId: admin.id, userId: id, from: target.role, to: role }, 'user role changed');
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(statusRoute, (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const { id } = c.req.valid('param');
    const { is_active } = c.req.valid('json');
    const target = findUser(deps, id);
    if (!is_active && target.id === admin.id) throw conflict(ADMIN_ERRORS.selfDeactivation);

    const updated = deps.db.transaction(
      (tx) => {
        const row = tx
          .update(users)
          .set({ isActive: is_active, updatedAt: new Date().toISOString() })
          .where(and(eq(users.id, id), is_active ? undefined : keepsAnActiveAdmin(id)))
          .returning()
          .get();
        if (!row) throw conflict(ADMIN_ERRORS.lastAdmin);
        // Refresh tokens die with the account; live access tokens are refused by requireAuth.
        if (!is_active) revokeUserSessions({ db: tx as unknown as AppDeps['db'] }, id);
        return row;
      },
      { behavior: 'immediate' },
    );
    if (target.isActive !== is_active) {
      deps.logger.info({ adminId: admin.id, userId: id, is_active }, is_active ? 'user activated' : 'user deactivated');
    }
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(verifyRoute, async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    const target = findUser(deps, id);
    if (!isPendingUser(target)) throw conflict(ADMIN_ERRORS.notPending);
    const updated = deps.db
      .update(users)
      .set({ isVerified: true, rejectionReason: null, updatedAt: new Date().toISOString() })
      .where(and(eq(users.id, id), pendingUsersCondition()))
      .returning()
      .get();
    if (!updated) throw conflict(ADMIN_ERRORS.notPending);
    deps.logger.info({ adminId: c.get('user').id, userId: id }, 'sign-up approved');
    await notify(deps, approvalEmail(updated, deps.appUrl), { userId: id, kind: 'approval' });
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(rejectRoute, async (c) => {
    const deps = c.get('deps');
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const target = findUser(deps, id);
    if (!isPendingUser(target)) throw conflict(ADMIN_ERRORS.notPending);
    const updated = deps.db
      .update(users)
      .set({ isVerified: false, rejectionReason: reason, updatedAt: new Date().toISOString() })
      .where(and(eq(users.id, id), pendingUsersCondition()))
      .returning()
      .get();
    if (!updated) throw conflict(ADMIN_ERRORS.notPending);
    deps.logger.info({ adminId: c.get('user').id, userId: id }, 'sign-up rejected');
    await notify(deps, rejectionEmail(updated, reason, deps.appUrl), { userId: id, kind: 'rejection' });
    return c.json(toUserJson(updated), 200);
  });

  return router;
}
