import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { DELIVERY_STATUSES, type DeliveryStatus, type Livraison } from '@teranga/shared-ui';
import { orders } from '../db';
import type { LivraisonRow } from '../fixtures';
import { asAdmin } from './admin-access';
import { cursorPage } from './paging';

const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

/** As the API answers: the order travels with its delivery, and so does its current status. */
function livraisonJson(row: LivraisonRow): Livraison {
  const commande = orders.commandes.find((order) => order.id === row.commande_id) ?? null;
  return { ...row, commande_status: commande?.status ?? 'annulee', commande };
}

// The admin's view only (every courier's deliveries): the courier area mocks its own.
export const adminLivraisonHandlers = [
  http.get(
    `${MOCK_API_URL}/livraisons`,
    asAdmin(({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      if (status !== null && !isDeliveryStatus(status)) return problem(400, 'Statut inconnu');
      const livreurId = query.get('livreur_id');
      const listed = cursorPage(
        orders.livraisons.filter(
          (row) => (!status || row.status === status) && (!livreurId || row.livreur_id === livreurId),
        ),
        query,
      );
      if (listed instanceof Response) return listed;
      return HttpResponse.json<Livraison[]>(listed.items.map(livraisonJson), { headers: listed.headers });
    }),
  ),
];
