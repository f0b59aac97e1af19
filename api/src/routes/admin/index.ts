import { z } from '@hono/zod-openapi';
import { ADMIN_ERRORS, ADMIN_INTERVENTION, MONEY_MESSAGES } from '@teranga/shared-ui/rules';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../../auth/sessions';
import { toUserJson, UserSchema } from '../../auth/users';
import { commandes, DOCUMENT_KEYS, livraisons, restaurants, USER_ROLES, users, type User } from '../../db/schema';
import {
  AUDIT_TARGET_TYPES,
  AuditEntrySchema,
  listAuditPage,
  recordAudit,
  type AuditEntryJson,
} from '../../domain/audit';
import { CommandeSchema, commandeText, type CommandeJson } from '../../domain/commande-json';
import {
  acceptDelivery,
  DELIVERY_ERRORS,
  findLivraisonAccess,
  LivraisonSchema,
  livraisonText,
  type LivraisonJson,
} from '../../domain/deliveries';
import { isPendingUser, isValidatedRole, pendingUsersCondition, userJsonWithDocuments } from '../../domain/documents';
import { IdParams, optionalQueryText } from '../../domain/fields';
import { escrowHeld, post, retainedPosting } from '../../domain/ledger';
import { cancelOrder, ORDER_STATUS_ERRORS } from '../../domain/order-status';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import { requestedPage } from '../../domain/paging';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import type { MailMessage } from '../../mail';
import { approvalEmail, rejectionEmail } from '../../mail/templates';
import { jsonPage, jsonText } from '../../middleware/respond';
import type { RefundReservation } from '../../payments/service';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../types';
import { pageQuery, pageResponse, pagingDescription, routeFactory, withRoles } from '../kit';
import { readRestaurantJson, RestaurantSchema, toRestaurantJson } from '../restaurants/json';

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

// The interventions' limits and messages are the shared rules' (the admin area's form uses them too).
export { ADMIN_INTERVENTION };

const AdminCancelBodySchema = z
  .strictObject({
    reason: z
      .string({ error: ADMIN_INTERVENTION.reasonLength })
      .trim()
      .min(ADMIN_INTERVENTION.reasonMin, { error: ADMIN_INTERVENTION.reasonLength })
      .max(ADMIN_INTERVENTION.reasonMax, { error: ADMIN_INTERVENTION.reasonLength })
      .openapi({ example: 'Client injoignable, commande annulée à la demande du restaurant' }),
    refund_cents: z
      .number({ error: ADMIN_INTERVENTION.refundCents })
      .int({ error: ADMIN_INTERVENTION.refundCents })
      .min(0, { error: ADMIN_INTERVENTION.refundCents })
      .optional()
      .openapi({
        description:
          'Montant à rembourser, en centimes (défaut : tout ce qui a été payé et pas encore remboursé ; 0 : aucun remboursement)',
        example: 1250,
      }),
  })
  .openapi('AdminCancelPayload');

const AdminAssignBodySchema = z
  .strictObject({
    livreur_id: z
      .string({ error: ADMIN_INTERVENTION.livreurRequired })
      .min(1, { error: ADMIN_INTERVENTION.livreurRequired })
      .max(100)
      .openapi({ example: '4f9c1a52-3b8e-4d6f-9a1c-2e7b5d8f0a13' }),
  })
  .openapi('AdminAssignPayload');

const AuditQuery = z.object({
  target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
  target_id: optionalQueryText(100),
  actor_id: optionalQueryText(100),
  ...pageQuery(),
});

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

/**
 * The user row, locked until the end of `tx` (after the active admins, in the order every admin
 * change takes them): the audit's "before" is the value this transaction replaces.
 */
async function lockedUser(tx: Db, id: string): Promise<User> {
  await tx.lockRows(users, [id]);
  const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound(ADMIN_ERRORS.userNotFound);
  return user;
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
    'son propre rôle, et le dernier administrateur actif ne peut pas être rétrogradé (409). ' +
    'Vers restaurateur ou livreur, le compte passe par la validation d’une inscription : `is_verified: false` (motif de rejet effacé), ' +
    'il apparaît dans `GET /admin/users/pending`, dépose les justificatifs de son nouveau rôle et n’a accès à ses écrans métier ' +
    'qu’après approbation (`PATCH /admin/users/{id}/verify`). Vers client ou administrateur : `is_verified: true` (rôles sans validation). ' +
    'Un restaurant dont le propriétaire n’est plus un restaurateur validé et actif apparaît fermé et refuse les commandes.',
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

const cancelOrderRoute = route.post('/commandes/{id}/cancel', 'adminCancelCommande', adminOnly, {
  summary: 'Annuler une commande non terminée, avec un motif et un remboursement total ou partiel',
  description:
    'Administrateurs seulement. Toute commande ni livrée ni annulée (sinon 409) est annulée comme par `DELETE /commandes/{id}` ' +
    '(livraison annulée, événements), avec `cancel_reason: admin`, `cancelled_by: admin` et le motif (3 à 300 caractères) en `cancel_message`. ' +
    '`refund_cents` (centimes, entier ≥ 0) : ce qui est remboursé d’une commande payée par carte ; absent : tout ce qui a été payé et pas encore remboursé ; ' +
    'plus que ce reste (ou un montant sur une commande non payée) : 422 et rien ne change. Le paiement devient `refunded` seulement s’il est remboursé en entier ' +
    '(sinon la commande annulée reste `paid`). L’action est inscrite au journal d’audit. Le client est prévenu (motif et remboursement), ' +
    'et le livreur qui avait accepté la livraison. Si le prestataire de paiement échoue après l’annulation : ' +
    '502/503, la commande reste annulée et rien n’est remboursé (à faire manuellement) ; seul le livreur est alors prévenu.',
  request: { params: IdParams, body: jsonBody(AdminCancelBodySchema) },
  responses: {
    200: jsonResponse(CommandeSchema, 'Commande annulée'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
    502: jsonResponse(z.object({ detail: z.string() }), 'Le prestataire de paiement a refusé le remboursement'),
    503: jsonResponse(z.object({ detail: z.string() }), 'Prestataire de paiement injoignable pour le remboursement'),
  },
});

const assignRoute = route.post('/livraisons/{id}/assign', 'adminAssignLivraison', adminOnly, {
  summary: 'Attribuer une livraison en attente à un livreur',
  description:
    'Administrateurs seulement. La livraison doit être `en_attente` (sinon 409), `livreur_id` un livreur (sinon 422) actif et validé ' +
    '(sinon 409) sans autre livraison en cours (la même règle que l’acceptation par un livreur : 409). Mêmes effets et événements ' +
    'qu’une acceptation par le livreur ; l’action est inscrite au journal d’audit et le livreur est prévenu (e-mail, push, selon ses préférences).',
  request: { params: IdParams, body: jsonBody(AdminAssignBodySchema) },
  responses: {
    200: jsonResponse(LivraisonSchema, 'Livraison attribuée'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

const pauseRoute = route.post('/restaurants/{id}/pause', 'adminPauseRestaurant', adminOnly, {
  summary: 'Mettre un restaurant en pause (fermé par la plateforme)',
  description:
    'Administrateurs seulement, corps vide. Le restaurant est fermé avec `paused_reason: admin` et l’heure de la pause ; ' +
    'déjà en pause par un administrateur : renvoyé tel quel. L’action est inscrite au journal d’audit.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant en pause'), ...errorResponses(401, 403, 404) },
});

const reopenRoute = route.post('/restaurants/{id}/reopen', 'adminReopenRestaurant', adminOnly, {
  summary: 'Rouvrir un restaurant',
  description:
    'Administrateurs seulement, corps vide. Le restaurant est ouvert et sa pause (automatique ou par un administrateur) effacée ; ' +
    'déjà ouvert sans pause : renvoyé tel quel. L’action est inscrite au journal d’audit.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(RestaurantSchema, 'Restaurant rouvert'), ...errorResponses(401, 403, 404) },
});

const auditRoute = route.get('/audit', 'listAuditLog', adminOnly, {
  summary: 'Journal d’audit des actions des administrateurs (plus récentes d’abord)',
  description:
    'Administrateurs seulement. Chaque action d’un administrateur (annulation, attribution, pause, réouverture, rôle, activation, ' +
    'validation, rejet…) avec son auteur, sa cible, son motif et les valeurs avant / après. Filtres facultatifs : `target_type`, ' +
    '`target_id`, `actor_id`. ' +
    pagingDescription('entrées'),
  request: { query: AuditQuery },
  responses: { 200: pageResponse(AuditEntrySchema, 'Entrées du journal'), ...errorResponses(400, 401, 403) },
});

/**
 * An administrator's decision on a pending sign-up (conditional UPDATE: two
 * admins deciding at once → one 409), audited in the same transaction, then
 * the e-mail that tells the user.
 */
async function decideSignUp(
  deps: AppDeps,
  adminId: string,
  id: string,
  decision: { isVerified: boolean; rejectionReason: string | null },
  outcome: { action: 'user.verify' | 'user.reject'; event: string; kind: string; email: (user: User) => MailMessage },
): Promise<User> {
  const target = await findUser(deps, id);
  if (!isPendingUser(target)) throw conflict(ADMIN_ERRORS.notPending);
  const now = new Date().toISOString();
  const updated = await deps.db.tx(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...decision, updatedAt: now })
      .where(and(eq(users.id, id), pendingUsersCondition()))
      .returning();
    if (!row) throw conflict(ADMIN_ERRORS.notPending);
    await recordAudit(tx, {
      actorId: adminId,
      action: outcome.action,
      targetType: 'user',
      targetId: id,
      reason: decision.rejectionReason,
      before: { is_verified: target.isVerified, rejection_reason: target.rejectionReason },
      after: { is_verified: row.isVerified, rejection_reason: row.rejectionReason },
      at: now,
    });
    return row;
  });
  deps.logger.info({ adminId, userId: id }, outcome.event);
  await notify(deps, outcome.email(updated), { userId: id, kind: outcome.kind });
  return updated;
}

/** A restaurant's pause by the platform, as the audit log records it. */
const pauseState = (row: typeof restaurants.$inferSelect) => ({
  is_open: row.isOpen,
  paused_reason: row.pausedReason,
  paused_at: row.pausedAt,
});

/**
 * Pauses (closed, `paused_reason = 'admin'`) or reopens (open, pause cleared) a restaurant, audited
 * in the same transaction. Already in that state: answered as is, nothing written.
 */
function setRestaurantPause(deps: AppDeps, adminId: string, id: string, pause: boolean) {
  const now = new Date().toISOString();
  return deps.db.tx(async (tx) => {
    await tx.lockRows(restaurants, [id]);
    const [before] = await tx.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
    if (!before) throw notFound(OWNERSHIP_MESSAGES.restaurantNotFound);
    const done = pause ? !before.isOpen && before.pausedReason === 'admin' : before.isOpen && !before.pausedReason;
    if (done) return before;
    const changes = pause
      ? { isOpen: false, pausedReason: 'admin', pausedAt: now }
      : { isOpen: true, pausedReason: null, pausedAt: null };
    const [after] = await tx
      .update(restaurants)
      .set({ ...changes, updatedAt: now })
      .where(eq(restaurants.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: pause ? 'restaurant.pause' : 'restaurant.reopen',
      targetType: 'restaurant',
      targetId: id,
      before: pauseState(before),
      after: pauseState(after!),
      at: now,
    });
    return after!;
  });
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

    const now = new Date().toISOString();
    const [updated] = await deps.db.tx(async (tx) => {
      if (role !== 'admin') await lockActiveAdmins(tx);
      const current = await lockedUser(tx, id);
      // A new restaurateur or livreur is vetted like a sign-up (documents, approval): the approval of
      // another role, or none at all for a client, says nothing about this one.
      const approval = { isVerified: !isValidatedRole(role), rejectionReason: null };
      const rows = await tx
        .update(users)
        .set({ role, ...approval, updatedAt: now })
        .where(and(eq(users.id, id), role === 'admin' ? undefined : keepsAnActiveAdmin(id)))
        .returning();
      if (rows.length > 0 && current.role !== role) {
        const [before, after] = [
          { role: current.role, is_verified: current.isVerified },
          { role, is_verified: approval.isVerified },
        ];
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          before,
          after,
          at: now,
        });
      }
      return rows;
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

    const now = new Date().toISOString();
    const updated = await deps.db.tx(async (tx) => {
      if (!is_active) await lockActiveAdmins(tx);
      const current = await lockedUser(tx, id);
      const [row] = await tx
        .update(users)
        .set({ isActive: is_active, updatedAt: now })
        .where(and(eq(users.id, id), is_active ? undefined : keepsAnActiveAdmin(id)))
        .returning();
      if (!row) throw conflict(ADMIN_ERRORS.lastAdmin);
      // Refresh tokens die with the account; live access tokens are refused by requireAuth.
      if (!is_active) await revokeUserSessions({ db: tx }, id);
      if (current.isActive !== is_active) {
        const [before, after] = [{ is_active: current.isActive }, { is_active }];
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'user.status',
          targetType: 'user',
          targetId: id,
          before,
          after,
          at: now,
        });
      }
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
      {
        action: 'user.verify',
        event: 'sign-up approved',
        kind: 'approval',
        email: (user) => approvalEmail(user, deps.appUrl),
      },
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
      {
        action: 'user.reject',
        event: 'sign-up rejected',
        kind: 'rejection',
        email: (user) => rejectionEmail(user, reason, deps.appUrl),
      },
    );
    return c.json(toUserJson(updated), 200);
  });

  router.openapi(cancelOrderRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const { id } = c.req.valid('param');
    const { reason, refund_cents } = c.req.valid('json');
    const now = new Date();
    const { event, reservation } = await deps.db.tx(async (tx) => {
      await tx.lockRows(commandes, [id]);
      const [before] = await tx.select().from(commandes).where(eq(commandes.id, id)).limit(1);
      if (!before) throw notFound(ORDER_STATUS_ERRORS.notFound);
      const delivery = async () =>
        (await tx.select().from(livraisons).where(eq(livraisons.commandeId, id)).limit(1))[0]?.status ?? null;
      const livraisonBefore = await delivery();
      const cancelled = await cancelOrder(tx, id, admin, { now, reason: 'admin', message: reason, by: 'admin' });
      const { event } = cancelled;

      // Only a paid order has anything to refund; the reservation throws 422 (and everything
      // above rolls back) when it asks for more than is left.
      const paid = event.previousPaymentStatus === 'paid';
      let reservation: RefundReservation | null = null;
      if (paid) {
        reservation =
          refund_cents === undefined
            ? await deps.payments.reserveRemaining(tx, id)
            : await deps.payments.reserveRefund(tx, id, refund_cents);
      } else if (refund_cents !== undefined && refund_cents > 0) {
        throw unprocessable(MONEY_MESSAGES.refundTooMuch(0));
      }
      if (paid) {
        // What the admin chose not to refund leaves the escrow: the platform keeps it (ledger.ts).
        const kept = (await escrowHeld(tx, id)) - (reservation?.cents ?? 0);
        if (kept > 0) await post(tx, retainedPosting(id, kept, reason), now.toISOString());
      }
      const paymentStatus = paid
        ? (await deps.payments.refundableCents(tx, id)) === 0
          ? 'refunded'
          : 'paid'
        : event.paymentStatus;
      // `cancelOrder` marks a paid order `refunded`: true only once nothing is left to refund.
      let after = cancelled.commande;
      if (after.paymentStatus !== paymentStatus) {
        const [changed] = await tx.update(commandes).set({ paymentStatus }).where(eq(commandes.id, id)).returning();
        after = changed ?? after;
      }
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'commande.cancel',
        targetType: 'commande',
        targetId: id,
        reason,
        before: { status: before.status, payment_status: before.paymentStatus, livraison_status: livraisonBefore },
        after: {
          status: after.status,
          payment_status: after.paymentStatus,
          livraison_status: await delivery(),
          refund_cents: reservation?.cents ?? 0,
        },
        at: now,
      });
      return { event, reservation };
    });
    deps.logger.info(
      { commandeId: id, by: admin.id, refundCents: reservation?.cents ?? 0 },
      'order cancelled by an admin',
    );

    if (event.previousPaymentStatus !== 'paid') {
      try {
        // Open intents are cancelled (one paid meanwhile is refunded), as for any cancellation.
        await deps.payments.onOrderCancelled(event);
      } catch (error) {
        deps.logger.error({ err: error, commandeId: id }, 'order cancellation hook failed');
      }
    } else if (!reservation && refund_cents === undefined) {
      deps.logger.warn({ commandeId: id }, 'cancelled paid order without a payment to refund');
    } else if (reservation) {
      try {
        await deps.payments.executeRefund(reservation, `admin: ${reason}`);
      } catch (error) {
        // The cancellation is committed: say that the refund, and only it, did not happen. The
        // client is told once the admin has settled the money, not with a refund that failed.
        void deps.notifier.order('courier_cancelled', id);
        const status = error instanceof ApiError && error.status === 503 ? 503 : 502;
        return c.json({ detail: ADMIN_INTERVENTION.refundFailedAfterCancel }, status);
      }
    }
    void deps.notifier.order('cancelled_admin', id);
    // Told only if a courier had taken the delivery (the notifier finds none otherwise).
    void deps.notifier.order('courier_cancelled', id);
    return jsonText<CommandeJson>(c, (await commandeText(deps.db, id))!);
  });

  router.openapi(assignRoute, async (c) => {
    const { db, logger, notifier } = c.get('deps');
    const admin = c.get('user');
    const { id } = c.req.valid('param');
    const { livreur_id } = c.req.valid('json');
    const access = await findLivraisonAccess(db, id);
    if (!access) throw notFound(DELIVERY_ERRORS.notFound);
    const [livreur] = await db.select().from(users).where(eq(users.id, livreur_id)).limit(1);
    if (!livreur || livreur.role !== 'livreur') throw unprocessable(DELIVERY_ERRORS.livreurNotFound);
    if (!livreur.isActive || !livreur.isVerified) throw conflict(DELIVERY_ERRORS.livreurUnavailable);

    const now = new Date();
    await acceptDelivery(
      db,
      id,
      livreur.id,
      now,
      (tx) =>
        recordAudit(tx, {
          actorId: admin.id,
          action: 'livraison.assign',
          targetType: 'livraison',
          targetId: id,
          // The acceptance matched only a waiting delivery: this is what it replaced.
          before: { status: 'en_attente', livreur_id: null },
          after: { status: 'acceptee', livreur_id: livreur.id, livreur_name: livreur.name },
          at: now,
        }),
      DELIVERY_ERRORS.courierBusy,
    );
    logger.info({ livraisonId: id, livreurId: livreur.id, by: admin.id }, 'delivery assigned by an admin');
    void notifier.order('courier_assigned', access.commandeId);
    return jsonText<LivraisonJson>(c, (await livraisonText(db, id))!);
  });

  router.openapi(pauseRoute, async (c) => {
    const deps = c.get('deps');
    const row = await setRestaurantPause(deps, c.get('user').id, c.req.valid('param').id, true);
    return c.json((await readRestaurantJson(deps.db, row.id)) ?? toRestaurantJson(row), 200);
  });

  router.openapi(reopenRoute, async (c) => {
    const deps = c.get('deps');
    const row = await setRestaurantPause(deps, c.get('user').id, c.req.valid('param').id, false);
    // Reopened, yet closed to readers while its owner cannot run it: answer what they see.
    return c.json((await readRestaurantJson(deps.db, row.id)) ?? toRestaurantJson(row), 200);
  });

  router.openapi(auditRoute, async (c) => {
    const query = c.req.valid('query');
    const filters = { targetType: query.target_type, targetId: query.target_id, actorId: query.actor_id };
    return jsonPage<AuditEntryJson>(c, await listAuditPage(c.get('deps').db, filters, requestedPage(query)));
  });

  return router;
}
