/**
 * Who may call what: the expectation of the security suite for every operation of the OpenAPI
 * document, written from each route's description, one line per route, grouped like the document.
 * An operation missing here fails the suite (a new route must be classified); a line whose route
 * is gone fails it too.
 *
 * Per route: its `access`, and what a call needs to be well-formed — example ids for the path (the
 * objects of `world.ts`), required query values, a valid-looking JSON body or multipart form.
 */
import { createECDH } from 'node:crypto';
import { makeCardPng, makePdf } from '../db/demo-files';
import type { Role } from '../db/schema';
import { DEFAULT_SETTINGS_BODY, DEFAULT_TIME_ZONE } from '@teranga/shared-ui/rules';
import { localDate } from '../domain/schedule';
import { TEST_PIN } from '../test/catalog-fixtures';
import { PERSONA_ROLE, STRANGER, type Persona, type World } from './world';

/**
 * - `public`: no token needed; every persona gets the documented answer.
 * - `bearer`: a token of one of `roles`; `approved`: restaurateurs and couriers awaiting approval
 *   are refused too; `owned`: for these roles, the persona who does not own the example object
 *   (`STRANGER`) is refused (403, or 404 where the route hides what exists).
 */
export type Access =
  { kind: 'public' } | { kind: 'bearer'; roles: readonly Role[]; approved: boolean; owned: readonly Role[] };

export interface RouteCase {
  access: Access;
  /** Path parameters of the example call. */
  params?: (w: World) => Record<string, string>;
  /** Query values (required ones the document cannot fill sensibly). */
  query?: (w: World) => Record<string, string>;
  /** A valid-looking JSON body; `n` numbers the calls (unique e-mails). */
  body?: (w: World, who: Persona, n: number) => unknown;
  /** A valid multipart form. */
  form?: (w: World) => FormData;
  /** Who sends the generated bad bodies (default: the first persona the route lets through). */
  bodyAs?: Persona;
}

const PUBLIC: Access = { kind: 'public' };
const ALL_ROLES: readonly Role[] = ['client', 'restaurateur', 'livreur', 'admin'];
const bearer = (roles: readonly Role[], options: { approved?: boolean; owned?: readonly Role[] } = {}): Access => ({
  kind: 'bearer',
  roles,
  approved: options.approved ?? false,
  owned: options.owned ?? [],
});
/** `signedIn`: any active account, awaiting approval or not. */
const SIGNED_IN = bearer(ALL_ROLES);
/** `restaurantManager`: an approved restaurateur (their own restaurant) or an administrator. */
const MANAGER = bearer(['restaurateur', 'admin'], { approved: true, owned: ['restaurateur'] });
const ADMIN = bearer(['admin']);

const PASSWORD = 'Baobab-tamarin-42';
const TOKEN = 'x'.repeat(43);
const nextYear = (new Date().getUTCFullYear() + 1) % 100;
const pushKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: Buffer.alloc(16, 7).toString('base64url'),
});
const file = (bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
};

const restaurantId = (w: World) => ({ id: w.restaurant.id });
const orderId = (w: World) => ({ id: w.order.id });
const deliveryId = (w: World) => ({ id: w.delivery.id });
/** A statement's period: today (local). */
const period = () => {
  const today = localDate(new Date(), DEFAULT_TIME_ZONE);
  return { from: today, to: today };
};

/** The matrix's table: `METHOD /path` (as in the document) → access and example call. */
export const ROUTES: Record<string, RouteCase> = {
  'GET /health': { access: PUBLIC },

  // --- Authentification ------------------------------------------------------
  'POST /auth/register': {
    access: PUBLIC,
    body: (w, who, n) => ({
      email: `inscription.${w.tag}.${who}.${n}@example.test`,
      password: PASSWORD,
      name: 'Awa Diop',
      phone: '06 12 34 56 78',
    }),
  },
  'POST /auth/login': {
    access: PUBLIC,
    body: (w) => ({ email: `inconnu.${w.tag}@example.test`, password: PASSWORD }),
  },
  'GET /auth/me': { access: SIGNED_IN },
  'PUT /auth/me': { access: SIGNED_IN, body: () => ({ name: 'Nouveau Nom' }) },
  // Restaurateurs and couriers not approved yet (an approved one: 409, a client or admin: 403).
  'POST /auth/me/documents/{key}': {
    access: bearer(['restaurateur', 'livreur']),
    params: () => ({ key: 'id_card' }),
    form: () => file(makePdf('Pièce d’identité', ['Test']), 'cni.pdf', 'application/pdf'),
  },
  'GET /auth/me/notifications': { access: SIGNED_IN },
  'PUT /auth/me/notifications': { access: SIGNED_IN, body: () => ({ email: true, push: false }) },
  'POST /auth/password/forgot': { access: PUBLIC, body: (w) => ({ email: `oubli.${w.tag}@example.test` }) },
  'POST /auth/password/reset': { access: PUBLIC, body: () => ({ token: TOKEN, password: PASSWORD }) },
  'POST /auth/email/verify': { access: PUBLIC, body: () => ({ token: TOKEN }) },
  'POST /auth/email/resend': { access: SIGNED_IN },
  'POST /auth/email/confirm': { access: PUBLIC, body: () => ({ token: TOKEN }) },
  'POST /auth/refresh': { access: PUBLIC, body: () => ({ refresh_token: TOKEN }) },
  'POST /auth/logout': { access: PUBLIC, body: () => ({ refresh_token: TOKEN }) },

  // --- Catalogue: public reads, writes by the restaurant's owner or an admin -----
  'GET /restaurants': { access: PUBLIC },
  'GET /restaurants/{id}': { access: PUBLIC, params: restaurantId },
  // One restaurant per restaurateur: the cast's already have one (409); an admin names the owner.
  'POST /restaurants': {
    access: bearer(['restaurateur', 'admin'], { approved: true }),
    body: (w, who) => ({
      name: 'Chez Test',
      description: 'Cuisine de test',
      address: '3 Rue Myrha, 75018 Paris',
      delivery_time: 30,
      delivery_fee: 2.5,
      min_order: 10,
      categories: ['Sénégalais'],
      ...(who === 'admin' ? { owner_id: w.personas.pendingRestaurateur.id } : {}),
    }),
    bodyAs: 'admin',
  },
  'PUT /restaurants/{id}': { access: MANAGER, params: restaurantId, body: () => ({ name: 'Nouveau nom' }) },
  'DELETE /restaurants/{id}': { access: MANAGER, params: restaurantId },
  'PATCH /restaurants/{id}/toggle-open': { access: MANAGER, params: restaurantId },
  'PUT /restaurants/{id}/hours': {
    access: MANAGER,
    params: restaurantId,
    body: () => ({ opening_hours: [{ day: 1, open: '11:30', close: '14:30' }], closures: [] }),
  },
  'PUT /restaurants/{id}/busy': {
    access: MANAGER,
    params: restaurantId,
    body: () => ({ minutes: 20, until: new Date(Date.now() + 3_600_000).toISOString() }),
  },
  'DELETE /restaurants/{id}/busy': { access: MANAGER, params: restaurantId },
  'GET /restaurants/{id}/slots': {
    access: PUBLIC,
    params: restaurantId,
    query: () => ({ date: localDate(new Date(), DEFAULT_TIME_ZONE) }),
  },
  'GET /plats': { access: PUBLIC },
  'GET /plats/{id}': { access: PUBLIC, params: (w) => ({ id: w.dish.id }) },
  'POST /plats': {
    access: MANAGER,
    body: (w) => ({
      restaurant_id: w.restaurant.id,
      name: 'Yassa poulet',
      description: 'Poulet mariné au citron',
      price: 12.5,
      category: 'Plats',
    }),
  },
  'PUT /plats/{id}': { access: MANAGER, params: (w) => ({ id: w.dish.id }), body: () => ({ price: 13 }) },
  'DELETE /plats/{id}': { access: MANAGER, params: (w) => ({ id: w.dish.id }) },
  'PATCH /plats/{id}/toggle-available': { access: MANAGER, params: (w) => ({ id: w.dish.id }) },
  'GET /categories': { access: PUBLIC },
  'POST /categories': {
    access: MANAGER,
    body: (w) => ({ name: 'Desserts', restaurant_id: w.restaurant.id }),
  },
  'DELETE /categories/{id}': { access: MANAGER, params: (w) => ({ id: w.category.id }) },
  'POST /upload/image': {
    access: bearer(['restaurateur', 'admin'], { approved: true }),
    form: () => file(makeCardPng(), 'photo.png', 'image/png'),
  },
  'GET /uploads/{name}': { access: PUBLIC, params: () => ({ name: `${'0'.repeat(32)}.webp` }) },

  // --- Commandes ----------------------------------------------------------------
  'POST /commandes': {
    access: bearer(['client', 'admin'], { approved: true }),
    body: (w) => ({
      restaurant_id: w.restaurant.id,
      items: [{ plat_id: w.dish.id, quantity: 2 }],
      delivery_address: '25 Rue de Ménilmontant, 75020 Paris',
      payment_mode: 'cash',
    }),
  },
  // Each sees their own (a client their orders, a restaurateur their restaurant's); couriers: 403.
  'GET /commandes': { access: bearer(['client', 'restaurateur', 'admin'], { approved: true }) },
  // The client, the restaurant's owner, the assigned courier, admins; anyone else: 404.
  'GET /commandes/{id}': {
    access: bearer(ALL_ROLES, { approved: true, owned: ['client', 'restaurateur', 'livreur'] }),
    params: orderId,
  },
  'GET /commandes/{id}/suivi': {
    access: bearer(ALL_ROLES, { approved: true, owned: ['client', 'restaurateur', 'livreur'] }),
    params: orderId,
  },
  'DELETE /commandes/{id}': {
    access: bearer(['client', 'admin'], { approved: true, owned: ['client'] }),
    params: orderId,
  },
  'PATCH /commandes/{id}/status': {
    access: bearer(['restaurateur', 'admin'], { approved: true, owned: ['restaurateur'] }),
    params: orderId,
    query: () => ({ new_status: 'en_livraison' }),
  },
  'POST /commandes/{id}/accept': {
    access: bearer(['restaurateur', 'admin'], { approved: true, owned: ['restaurateur'] }),
    params: orderId,
    body: () => ({ prep_minutes: 20 }),
  },
  'POST /commandes/{id}/refuse': {
    access: bearer(['restaurateur', 'admin'], { approved: true, owned: ['restaurateur'] }),
    params: orderId,
    body: () => ({ reason: 'rupture', message: 'Plus de riz' }),
  },
  'POST /commandes/{id}/delay': {
    access: bearer(['restaurateur', 'admin'], { approved: true, owned: ['restaurateur'] }),
    params: orderId,
    body: () => ({ minutes: 10 }),
  },
  // Issue 17: the restaurant's refund of a delivered order (the example is not delivered yet: 409).
  'POST /commandes/{id}/refund': {
    access: bearer(['restaurateur', 'admin'], { approved: true, owned: ['restaurateur'] }),
    params: orderId,
    body: () => ({ amount_cents: 300, reason: 'Plat manquant' }),
  },

  // --- Avis ---------------------------------------------------------------------------
  // The order's client only (another client's order: 404); the example is already rated (409).
  'POST /commandes/{id}/review': {
    access: bearer(['client'], { owned: ['client'] }),
    params: (w) => ({ id: w.ratedOrder.id }),
    body: () => ({ rating: 5, comment: 'Parfait', courier_rating: 'up' }),
  },
  'PUT /commandes/{id}/review': {
    access: bearer(['client'], { owned: ['client'] }),
    params: (w) => ({ id: w.ratedOrder.id }),
    body: () => ({ rating: 3, comment: 'Un peu tiède' }),
  },
  // The client, the restaurant's owner, admins; another client or restaurateur: 404.
  'GET /commandes/{id}/review': {
    access: bearer(['client', 'restaurateur', 'admin'], { approved: true, owned: ['client', 'restaurateur'] }),
    params: (w) => ({ id: w.ratedOrder.id }),
  },
  'GET /restaurants/{id}/reviews': { access: PUBLIC, params: restaurantId },
  // The reviewed restaurant's owner only (admins: 403).
  'POST /reviews/{id}/reply': {
    access: bearer(['restaurateur'], { approved: true, owned: ['restaurateur'] }),
    params: (w) => ({ id: w.review.id }),
    body: () => ({ reply: 'Merci pour votre avis !' }),
  },
  'GET /reviews/couriers/{id}/summary': {
    access: bearer(['livreur', 'admin'], { approved: true, owned: ['livreur'] }),
    params: (w) => ({ id: w.personas.livreur.id }),
  },

  // --- Statistiques ---------------------------------------------------------------
  'GET /analytics/restaurant/{id}': { access: MANAGER, params: restaurantId },
  // A courier their own figures, an administrator anyone's.
  'GET /analytics/livreur/{id}': {
    access: bearer(['livreur', 'admin'], { approved: true, owned: ['livreur'] }),
    params: (w) => ({ id: w.personas.livreur.id }),
  },

  // --- Finances (issue 17): statements, earnings, finances, receipts -------------------
  'GET /restaurants/{id}/statements': { access: MANAGER, params: restaurantId, query: period },
  // The approved courier's own account only.
  'GET /livraisons/earnings': { access: bearer(['livreur'], { approved: true }), query: period },
  'GET /admin/finances': { access: ADMIN, query: period },
  // The order's client (another client's order: 404) or an admin; the example is delivered.
  'GET /commandes/{id}/receipt': {
    access: bearer(['client', 'admin'], { owned: ['client'] }),
    params: (w) => ({ id: w.ratedOrder.id }),
  },

  // --- Administration: administrators only --------------------------------------------
  'GET /admin/stats': { access: ADMIN },
  'GET /admin/users': { access: ADMIN },
  'GET /admin/users/pending': { access: ADMIN },
  'PATCH /admin/users/{id}/role': {
    access: ADMIN,
    params: (w) => ({ id: w.target.id }),
    body: () => ({ role: 'client' }),
  },
  'PATCH /admin/users/{id}/status': {
    access: ADMIN,
    params: (w) => ({ id: w.target.id }),
    body: () => ({ is_active: false }),
  },
  'PATCH /admin/users/{id}/verify': { access: ADMIN, params: (w) => ({ id: w.target.id }) },
  'PATCH /admin/users/{id}/reject': {
    access: ADMIN,
    params: (w) => ({ id: w.target.id }),
    body: () => ({ reason: 'Documents illisibles' }),
  },
  'POST /admin/commandes/{id}/cancel': {
    access: ADMIN,
    params: orderId,
    body: () => ({ reason: 'Annulation de test' }),
  },
  'POST /admin/livraisons/{id}/assign': {
    access: ADMIN,
    params: (w) => ({ id: w.availableDelivery.id }),
    body: (w) => ({ livreur_id: w.personas.pendingLivreur.id }),
  },
  'POST /admin/restaurants/{id}/pause': { access: ADMIN, params: restaurantId },
  'POST /admin/restaurants/{id}/reopen': { access: ADMIN, params: restaurantId },
  'GET /admin/audit': { access: ADMIN },
  'GET /admin/reviews': { access: ADMIN },
  'POST /admin/reviews/{id}/hide': {
    access: ADMIN,
    params: (w) => ({ id: w.review.id }),
    body: () => ({ reason: 'Propos injurieux' }),
  },
  'POST /admin/reviews/{id}/unhide': { access: ADMIN, params: (w) => ({ id: w.review.id }) },
  'GET /admin/settings': { access: ADMIN },
  'PUT /admin/settings': {
    access: ADMIN,
    body: () => ({ ...DEFAULT_SETTINGS_BODY }),
  },
  'PUT /admin/restaurants/{id}/commission': {
    access: ADMIN,
    params: restaurantId,
    body: () => ({ commission_rate: 12 }),
  },
  // The checkout's amounts (delivery fee, tips): no token.
  'GET /settings/checkout': { access: PUBLIC },
  'GET /admin/ledger/check': { access: ADMIN },

  // --- Codes promo (issue 17): the platform's by admins, a restaurant's by its owner --------
  'GET /admin/promos': { access: ADMIN },
  'POST /admin/promos': {
    access: ADMIN,
    body: (w, _who, n) => ({ code: `ADM-${w.tag}-${n}`, kind: 'percent', value: 10 }),
  },
  'GET /restaurants/{id}/promos': { access: MANAGER, params: restaurantId },
  'POST /restaurants/{id}/promos': {
    access: MANAGER,
    params: restaurantId,
    body: (w, _who, n) => ({ code: `RST-${w.tag}-${n}`, kind: 'fixed', value: 3, min_subtotal: 15 }),
  },
  // An admin any code; a restaurateur their restaurant's (another's: 403).
  'DELETE /promos/{id}': { access: MANAGER, params: (w) => ({ id: w.promo.id }) },
  'POST /promos/validate': {
    access: bearer(['client', 'admin'], { approved: true }),
    body: (w) => ({ code: w.promo.code, restaurant_id: w.restaurant.id, items: [{ plat_id: w.dish.id, quantity: 2 }] }),
  },

  // --- Documents: a signed link, no token (a bad signature: 403) ----------------------
  'GET /documents/{userId}/{key}': {
    access: PUBLIC,
    params: (w) => ({ userId: w.personas.pendingRestaurateur.id, key: 'license' }),
    query: () => ({ expires: String(Math.floor(Date.now() / 1000) + 60), signature: TOKEN }),
  },

  // --- Livraisons -------------------------------------------------------------------
  // Lists and one delivery: couriers (approved or not: theirs only) and admins.
  'GET /livraisons': { access: bearer(['livreur', 'admin']) },
  'GET /livraisons/summary': { access: bearer(['livreur', 'admin']) },
  'GET /livraisons/available': { access: bearer(['livreur', 'admin'], { approved: true }) },
  'GET /livraisons/{id}': { access: bearer(['livreur', 'admin'], { owned: ['livreur'] }), params: deliveryId },
  'POST /livraisons/{id}/accept': {
    access: bearer(['livreur', 'admin'], { approved: true }),
    params: (w) => ({ id: w.availableDelivery.id }),
  },
  'PATCH /livraisons/{id}/status': {
    access: bearer(['livreur', 'admin'], { approved: true, owned: ['livreur'] }),
    params: deliveryId,
    query: () => ({ new_status: 'en_cours' }),
    body: () => ({ pin: TEST_PIN }),
  },
  'PATCH /livraisons/{id}/location': {
    access: bearer(['livreur'], { approved: true, owned: ['livreur'] }),
    params: deliveryId,
    body: () => ({ latitude: 48.8867, longitude: 2.3431 }),
  },

  // --- Live events: every approved account ------------------------------------------------
  'GET /events': { access: bearer(ALL_ROLES, { approved: true }) },

  // --- Paiements: the order's client (or an administrator) --------------------------------
  'GET /paiements/config': { access: PUBLIC },
  'POST /paiements/create-payment-intent': {
    access: bearer(['client', 'admin'], { owned: ['client'] }),
    query: (w) => ({ commande_id: w.order.id }),
  },
  'POST /paiements/confirm/{commandeId}': {
    access: bearer(['client', 'admin'], { owned: ['client'] }),
    params: (w) => ({ commandeId: w.order.id }),
  },
  'POST /paiements/test/confirm-card': {
    access: bearer(['client', 'admin']),
    body: () => ({
      client_secret: 'pi_inconnu_secret_test',
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: nextYear,
      cvc: '123',
    }),
  },
  // Stripe's signed events only (unsigned or without Stripe configured: 400 / 404).
  'POST /paiements/webhook': { access: PUBLIC },

  // --- Notifications push ------------------------------------------------------------------
  'GET /push/public-key': { access: PUBLIC },
  'POST /push/subscriptions': {
    access: SIGNED_IN,
    body: (w, who) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${w.tag}-${who}`, keys: pushKeys() }),
  },
  'DELETE /push/subscriptions': {
    access: SIGNED_IN,
    body: (w, who) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${w.tag}-${who}` }),
  },
};

/** What a persona must get from a route. */
export type Expectation =
  /** No token needed: the documented answer, whatever it is (never a 5xx). */
  | 'public'
  /** No token on a route that declares security: 401. */
  | 'unauthenticated'
  /** A deactivated account's token: refused (403 `Compte désactivé`, or 401). */
  | 'deactivated'
  /** A role (or an account awaiting approval) the route excludes: 403. */
  | 'forbidden'
  /** Someone else's object: 403, or 404 where the route does not disclose it exists. */
  | 'notYours'
  /** Let through: a documented answer that is not a refusal (the object's state may still say 404/409/422). */
  | 'allowed';

const PENDING: ReadonlySet<Persona> = new Set(['pendingRestaurateur', 'pendingLivreur']);

export function expectationFor(access: Access, who: Persona): Expectation {
  if (access.kind === 'public') return 'public';
  if (who === 'anonymous') return 'unauthenticated';
  if (who === 'deactivated') return 'deactivated';
  const role = PERSONA_ROLE[who];
  if (!access.roles.includes(role)) return 'forbidden';
  if (access.approved && PENDING.has(who)) return 'forbidden';
  if (STRANGER[role] === who && access.owned.includes(role)) return 'notYours';
  return 'allowed';
}

/** Whether `status` meets `expectation` (`documented`: the statuses the route documents). */
export function meets(expectation: Expectation, status: number, documented: ReadonlySet<number>): boolean {
  if (status >= 500) return false;
  switch (expectation) {
    case 'public':
      return documented.has(status);
    case 'unauthenticated':
      return status === 401;
    case 'deactivated':
      return status === 401 || status === 403;
    case 'forbidden':
      return status === 403;
    case 'notYours':
      return status === 403 || status === 404;
    case 'allowed':
      return documented.has(status) && status !== 401 && status !== 403;
  }
}

/** The persona who sends a route's bad bodies: the one it names, else the first it lets through. */
export function bodySender(route: RouteCase): Persona {
  if (route.bodyAs) return route.bodyAs;
  const order: Persona[] = ['anonymous', 'client', 'restaurateur', 'livreur', 'admin'];
  const who = order.find((p) => expectationFor(route.access, p) === 'allowed' || route.access.kind === 'public');
  if (!who) throw new Error('no persona may call this route');
  return who;
}
