import { http, HttpResponse } from 'msw';
import type {
  ApiComponents,
  Commande,
  DeliveryStatus,
  Livraison,
  LivraisonSummary,
  OrderStatus,
  User,
} from '@teranga/shared-ui';
import { DELIVERY_STATUSES, MAX_PIN_ATTEMPTS, PIN_MESSAGES, SCHEDULED_OFFER_MINUTES } from '@teranga/shared-ui';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import type { LivraisonRow } from '../fixtures';
import { authorize } from './access';

/** The API's French details for deliveries (api/src/domain/deliveries.ts, order-status.ts). */
export const DELIVERY_MESSAGES = {
  notFound: 'Livraison non trouvée',
  alreadyAccepted: 'Livraison déjà acceptée',
  alreadyBusy: 'Vous avez déjà une livraison en cours',
  cancelled: 'Cette livraison a été annulée',
  notAvailableYet: "Cette livraison n'est pas encore disponible",
  notOwnList: 'Vous ne pouvez consulter que vos propres livraisons',
  notSelf: 'Vous ne pouvez accepter une livraison que pour vous-même',
  orderNotReady: "La commande n'est pas encore prête",
  invalidTransition: 'Transition de statut invalide',
  notActive: "La livraison n'est pas en cours",
  invalidLocation: 'Position invalide',
  invalidQuery: 'Paramètres invalides',
  wrongPin: PIN_MESSAGES.wrong,
  pinLocked: PIN_MESSAGES.locked,
} as const;

type LivraisonPin = ApiComponents['schemas']['LivraisonPin'];

/** Order statuses in which a waiting delivery is offered to couriers. */
const OFFERED_ORDER_STATUSES: readonly OrderStatus[] = ['confirmee', 'en_preparation', 'prete'];
const ACTIVE_STATUSES: readonly DeliveryStatus[] = ['acceptee', 'en_cours'];
/** Default and largest page of GET /livraisons. */
const PAGE_SIZE = 100;
const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

const base = `${MOCK_API_URL}/livraisons`;
const now = () => new Date().toISOString();
const orderOf = (livraison: LivraisonRow) => db.commandes.find((commande) => commande.id === livraison.commande_id);
const findLivraison = (id: string) => db.livraisons.find((candidate) => candidate.id === id);

/**
 * As the API answers `caller`: the order travels with the delivery, and so does its current status,
 * but never its delivery code (the courier must get it from the client at the door). The phones
 * only go to the delivery's own (approved) courier while it is under way.
 */
function toJson(livraison: LivraisonRow, caller: User): Livraison {
  const stored = orderOf(livraison);
  const commande = stored ? withoutPin(stored) : null;
  const phonesShown =
    caller.role === 'livreur' &&
    caller.is_verified &&
    livraison.livreur_id === caller.id &&
    ACTIVE_STATUSES.includes(livraison.status);
  return {
    ...livraison,
    client_phone: phonesShown ? livraison.client_phone : null,
    restaurant_phone: phonesShown ? livraison.restaurant_phone : null,
    commande_status: commande?.status ?? livraison.commande_status,
    commande,
  };
}

function withoutPin(commande: Commande): Commande {
  const { delivery_pin: _pin, ...rest } = commande;
  return rest;
}

/**
 * The proof of delivery, as the API checks it: a wrong or missing code is a 422 that counts;
 * the MAX_PIN_ATTEMPTS-th locks the delivery, and from then on every try is a 429 whatever the
 * code. An admin completes without it. Null when the code is accepted.
 */
function refusePin(caller: User, livraison: LivraisonRow, expected: string | null | undefined, pin: unknown) {
  if (caller.role === 'admin') return null;
  if (livraison.pin_locked) return problem(429, DELIVERY_MESSAGES.pinLocked);
  if (typeof pin === 'string' && expected && pin === expected) return null;
  const attempts = (db.pinAttempts[livraison.id] ?? 0) + 1;
  db.pinAttempts[livraison.id] = attempts;
  if (attempts >= MAX_PIN_ATTEMPTS) livraison.pin_locked = true;
  return problem(422, DELIVERY_MESSAGES.wrongPin);
}

// An order for later is offered from `SCHEDULED_OFFER_MINUTES` before it must leave (the shared rule the API applies).
const dueSoon = (order: Commande) =>
  order.scheduled_for === null ||
  (order.ready_at !== null && Date.parse(order.ready_at) <= Date.now() + SCHEDULED_OFFER_MINUTES * 60_000);

/** On offer to couriers: waiting for one, its order accepted and not yet handed over, and due soon if for later. */
export function isOffered(livraison: LivraisonRow): boolean {
  const order = orderOf(livraison);
  return (
    livraison.status === 'en_attente' &&
    order !== undefined &&
    OFFERED_ORDER_STATUSES.includes(order.status) &&
    dueSoon(order)
  );
}

/** Same definition as the API's figures: completed deliveries only, to one decimal. */
export function completedDistanceKm(livraisons: LivraisonRow[]): number {
  const km = livraisons
    .filter((livraison) => livraison.status === 'livree')
    .reduce((sum, livraison) => sum + (livraison.distance_km ?? 0), 0);
  return Math.round(km * 10) / 10;
}

// Newest first, the id breaking ties, so a cursor (the last row's position) is unambiguous.
type Position = Pick<Livraison, 'created_at' | 'id'>;
const newestFirst = (a: Position, b: Position) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
const encodeCursor = ({ created_at, id }: Position) => btoa(JSON.stringify([created_at, id]));
function decodeCursor(cursor: string): Position | null {
  try {
    const [created_at, id] = JSON.parse(atob(cursor)) as unknown[];
    return typeof created_at === 'string' && typeof id === 'string' ? { created_at, id } : null;
  } catch {
    return null;
  }
}

/** A courier reads only their own deliveries (their id or none); an admin anyone's, or all. */
function listedLivreur(caller: User, query: URLSearchParams): string | undefined | Response {
  const requested = query.get('livreur_id') ?? undefined;
  if (caller.role === 'admin') return requested;
  return requested === undefined || requested === caller.id ? caller.id : problem(403, DELIVERY_MESSAGES.notOwnList);
}

const deliveriesOf = (livreurId: string | undefined) =>
  db.livraisons.filter((livraison) => livreurId === undefined || livraison.livreur_id === livreurId);

export const livraisonHandlers = [
  http.get(base, ({ request }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'] });
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    const livreurId = listedLivreur(caller, query);
    if (livreurId instanceof Response) return livreurId;
    const status = query.get('status');
    const limit = Number(query.get('limit') ?? PAGE_SIZE);
    const cursor = query.get('cursor');
    const after = cursor === null ? null : decodeCursor(cursor);
    if (
      (status && !DELIVERY_STATUSES.includes(status as DeliveryStatus)) ||
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > PAGE_SIZE ||
      (cursor !== null && !after)
    ) {
      return problem(400, DELIVERY_MESSAGES.invalidQuery);
    }
    const rows = deliveriesOf(livreurId)
      .filter((livraison) => !status || livraison.status === status)
      .filter((livraison) => !after || newestFirst(after, livraison) < 0)
      .sort(newestFirst);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return HttpResponse.json<Livraison[]>(
      page.map((livraison) => toJson(livraison, caller)),
      {
        headers: {
          'Access-Control-Expose-Headers': NEXT_CURSOR_HEADER,
          ...(rows.length > limit && last && { [NEXT_CURSOR_HEADER]: encodeCursor(last) }),
        },
      },
    );
  }),

  // Both before `/:id`, which would otherwise take 'available' or 'summary' for an id.
  http.get(`${base}/available`, ({ request }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'], approved: true });
    if (caller instanceof Response) return caller;
    const list = db.livraisons.filter(isOffered).sort((a, b) => a.created_at.localeCompare(b.created_at));
    return HttpResponse.json<Livraison[]>(list.map((livraison) => toJson(livraison, caller)));
  }),

  http.get(`${base}/summary`, ({ request }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'] });
    if (caller instanceof Response) return caller;
    const livreurId = listedLivreur(caller, new URL(request.url).searchParams);
    if (livreurId instanceof Response) return livreurId;
    const mine = deliveriesOf(livreurId);
    const count = (status: DeliveryStatus) => mine.filter((livraison) => livraison.status === status).length;
    return HttpResponse.json<LivraisonSummary>({
      total: mine.length,
      completed: count('livree'),
      completed_distance_km: completedDistanceKm(mine),
      by_status: Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, count(status)])) as Record<
        DeliveryStatus,
        number
      >,
    });
  }),

  http.get<{ id: string }>(`${base}/:id`, ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'] });
    if (caller instanceof Response) return caller;
    const livraison = findLivraison(params.id);
    const visible =
      livraison &&
      (caller.role === 'admin' || livraison.livreur_id === caller.id || (caller.is_verified && isOffered(livraison)));
    return visible ? HttpResponse.json<Livraison>(toJson(livraison, caller)) : problem(404, DELIVERY_MESSAGES.notFound);
  }),

  http.post<{ id: string }>(`${base}/:id/accept`, ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'], approved: true });
    if (caller instanceof Response) return caller;
    const requested = new URL(request.url).searchParams.get('livreur_id') ?? undefined;
    if (caller.role !== 'admin' && requested !== undefined && requested !== caller.id) {
      return problem(403, DELIVERY_MESSAGES.notSelf);
    }
    const livreurId = requested ?? caller.id;
    const livraison = findLivraison(params.id);
    if (!livraison) return problem(404, DELIVERY_MESSAGES.notFound);
    if (livraison.status === 'annulee') return problem(409, DELIVERY_MESSAGES.cancelled);
    if (livraison.status !== 'en_attente') return problem(409, DELIVERY_MESSAGES.alreadyAccepted);
    if (!isOffered(livraison)) return problem(409, DELIVERY_MESSAGES.notAvailableYet);
    const busy = db.livraisons.some(
      (candidate) => candidate.livreur_id === livreurId && ACTIVE_STATUSES.includes(candidate.status),
    );
    if (busy) return problem(409, DELIVERY_MESSAGES.alreadyBusy);
    Object.assign(livraison, { status: 'acceptee', livreur_id: livreurId, updated_at: now() });
    return HttpResponse.json<Livraison>(toJson(livraison, caller));
  }),

  http.patch<{ id: string }>(`${base}/:id/status`, async ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'], approved: true });
    if (caller instanceof Response) return caller;
    const livraison = findLivraison(params.id);
    if (!livraison || (caller.role !== 'admin' && livraison.livreur_id !== caller.id)) {
      return problem(404, DELIVERY_MESSAGES.notFound);
    }
    const order = orderOf(livraison);
    const target = new URL(request.url).searchParams.get('new_status');
    const at = now();
    if (target === 'en_cours') {
      if (livraison.status !== 'acceptee') return problem(409, DELIVERY_MESSAGES.invalidTransition);
      if (order?.status !== 'prete') return problem(409, DELIVERY_MESSAGES.orderNotReady);
      Object.assign(livraison, { status: 'en_cours', pickup_time: at, updated_at: at });
      Object.assign(order, {
        status: 'en_livraison',
        updated_at: at,
        status_times: { ...order.status_times, en_livraison: at },
      });
    } else if (target === 'livree') {
      if (livraison.status !== 'en_cours' || order?.status !== 'en_livraison') {
        return problem(409, DELIVERY_MESSAGES.invalidTransition);
      }
      const body = (await request.json().catch(() => null)) as Partial<LivraisonPin> | null;
      const refusal = refusePin(caller, livraison, order.delivery_pin, body?.pin);
      if (refusal) return refusal;
      Object.assign(livraison, { status: 'livree', delivery_time: at, updated_at: at });
      Object.assign(order, {
        status: 'livree',
        updated_at: at,
        payment_status: 'paid',
        status_times: { ...order.status_times, livree: at },
      });
    } else {
      return problem(409, DELIVERY_MESSAGES.invalidTransition);
    }
    return HttpResponse.json<Livraison>(toJson(livraison, caller));
  }),

  http.patch<{ id: string }>(`${base}/:id/location`, async ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur'], approved: true });
    if (caller instanceof Response) return caller;
    const body = (await request.json().catch(() => null)) as { latitude?: unknown; longitude?: unknown } | null;
    const { latitude, longitude } = body ?? {};
    if (
      typeof latitude !== 'number' ||
      typeof longitude !== 'number' ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      return problem(400, DELIVERY_MESSAGES.invalidLocation);
    }
    const livraison = findLivraison(params.id);
    if (!livraison || livraison.livreur_id !== caller.id) return problem(404, DELIVERY_MESSAGES.notFound);
    if (!ACTIVE_STATUSES.includes(livraison.status)) return problem(409, DELIVERY_MESSAGES.notActive);
    Object.assign(livraison, { last_latitude: latitude, last_longitude: longitude });
    db.locations.push({ livraisonId: livraison.id, latitude, longitude });
    return new HttpResponse(null, { status: 204 });
  }),
];
