import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { DELIVERY_STATUSES, type DeliveryStatus, type Livraison, type OrderStatus } from '@teranga/shared-ui';
import { orders, users } from '../db';
import type { LivraisonRow } from '../fixtures';
import { asAdmin } from './admin-access';
import { recordAudit } from './admin-audit';
import { commandeJson } from './admin-commandes';
import { cursorPage } from './paging';

const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(value);

/** The API's words for what an assignment refuses (the courier's own acceptance shares them). */
export const ASSIGN_ERRORS = {
  livreurRequired: 'Le champ « livreur_id » est obligatoire',
  notFound: 'Livraison non trouvée',
  livreurNotFound: 'Livreur non trouvé',
  livreurUnavailable: 'Ce livreur ne peut pas accepter de livraison (compte inactif ou non validé)',
  cancelled: 'Cette livraison a été annulée',
  alreadyAccepted: 'Livraison déjà acceptée',
  alreadyBusy: 'Vous avez déjà une livraison en cours',
  orderNotConfirmed: 'Cette livraison n’est pas encore disponible',
} as const;

/** Order statuses in which a waiting delivery can be taken. */
const OFFERED_ORDER_STATUSES: readonly OrderStatus[] = ['confirmee', 'en_preparation', 'prete'];
const ACTIVE_STATUSES: readonly DeliveryStatus[] = ['acceptee', 'en_cours'];

/** As the API answers: the order travels with its delivery, and so does its current status. */
function livraisonJson(row: LivraisonRow): Livraison {
  const commande = orders.commandes.find((order) => order.id === row.commande_id);
  return { ...row, commande_status: commande?.status ?? 'annulee', commande: commande ? commandeJson(commande) : null };
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

  // A waiting delivery given to an active, validated courier who carries no other one.
  http.post(
    `${MOCK_API_URL}/admin/livraisons/:id/assign`,
    asAdmin<{ id: string }, { livreur_id?: unknown }>(async ({ request, params, admin }) => {
      const { livreur_id: livreurId } = await request.json();
      if (typeof livreurId !== 'string' || !livreurId) return problem(400, ASSIGN_ERRORS.livreurRequired);
      const delivery = orders.livraisons.find((row) => row.id === params.id);
      if (!delivery) return problem(404, ASSIGN_ERRORS.notFound);
      const livreur = users.users.find((user) => user.id === livreurId);
      if (!livreur || livreur.role !== 'livreur') return problem(422, ASSIGN_ERRORS.livreurNotFound);
      if (!livreur.is_active || !livreur.is_verified) return problem(409, ASSIGN_ERRORS.livreurUnavailable);
      if (delivery.status === 'annulee') return problem(409, ASSIGN_ERRORS.cancelled);
      if (delivery.status !== 'en_attente') return problem(409, ASSIGN_ERRORS.alreadyAccepted);
      if (orders.livraisons.some((row) => row.livreur_id === livreur.id && ACTIVE_STATUSES.includes(row.status))) {
        return problem(409, ASSIGN_ERRORS.alreadyBusy);
      }
      const order = orders.commandes.find((row) => row.id === delivery.commande_id);
      if (!order || !OFFERED_ORDER_STATUSES.includes(order.status)) {
        return problem(409, ASSIGN_ERRORS.orderNotConfirmed);
      }

      Object.assign(delivery, { status: 'acceptee', livreur_id: livreur.id, updated_at: new Date().toISOString() });
      recordAudit(admin, {
        action: 'livraison.assign',
        target_type: 'livraison',
        target_id: delivery.id,
        before: { status: 'en_attente', livreur_id: null },
        after: { status: 'acceptee', livreur_id: livreur.id, livreur_name: livreur.name },
      });
      return HttpResponse.json<Livraison>(livraisonJson(delivery));
    }),
  ),
];
