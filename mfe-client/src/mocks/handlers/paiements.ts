import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, problem, unauthorized } from '@teranga/shared-ui/mocks';
import type { Commande } from '@teranga/shared-ui';
import { db, users } from '../db';

/**
 * /paiements as the API answers it in its built-in test mode (no Stripe keys): one intent per
 * order, reused; 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; the order is paid
 * only once the card went through.
 */

interface MockIntent {
  id: string;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
}

// Keyed by the order object itself: resetDb() clones fresh orders, so intents never leak between tests.
const intents = new WeakMap<Commande, MockIntent>();

const SUCCESS_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

function luhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

/** The caller's own order (another client's is answered as missing, as the API does). */
function ownOrder(request: Request, id: string | null) {
  const user = users.currentUser(request);
  if (!user) return { error: unauthorized() };
  if (user.role !== 'client' && user.role !== 'admin') return { error: problem(403, 'Accès refusé') };
  const commande = db.commandes.rows.find((row) => row.id === id);
  if (!commande || commande.client_id !== user.id) return { error: problem(404, 'Commande non trouvée') };
  return { commande, user };
}

export const paiementHandlers = [
  http.get(`${MOCK_API_URL}/paiements/config`, () => HttpResponse.json({ provider: 'test' })),

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
      intent = { id, client_secret: `${id}_secret_${crypto.randomUUID().slice(0, 8)}`, status: 'requires_payment_method' };
      intents.set(commande, intent);
    }
    return HttpResponse.json({
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
    const month = Number(body.exp_month);
    const year = Number(body.exp_year);
    const now = new Date();
    if (!luhn(number)) return problem(400, 'Numéro de carte invalide');
    if (!Number.isInteger(month) || month < 1 || month > 12) return problem(400, 'Date d’expiration invalide');
    const fullYear = year < 100 ? 2000 + year : year;
    if (fullYear * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) {
      return problem(400, 'La date d’expiration de la carte est dépassée');
    }
    if (!/^\d{3,4}$/.test(String(body.cvc ?? ''))) return problem(400, 'Le code de sécurité (CVC) doit contenir 3 ou 4 chiffres');

    const commande = db.commandes.rows.find((row) => intents.get(row)?.client_secret === body.client_secret);
    const intent = commande && intents.get(commande);
    if (!commande || !intent || commande.client_id !== user.id) return problem(404, 'Paiement introuvable');
    if (commande.status === 'annulee') return problem(409, 'Cette commande a été annulée');
    if (intent.status === 'succeeded') return problem(409, 'Ce paiement a déjà été effectué');

    if (number === DECLINED_CARD) return HttpResponse.json({ status: 'requires_payment_method', error: 'Votre carte a été refusée.' });
    if (number !== SUCCESS_CARD) {
      return problem(
        400,
        'Carte inconnue en mode TEST : utilisez 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (carte refusée)',
      );
    }
    intent.status = 'succeeded';
    // As the API: the test mode settles the order at once, like Stripe's webhook would.
    commande.payment_status = 'paid';
    commande.updated_at = new Date().toISOString();
    return HttpResponse.json({ status: 'succeeded' });
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
    commande.payment_status = 'paid';
    return HttpResponse.json<Commande>(commande);
  }),
];
