// Restaurant operations (issue 16): opening hours, orders for later, take-away, dish options and
// reviews. The shapes and limits the API stores and enforces and the screens offer, in one place.
// The zod bodies are in ./restaurant-ops-schemas (why apart: see ./index.ts).

/** How an order reaches its client (`livraison` by default; `a_emporter`: no fee, no courier). */
export const FULFILLMENTS = ['livraison', 'a_emporter'] as const;
export type Fulfillment = (typeof FULFILLMENTS)[number];

export const FULFILLMENT_LABELS: Record<Fulfillment, string> = {
  livraison: 'Livraison',
  a_emporter: 'À emporter',
};

/** A weekly opening range: `day` 1 = Monday … 7 = Sunday; `close` ≤ `open` means it passes midnight. */
export interface OpeningRange {
  day: number;
  /** Local time `HH:MM` in the restaurant's time zone. */
  open: string;
  /** Local time `HH:MM`; `00:00` closes at midnight. */
  close: string;
}

/** An exceptional closure, whole local days from `from` to `to` (both included, `YYYY-MM-DD`). */
export interface Closure {
  from: string;
  to: string;
  reason: string;
}

/** The time zone of a restaurant that has not chosen one. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** Busy mode: minutes added to preparation until a chosen time. */
export const BUSY_MINUTES = [10, 20, 30] as const;
export type BusyMinutes = (typeof BUSY_MINUTES)[number];

/** Orders for later: 15-minute slots, today or tomorrow (in the restaurant's time zone). */
export const SLOT_MINUTES = 15;
export const SLOT_DAYS_AHEAD = 1;
/**
 * An order for later is offered to the couriers from this many minutes before it must leave
 * (`ready_at`): a courier holds one delivery at a time, and one for tomorrow would block them.
 * Its courier alert counts from then too.
 */
export const SCHEDULED_OFFER_MINUTES = 45;

/** A dish option as stored on the dish (`price_delta_cents` inside, `price_delta` in euros on the wire). */
export interface StoredOption {
  id: string;
  name: string;
  price_delta_cents: number;
  is_available: boolean;
}

/** A dish option group as stored on the dish: the client picks between `min` and `max` options. */
export interface StoredOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  options: StoredOption[];
}

/** An option chosen on an order line: a snapshot (names and prices as they were when ordered). */
export interface ChosenOption {
  option_id: string;
  group_name: string;
  name: string;
  price_delta_cents: number;
}

/** Reviews: a 1–5 rating of the restaurant, a comment, a thumbs up or down for the courier. */
export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
/** A review can be edited for this many days after it was first written. */
export const REVIEW_EDIT_DAYS = 7;
export const COURIER_RATINGS = ['up', 'down'] as const;
export type CourierRating = (typeof COURIER_RATINGS)[number];

/** Dish options: the limits of `option_groups` (a dish's form, the API and the client's dialog). */
export const OPTION_LIMITS = {
  groupsPerDish: 10,
  optionsPerGroup: 20,
  nameMax: 60,
  /** Euros, in cents steps. */
  priceDeltaMax: 100,
} as const;

/** The longest part of a client-sent option id a message repeats (ids are UUIDs, 36 characters). */
const SHOWN_ID_CHARS = 40;
const optionsWord = (n: number) => (n > 1 ? 'options' : 'option');

export const OPTION_MESSAGES = {
  tooManyGroups: `Un plat a au plus ${OPTION_LIMITS.groupsPerDish} groupes d’options`,
  groupNameRequired: 'Le nom du groupe d’options est obligatoire',
  groupNameTooLong: `Le nom d’un groupe d’options ne doit pas dépasser ${OPTION_LIMITS.nameMax} caractères`,
  duplicateGroup: (group: string) => `Deux groupes d’options s’appellent « ${group} »`,
  optionNameRequired: 'Le nom de l’option est obligatoire',
  optionNameTooLong: `Le nom d’une option ne doit pas dépasser ${OPTION_LIMITS.nameMax} caractères`,
  priceDelta: `Le supplément d’une option doit être compris entre 0 et ${OPTION_LIMITS.priceDeltaMax} €, au centime près`,
  groupMin: `Le minimum d’un groupe d’options doit être un nombre entier entre 0 et ${OPTION_LIMITS.optionsPerGroup}`,
  groupMax: `Le maximum d’un groupe d’options doit être un nombre entier entre 1 et ${OPTION_LIMITS.optionsPerGroup}`,
  noOptions: 'Un groupe d’options contient au moins une option',
  tooManyOptions: `Un groupe a au plus ${OPTION_LIMITS.optionsPerGroup} options`,
  duplicateOption: (group: string, option: string) =>
    `Le groupe « ${group} » contient deux fois l’option « ${option} »`,
  minAboveMax: (group: string) => `Le groupe « ${group} » : le minimum dépasse le maximum`,
  maxAboveOptions: (group: string, options: number) =>
    `Le groupe « ${group} » : le maximum dépasse le nombre d’options (${options})`,
  // The order line's 422s (the API) and the client's option dialog.
  unknownOption: (optionId: string, dish: string) =>
    `L’option « ${optionId.slice(0, SHOWN_ID_CHARS)} » n’existe pas pour le plat « ${dish} »`,
  unavailableOption: (option: string, dish: string) =>
    `L’option « ${option} » du plat « ${dish} » n’est plus disponible`,
  repeatedOption: (option: string, dish: string) =>
    `L’option « ${option} » est choisie plusieurs fois pour « ${dish} »`,
  tooFewChosen: (min: number, group: string, dish: string) =>
    `Choisissez au moins ${min} ${optionsWord(min)} « ${group} » pour « ${dish} »`,
  tooManyChosen: (max: number, group: string, dish: string) =>
    `Choisissez au plus ${max} ${optionsWord(max)} « ${group} » pour « ${dish} »`,
} as const;

/** Reviews: the longest reason an admin gives for hiding one, and the restaurant page's page size. */
export const REVIEW_HIDE_REASON_MAX = 300;
export const REVIEWS_PAGE_SIZE = 20;

export const REVIEW_MESSAGES = {
  rating: `La note doit être un nombre entier de ${REVIEW_RATING.min} à ${REVIEW_RATING.max}`,
  commentTooLong: `Le commentaire ne doit pas dépasser ${REVIEW_COMMENT_MAX} caractères`,
  courierRating: 'L’avis sur le livreur doit être « up » ou « down »',
  replyRequired: 'La réponse ne peut pas être vide',
  replyTooLong: `La réponse ne doit pas dépasser ${REVIEW_REPLY_MAX} caractères`,
  hideReasonRequired: 'Le motif du masquage est obligatoire',
  hideReasonTooLong: `Le motif du masquage ne doit pas dépasser ${REVIEW_HIDE_REASON_MAX} caractères`,
  notFound: 'Avis non trouvé',
  noReview: 'Aucun avis pour cette commande',
  notDelivered: 'Vous pourrez donner votre avis une fois la commande livrée ou récupérée',
  alreadyReviewed: 'Vous avez déjà donné votre avis sur cette commande',
  noCourier: 'Cette commande n’a pas été livrée par un livreur : pas d’avis sur le livreur',
  editExpired: `Un avis ne peut être modifié que pendant ${REVIEW_EDIT_DAYS} jours`,
  hidden: 'Cet avis a été masqué par la modération : il ne peut plus être modifié',
  alreadyReplied: 'Vous avez déjà répondu à cet avis',
  /** The invitation of 'Mes Commandes' on a delivered order without a review. */
  invite: 'Donnez votre avis sur cette commande',
} as const;

/** Opening hours and busy mode: the limits of the 'Mon restaurant' form and of the API. */
export const SCHEDULE_LIMITS = {
  rangesPerDay: 4,
  closures: 30,
  reasonMax: 200,
  /** Busy mode ends at most this many hours from now. */
  busyMaxHours: 24,
  /** How far ahead `next_opening_at` looks (days). */
  lookAheadDays: 14,
} as const;

/** `day` 1 = Monday … 7 = Sunday, at index `day - 1`. */
export const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

export const SCHEDULE_MESSAGES = {
  day: 'Le jour doit être un nombre entier de 1 (lundi) à 7 (dimanche)',
  time: 'L’heure doit être au format HH:MM, de 00:00 à 23:59',
  emptyRange: 'L’heure de fermeture doit différer de l’heure d’ouverture (00:00 = minuit)',
  overlap: (day: number) => `Deux plages horaires se chevauchent le ${WEEKDAY_NAMES[day - 1] ?? 'même jour'}`,
  tooManyRanges: (day: number) =>
    `Au plus ${SCHEDULE_LIMITS.rangesPerDay} plages horaires par jour (${WEEKDAY_NAMES[day - 1] ?? 'jour'})`,
  tooManyClosures: `Au plus ${SCHEDULE_LIMITS.closures} fermetures exceptionnelles`,
  date: 'La date doit être au format AAAA-MM-JJ et exister',
  closureOrder: 'Une fermeture se termine le jour de son début ou après',
  reasonTooLong: `Le motif d’une fermeture ne doit pas dépasser ${SCHEDULE_LIMITS.reasonMax} caractères`,
  timeZone: 'Le fuseau horaire doit être un fuseau IANA valide (par exemple Europe/Paris)',
  busyMinutes: `Le mode affluence ajoute ${BUSY_MINUTES.join(', ')} minutes`,
  busyUntil:
    'La fin du mode affluence doit être une date-heure ISO 8601 avec son fuseau (par exemple 2026-05-04T20:30:00Z)',
  busyUntilRange: `La fin du mode affluence doit être dans le futur, dans les ${SCHEDULE_LIMITS.busyMaxHours} heures`,
  slotDate: 'Les créneaux sont proposés pour aujourd’hui ou demain seulement',
  // Orders: as soon as possible, or for a slot (the API's 422s, the checkout's messages).
  closedNow: 'Le restaurant est fermé en ce moment : choisissez un créneau pour plus tard',
  slotPast: 'Ce créneau est déjà passé',
  slotBoundary: `Choisissez un créneau de ${SLOT_MINUTES} minutes (par exemple 12:00, 12:15, 12:30)`,
  slotTooFar: 'Les commandes pour plus tard sont possibles pour aujourd’hui ou demain seulement',
  slotTooSoon: (minutes: number) => `Ce créneau est trop proche : choisissez-en un dans ${minutes} minutes au moins`,
  slotClosed: 'Le restaurant ne peut pas préparer la commande pour ce créneau : il est fermé à ces heures',
} as const;
