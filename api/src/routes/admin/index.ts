import { z } from '@hono/zod-openapi';
import { ADMIN_ERRORS } from '@teranga/shared-ui/rules';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../../auth/sessions';
import { toUserJson, UserSchema } from '../../auth/users';
import { DOCUMENT_KEYS, USER_ROLES, users, type User } from '../../db/schema';
import { isPendingUser, pendingUsersCondition, userJsonWithDocuments } from '../../domain/documents';
import { conflict, notFound } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import type { MailMessage } from '../../mail';
import { approvalEmail, rejectionEmail } from '../../mail/templates';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../types';
import { routeFactory, withRoles } from '../kit';

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

async function findUser(deps: Pick<AppDeps, 'db'>, id: string): Promise<User> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
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
    // `AND other.is_active`: true for SQLite's 1 and PostgreSQL's boolean alike.
    sql`EXISTS (SELECT 1 FROM users AS other WHERE other.role = 'admin' AND other.is_active AND other.id <> ${id})`,
  );
}

/**
 * PostgreSQL runs each UPDATE on its own snapshot (READ COMMITTED): two admins demoting each other
 * would both still see the other one active. Locking the active admins first makes the second
 * UPDATE wait for the first commit and re-read. SQLite's IMMEDIATE transaction already serialises.
 */
async function lockActiveAdmins(tx: Db): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  await tx.lockRows(
    users,
    admins.map((admin) => admin.id),
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

const route = routeFactory('Administration');
const adminOnly = withRoles('admin');

const statsRoute = route.get('/stats', 'getAdminStats', adminOnly, {
  summary: 'Compteurs de la plateforme',
  responses: { 200: jsonResponse(AdminStatsSchema, 'Compteurs'), ...errorResponses(401, 403) },
});

const listUsersRoute = route.get('/users', 'listUsers', adminOnly, {
  summary: 'Lister les utilisateurs (plus récents d’abord)',
  request: { query: z.object({ role: z.enum(USER_ROLES).optional() }) },
  responses: { 200: jsonResponse(z.array(UserSchema), 'Utilisateurs'), ...errorResponses(400, 401, 403) },
});

const pendingRoute = route.get('/users/pending', 'listPendingUsers', adminOnly, {
  summary: 'Inscriptions en attente de validation (plus anciennes d’abord), avec liens signés des documents',
  description:
    '« En attente » : restaurateur ou livreur ni validé ni rejeté. `documents` associe chaque justificatif déposé à un lien ' +
    '`/api/documents/<userId>/<key>?expires=…&signature=…` valable 10 minutes.',
  responses: { 200: jsonResponse(z.array(PendingUserSchema), 'Inscriptions en attente'), ...errorResponses(401, 403) },
});

/** `PATCH /admin/users/{id}/<change>` with a JSON body: answers the changed account. */
const userChangeRoute = <P extends string, B extends z.ZodType>(
  path: P,
  operationId: string,
  doc: { summary: string; description: string; body: B; done: string },
) =>
  route.patch(path, operationId, adminOnly, {
    summary: doc.summary,
    description: doc.description,
    request: { params: UserIdParams, body: jsonBody(doc.body) },
    responses: { 200: jsonResponse(UserSchema, doc.done), ...errorResponses(400, 401, 403, 404, 409, 415) },
  });

const roleRoute = userChangeRoute('/users/{id}/role', 'updateUserRole', {
  summary: 'Changer le rôle d’un utilisateur',
  description:
    'Appliqué dès la requête suivante de l’utilisateur (le rôle est relu en base à chaque requête). Un administrateur ne peut pas se retirer ' +
    'son propre rôle, et le dernier administrateur actif ne peut pas être rétrogradé (409).',
  body: RoleBodySchema,
  done: 'Utilisateur mis à jour',
});

const statusRoute = userChangeRoute('/users/{id}/status', 'updateUserStatus', {
  summary: 'Activer ou désactiver un compte',
  description:
    '`is_active` prend la valeur envoyée. Une désactivation révoque les jetons de rafraîchissement ; les jetons d’accès en cours sont refusés ' +
    'dès la requête suivante (403 `Compte désactivé`). Pas d’auto-désactivation ni de désactivation du dernier administrateur actif (409).',
  body: StatusBodySchema,
  done: 'Utilisateur mis à jour',
});

const verifyRoute = route.patch('/users/{id}/verify', 'verifyUser', adminOnly, {
  summary: 'Approuver une inscription en attente (corps vide)',
  description: 'Seulement pour une inscription en attente (sinon 409). Un e-mail de bienvenue est envoyé.',
  request: { params: UserIdParams },
  responses: { 200: jsonResponse(UserSchema, 'Utilisateur validé'), ...errorResponses(400, 401, 403, 404, 409) },
});

const rejectRoute = userChangeRoute('/users/{id}/reject', 'rejectUser', {
  summary: 'Rejeter une inscription en attente',
  description:
    'Seulement pour une inscription en attente (sinon 409). Le motif (1 à 500 caractères) est enregistré et envoyé par e-mail ; ' +
    'l’utilisateur repasse en attente en déposant de nouveaux documents.',
  body: RejectBodySchema,
  done: 'Utilisateur rejeté',
});

/**
 * An administrator's decision on a pending sign-up (conditional UPDATE: two
 * admins deciding at once → one 409), then the e-mail that tells the user.
 */
async function decideSignUp(
  deps: AppDeps,
  adminId: string,
  id: string,
  decision: { isVerified: boolean; rejectionReason: string | null },
  outcome: { event: string; kind: string; email: (user: User) => MailMessage },
): Promise<User> {
  if (!isPendingUser(await findUser(deps, id))) throw conflict(ADMIN_ERRORS.notPending);
  const [updated] = await deps.db
    .update(users)
    .set({ ...decision, updatedAt: new Date().toISOString() })
    .where(and(eq(users.id, id), pendingUsersCondition()))
    .returning();
  if (!updated) throw conflict(ADMIN_ERRORS.notPending);
  deps.logger.info({ adminId, userId: id }, outcome.event);
  await notify(deps, outcome.email(updated), { userId: id, kind: outcome.kind });
  return updated;
}

export function adminRoutes() {
  const router = createRouter();

  router.openapi(statsRoute, async (c) => {
    const { db } = c.get('deps');
    const byRole = await db
      .select({ role: users.role, n: sql<number>`count(*)` })
      .from(users)
      .groupBy(users.role);
    const count = (role: string) => byRole.find((r) => r.role === role)?.n ?? 0;
    const [pendingRow] = await db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(pendingUsersCondition());
    const pending = pendingRow?.n ?? 0;
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

  router.openapi(listUsersRoute, async (c) => {
    const { db } = c.get('deps');
    const { role } = c.req.valid('query');
    const rows = await db
      .select()
      .from(users)
      .where(role ? eq(users.role, role) : undefined)
      .orderBy(desc(users.createdAt), desc(users.id));
    return c.json(rows.map(toUserJson), 200);
  });

  router.openapi(pendingRoute, async (c) => {
    const deps = c.get('deps');
    const rows = await deps.db
      .select()
      .from(users)
      .where(pendingUsersCondition())
      .orderBy(asc(users.createdAt), asc(users.id));
    // Pending users are unverified restaurateurs / livreurs: `documents` is always present (maybe `{}`).
    return c.json(
      await Promise.all(
        rows.map(async (row) => {
          const json = await userJsonWithDocuments(deps, row);
          return { ...json, documents: json.documents ?? {} };
        }),
      ),
      200,
    );
  });

  router.openapi(roleRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const target = await findUser(deps, c.req.valid('param').id);
    const { id } = target;
    const { role } = c.req.valid('json');
    if (target.role === role) return c.json(toUserJson(target), 200);
    if (target.id === admin.id) throw conflict(ADMIN_ERRORS.selfDemotion);

    const [updated] = await deps.db.tx(async (tx) => {
      if (role !== 'admin') await lockActiveAdmins(tx);
      return tx
        .update(users)
        .set({ role, updatedAt: new Date().toISOString() })
        .where(and(eq(users.id, id), role === 'admin' ? undefined : keepsAnActiveAdmin(id)))
        .returning();
    });
    if (!updated) throw conflict(ADMIN_ERRORS.lastAdmin);
    deps.logger.info({ adminId: admin.id, userId: id, from: target.role, to: role }, 'user role changed');
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(statusRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const { is_active } = c.req.valid('json');
    const target = await findUser(deps, c.req.valid('param').id);
    const { id } = target;
    if (!is_active && target.id === admin.id) throw conflict(ADMIN_ERRORS.selfDeactivation);

    const updated = await deps.db.tx(async (tx) => {
      if (!is_active) await lockActiveAdmins(tx);
      const [row] = await tx
        .update(users)
        .set({ isActive: is_active, updatedAt: new Date().toISOString() })
        .where(and(eq(users.id, id), is_active ? undefined : keepsAnActiveAdmin(id)))
        .returning();
      if (!row) throw conflict(ADMIN_ERRORS.lastAdmin);
      // Refresh tokens die with the account; live access tokens are refused by requireAuth.
      if (!is_active) await revokeUserSessions({ db: tx }, id);
      return row;
    });
    if (target.isActive !== is_active) {
      deps.logger.info({ adminId: admin.id, userId: id, is_active }, is_active ? 'user activated' : 'user deactivated');
    }
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(verifyRoute, async (c) => {
    const deps = c.get('deps');
    const updated = await decideSignUp(
      deps,
      c.get('user').id,
      c.req.valid('param').id,
      { isVerified: true, rejectionReason: null },
      { event: 'sign-up approved', kind: 'approval', email: (user) => approvalEmail(user, deps.appUrl) },
    );
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(rejectRoute, async (c) => {
    const deps = c.get('deps');
    const { reason } = c.req.valid('json');
    const updated = await decideSignUp(
      deps,
      c.get('user').id,
      c.req.valid('param').id,
      { isVerified: false, rejectionReason: reason },
      { event: 'sign-up rejected', kind: 'rejection', email: (user) => rejectionEmail(user, reason, deps.appUrl) },
    );
    return c.json(toUserJson(updated), 200);
  });

  return router;
}
