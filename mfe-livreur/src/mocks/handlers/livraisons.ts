import { http, HttpResponse } from 'msw';
import type { DeliveryStatus, Livraison, OrderStatus } from '@teranga/shared-ui';
import { DELIVERY_STATUSES } from '@teranga/shared-ui';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
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
} as const;

/** Order statuses in which a waiting delivery is offered to couriers. */
const OFFERED_ORDER_STATUSES: readonly OrderStatus[] = ['confirmee', 'en_preparation', 'prete'];
const ACTIVE_STATUSES: readonly DeliveryStatus[] = ['acceptee', 'en_cours'];

const base = `${MOCK_API_URL}/livraisons`;
const now = () => new Date().toISOString();
const orderOf = (livraison: Livraison) => db.commandes.find((commande) => commande.id === livraison.commande_id);

/** As the API answers: the order's current status travels with the delivery. */
function toJson(livraison: Livraison): Livraison {
  return { ...livraison, commande_status: orderOf(livraison)?.status ?? livraison.commande_status };
}

export const isOffered = (livraison: Livraison) =>
  livraison.status === 'en_attente' && OFFERED_ORDER_STATUSES.includes(orderOf(livraison)?.status as OrderStatus);

const newestFirst = (a: Livraison, b: Livraison) => b.created_at.localeCompare(a.created_at);

export const livraisonHandlers = [
  http.get(base, ({ request }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'] });
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    let livreurId = query.get('livreur_id') ?? undefined;
    if (caller.role !== 'admin') {
      if (livreurId !== undefined && livreurId !== caller.id) return problem(403, DELIVERY_MESSAGES.notOwnList);
      livreurId = caller.id;
    }
    const status = query.get('status');
    const limit = Number(query.get('limit') ?? 100);
    if ((status && !DELIVERY_STATUSES.includes(status as DeliveryStatus)) || !Number.isInteger(limit) || limit < 1 || limit > 500) {
      return problem(400, DELIVERY_MESSAGES.invalidQuery);
    }
    const list = db.livraisons
      .filter((livraison) => livreurId === undefined || livraison.livreur_id === livreurId)
      .filter((livraison) => !status || livraison.status === status)
      .sort(newestFirst)
      .slice(0, limit);
    return HttpResponse.json(list.map(toJson));
  }),

  // Before `/:id`, which would otherwise take 'available' for an id.
  http.get(`${base}/available`, ({ request }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'], approved: true });
    if (caller instanceof Response) return caller;
    const list = db.livraisons.filter(isOffered).sort((a, b) => a.created_at.localeCompare(b.created_at));
    return HttpResponse.json(list.map(toJson));
  }),

  http.get<{ id: string }>(`${base}/:id`, ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'] });
    if (caller instanceof Response) return caller;
    const livraison = db.livraisons.find((candidate) => candidate.id === params.id);
    const visible =
      livraison &&
      (caller.role === 'admin' || livraison.livreur_id === caller.id || (caller.is_verified && isOffered(livraison)));
    return visible ? HttpResponse.json(toJson(livraison)) : problem(404, DELIVERY_MESSAGES.notFound);
  }),

  http.post<{ id: string }>(`${base}/:id/accept`, ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'], approved: true });
    if (caller instanceof Response) return caller;
    const requested = new URL(request.url).searchParams.get('livreur_id') ?? undefined;
    if (caller.role !== 'admin' && requested !== undefined && requested !== caller.id) {
      return problem(403, DELIVERY_MESSAGES.notSelf);
    }
    const livreurId = requested ?? caller.id;
    const livraison = db.livraisons.find((candidate) => candidate.id === params.id);
    if (!livraison) return problem(404, DELIVERY_MESSAGES.notFound);
    if (livraison.status === 'annulee') return problem(409, DELIVERY_MESSAGES.cancelled);
    if (livraison.status !== 'en_attente') return problem(409, DELIVERY_MESSAGES.alreadyAccepted);
    if (!isOffered(livraison)) return problem(409, DELIVERY_MESSAGES.notAvailableYet);
    const busy = db.livraisons.some(
      (candidate) => candidate.livreur_id === livreurId && ACTIVE_STATUSES.includes(candidate.status),
    );
    if (busy) return problem(409, DELIVERY_MESSAGES.alreadyBusy);
    Object.assign(livraison, { status: 'acceptee', livreur_id: livreurId, updated_at: now() });
    return HttpResponse.json(toJson(livraison));
  }),

  http.patch<{ id: string }>(`${base}/:id/status`, ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'], approved: true });
    if (caller instanceof Response) return caller;
    const livraison = db.livraisons.find((candidate) => candidate.id === params.id);
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
      Object.assign(order, { status: 'en_livraison', updated_at: at });
    } else if (target === 'livree') {
      if (livraison.status !== 'en_cours' || order?.status !== 'en_livraison') {
        return problem(409, DELIVERY_MESSAGES.invalidTransition);
      }
      Object.assign(livraison, { status: 'livree', delivery_time: at, updated_at: at });
      Object.assign(order, { status: 'livree', updated_at: at, payment_status: 'paid' });
    } else {
      return problem(409, DELIVERY_MESSAGES.invalidTransition);
    }
    return HttpResponse.json(toJson(livraison));
  }),

  http.patch<{ id: string }>(`${base}/:id/location`, async ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur'], approved: true });
    if (caller instanceof Response) return caller;
    const body = (await request.json().catch(() => null)) as { latitude?: unknown; longitude?: unknown } | null;
    const { latitude, longitude } = body ?? {};
    if (
      typeof latitude !== 'number' || typeof longitude !== 'number' ||
      Math.abs(latitude) > 90 || Math.abs(longitude) > 180
    ) {
      return problem(400, DELIVERY_MESSAGES.invalidLocation);
    }
    const livraison = db.livraisons.find((candidate) => candidate.id === params.id);
    if (!livraison || livraison.livreur_id !== caller.id) return problem(404, DELIVERY_MESSAGES.notFound);
    if (!ACTIVE_STATUSES.includes(livraison.status)) return problem(409, DELIVERY_MESSAGES.notActive);
    Object.assign(livraison, { last_latitude: latitude, last_longitude: longitude });
    db.locations.push({ livraisonId: livraison.id, latitude, longitude });
    return new HttpResponse(null, { status: 204 });
  }),
];
