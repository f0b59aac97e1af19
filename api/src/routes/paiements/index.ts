import { z } from '@hono/zod-openapi';
import Stripe from 'stripe';
import { CommandeSchema } from '../../domain/commande-json';
import { badRequest, notFound } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import type { PaymentService } from '../../payments/service';
import { publicAccess, routeFactory, withRoles } from '../kit';

export const WEBHOOK_MESSAGES = {
  missingSignature: 'En-tête Stripe-Signature manquant',
  badSignature: 'Signature Stripe invalide',
  staleSignature: 'Signature Stripe expirée (horodatage hors tolérance)',
  badPayload: 'Événement Stripe illisible',
} as const;

/**
 * A signature proves who sent the bytes, not their shape: an event without an id or a type, or
 * (issue 15, finding 10) whose `data.object` is not an object, or a payment_intent.* one without
 * an intent id, would fail deep in its handling (500, and Stripe retrying for days). Checked before
 * the event id is recorded, so a corrected redelivery is still applied.
 */
function isReadableEvent(event: Stripe.Event | null | undefined): boolean {
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') return false;
  const object: unknown = (event.data as { object?: unknown } | null | undefined)?.object;
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return false;
  return !event.type.startsWith('payment_intent.') || typeof (object as { id?: unknown }).id === 'string';
}

const ConfigSchema = z
  .object({
    provider: z.enum(['stripe', 'test']),
    publishable_key: z.string().optional().openapi({ description: 'Clé publique Stripe (mode stripe seulement)' }),
  })
  .openapi('PaymentConfig');

const IntentSchema = z
  .object({
    client_secret: z.string(),
    payment_intent_id: z.string(),
    amount: z.number().openapi({ description: 'Montant en euros (total de la commande côté serveur)' }),
    currency: z.string().openapi({ example: 'eur' }),
  })
  .openapi('PaymentIntent');

const TestCardSchema = z
  .strictObject({
    client_secret: z.string().min(1).max(300),
    card_number: z.string().max(40),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().max(10),
  })
  .openapi('TestCardPayload');

const TestCardResultSchema = z
  .object({
    status: z.string().openapi({ example: 'succeeded' }),
    error: z.string().optional().openapi({ example: 'Votre carte a été refusée.' }),
  })
  .openapi('TestCardResult');

const route = routeFactory('Paiements');
const payer = withRoles('client', 'admin');

/** What a payment call answers when the provider fails (`providerFailure` in the payment service). */
const providerErrors = {
  502: jsonResponse(z.object({ detail: z.string() }), 'Le prestataire de paiement a refusé la demande'),
  503: jsonResponse(z.object({ detail: z.string() }), 'Prestataire de paiement injoignable'),
};

const configRoute = route.get('/config', 'getPaymentConfig', publicAccess, {
  summary: 'Prestataire de paiement actif',
  description: '`stripe` (avec la clé publique pour Stripe.js) ou `test` (mode de test intégré, sans réseau).',
  responses: { 200: jsonResponse(ConfigSchema, 'Configuration') },
});

const createIntentRoute = route.post('/create-payment-intent', 'createPaymentIntent', payer, {
  summary: 'Créer (ou reprendre) le paiement par carte d’une commande',
  description:
    'Client de la commande seulement. Montant = total de la commande calculé par le serveur, en euros ; idempotent (clé `commande-<id>`, intention ouverte réutilisée). 409 pour une commande en espèces, déjà payée ou annulée ; 502/503 si le prestataire échoue.',
  request: { query: z.object({ commande_id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(IntentSchema, 'Intention de paiement'),
    ...errorResponses(400, 401, 403, 404, 409),
    ...providerErrors,
  },
});

const confirmRoute = route.post('/confirm/{commandeId}', 'confirmPayment', payer, {
  summary: 'Confirmer le paiement d’une commande (vérifié auprès du prestataire)',
  description:
    'Le serveur interroge le prestataire : la commande passe `paid` seulement si l’intention a réussi avec le bon montant et la bonne devise. Sinon 409. Idempotent.',
  request: {
    params: z.object({
      commandeId: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: 'commandeId', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonResponse(CommandeSchema, 'Commande payée'),
    ...errorResponses(401, 403, 404, 409),
    ...providerErrors,
  },
});

const testCardRoute = route.post('/test/confirm-card', 'confirmTestCard', payer, {
  summary: 'Mode test : payer avec une carte de test',
  description:
    'Seulement sans clés Stripe (sinon 404). Carte 4242 4242 4242 4242 : paiement réussi ; 4000 0000 0000 0002 : `Votre carte a été refusée.` Numéro (Luhn), expiration future et CVC (3–4 chiffres) vérifiés (400).',
  request: { body: jsonBody(TestCardSchema) },
  responses: { 200: jsonResponse(TestCardResultSchema, 'Résultat'), ...errorResponses(400, 401, 403, 404, 409) },
});

const webhookRoute = route.post('/webhook', 'handleStripeWebhook', publicAccess, {
  summary: 'Webhook Stripe (payment_intent.succeeded / payment_failed)',
  description:
    'Corps brut signé par Stripe (`Stripe-Signature`, secret `STRIPE_WEBHOOK_SECRET`, tolérance 5 min), sinon 400. Chaque événement n’est appliqué qu’une fois (un rejeu répond 200 sans rien changer). 404 sans Stripe configuré.',
  responses: {
    200: jsonResponse(z.object({ received: z.literal(true), duplicate: z.boolean() }), 'Événement reçu'),
    ...errorResponses(400, 404),
  },
});

export function paiementRoutes(payments: PaymentService) {
  const router = createRouter();

  router.openapi(configRoute, (c) => {
    const stripe = payments.stripe;
    return c.json(
      stripe ? { provider: 'stripe' as const, publishable_key: stripe.publishableKey } : { provider: 'test' as const },
      200,
    );
  });

  router.openapi(createIntentRoute, async (c) => {
    const intent = await payments.createIntent(c.get('user'), c.req.valid('query').commande_id);
    return c.json(intent, 200);
  });

  router.openapi(confirmRoute, async (c) => {
    const commande = await payments.confirm(c.get('user'), c.req.valid('param').commandeId);
    return c.json(commande, 200);
  });

  router.openapi(testCardRoute, async (c) => {
    if (payments.provider.name !== 'test') throw notFound();
    return c.json(await payments.confirmTestCard(c.get('user'), c.req.valid('json')), 200);
  });

  router.openapi(webhookRoute, async (c) => {
    const stripe = payments.stripe;
    if (!stripe?.webhookSecret) throw notFound();
    const signature = c.req.header('stripe-signature');
    if (!signature) throw badRequest(WEBHOOK_MESSAGES.missingSignature);
    // The signature covers the exact bytes: read the raw body, never a re-serialised JSON.
    const rawBody = await c.req.text();
    let event: Stripe.Event;
    try {
      event = stripe.constructEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw badRequest(
          /tolerance/i.test(error.message) ? WEBHOOK_MESSAGES.staleSignature : WEBHOOK_MESSAGES.badSignature,
        );
      }
      if (error instanceof SyntaxError) throw badRequest(WEBHOOK_MESSAGES.badPayload);
      throw error;
    }
    if (!isReadableEvent(event)) throw badRequest(WEBHOOK_MESSAGES.badPayload);
    const outcome = await payments.handleStripeEvent(event);
    return c.json({ received: true as const, duplicate: outcome === 'duplicate' }, 200);
  });

  return router;
}
