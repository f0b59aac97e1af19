import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem, unauthorized } from '@teranga/shared-ui/mocks';
import type { Commande, PaymentConfig, PaymentIntentResponse, TestCardResult } from '@teranga/shared-ui';
import { CARD_MESSAGES, TEST_CARDS, expiryError, isValidCardNumber, isValidCvc } from '@teranga/shared-ui';
import { db, users } from '../db';
import { markPaid } from '../order-decisions';

/**
 * /paiements as the API answers it in its built-in test mode (no Stripe keys): one intent per
 * order, reused; the shared TEST_CARDS pay or are declined; the order is paid only once the card
 * went through. Card checks are the shared rules the API applies.
 */

interface MockIntent {
  id: string;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
}

// Keyed by the order object itself: resetDb() clones fresh orders, so intents never leak between tests.
const intents = new WeakMap<Commande, MockIntent>();

/** The caller's own order (another client's is answered as missing, as the API does). */
function ownOrder(request: Request, id: string | null) {
  const user = users.currentUser(request);
  if (!user) return { error: unauthorized() };
  if (user.role !== 'client' && user.role !== 'admin') return { error: problem(403, 'Accès refusé') };
  const commande = db.commandes.find((row) => row.id === id);
  if (!commande || commande.client_id !== user.id) return { error: problem(404, 'Commande non trouvée') };
  return { commande, user };
}

export const paiementHandlers = [
  http.get(`${MOCK_API_URL}/paiements/config`, () => HttpResponse.json<PaymentConfig>({ provider: 'test' })),

  http.post(`${MOCK_API_URL}/paiements/create-payment-intent`, ({ request }) => {
    const found = ownOrder(request, new URL(request.url).searchParams.get('commande_id'));
    if ('error' in found) return found.error;
    const { commande } = found;
    if (commande.payment_mode !== 'card') return problem(409, 'Cette commande se règle en espèces à la livraison');
    if (commande.status === 'annulee') return problem(409, 'Cette commande a été annulée');
    if (commande.payment_status === 'paid') return problem(409, 'Cette commande est déjà payée');
    let intent = intents.get(commande);
    if (!intent) {
      const id = `pi_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;
      intent = {
        id,
        client_secret: `${id}_secret_${crypto.randomUUID().slice(0, 8)}`,
        status: 'requires_payment_method',
      };
      intents.set(commande, intent);
    }
    return HttpResponse.json<PaymentIntentResponse>({
      client_secret: intent.client_secret,
      payment_intent_id: intent.id,
      amount: commande.total_price,
      currency: 'eur',
    });
  }),

  http.post<never, Record<string, unknown>>(`${MOCK_API_URL}/paiements/test/confirm-card`, async ({ request }) => {
    const user = users.currentUser(request);
    if (!user) return unauthorized();
    const body = await request.json();
    const number = String(body.card_number ?? '').replace(/\D/g, '');
    if (!isValidCardNumber(number)) return problem(400, CARD_MESSAGES.invalidNumber);
    const expired = expiryError(Number(body.exp_month), Number(body.exp_year));
    if (expired) return problem(400, expired);
    if (!isValidCvc(String(body.cvc ?? ''))) return problem(400, CARD_MESSAGES.invalidCvc);

    const commande = db.commandes.find((row) => intents.get(row)?.client_secret === body.client_secret);
    const intent = commande && intents.get(commande);
    if (!commande || !intent || commande.client_id !== user.id) return problem(404, 'Paiement introuvable');
    if (commande.status === 'annulee') return problem(409, 'Cette commande a été annulée');
    if (intent.status === 'succeeded') return problem(409, 'Ce paiement a déjà été effectué');

    if (number === TEST_CARDS.declined) {
      return HttpResponse.json<TestCardResult>({ status: 'requires_payment_method', error: CARD_MESSAGES.declined });
    }
    if (number !== TEST_CARDS.success) return problem(400, CARD_MESSAGES.unknownTestCard);
    intent.status = 'succeeded';
    // As the API: the test mode settles the order at once, like Stripe's webhook would.
    markPaid(commande, new Date().toISOString());
    return HttpResponse.json<TestCardResult>({ status: 'succeeded' });
  }),

  http.post<{ id: string }>(`${MOCK_API_URL}/paiements/confirm/:id`, ({ request, params }) => {
    const found = ownOrder(request, params.id);
    if ('error' in found) return found.error;
    const { commande } = found;
    if (commande.payment_mode !== 'card') return problem(409, 'Cette commande se règle en espèces à la livraison');
    if (commande.payment_status === 'paid') return HttpResponse.json<Commande>(commande);
    if (commande.status === 'annulee') return problem(409, 'Cette commande a été annulée');
    const intent = intents.get(commande);
    if (!intent) return problem(409, 'Aucun paiement n’a été initié pour cette commande');
    if (intent.status !== 'succeeded') return problem(409, 'Le paiement n’a pas encore abouti');
    markPaid(commande, new Date().toISOString());
    return HttpResponse.json<Commande>(commande);
  }),
];
