/**
 * Reviews (issue 16): one per delivered or picked-up order, written by its client, editable for
 * `REVIEW_EDIT_DAYS`, answered once by the restaurant, hidden by an admin when abusive.
 *
 * A restaurant's `rating` and `total_reviews` are figures of its visible reviews, rewritten by the
 * transaction that creates, edits, hides or unhides one. Each of those takes the restaurant's row
 * lock first: on PostgreSQL (READ COMMITTED) two reviews committed at once would otherwise each
 * count without the other.
 */
import { z } from '@hono/zod-openapi';
import {
  COURIER_RATINGS,
  REVIEW_EDIT_DAYS,
  REVIEW_MESSAGES,
  type CourierRating,
  type ReviewBody,
} from '@teranga/shared-ui/rules';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { commandes, livraisons, restaurants, reviews, users, type Review } from '../db/schema';
import { conflict, conflictOnDuplicate, forbidden, notFound, unprocessable } from '../lib/errors';
import { recordAudit } from './audit';
import { ORDER_STATUS_ERRORS } from './order-status';
import { isAdmin, OWNERSHIP_MESSAGES, type Actor } from './ownership';
import { encodeCursor, type Page } from './paging';

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------
// JSON
// ---------------------------------------------------------------------------

export const ReviewSchema = z
  .object({
    id: z.string(),
    commande_id: z.string(),
    restaurant_id: z.string(),
    rating: z.number().int().openapi({ description: 'Note du restaurant, 1 à 5' }),
    comment: z.string().nullable(),
    courier_rating: z.enum(COURIER_RATINGS).nullable().openapi({
      description: 'Pouce levé (`up`) ou baissé (`down`) pour le livreur ; null sans avis (ou à emporter)',
    }),
    reply: z.string().nullable().openapi({ description: 'La réponse du restaurant (une seule)' }),
    replied_at: z.string().nullable(),
    hidden: z.boolean().openapi({ description: 'Masqué par la modération : ni affiché ni compté' }),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: 'Dernière modification par le client' }),
    editable_until: z.string().openapi({
      description: `Jusqu’à quand (ISO) le client peut le modifier : ${REVIEW_EDIT_DAYS} jours après sa création`,
    }),
  })
  .openapi('Review');
export type ReviewJson = z.infer<typeof ReviewSchema>;

export const PublicReviewSchema = z
  .object({
    id: z.string(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    client_name: z.string().openapi({ description: 'Prénom et initiale du nom du client', example: 'Awa S.' }),
    created_at: z.string(),
    updated_at: z.string(),
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
  })
  .openapi('PublicReview');
export type PublicReviewJson = z.infer<typeof PublicReviewSchema>;

export const RestaurantReviewsSchema = z
  .object({
    rating: z.number().openapi({ description: 'Moyenne des avis visibles, à 0,1 près (0 sans avis)', example: 4.6 }),
    total_reviews: z.number().int().openapi({ description: 'Nombre d’avis visibles' }),
    items: z.array(PublicReviewSchema),
    next_cursor: z.string().nullable().openapi({
      description: 'À renvoyer tel quel dans `cursor` pour la page suivante ; null sur la dernière page',
    }),
  })
  .openapi('RestaurantReviews');
export type RestaurantReviewsJson = z.infer<typeof RestaurantReviewsSchema>;

export const AdminReviewSchema = z
  .object({
    id: z.string(),
    commande_id: z.string(),
    restaurant_id: z.string(),
    restaurant_name: z.string(),
    client_id: z.string(),
    client_name: z.string(),
    livreur_id: z.string().nullable(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    courier_rating: z.enum(COURIER_RATINGS).nullable(),
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
    hidden: z.boolean(),
    hidden_at: z.string().nullable(),
    hidden_by: z.string().nullable().openapi({ description: 'L’administrateur qui l’a masqué' }),
    hidden_reason: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('AdminReview');
export type AdminReviewJson = z.infer<typeof AdminReviewSchema>;

export const CourierReviewSummarySchema = z
  .object({
    livreur_id: z.string(),
    up: z.number().int().openapi({ description: 'Pouces levés (avis visibles)' }),
    down: z.number().int().openapi({ description: 'Pouces baissés (avis visibles)' }),
  })
  .openapi('CourierReviewSummary');
export type CourierReviewSummaryJson = z.infer<typeof CourierReviewSummarySchema>;

/** When a review written at `createdAt` can no longer be edited. */
export const editableUntil = (createdAt: string) => new Date(Date.parse(createdAt) + REVIEW_EDIT_DAYS * DAY_MS);

export function toReviewJson(row: Review): ReviewJson {
  return {
    id: row.id,
    commande_id: row.commandeId,
    restaurant_id: row.restaurantId,
    rating: row.rating,
    comment: row.comment,
    courier_rating: row.courierRating,
    reply: row.reply,
    replied_at: row.repliedAt,
    hidden: row.hiddenAt !== null,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    editable_until: editableUntil(row.createdAt).toISOString(),
  };
}

/**
 * What the public sees of a client: the first name and the initial of the last one ("Awa Sarr" →
 * "Awa S."); a single name stays as it is.
 */
export function publicName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!;
  // Array.from: an initial outside the BMP is one character, not half of a surrogate pair.
  const initial = Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase('fr-FR');
  return `${words[0]} ${initial}.`;
}

// ---------------------------------------------------------------------------
// The restaurant's figures
// ---------------------------------------------------------------------------

export interface RatingFigures {
  rating: number;
  totalReviews: number;
}

/** The average of `count` ratings adding up to `sum`, to one decimal (half up); 0 without any. */
export const averageRating = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum * 10) / count) / 10);

const visibleOf = (restaurantId: string) => and(eq(reviews.restaurantId, restaurantId), isNull(reviews.hiddenAt));

/**
 * Rewrites the restaurant's `rating` and `total_reviews` from its visible reviews, inside the
 * transaction `tx` that changed one, after `tx.lockRows(restaurants, [restaurantId])`.
 */
export async function recomputeRestaurantRating(tx: Db, restaurantId: string): Promise<RatingFigures> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`, sum: sql<number | null>`sum(${reviews.rating})` })
    .from(reviews)
    .where(visibleOf(restaurantId));
  const totalReviews = Number(row?.n ?? 0);
  const figures = { rating: averageRating(Number(row?.sum ?? 0), totalReviews), totalReviews };
  await tx.update(restaurants).set(figures).where(eq(restaurants.id, restaurantId));
  return figures;
}

// ---------------------------------------------------------------------------
// The client's review of an order
// ---------------------------------------------------------------------------

interface ReviewedOrder {
  id: string;
  clientId: string;
  restaurantId: string;
  ownerId: string;
  status: string;
  fulfillment: string;
  /** The courier of its delivery, if it had one. */
  livreurId: string | null;
}

async function loadOrder(db: Db, id: string): Promise<ReviewedOrder | undefined> {
  const [row] = await db
    .select({
      id: commandes.id,
      clientId: commandes.clientId,
      restaurantId: commandes.restaurantId,
      ownerId: restaurants.ownerId,
      status: commandes.status,
      fulfillment: commandes.fulfillment,
      livreurId: livraisons.livreurId,
    })
    .from(commandes)
    .innerJoin(restaurants, eq(restaurants.id, commandes.restaurantId))
    .leftJoin(livraisons, eq(livraisons.commandeId, commandes.id))
    .where(eq(commandes.id, id))
    .limit(1);
  return row;
}

/** The client's own order, ready to be reviewed; anyone else's answers 404, as `GET /commandes/{id}` does. */
async function clientOrder(db: Db, client: Actor, id: string, input: ReviewBody): Promise<ReviewedOrder> {
  const order = await loadOrder(db, id);
  if (!order || order.clientId !== client.id) throw notFound(ORDER_STATUS_ERRORS.notFound);
  // Delivered and picked-up orders both end `livree`.
  if (order.status !== 'livree') throw unprocessable(REVIEW_MESSAGES.notDelivered);
  if (input.courier_rating && (order.fulfillment !== 'livraison' || !order.livreurId))
    throw unprocessable(REVIEW_MESSAGES.noCourier);
  return order;
}

/** The stored form of a body: a blank comment is none, a missing courier rating too. */
const reviewFields = (input: ReviewBody) => ({
  rating: input.rating,
  comment: input.comment ? input.comment : null,
  courierRating: (input.courier_rating ?? null) as CourierRating | null,
});

/** `POST /commandes/{id}/review`: 404 / 422 / 409 (a second one, even sent at the same time). */
export async function createReview(db: Db, client: Actor, commandeId: string, input: ReviewBody, now: Date) {
  const order = await clientOrder(db, client, commandeId, input);
  const at = now.toISOString();
  // The unique index decides a race the check below missed (on SQLite the transactions already take turns).
  return conflictOnDuplicate(
    () =>
      db.tx(async (tx) => {
        await tx.lockRows(restaurants, [order.restaurantId]);
        const [existing] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(eq(reviews.commandeId, order.id))
          .limit(1);
        if (existing) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
        const [created] = await tx
          .insert(reviews)
          .values({
            commandeId: order.id,
            restaurantId: order.restaurantId,
            clientId: order.clientId,
            livreurId: order.fulfillment === 'livraison' ? order.livreurId : null,
            ...reviewFields(input),
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const figures = await recomputeRestaurantRating(tx, order.restaurantId);
        return { review: created!, figures };
      }),
    REVIEW_MESSAGES.alreadyReviewed,
  );
}

/** `PUT /commandes/{id}/review`: the whole review replaced, within its edit window and while visible. */
export async function editReview(db: Db, client: Actor, commandeId: string, input: ReviewBody, now: Date) {
  const order = await clientOrder(db, client, commandeId, input);
  return db.tx(async (tx) => {
    await tx.lockRows(restaurants, [order.restaurantId]);
    const [current] = await tx.select().from(reviews).where(eq(reviews.commandeId, order.id)).limit(1);
    if (!current) throw notFound(REVIEW_MESSAGES.noReview);
    if (current.hiddenAt) throw unprocessable(REVIEW_MESSAGES.hidden);
    if (now.getTime() > editableUntil(current.createdAt).getTime()) throw unprocessable(REVIEW_MESSAGES.editExpired);
    const [edited] = await tx
      .update(reviews)
      .set({ ...reviewFields(input), updatedAt: now.toISOString() })
      .where(eq(reviews.id, current.id))
      .returning();
    const figures = await recomputeRestaurantRating(tx, order.restaurantId);
    return { review: edited!, figures };
  });
}

/** `GET /commandes/{id}/review`: for the order's client, its restaurant's owner and admins (anyone else: 404). */
export async function findOrderReview(db: Db, viewer: Actor, commandeId: string): Promise<Review> {
  const order = await loadOrder(db, commandeId);
  const allowed = order && (isAdmin(viewer) || order.clientId === viewer.id || order.ownerId === viewer.id);
  if (!allowed) throw notFound(ORDER_STATUS_ERRORS.notFound);
  const [review] = await db.select().from(reviews).where(eq(reviews.commandeId, order.id)).limit(1);
  if (!review) throw notFound(REVIEW_MESSAGES.noReview);
  return review;
}

// ---------------------------------------------------------------------------
// The restaurant's answer, the moderation
// ---------------------------------------------------------------------------

async function reviewWithOwner(db: Db, id: string) {
  const [row] = await db
    .select({ review: reviews, ownerId: restaurants.ownerId })
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .where(eq(reviews.id, id))
    .limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return row;
}

/**
 * `POST /reviews/{id}/reply`: the owner of the reviewed restaurant answers once (403 for anyone
 * else). One conditional UPDATE: of two answers sent at once, one is kept, the other gets 409.
 */
export async function replyToReview(db: Db, owner: Actor, id: string, reply: string, now: Date): Promise<Review> {
  const { ownerId } = await reviewWithOwner(db, id);
  if (ownerId !== owner.id) throw forbidden(OWNERSHIP_MESSAGES.forbidden);
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: now.toISOString() })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning();
  if (!row) throw conflict(REVIEW_MESSAGES.alreadyReplied);
  return row;
}

/**
 * Hides (`reason` given) or shows again (null) a review, recounts its restaurant and writes the
 * audit entry, in one transaction. Already in that state: nothing written, the review as it is.
 */
export async function setReviewHidden(db: Db, admin: Actor, id: string, reason: string | null, now: Date) {
  const { review } = await reviewWithOwner(db, id);
  const at = now.toISOString();
  const hide = reason !== null;
  return db.tx(async (tx) => {
    await tx.lockRows(restaurants, [review.restaurantId]);
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    if (!before) throw notFound(REVIEW_MESSAGES.notFound);
    if ((before.hiddenAt !== null) === hide) return before;
    const [restaurant] = await tx
      .select({ rating: restaurants.rating, totalReviews: restaurants.totalReviews })
      .from(restaurants)
      .where(eq(restaurants.id, before.restaurantId))
      .limit(1);
    const [after] = await tx
      .update(reviews)
      .set(
        hide
          ? { hiddenAt: at, hiddenBy: admin.id, hiddenReason: reason }
          : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
      )
      .where(eq(reviews.id, id))
      .returning();
    const figures = await recomputeRestaurantRating(tx, before.restaurantId);
    // The restaurant's figures with the review's state: what hiding it changed on the page.
    await recordAudit(tx, {
      actorId: admin.id,
      action: hide ? 'review.hide' : 'review.unhide',
      targetType: 'review',
      targetId: id,
      reason,
      before: {
        hidden: before.hiddenAt !== null,
        hidden_reason: before.hiddenReason,
        rating: restaurant?.rating ?? null,
        total_reviews: restaurant?.totalReviews ?? null,
      },
      after: {
        hidden: hide,
        hidden_reason: after!.hiddenReason,
        rating: figures.rating,
        total_reviews: figures.totalReviews,
      },
      at,
    });
    return after!;
  });
}

// ---------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------

/** Rows strictly after the cursor in (created_at DESC, id DESC) order (see `paging.ts`). */
const afterCursor = (page: Page): SQL | undefined =>
  page.after ? sql`(${reviews.createdAt}, ${reviews.id}) < (${page.after.createdAt}, ${page.after.id})` : undefined;

/** The rows of one page (`limit + 1` were read) and the cursor of the next one, or null. */
function cut<R extends { id: string; createdAt: string }>(rows: R[], page: Page) {
  const more = rows.length > page.limit;
  if (more) rows.length = page.limit;
  const last = rows[rows.length - 1];
  return { rows, nextCursor: more && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}

/** `GET /restaurants/{id}/reviews`: its visible reviews, newest first, with its figures; null if no such restaurant. */
export async function restaurantReviewsPage(
  db: Db,
  restaurantId: string,
  page: Page,
): Promise<RestaurantReviewsJson | null> {
  const [restaurant] = await db
    .select({ rating: restaurants.rating, totalReviews: restaurants.totalReviews })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  if (!restaurant) return null;
  const read = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      clientName: users.name,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.clientId))
    .where(and(visibleOf(restaurantId), afterCursor(page)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit + 1);
  const { rows, nextCursor } = cut(read, page);
  return {
    rating: restaurant.rating,
    total_reviews: restaurant.totalReviews,
    items: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      client_name: publicName(row.clientName),
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      reply: row.reply,
      replied_at: row.repliedAt,
    })),
    next_cursor: nextCursor,
  };
}

export interface AdminReviewFilters {
  /** true: the hidden ones only, false: the visible ones only, undefined: all. */
  hidden?: boolean;
  restaurantId?: string;
}

const ADMIN_COLUMNS = {
  review: reviews,
  restaurantName: restaurants.name,
  clientName: users.name,
};

function toAdminReviewJson(row: { review: Review; restaurantName: string; clientName: string }): AdminReviewJson {
  const { review } = row;
  return {
    id: review.id,
    commande_id: review.commandeId,
    restaurant_id: review.restaurantId,
    restaurant_name: row.restaurantName,
    client_id: review.clientId,
    client_name: row.clientName,
    livreur_id: review.livreurId,
    rating: review.rating,
    comment: review.comment,
    courier_rating: review.courierRating,
    reply: review.reply,
    replied_at: review.repliedAt,
    hidden: review.hiddenAt !== null,
    hidden_at: review.hiddenAt,
    hidden_by: review.hiddenBy,
    hidden_reason: review.hiddenReason,
    created_at: review.createdAt,
    updated_at: review.updatedAt,
  };
}

const adminSelect = (db: Db) =>
  db
    .select(ADMIN_COLUMNS)
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .innerJoin(users, eq(users.id, reviews.clientId));

/** `GET /admin/reviews`: every review, newest first, for moderation. */
export async function adminReviewsPage(db: Db, filters: AdminReviewFilters, page: Page) {
  const hidden =
    filters.hidden === undefined ? undefined : filters.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt);
  const read = await adminSelect(db)
    .where(
      and(
        hidden,
        filters.restaurantId === undefined ? undefined : eq(reviews.restaurantId, filters.restaurantId),
        afterCursor(page),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit + 1);
  const { rows, nextCursor } = cut(
    read.map((row) => ({ ...row, id: row.review.id, createdAt: row.review.createdAt })),
    page,
  );
  return { items: rows.map(toAdminReviewJson), nextCursor };
}

/** One review as the admins' list shows it. */
export async function adminReviewJson(db: Db, id: string): Promise<AdminReviewJson> {
  const [row] = await adminSelect(db).where(eq(reviews.id, id)).limit(1);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return toAdminReviewJson(row);
}

/** A courier's thumbs up and down in the visible reviews of the orders they delivered. */
export async function courierReviewSummary(db: Db, livreurId: string): Promise<CourierReviewSummaryJson> {
  const rows = await db
    .select({ rating: reviews.courierRating, n: sql<number>`count(*)` })
    .from(reviews)
    .where(and(eq(reviews.livreurId, livreurId), isNull(reviews.hiddenAt), isNotNull(reviews.courierRating)))
    .groupBy(reviews.courierRating);
  const count = (rating: CourierRating) => Number(rows.find((row) => row.rating === rating)?.n ?? 0);
  return { livreur_id: livreurId, up: count('up'), down: count('down') };
}
