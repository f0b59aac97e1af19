/**
 * Teranga database schema (SQLite, drizzle-orm).
 *
 * Conventions:
 * - ids are `crypto.randomUUID()` strings;
 * - timestamps are ISO-8601 strings (`new Date().toISOString()`);
 * - money is stored as integer cents (`*_cents`), exposed in euros by the API;
 * - booleans are INTEGER 0/1 (`mode: 'boolean'`), lists are JSON text.
 *
 * drizzle-kit loads this file on its own: besides drizzle it may only import
 * `@teranga/shared-ui/rules` (pure TS + zod) and `../i18n/locales` (no import), never the rest of the API.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core';
// The API depends on `@teranga/shared-ui` ONLY through this pure subpath (TS + zod, no React).
import {
  DELIVERY_STATUSES,
  DOCUMENT_KEYS,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_MODES,
  PROVIDER_PAYMENT_STATUSES,
  USER_ROLES,
  ACCOUNT_TOKEN_PURPOSES,
  CANCEL_REASONS,
  CANCELLED_BY,
  COURIER_RATINGS,
  DEFAULT_TIME_ZONE,
  FULFILLMENTS,
  LEDGER_ENTRY_KINDS,
  LEDGER_TRANSACTION_KINDS,
  PROMO_KINDS,
  type ChosenOption,
  type OrderMoneyTerms,
  type Closure,
  type OpeningRange,
  type StoredOptionGroup,
  type AllergenId,
} from '@teranga/shared-ui/rules';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';

// ---------------------------------------------------------------------------
// Enumerations: one definition, shared with the front (`@teranga/shared-ui/rules`)
// ---------------------------------------------------------------------------

export {
  ALLERGEN_IDS,
  DELIVERY_STATUSES,
  DOCUMENT_KEYS,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_MODES,
  PROVIDER_PAYMENT_STATUSES,
  REGISTRABLE_ROLES,
  USER_ROLES,
} from '@teranga/shared-ui/rules';
// Their types (`OrderStatus`, `Role`, …) too.
export type * from '@teranga/shared-ui/rules';
import type { OrderStatus } from '@teranga/shared-ui/rules';

const nowIso = () => new Date().toISOString();
const newId = () => crypto.randomUUID();

// ---------------------------------------------------------------------------
// Column helpers: one spelling of the conventions above
// ---------------------------------------------------------------------------

/** `id` primary key, a random UUID unless given. */
const id = () => text('id').primaryKey().$defaultFn(newId);

/** ISO timestamp set on insert unless given. */
const createdAt = () => text('created_at').notNull().$defaultFn(nowIso);

/** `created_at` and `updated_at`, both set on insert unless given. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: text('updated_at').notNull().$defaultFn(nowIso) });

/** Required reference to another table's `id`. */
const parent = (name: string, target: () => AnySQLiteColumn, onDelete?: 'cascade') =>
  text(name)
    .notNull()
    .references(target, onDelete && { onDelete });

/** INTEGER 0/1 boolean with a default. */
const flag = (name: string, initial: boolean) => integer(name, { mode: 'boolean' }).notNull().default(initial);

/** JSON list stored as text, `[]` by default. */
const jsonList = <T>(name: string) =>
  text(name, { mode: 'json' })
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'`);

/** Whole number (counter, cents) that defaults to 0. */
const zero = (name: string) => integer(name).notNull().default(0);

/**
 * Unqualified column reference for CHECK constraints: drizzle would otherwise
 * render `"table"."column"`, which breaks SQLite table rebuilds (`__new_table`)
 * in later migrations.
 */
const col = (column: { name: string }) => sql.identifier(column.name);

/** SQL `IN (...)` list for CHECK constraints built from a constant tuple. */
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** CHECK that `column` holds one of `values` (an enumeration shared with the front). */
const oneOf = (name: string, column: { name: string }, values: readonly string[]) =>
  check(name, sql`${col(column)} IN (${inList(values)})`);

// ---------------------------------------------------------------------------
// Users & authentication
// ---------------------------------------------------------------------------

export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Always stored trimmed + lower-cased. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    lat: real('lat'),
    lng: real('lng'),
    role: text('role', { enum: USER_ROLES }).notNull().default('client'),
    passwordHash: text('password_hash').notNull(),
    isActive: flag('is_active', true),
    /** Approval of a restaurateur's or courier's documents by an admin (clients: at sign-up). */
    isVerified: flag('is_verified', false),
    /** The address was proven by following the link sent to it (issue 15). */
    emailVerified: flag('email_verified', false),
    rejectionReason: text('rejection_reason'),
    /**
     * The language of the user's e-mails and notifications, and of the fronts once signed in (issue 18).
     * No CHECK, unlike the other enumerations: SQLite adds one only by rebuilding `users`, and the
     * rebuild's DROP inside the migrations' transaction deletes the rows that cascade from users
     * (sessions, documents, push subscriptions…). The API is the only writer and validates it (`LOCALES`).
     */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_pending_idx').on(t.isVerified, t.role),
    oneOf('users_role_check', t.role, USER_ROLES),
  ],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: id(),
    userId: parent('user_id', () => users.id, 'cascade'),
    /** All tokens obtained by rotating one login share a family id. */
    familyId: text('family_id').notNull(),
    /** sha256(hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * One-time links sent by e-mail: password reset, address verification, address change. Only a
 * hash of the random token is kept; a link is spent by a conditional UPDATE of `used_at`.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    id: id(),
    userId: parent('user_id', () => users.id, 'cascade'),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** sha256(hex) of the token sent in the link. */
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to: a verification proves only it, a change applies it (the account keeps the old one until then). */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    oneOf('account_tokens_purpose_check', t.purpose, ACCOUNT_TOKEN_PURPOSES),
  ],
);

export const userDocuments = sqliteTable(
  'user_documents',
  {
    id: id(),
    userId: parent('user_id', () => users.id, 'cascade'),
    key: text('key', { enum: DOCUMENT_KEYS }).notNull(),
    /** Path relative to UPLOADS_DIR, e.g. `private/documents/<userId>/license.pdf`. */
    storagePath: text('storage_path').notNull(),
    originalName: text('original_name'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uploadedAt: text('uploaded_at').notNull().$defaultFn(nowIso),
  },
  (t) => [
    uniqueIndex('user_documents_user_key_unique').on(t.userId, t.key),
    oneOf('user_documents_key_check', t.key, DOCUMENT_KEYS),
  ],
);

/**
 * Failed logins of the last window (`auth/rate-limit.ts`), in the database so that every API
 * process on it counts the same failures. `key` is `email:<email>` or `ip:<address>`; rows older
 * than the window are deleted as new failures are recorded.
 */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    key: text('key').notNull(),
    failedAt: text('failed_at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

/**
 * The answers of `POST /commandes` by `Idempotency-Key` (issue 15, finding 11): a client that
 * retries after a lost answer gets the first one back instead of a second order. One row per
 * (user, key), written in the transaction of the order it answers; kept 24 hours.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: parent('user_id', () => users.id, 'cascade'),
    key: text('key').notNull(),
    /** sha256(hex) of the request body: the same key with another body is refused (422). */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The answer's JSON text, sent again as is. */
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------

export const restaurants = sqliteTable(
  'restaurants',
  {
    id: id(),
    ownerId: parent('owner_id', () => users.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** Cuisine labels (e.g. ["Sénégalais","Africain"]). */
    categories: jsonList<string>('categories'),
    isOpen: flag('is_open', true),
    rating: real('rating').notNull().default(0),
    totalReviews: zero('total_reviews'),
    /** Minutes. */
    deliveryTime: integer('delivery_time').notNull().default(30),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(250),
    minOrderCents: zero('min_order_cents'),
    /** The kitchen's usual preparation time (minutes): the default when it accepts an order. */
    prepMinutes: integer('prep_minutes').notNull().default(20),
    /**
     * Why the restaurant is closed when the platform closed it (`auto`: 3 orders left unanswered,
     * `admin`), with when; null once the restaurateur reopens it.
     */
    pausedReason: text('paused_reason'),
    pausedAt: text('paused_at'),
    // Opening hours (issue 16), read by the pure schedule module (`domain/schedule.ts`). No hours
    // at all: the manual switch alone decides (the restaurants created before hours existed).
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    openingHours: jsonList<OpeningRange>('opening_hours'),
    closures: jsonList<Closure>('closures'),
    /** Busy mode: minutes added to preparation until `busy_until` (both null when off). */
    busyMinutes: integer('busy_minutes'),
    busyUntil: text('busy_until'),
    /** The restaurant's own commission rate (basis points, issue 17); null: the platform's. */
    commissionBps: integer('commission_bps'),
    address: text('address').notNull(),
    lat: real('lat'),
    lng: real('lng'),
    ...timestamps(),
  },
  (t) => [
    index('restaurants_owner_idx').on(t.ownerId),
    check('restaurants_money_check', sql`${col(t.deliveryFeeCents)} >= 0 AND ${col(t.minOrderCents)} >= 0`),
  ],
);

/** Menu categories of one restaurant (e.g. "Plats", "Desserts"). */
export const categories = sqliteTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    restaurantId: parent('restaurant_id', () => restaurants.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_restaurant_name_unique').on(t.restaurantId, t.name)],
);

export const plats = sqliteTable(
  'plats',
  {
    id: id(),
    restaurantId: parent('restaurant_id', () => restaurants.id, 'cascade'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    priceCents: integer('price_cents').notNull(),
    /** Category name (text, as in the spec), matches a `categories.name` of the restaurant. */
    category: text('category').notNull(),
    isAvailable: flag('is_available', true),
    isVegetarian: flag('is_vegetarian', false),
    isVegan: flag('is_vegan', false),
    isSpicy: flag('is_spicy', false),
    popularCount: zero('popular_count'),
    ingredients: jsonList<string>('ingredients'),
    allergens: jsonList<AllergenId>('allergens'),
    /** Minutes, or null. */
    preparationTime: integer('preparation_time'),
    /** The dish's option groups (issue 16), ids drawn by the API; order lines refer to option ids. */
    optionGroups: jsonList<StoredOptionGroup>('option_groups'),
    ...timestamps(),
  },
  (t) => [
    index('plats_restaurant_category_idx').on(t.restaurantId, t.category),
    index('plats_restaurant_popular_idx').on(t.restaurantId, t.popularCount),
    check('plats_price_check', sql`${col(t.priceCents)} >= 0`),
  ],
);

// ---------------------------------------------------------------------------
// Orders, payments, deliveries
// ---------------------------------------------------------------------------

export const commandes = sqliteTable(
  'commandes',
  {
    id: id(),
    clientId: parent('client_id', () => users.id),
    restaurantId: parent('restaurant_id', () => restaurants.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('en_attente'),
    paymentMode: text('payment_mode', { enum: PAYMENT_MODES }).notNull().default('card'),
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }).notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryLat: real('delivery_lat'),
    deliveryLng: real('delivery_lng'),
    notes: text('notes'),
    /** Proof of delivery: 4 digits drawn when the order is confirmed, shown to its client only. */
    deliveryPin: text('delivery_pin'),
    /** When the order reached each status: a JSON object `{ "<status>": "<ISO time>" }`. */
    statusTimes: text('status_times', { mode: 'json' }).$type<Partial<Record<OrderStatus, string>>>(),
    // The kitchen's decision and the deadlines (issue 14). Columns without CHECK: adding one to
    // `commandes` would make drizzle-kit rebuild the table (and drop its analytics triggers); the
    // values come from @teranga/shared-ui/rules and are only written by the API.
    /** Until when the restaurant may accept (null: nothing to accept, or not yet: an unpaid card order). */
    acceptBy: text('accept_by'),
    /** Until when an unpaid card order waits for its payment. */
    paymentDeadline: text('payment_deadline'),
    /** Chosen when accepting; with the delays announced since. */
    prepMinutes: integer('prep_minutes'),
    /** Estimated times, set when accepted and pushed by delays. */
    readyAt: text('ready_at'),
    estimatedDeliveryAt: text('estimated_delivery_at'),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    cancelMessage: text('cancel_message'),
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    // Issue 16 (no CHECK either, same reason).
    fulfillment: text('fulfillment', { enum: FULFILLMENTS }).notNull().default('livraison'),
    /** An order for later: when the client gets it (delivered or picked up); null = as soon as possible. */
    scheduledFor: text('scheduled_for'),
    // Issue 17 (no CHECK, same reason): total = subtotal + delivery fee + tip - discount.
    tipCents: zero('tip_cents'),
    discountCents: zero('discount_cents'),
    /** The promo code applied (its use is in `promo_uses`), as typed then. */
    promoId: text('promo_id'),
    promoCode: text('promo_code'),
    /** The terms the order was placed under (commission, courier pay, VAT, who funds the discount). */
    moneyTerms: text('money_terms', { mode: 'json' }).$type<OrderMoneyTerms>(),
    ...timestamps(),
  },
  (t) => [
    // Covering for the restaurant analytics (GROUP BY over a period without touching the table).
    index('commandes_restaurant_created_idx').on(
      t.restaurantId,
      t.createdAt,
      t.status,
      t.paymentMode,
      t.paymentStatus,
      t.totalCents,
      t.id,
    ),
    index('commandes_client_created_idx').on(t.clientId, t.createdAt),
    index('commandes_restaurant_status_idx').on(t.restaurantId, t.status),
    index('commandes_status_idx').on(t.status),
    // The deadline sweeps read only the rows past a deadline.
    index('commandes_accept_by_idx').on(t.acceptBy),
    index('commandes_payment_deadline_idx').on(t.paymentDeadline),
    oneOf('commandes_status_check', t.status, ORDER_STATUSES),
    oneOf('commandes_payment_mode_check', t.paymentMode, PAYMENT_MODES),
    oneOf('commandes_payment_status_check', t.paymentStatus, ORDER_PAYMENT_STATUSES),
    check(
      'commandes_money_check',
      sql`${col(t.subtotalCents)} >= 0 AND ${col(t.deliveryFeeCents)} >= 0 AND ${col(t.totalCents)} >= 0`,
    ),
  ],
);

export const commandeItems = sqliteTable(
  'commande_items',
  {
    id: id(),
    commandeId: parent('commande_id', () => commandes.id, 'cascade'),
    /** Null once the dish is deleted; name and price are snapshots. */
    platId: text('plat_id').references(() => plats.id, { onDelete: 'set null' }),
    platName: text('plat_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /**
     * The line's rank in its order (0, 1…): answers list the lines in the order the client gave
     * them, the same on both engines (PostgreSQL has no insertion order like SQLite's rowid).
     */
    position: zero('position'),
    /** The options chosen on this line, snapshots (their deltas are inside `unit_price_cents`). */
    options: jsonList<ChosenOption>('options'),
  },
  (t) => [
    // Covering for the popular-dishes aggregation (lines of the period's orders).
    index('commande_items_commande_idx').on(t.commandeId, t.platId, t.quantity, t.subtotalCents),
    index('commande_items_plat_idx').on(t.platId),
    check('commande_items_quantity_check', sql`${col(t.quantity)} > 0`),
  ],
);

export const paiements = sqliteTable(
  'paiements',
  {
    id: id(),
    commandeId: parent('commande_id', () => commandes.id, 'cascade'),
    /** e.g. 'stripe' or 'simulation'. */
    provider: text('provider').notNull(),
    intentId: text('intent_id').notNull(),
    clientSecret: text('client_secret'),
    status: text('status', { enum: PROVIDER_PAYMENT_STATUSES }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    refundedCents: zero('refunded_cents'),
    ...timestamps(),
  },
  (t) => [
    index('paiements_commande_idx').on(t.commandeId),
    uniqueIndex('paiements_intent_unique').on(t.provider, t.intentId),
    oneOf('paiements_status_check', t.status, PROVIDER_PAYMENT_STATUSES),
  ],
);

/** Stripe webhook events already applied (each event id once, stored with its effects). */
export const paiementWebhookEvents = sqliteTable('paiement_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: text('received_at').notNull(),
});

export const livraisons = sqliteTable(
  'livraisons',
  {
    id: id(),
    commandeId: parent('commande_id', () => commandes.id, 'cascade'),
    livreurId: text('livreur_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('en_attente'),
    pickupAddress: text('pickup_address').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    distanceKm: real('distance_km'),
    estimatedTimeMinutes: integer('estimated_time_minutes'),
    /** ISO time the courier picked the order up (status en_cours). */
    pickupTime: text('pickup_time'),
    /** ISO time the order was delivered (status livree). */
    deliveryTime: text('delivery_time'),
    lastLat: real('last_lat'),
    lastLng: real('last_lng'),
    /** Wrong delivery codes given so far; at `MAX_PIN_ATTEMPTS` the delivery is locked. */
    pinAttempts: zero('pin_attempts'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('livraisons_commande_unique').on(t.commandeId),
    index('livraisons_status_idx').on(t.status, t.createdAt),
    index('livraisons_livreur_idx').on(t.livreurId, t.createdAt),
    oneOf('livraisons_status_check', t.status, DELIVERY_STATUSES),
  ],
);

// ---------------------------------------------------------------------------
// Live events (domain/events.ts)
// ---------------------------------------------------------------------------

/**
 * The order lifecycle as an append-only log, written in the transaction of each change and
 * read by every API process to fan the events out (`GET /events`). AUTOINCREMENT: ids only
 * grow, never reused after pruning, so a client's `Last-Event-ID` stays meaningful.
 */
export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type').notNull(),
    commandeId: text('commande_id'),
    livraisonId: text('livraison_id'),
    restaurantId: text('restaurant_id'),
    clientId: text('client_id'),
    livreurId: text('livreur_id'),
    /** Small JSON object (status, position…), sent as is in the event's `data`. */
    payload: text('payload').notNull().default('{}'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------
// Notifications and the admins' audit log (issue 14)
// ---------------------------------------------------------------------------

/** Which channels a user accepts (a missing row: every channel on). */
export const notificationPreferences = sqliteTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: flag('email', true),
  push: flag('push', true),
  updatedAt: text('updated_at').notNull().$defaultFn(nowIso),
});

/** A browser's Web Push subscription (`POST /push/subscriptions`); one row per endpoint. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    userId: parent('user_id', () => users.id, 'cascade'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * When a restaurateur's kitchen screen (an open event stream) was last seen, by any API process:
 * a new order is e-mailed to them only when none has been for a minute.
 */
export const kitchenPresence = sqliteTable('kitchen_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: text('seen_at').notNull(),
});

/** A JSON object (before / after values of an audited change). */
const auditJson = (name: string) => text(name, { mode: 'json' }).$type<Record<string, unknown>>();

/** Every admin action, with its before and after values (`GET /admin/audit`). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: id(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `commande.cancel`, `livraison.assign`, `user.role`, `restaurant.pause`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: auditJson('before'),
    after: auditJson('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id)],
);

// ---------------------------------------------------------------------------
// Reviews (issue 16)
// ---------------------------------------------------------------------------

/**
 * One review per delivered (or picked-up) order, by its client. The restaurant's `rating` and
 * `total_reviews` are computed from the visible ones, in the transaction that changes one.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    commandeId: parent('commande_id', () => commandes.id, 'cascade'),
    restaurantId: parent('restaurant_id', () => restaurants.id, 'cascade'),
    clientId: parent('client_id', () => users.id, 'cascade'),
    /** The courier of the order (null for take-away), kept when their account goes. */
    livreurId: text('livreur_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    courierRating: text('courier_rating', { enum: COURIER_RATINGS }),
    /** The restaurant's one answer. */
    reply: text('reply'),
    repliedAt: text('replied_at'),
    /** Hidden by an admin (abusive): no longer shown nor counted. */
    hiddenAt: text('hidden_at'),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_commande_unique').on(t.commandeId),
    // The restaurant page's newest-first cursor paging.
    index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt, t.id),
    check('reviews_rating_check', sql`${col(t.rating)} BETWEEN 1 AND 5`),
    oneOf('reviews_courier_rating_check', t.courierRating, COURIER_RATINGS),
  ],
);

// ---------------------------------------------------------------------------
// Money (issue 17): settings, promo codes, the double-entry ledger
// ---------------------------------------------------------------------------

/**
 * The platform's settings: one row (`id` 'platform'), absent until an admin saves them (the defaults of
 * `DEFAULT_MONEY_SETTINGS` apply). A null deadline: the server's configuration applies.
 */
export const platformSettings = sqliteTable('platform_settings', {
  /** Always 'platform': the one row. */
  id: text('id').primaryKey(),
  commissionBps: integer('commission_bps').notNull(),
  courierBaseCents: integer('courier_base_cents').notNull(),
  courierPerKmCents: integer('courier_per_km_cents').notNull(),
  courierMinCents: integer('courier_min_cents').notNull(),
  deliveryFeeCents: integer('delivery_fee_cents').notNull(),
  vatFoodBps: integer('vat_food_bps').notNull(),
  vatDeliveryBps: integer('vat_delivery_bps').notNull(),
  acceptWindowS: integer('accept_window_s'),
  unpaidTtlS: integer('unpaid_ttl_s'),
  courierAlertS: integer('courier_alert_s'),
  updatedAt: text('updated_at').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A promo code: an admin's (platform-funded, `restaurant_id` null) or a restaurant's own. */
export const promos = sqliteTable(
  'promos',
  {
    id: id(),
    /** Upper-case, unique across the platform. */
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Basis points (`percent`), cents (`fixed`), 0 (`free_delivery`). */
    value: integer('value').notNull(),
    minSubtotalCents: zero('min_subtotal_cents'),
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerClient: integer('max_uses_per_client'),
    firstOrderOnly: flag('first_order_only', false),
    restaurantId: text('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Orders holding a use now (a cancelled order gives its use back). */
    usesCount: zero('uses_count'),
    isActive: flag('is_active', true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('promos_code_unique').on(t.code),
    index('promos_restaurant_idx').on(t.restaurantId),
    oneOf('promos_kind_check', t.kind, PROMO_KINDS),
    // The cap holds even if a bug skipped the conditional UPDATE.
    check(
      'promos_uses_check',
      sql`${col(t.usesCount)} >= 0 AND (${col(t.maxUses)} IS NULL OR ${col(t.usesCount)} <= ${col(t.maxUses)})`,
    ),
  ],
);

/** One order's use of a promo code (deleted when the order is cancelled). */
export const promoUses = sqliteTable(
  'promo_uses',
  {
    id: id(),
    promoId: parent('promo_id', () => promos.id, 'cascade'),
    commandeId: parent('commande_id', () => commandes.id, 'cascade'),
    clientId: parent('client_id', () => users.id, 'cascade'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_uses_commande_unique').on(t.commandeId),
    index('promo_uses_promo_client_idx').on(t.promoId, t.clientId),
  ],
);

/**
 * The ledger: one balanced transaction per money event (its entries sum to zero), written by
 * the database transaction of the event itself. Append-only: nothing updates or deletes it, and
 * it does not reference the orders (an order's deletion must not erase money history).
 */
export const ledgerTransactions = sqliteTable(
  'ledger_transactions',
  {
    id: id(),
    kind: text('kind', { enum: LEDGER_TRANSACTION_KINDS }).notNull(),
    commandeId: text('commande_id'),
    /** Why (a refund's reason, who decided). */
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transactions_commande_idx').on(t.commandeId),
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

/**
 * One line: `amount_cents` > 0 debits the account, < 0 credits it. Accounts: `provider`,
 * `escrow`, `platform:*`, `restaurant:<id>`, `courier:<id>` (`LEDGER_ACCOUNTS`); a restaurant's
 * or courier's balance below zero is what the platform owes them.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: id(),
    transactionId: parent('transaction_id', () => ledgerTransactions.id),
    account: text('account').notNull(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Copied from the transaction: statements group lines by order without a join. */
    commandeId: text('commande_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_created_idx').on(t.account, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_commande_idx').on(t.commandeId),
  ],
);

// ---------------------------------------------------------------------------
// Analytics roll-ups (maintained by SQLite triggers, see drizzle/0002_*.sql)
// ---------------------------------------------------------------------------
//
// Per restaurant and UTC day: order counts and revenue by status, and units /
// revenue per dish of the revenue-counted orders (not cancelled; card orders
// only once paid). Triggers on `commandes` and `commande_items` keep them
// exact whoever writes (routes, payments, seed, scripts), so the restaurant
// analytics read a few hundred rows instead of every order of the period.
// A migration that rebuilds `commandes` or `commande_items` must recreate
// those triggers (a test checks they exist).

export const restaurantDailyStats = sqliteTable(
  'restaurant_daily_stats',
  {
    restaurantId: text('restaurant_id').notNull(),
    /** `YYYY-MM-DD` (UTC) of the order's `created_at`. */
    day: text('day').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    orders: zero('orders'),
    /** Orders counted in the revenue. */
    counted: zero('counted'),
    revenueCents: zero('revenue_cents'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.status] })],
);

export const restaurantDailyDishSales = sqliteTable(
  'restaurant_daily_dish_sales',
  {
    restaurantId: text('restaurant_id').notNull(),
    day: text('day').notNull(),
    platId: text('plat_id').notNull(),
    quantity: zero('quantity'),
    revenueCents: zero('revenue_cents'),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day, t.platId] })],
);

// ---------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type UserDocument = typeof userDocuments.$inferSelect;
export type Restaurant = typeof restaurants.$inferSelect;
export type NewRestaurant = typeof restaurants.$inferInsert;
export type Category = typeof categories.$inferSelect;
export type Plat = typeof plats.$inferSelect;
export type NewPlat = typeof plats.$inferInsert;
export type Commande = typeof commandes.$inferSelect;
export type NewCommande = typeof commandes.$inferInsert;
export type CommandeItem = typeof commandeItems.$inferSelect;
export type Paiement = typeof paiements.$inferSelect;
export type Livraison = typeof livraisons.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type PlatformSettingsRow = typeof platformSettings.$inferSelect;
export type Promo = typeof promos.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
