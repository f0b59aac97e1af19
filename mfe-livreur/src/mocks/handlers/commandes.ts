import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { authorize } from './access';
import { isOffered } from './livraisons';

export const ORDER_MESSAGES = { notFound: 'Commande non trouvée' } as const;

// Only what a courier may read: the order of their own delivery, or of one still on offer.
export const commandeHandlers = [
  http.get<{ id: string }>(`${MOCK_API_URL}/commandes/:id`, ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'] });
    if (caller instanceof Response) return caller;
    const commande = db.commandes.find((candidate) => candidate.id === params.id);
    const livraison = db.livraisons.find((candidate) => candidate.commande_id === params.id);
    const visible =
      commande &&
      (caller.role === 'admin' ||
        livraison?.livreur_id === caller.id ||
        (caller.is_verified && livraison !== undefined && isOffered(livraison)));
    return visible ? HttpResponse.json(commande) : problem(404, ORDER_MESSAGES.notFound);
  }),
];
