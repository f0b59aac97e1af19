import { factories, mockLoginResult } from '@teranga/shared-ui/mocks';
import { scheduleOf, scheduleState } from '@teranga/shared-ui/rules';
import {
  DEFAULT_DEADLINES,
  addDays,
  isoWeekday,
  localClock,
  localDate,
  type AdminReview,
  type AuditEntry,
  type Commande,
  type DocumentKey,
  type Livraison,
  type LoginResult,
  type OrderStatus,
  type Restaurant,
  type User,
} from '@teranga/shared-ui';

/** An approved account without an address unless told otherwise. */
const account = (fields: Partial<User>): User => factories.user({ address: null, ...fields });

/** The signed-in administrator of the tests and of standalone mode. */
export const demoUser = account({
  id: 'e9a5c3d7-1f24-4b8e-b0c6-5d7f2a8e4b19',
  name: 'Claire Mensah',
  email: 'claire.mensah@example.com',
  phone: '01 84 60 25 25',
  role: 'admin',
  created_at: '2024-06-01T09:00:00Z',
});

export const demoLoginResult: LoginResult = mockLoginResult(demoUser);

export const secondAdmin = account({
  id: '0b7d2c4e-6a1f-4e3b-9c8d-1f2a3b4c5d6e',
  name: 'Ibrahima Fall',
  email: 'ibrahima.fall@teranga.test',
  phone: '01 84 60 25 26',
  role: 'admin',
  created_at: '2024-06-02T10:00:00Z',
});

export const clientAminata = account({
  id: '2c6e8a1b-3d5f-4a7c-9e1b-3d5f7a9c1e3b',
  name: 'Aminata Ndiaye',
  email: 'aminata.ndiaye@example.com',
  phone: '06 12 34 56 78',
  address: '18 rue Myrha, 75018 Paris',
  role: 'client',
  created_at: '2025-01-10T18:30:00Z',
});

export const clientPaul = account({
  id: '3d7f9b2c-4e6a-4b8d-8f2c-4e6a8b0d2f4c',
  name: 'Paul Lefèvre',
  email: 'paul.lefevre@example.com',
  phone: '06 98 76 54 32',
  role: 'client',
  is_active: false,
  created_at: '2025-02-03T12:00:00Z',
});

export const restaurateurFatou = account({
  id: '4e8a0c3d-5f7b-4c9e-9a3d-5f7b9c1e3a5d',
  name: 'Fatou Sall',
  email: 'fatou.sall@chezfatou.fr',
  phone: '07 11 22 33 44',
  address: '42 rue du Faubourg Saint-Denis, 75010 Paris',
  role: 'restaurateur',
  created_at: '2024-09-15T08:00:00Z',
});

export const livreurMoussa = account({
  id: '5f9b1d4e-6a8c-4d0f-8b4e-6a8c0d2f4b6e',
  name: 'Moussa Traoré',
  email: 'moussa.traore@example.com',
  phone: '07 55 66 77 88',
  role: 'livreur',
  created_at: '2024-11-20T14:00:00Z',
});

/** A validated courier without a delivery: the one to assign. */
export const livreurAwa = account({
  id: 'a3c5e7f9-1b2d-4f6a-8c0e-2b4d6f8a0c1e',
  name: 'Awa Sow',
  email: 'awa.sow@example.com',
  phone: '07 12 13 14 15',
  role: 'livreur',
  created_at: '2024-12-05T09:30:00Z',
});

/** A validated courier whose account is deactivated: never offered a delivery. */
export const livreurKevin = account({
  id: 'b4d6f8a0-2c3e-4a7b-9d1f-3c5e7a9b1d2f',
  name: 'Kevin Marie',
  email: 'kevin.marie@example.com',
  phone: '07 21 22 23 24',
  role: 'livreur',
  is_active: false,
  created_at: '2024-10-01T08:00:00Z',
});

/** Pending restaurateur: licence and ID provided, the optional register extract not. */
export const pendingAicha = account({
  id: '6a0c2e5f-7b9d-4e1a-9c5f-7b9d1e3a5c7f',
  name: 'Aïcha Koné',
  email: 'aicha.kone@saveurs-abidjan.fr',
  phone: '06 44 55 66 77',
  address: '7 boulevard de Belleville, 75011 Paris',
  role: 'restaurateur',
  is_verified: false,
  created_at: '2025-03-01T09:15:00Z',
});

/** Pending livreur who sent only his driving licence. */
export const pendingYannick = account({
  id: '7b1d3f6a-8c0e-4f2b-8d6a-8c0e2f4b6d8a',
  name: 'Yannick Bernard',
  email: 'yannick.bernard@example.com',
  phone: '07 20 30 40 50',
  role: 'livreur',
  is_verified: false,
  created_at: '2025-03-02T16:40:00Z',
});

/** Pending livreur who has not sent anything yet. */
export const pendingSekou = account({
  id: '8c2e4a7b-9d1f-4a3c-9e7b-9d1f3a5c7e9b',
  name: 'Sékou Camara',
  email: 'sekou.camara@example.com',
  phone: '06 70 80 90 10',
  role: 'livreur',
  is_verified: false,
  created_at: '2025-03-03T11:05:00Z',
});

/** Rejected restaurateur: not pending any more until a new document is uploaded. */
export const rejectedMarie = account({
  id: '9d3f5b8c-0e2a-4b4d-8f8c-0e2a4b6d8f0c',
  name: 'Marie-Claire Joseph',
  email: 'marie-claire.joseph@ti-punch.fr',
  phone: '06 31 41 59 26',
  role: 'restaurateur',
  is_verified: false,
  rejection_reason: "La licence d'exploitation fournie est expirée.",
  created_at: '2025-02-20T10:00:00Z',
});

export const users: User[] = [
  demoUser,
  secondAdmin,
  clientAminata,
  clientPaul,
  restaurateurFatou,
  livreurMoussa,
  livreurAwa,
  livreurKevin,
  pendingAicha,
  pendingYannick,
  pendingSekou,
  rejectedMarie,
];

/** Documents on file per user (the API stores the files privately and hands out signed links). */
export const documentFixtures: Record<string, DocumentKey[]> = {
  [pendingAicha.id]: ['license', 'id_card'],
  [pendingYannick.id]: ['driver_license'],
  [rejectedMarie.id]: ['license', 'id_card', 'commerce_register'],
};

// --- Orders in progress (the live board) ------------------------------------------------

/** A delivery as the mock stores it: its order is joined in when answered, as the API does. */
export type LivraisonRow = Omit<Livraison, 'commande' | 'commande_status'>;

export interface OrderFixtures {
  commandes: Commande[];
  livraisons: LivraisonRow[];
}

const MINUTE_MS = 60_000;
const STEP_MINUTES = 3;

const chezFatou = { restaurant_id: 'b1e2c3d4-0000-4000-8000-00000000fa70', restaurant_name: 'Chez Fatou' };
const tiPunch = { restaurant_id: 'b1e2c3d4-0000-4000-8000-0000000071b0', restaurant_name: 'Le Ti-Punch' };
const saveurs = { restaurant_id: 'b1e2c3d4-0000-4000-8000-00000000ab1d', restaurant_name: 'Saveurs d’Abidjan' };

/** Why an admin cancelled the cancelled order of the fixtures (its audit entry says the same). */
export const CANCELLED_ORDER_REASON = 'Client injoignable, commande annulée à la demande du restaurant';

/** A courier the users list does not know (the board shows the short id). */
export const unknownCourierId = 'f00dcafe-9a8b-4c7d-8e6f-5a4b3c2d1e0f';

/** When the order reached each status up to its own, a few minutes apart, never after `now`. */
function statusTimes(status: OrderStatus, createdMs: number, now: number): Commande['status_times'] {
  const chain: OrderStatus[] = ['en_attente', 'confirmee', 'en_preparation', 'prete', 'en_livraison', 'livree'];
  const reached =
    status === 'annulee' ? ['en_attente' as const, 'annulee' as const] : chain.slice(0, chain.indexOf(status) + 1);
  return Object.fromEntries(
    reached.map((step, index) => [
      step,
      new Date(Math.min(now, createdMs + index * STEP_MINUTES * MINUTE_MS)).toISOString(),
    ]),
  );
}

const PREP_MINUTES_FIXTURE = 20;
const RIDE_MINUTES_FIXTURE = 15;
const at = (ms: number) => new Date(ms).toISOString();

/**
 * The kitchen's deadlines and estimates of an order in `status`, as the API sets them: a deadline
 * to accept (paid or cash) or to pay (card not paid yet) while it waits, the estimated times once
 * it is accepted.
 */
function decisionFields(
  status: OrderStatus,
  times: Commande['status_times'],
  createdMs: number,
  payment: Pick<Commande, 'payment_mode' | 'payment_status'>,
): Partial<Commande> {
  if (status === 'en_attente') {
    return payment.payment_mode === 'card' && payment.payment_status === 'pending'
      ? { payment_deadline: at(createdMs + DEFAULT_DEADLINES.unpaidTtlS * 1000) }
      : { accept_by: at(createdMs + DEFAULT_DEADLINES.acceptWindowS * 1000) };
  }
  if (!times.confirmee) return {};
  const readyMs = Date.parse(times.confirmee) + PREP_MINUTES_FIXTURE * MINUTE_MS;
  return {
    prep_minutes: PREP_MINUTES_FIXTURE,
    ready_at: at(readyMs),
    estimated_delivery_at: at(readyMs + RIDE_MINUTES_FIXTURE * MINUTE_MS),
  };
}

/** An order placed `minutesAgo` before `now`, in `status`. */
export function orderAt(
  now: number,
  minutesAgo: number,
  fields: Partial<Commande> & Pick<Commande, 'id' | 'status'>,
): Commande {
  const createdMs = now - minutesAgo * MINUTE_MS;
  const created = new Date(createdMs).toISOString();
  const times = statusTimes(fields.status, createdMs, now);
  const payment = { payment_mode: fields.payment_mode ?? 'card', payment_status: fields.payment_status ?? 'paid' };
  return factories.commande({
    client_id: clientAminata.id,
    client_name: clientAminata.name,
    delivery_address: clientAminata.address ?? '18 rue Myrha, 75018 Paris',
    ...payment,
    ...chezFatou,
    created_at: created,
    updated_at: created,
    status_times: times,
    delivery_pin: null,
    ...decisionFields(fields.status, times, createdMs, payment),
    ...fields,
  });
}

/**
 * An order placed `minutesAgo` before `now` for the quarter hour `inMinutes` after `now` (or the
 * next one), waiting for the kitchen: it may accept it until preparation and the ride must start.
 */
export function scheduledOrder(
  now: number,
  minutesAgo: number,
  inMinutes: number,
  fields: Partial<Commande> & Pick<Commande, 'id' | 'status'>,
): Commande {
  const slot = Math.ceil((now + inMinutes * MINUTE_MS) / (15 * MINUTE_MS)) * 15 * MINUTE_MS;
  return orderAt(now, minutesAgo, {
    scheduled_for: at(slot),
    accept_by: at(slot - (PREP_MINUTES_FIXTURE + RIDE_MINUTES_FIXTURE) * MINUTE_MS),
    ...fields,
  });
}

/** The delivery of `order`, created when the order was confirmed. */
export function deliveryFor(
  order: Commande,
  fields: Partial<LivraisonRow> & Pick<LivraisonRow, 'id' | 'status'>,
): LivraisonRow {
  const created = order.status_times.confirmee ?? order.created_at;
  return {
    commande_id: order.id,
    livreur_id: null,
    pickup_address: '42 rue du Faubourg Saint-Denis, 75010 Paris',
    delivery_address: order.delivery_address,
    distance_km: 2.4,
    estimated_time_minutes: 14,
    pickup_time: order.status_times.en_livraison ?? null,
    delivery_time: order.status_times.livree ?? null,
    last_latitude: null,
    last_longitude: null,
    restaurant_id: order.restaurant_id,
    restaurant_name: order.restaurant_name,
    pin_locked: false,
    // The API gives the phones to the delivery's courier only, never to an admin.
    client_phone: null,
    restaurant_phone: null,
    created_at: created,
    updated_at: created,
    ...fields,
  };
}

/**
 * The platform's orders at `now`, dated relative to it so the board reads the same in standalone
 * mode whatever the day: late ones for both reasons, a locked delivery, orders without a courier,
 * and finished orders the board must leave out.
 */
export function orderFixtures(now: number): OrderFixtures {
  const kitchenLate = orderAt(now, 14, { id: 'a1b20001-7c3d-4e5f-8a6b-0c1d2e3f4a01', status: 'en_attente' });
  const awaitingPayment = orderAt(now, 14, {
    id: 'a1b20002-7c3d-4e5f-8a6b-0c1d2e3f4a02',
    status: 'en_attente',
    payment_status: 'pending',
    ...tiPunch,
  });
  const justPlaced = orderAt(now, 3, {
    id: 'a1b20003-7c3d-4e5f-8a6b-0c1d2e3f4a03',
    status: 'confirmee',
    payment_mode: 'cash',
    payment_status: 'not_applicable',
    ...saveurs,
  });
  const cooking = orderAt(now, 20, {
    id: 'a1b20004-7c3d-4e5f-8a6b-0c1d2e3f4a04',
    status: 'en_preparation',
    ...tiPunch,
  });
  const ready = orderAt(now, 30, { id: 'a1b20005-7c3d-4e5f-8a6b-0c1d2e3f4a05', status: 'prete' });
  const lockedLate = orderAt(now, 52, {
    id: 'a1b20006-7c3d-4e5f-8a6b-0c1d2e3f4a06',
    status: 'en_livraison',
    ...saveurs,
  });
  const delivered = orderAt(now, 90, { id: 'a1b20007-7c3d-4e5f-8a6b-0c1d2e3f4a07', status: 'livree' });
  const cancelled = orderAt(now, 70, {
    id: 'a1b20008-7c3d-4e5f-8a6b-0c1d2e3f4a08',
    status: 'annulee',
    payment_status: 'refunded',
    cancel_reason: 'admin',
    cancelled_by: 'admin',
    cancel_message: CANCELLED_ORDER_REASON,
    refunded_amount: 17,
    ...tiPunch,
  });

  // Picked up by its client: no delivery, never waiting for a courier however long ago it was confirmed.
  const takeAway = orderAt(now, 16, {
    id: 'a1b20009-7c3d-4e5f-8a6b-0c1d2e3f4a09',
    status: 'en_preparation',
    fulfillment: 'a_emporter',
    delivery_fee: 0,
    total_price: 14.5,
    delivery_address: '42 rue du Faubourg Saint-Denis, 75010 Paris',
  });
  const forLater = scheduledOrder(now, 50, 60, {
    id: 'a1b2000a-7c3d-4e5f-8a6b-0c1d2e3f4a0a',
    status: 'en_attente',
    payment_mode: 'cash',
    payment_status: 'not_applicable',
    ...saveurs,
  });

  const livraisons = [
    deliveryFor(justPlaced, { id: 'd1e20003-5b6c-4d7e-9f80-1a2b3c4d5e03', status: 'en_attente' }),
    deliveryFor(cooking, { id: 'd1e20004-5b6c-4d7e-9f80-1a2b3c4d5e04', status: 'en_attente' }),
    deliveryFor(ready, {
      id: 'd1e20005-5b6c-4d7e-9f80-1a2b3c4d5e05',
      status: 'acceptee',
      livreur_id: unknownCourierId,
    }),
    deliveryFor(lockedLate, {
      id: 'd1e20006-5b6c-4d7e-9f80-1a2b3c4d5e06',
      status: 'en_cours',
      livreur_id: livreurMoussa.id,
      pin_locked: true,
    }),
    deliveryFor(delivered, {
      id: 'd1e20007-5b6c-4d7e-9f80-1a2b3c4d5e07',
      status: 'livree',
      livreur_id: livreurMoussa.id,
    }),
  ];
  const commandes = [
    kitchenLate,
    awaitingPayment,
    justPlaced,
    cooking,
    ready,
    lockedLate,
    delivered,
    cancelled,
    takeAway,
    forLater,
  ].map((order) => ({ ...order, livraison_id: livraisons.find((row) => row.commande_id === order.id)?.id ?? null }));
  return { commandes, livraisons };
}

// --- Restaurants ------------------------------------------------------------------------

/**
 * A restaurant of the catalogue, run by someone the users list need not know. Without hours, its
 * switch alone decides.
 */
const restaurant = (fields: Partial<Restaurant> & Pick<Restaurant, 'id' | 'name'>): Restaurant =>
  factories.restaurant({ owner_id: 'c0c0c0c0-0000-4000-8000-000000000000', ...fields });

const TIME_ZONE = 'Europe/Paris';
const QUARTER_MS = 15 * MINUTE_MS;
const HOUR_MS = 60 * MINUTE_MS;
const nextQuarter = (ms: number) => Math.ceil(ms / QUARTER_MS) * QUARTER_MS;

/** The weekly range from `fromMs` to `toMs` (under a day; it may pass midnight), on the day it starts. */
function rangeOf(fromMs: number, toMs: number): Restaurant['opening_hours'][number] {
  const from = new Date(fromMs);
  return {
    day: isoWeekday(localDate(from, TIME_ZONE)),
    open: localClock(from, TIME_ZONE),
    close: localClock(new Date(toMs), TIME_ZONE),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What the hours say at `now` (`is_open_now`, `next_opening_at`, `closes_at`), by the API's own
 * schedule rules; whatever the switch says: the handlers close them while `is_open` is false, as
 * the API does.
 */
function withHoursState(row: Restaurant, now: number): Restaurant {
  const state = scheduleState(
    scheduleOf({ timeZone: row.time_zone, openingHours: row.opening_hours, closures: row.closures }),
    new Date(now),
  );
  return {
    ...row,
    is_open_now: state.openNow,
    next_opening_at: state.nextOpeningAt?.toISOString() ?? null,
    closes_at: state.closesAt?.toISOString() ?? null,
  };
}

/**
 * Every state a restaurant can be in at `now`: open now by its hours (busy mode on), closed by its
 * hours until this evening, shut for an exceptional closure, closed by its owner, paused by the
 * platform (auto or admin). Hours and times are dated from `now`, so standalone mode reads the
 * same whatever the time.
 */
export function restaurantFixtures(now: number): Restaurant[] {
  const closesAt = nextQuarter(now + 3 * HOUR_MS);
  const opensAt = nextQuarter(now + 5.5 * HOUR_MS);
  const today = localDate(new Date(now), TIME_ZONE);
  const closureEnd = addDays(today, 2);
  const lunchAndDinner = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: '11:30', close: '22:30' }));
  const rows = [
    restaurant({
      id: chezFatou.restaurant_id,
      name: chezFatou.restaurant_name,
      owner_id: restaurateurFatou.id,
      description: 'Cuisine sénégalaise familiale',
      categories: ['Sénégalais', 'Africain'],
      rating: 4.7,
      total_reviews: 128,
      opening_hours: [rangeOf(closesAt - 5 * HOUR_MS, closesAt)],
      busy_minutes: 20,
      busy_until: iso(nextQuarter(now + 45 * MINUTE_MS)),
    }),
    restaurant({
      id: tiPunch.restaurant_id,
      name: tiPunch.restaurant_name,
      description: 'Accras, colombo et ti-punch',
      categories: ['Antillais', 'Créole'],
      is_open: false,
      paused_reason: 'auto',
      paused_at: '2025-03-10T10:30:00Z',
      rating: 4.2,
      total_reviews: 56,
    }),
    restaurant({
      id: saveurs.restaurant_id,
      name: saveurs.restaurant_name,
      description: 'Attiéké, alloco et poulet braisé',
      categories: ['Ivoirien', 'Grillade'],
      rating: 4.5,
      total_reviews: 87,
      opening_hours: [rangeOf(opensAt, opensAt + 5 * HOUR_MS)],
    }),
    restaurant({
      id: 'b1e2c3d4-0000-4000-8000-00000000ba0b',
      name: 'Le Baobab Grill',
      description: 'Dibiterie et grillades',
      categories: ['Grillade', 'Halal'],
      is_open: false,
      paused_reason: 'admin',
      paused_at: '2025-03-10T11:40:00Z',
      rating: 3.9,
      total_reviews: 23,
    }),
    restaurant({
      id: 'b1e2c3d4-0000-4000-8000-00000000c4e0',
      name: 'Mama Créole',
      description: 'Cuisine créole réunionnaise',
      categories: ['Créole'],
      is_open: false,
      rating: 4.4,
      total_reviews: 41,
    }),
    restaurant({
      id: 'b1e2c3d4-0000-4000-8000-00000000ea5e',
      name: 'Yassa Express',
      description: 'Yassa, mafé et jus maison à emporter',
      categories: ['Sénégalais'],
      rating: 4.1,
      total_reviews: 19,
      opening_hours: lunchAndDinner,
      closures: [{ from: today, to: closureEnd, reason: 'Congés annuels' }],
    }),
  ];
  return rows.map((row) => withHoursState(row, now));
}

// --- Reviews ------------------------------------------------------------------------------

/** Why an admin hid the abusive review of the fixtures (its audit entry says the same). */
export const HIDDEN_REVIEW_REASON = 'Propos injurieux envers le personnel';
/** The hidden review of the fixtures: hidden an hour before `now` by the second admin. */
export const HIDDEN_REVIEW_ID = 'e1e20004-7c3d-4e5f-8a6b-0c1d2e3f4a04';
const HIDDEN_MINUTES_AGO = 60;

/** A client the users list need not know (reviews name them in full for moderation). */
const reviewer = (n: number, name: string) => ({
  client_id: `c1e00000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  client_name: name,
});

/**
 * Reviews of every kind, newest first once sorted, dated before `now`: answered or not, with and
 * without a comment, thumbs up and down for the courier, none (a take-away order has no courier),
 * and one hidden by an admin.
 */
export function reviewFixtures(now: number): AdminReview[] {
  const hoursAgo = (hours: number) => new Date(now - hours * HOUR_MS).toISOString();
  const review = (
    n: number,
    hours: number,
    fields: Partial<AdminReview> &
      Pick<AdminReview, 'restaurant_id' | 'restaurant_name' | 'client_id' | 'client_name' | 'rating'>,
  ): AdminReview => ({
    id: `e1e2000${n}-7c3d-4e5f-8a6b-0c1d2e3f4a0${n}`,
    commande_id: `a1b3000${n}-7c3d-4e5f-8a6b-0c1d2e3f4a0${n}`,
    livreur_id: livreurMoussa.id,
    comment: null,
    courier_rating: null,
    reply: null,
    replied_at: null,
    hidden: false,
    hidden_at: null,
    hidden_by: null,
    hidden_reason: null,
    created_at: hoursAgo(hours),
    updated_at: hoursAgo(hours),
    ...fields,
  });
  const aminata = { client_id: clientAminata.id, client_name: clientAminata.name };
  return [
    review(1, 2, {
      ...chezFatou,
      ...aminata,
      rating: 5,
      comment: 'Thiéboudienne excellente, livrée bien chaude !',
      courier_rating: 'up',
      reply: 'Merci Aminata, à très bientôt chez nous !',
      replied_at: hoursAgo(1),
    }),
    review(2, 5, {
      ...saveurs,
      client_id: clientPaul.id,
      client_name: clientPaul.name,
      rating: 2,
      comment: 'Alloco trop gras et livraison en retard de vingt minutes.',
      courier_rating: 'down',
    }),
    review(3, 26, { ...chezFatou, ...reviewer(3, 'Moussa Diallo'), rating: 4 }),
    review(4, 50, {
      ...tiPunch,
      ...reviewer(4, 'Jean Dupont'),
      rating: 1,
      comment: 'Le cuisinier est un incapable, ce restaurant est une honte, fuyez !',
      courier_rating: 'up',
      hidden: true,
      hidden_at: new Date(now - HIDDEN_MINUTES_AGO * MINUTE_MS).toISOString(),
      hidden_by: secondAdmin.id,
      hidden_reason: HIDDEN_REVIEW_REASON,
    }),
    review(5, 74, {
      restaurant_id: 'b1e2c3d4-0000-4000-8000-00000000ea5e',
      restaurant_name: 'Yassa Express',
      ...reviewer(5, 'Awa Sow'),
      rating: 4,
      comment: 'Prête à l’heure prévue et bien emballée.',
      livreur_id: null,
    }),
    review(6, 98, {
      ...saveurs,
      ...aminata,
      rating: 5,
      comment:
        'Le meilleur attiéké poisson braisé du quartier : portions généreuses, piment à part comme demandé, et un livreur très aimable malgré la pluie.',
      courier_rating: 'up',
    }),
  ];
}

// --- Audit log ---------------------------------------------------------------------------

export type { AuditEntry };

/** An admin whose account was deleted since: their entries stay, without a name. */
export const deletedAdminEntry = { actor_id: null, actor_name: null } as const;

/**
 * One entry per kind of action, a few minutes apart before `now` (newest first once sorted), with
 * the values the API records for each.
 */
export function auditFixtures(now: number): AuditEntry[] {
  const by = (admin: User) => ({ actor_id: admin.id, actor_name: admin.name });
  const minutesAgo = (minutes: number) => new Date(now - minutes * MINUTE_MS).toISOString();
  const entry = (
    index: number,
    fields: Omit<AuditEntry, 'id' | 'created_at' | 'reason' | 'target_name'> &
      Partial<Pick<AuditEntry, 'reason' | 'target_name' | 'created_at'>>,
  ): AuditEntry => ({
    id: `a0d17000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    created_at: minutesAgo(index * 7),
    reason: null,
    target_name: null,
    ...fields,
  });
  const [baobab] = restaurantFixtures(now).filter((row) => row.paused_reason === 'admin');
  return [
    entry(1, {
      ...by(demoUser),
      action: 'commande.cancel',
      target_type: 'commande',
      target_id: 'a1b20008-7c3d-4e5f-8a6b-0c1d2e3f4a08',
      reason: CANCELLED_ORDER_REASON,
      before: { status: 'en_preparation', payment_status: 'paid', livraison_status: 'en_attente' },
      after: { status: 'annulee', payment_status: 'refunded', livraison_status: 'annulee', refund_cents: 1700 },
    }),
    entry(2, {
      ...by(secondAdmin),
      action: 'livraison.assign',
      target_type: 'livraison',
      target_id: 'd1e20006-5b6c-4d7e-9f80-1a2b3c4d5e06',
      before: { status: 'en_attente', livreur_id: null },
      after: { status: 'acceptee', livreur_id: livreurMoussa.id, livreur_name: livreurMoussa.name },
    }),
    entry(3, {
      ...by(demoUser),
      action: 'restaurant.pause',
      target_type: 'restaurant',
      target_id: baobab!.id,
      before: { is_open: true, paused_reason: null, paused_at: null },
      after: { is_open: false, paused_reason: 'admin', paused_at: minutesAgo(21) },
    }),
    entry(4, {
      ...by(secondAdmin),
      action: 'restaurant.reopen',
      target_type: 'restaurant',
      target_id: saveurs.restaurant_id,
      before: { is_open: false, paused_reason: 'auto', paused_at: minutesAgo(90) },
      after: { is_open: true, paused_reason: null, paused_at: null },
    }),
    entry(5, {
      ...by(demoUser),
      action: 'user.status',
      target_type: 'user',
      target_id: clientPaul.id,
      before: { is_active: true },
      after: { is_active: false },
    }),
    entry(6, {
      ...by(demoUser),
      action: 'user.reject',
      target_type: 'user',
      target_id: rejectedMarie.id,
      reason: rejectedMarie.rejection_reason,
      before: { is_verified: false, rejection_reason: null },
      after: { is_verified: false, rejection_reason: rejectedMarie.rejection_reason },
    }),
    entry(7, {
      ...by(secondAdmin),
      action: 'user.verify',
      target_type: 'user',
      target_id: livreurMoussa.id,
      before: { is_verified: false, rejection_reason: null },
      after: { is_verified: true, rejection_reason: null },
    }),
    entry(8, {
      ...deletedAdminEntry,
      action: 'user.role',
      target_type: 'user',
      target_id: livreurMoussa.id,
      before: { role: 'client' },
      after: { role: 'livreur' },
    }),
    entry(10, {
      ...by(secondAdmin),
      action: 'review.hide',
      target_type: 'review',
      target_id: HIDDEN_REVIEW_ID,
      target_name: `${tiPunch.restaurant_name} · Jean Dupont`,
      reason: HIDDEN_REVIEW_REASON,
      before: { hidden: false, hidden_reason: null, rating: 4.1, total_reviews: 57 },
      after: { hidden: true, hidden_reason: HIDDEN_REVIEW_REASON, rating: 4.2, total_reviews: 56 },
      // When the fixtures' review was hidden, between the entries 8 and 9.
      created_at: minutesAgo(HIDDEN_MINUTES_AGO),
    }),
    entry(9, {
      ...by(secondAdmin),
      action: 'restaurant.delete',
      target_type: 'restaurant',
      target_id: 'b1e2c3d4-0000-4000-8000-00000000dead',
      reason: 'Doublon de « Chez Fatou »',
      before: { name: 'Chez Fatou (doublon)', is_open: false },
      after: null,
    }),
  ];
}
