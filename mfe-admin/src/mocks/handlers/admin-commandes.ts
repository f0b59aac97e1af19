import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { ORDER_STATUSES, type Commande, type OrderStatus } from '@teranga/shared-ui';
import { orders } from '../db';
import { asAdmin } from './admin-access';
import { cursorPage } from './paging';

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

// The admin's view only (every order): the other areas mock their own.
export const adminCommandeHandlers = [
  http.get(
    `${MOCK_API_URL}/commandes`,
    asAdmin(({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      if (status !== null && !isOrderStatus(status)) return problem(400, 'Statut inconnu');
      const clientId = query.get('client_id');
      const restaurantId = query.get('restaurant_id');
      const listed = cursorPage(
        orders.commandes.filter(
          (order) =>
            (!status || order.status === status) &&
            (!clientId || order.client_id === clientId) &&
            (!restaurantId || order.restaurant_id === restaurantId),
        ),
        query,
      );
      if (listed instanceof Response) return listed;
      return HttpResponse.json<Commande[]>(listed.items, { headers: listed.headers });
    }),
  ),
];
