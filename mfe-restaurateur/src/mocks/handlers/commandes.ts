import { http, HttpResponse } from 'msw';
import { NEXT_ORDER_STATUS, ORDER_STATUSES, type Commande, type OrderStatus } from '@teranga/shared-ui';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { caller, MESSAGES } from './guards';

const base = `${MOCK_API_URL}/commandes`;

export const newestFirst = (a: Commande, b: Commande) => b.created_at.localeCompare(a.created_at);

export const commandeHandlers = [
  http.get(base, ({ request }) => {
    const user = caller(request, ['client', 'restaurateur', 'admin']);
    const params = new URL(request.url).searchParams;
    const status = params.get('status');
    if (status && !ORDER_STATUSES.includes(status as OrderStatus)) return problem(400, 'Statut inconnu');
    const limitText = params.get('limit');
    const limit = limitText === null ? 100 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
      return problem(400, 'Le paramètre « limit » doit être un entier entre 1 et 500');
    }
    let restaurantId = params.get('restaurant_id');
    if (user.role === 'restaurateur') {
      const own = db.restaurants.find((restaurant) => restaurant.owner_id === user.id);
      if (restaurantId && restaurantId !== own?.id) return problem(403, MESSAGES.forbidden);
      restaurantId = own?.id ?? '—';
    }
    const clientId = user.role === 'client' ? user.id : params.get('client_id');
    const list = db.commandes
      .filter((order) => !restaurantId || order.restaurant_id === restaurantId)
      .filter((order) => !clientId || order.client_id === clientId)
      .filter((order) => !status || order.status === status)
      .sort(newestFirst)
      .slice(0, limit);
    return HttpResponse.json<Commande[]>(list);
  }),

  http.patch(`${base}/:id/status`, ({ request, params }) => {
    const user = caller(request, ['restaurateur', 'admin']);
    const order = db.commandes.find((candidate) => candidate.id === params.id);
    if (!order) return problem(404, 'Commande non trouvée');
    // Another restaurant's order does not exist for this caller.
    if (user.role !== 'admin' && db.restaurants.find((r) => r.id === order.restaurant_id)?.owner_id !== user.id) {
      return problem(404, 'Commande non trouvée');
    }
    const target = new URL(request.url).searchParams.get('new_status');
    if (!target || NEXT_ORDER_STATUS[order.status] !== target) return problem(409, 'Transition de statut invalide');
    if (target === 'confirmee' && order.payment_mode === 'card' && order.payment_status !== 'paid') {
      return problem(409, 'Paiement en attente');
    }
    // No courier in this mock has accepted the delivery yet.
    if (target === 'en_livraison') return problem(409, 'La livraison n’a pas encore été acceptée par un livreur');
    order.status = target as OrderStatus;
    order.updated_at = new Date().toISOString();
    return HttpResponse.json<Commande>(order);
  }),
];
