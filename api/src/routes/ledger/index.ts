import { z } from '@hono/zod-openapi';
import {
  LEDGER_ACCOUNTS,
  MONEY_MESSAGES,
  REFUND_REASON_MAX,
  REFUND_WINDOW_HOURS,
  restaurantRefundSchema,
} from '@teranga/shared-ui/rules';
import { query } from '../../db/client';
import { CommandeSchema, loadCommandeJson, type CommandeJson } from '../../domain/commande-json';
import { IdParams } from '../../domain/fields';
import { checkLedger, LedgerCheckSchema, MAX_UNBALANCED_LISTED } from '../../domain/ledger-check';
import { ORDER_STATUS_ERRORS } from '../../domain/order-status';
import { isAdmin } from '../../domain/ownership';
import { conflict, notFound } from '../../lib/errors';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import type { RefundReservation } from '../../payments/service';
import { approvedRoles, routeFactory, withRoles } from '../kit';

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const RefundBody = restaurantRefundSchema.meta({
  id: 'RestaurantRefundPayload',
  description:
    '`amount_cents` : le montant remboursé, en **centimes** (entier de 1 à 1 000 000) ; ' +
    `\`reason\` : le motif, 1 à ${REFUND_REASON_MAX} caractères (espaces retirés), gardé dans le grand livre.`,
  example: { amount_cents: 450, reason: 'Pastels manquants dans la commande' },
});

const ProviderFailure = z.object({ detail: z.string() });

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Commandes');
const adminRoute = routeFactory('Administration');

const refundRoute = route.post(
  '/commandes/{id}/refund',
  'refundCommandeByRestaurant',
  approvedRoles('restaurateur', 'admin'),
  {
    summary: 'Rembourser une partie d’une commande livrée (par le restaurant)',
    description:
      'Le restaurateur du restaurant de la commande (compte validé) ou un administrateur ; la commande d’un autre restaurant : 404, ' +
      'comme si elle n’existait pas. Les règles, dans cet ordre : ' +
      `commande réglée en espèces : 409 \`${MONEY_MESSAGES.refundCash}\` ; ` +
      `commande pas encore livrée (ou annulée) : 409 \`${MONEY_MESSAGES.refundNotDelivered}\` ; ` +
      `plus de ${REFUND_WINDOW_HOURS} heures après la livraison (\`status_times.livree\`) : 409 \`${MONEY_MESSAGES.refundTooLate}\` ; ` +
      `plus que ce qui a été payé et pas encore remboursé : 422 \`${MONEY_MESSAGES.refundTooMuch(0).replace(/ \(.*\)$/, '')} (…)\`, ` +
      'même sous des demandes simultanées (le montant est réservé sur le paiement avant l’appel au prestataire). ' +
      'Le remboursement est prélevé sur la part du restaurant (grand livre : ligne `refund` de son compte), ' +
      'le client le voit dans `refunded_amount` de sa commande ; remboursée en entier, elle passe `payment_status: refunded`. ' +
      'Prestataire de paiement injoignable (503) ou refusant (502) : rien n’est remboursé et le montant réservé est rendu, on peut réessayer. ' +
      'Réponse : la commande, comme `GET /commandes/{id}`.',
    request: { params: IdParams, body: jsonBody(RefundBody) },
    responses: {
      200: jsonResponse(CommandeSchema, 'Remboursement effectué : la commande'),
      ...errorResponses(400, 401, 403, 404, 409, 415, 422),
      502: jsonResponse(ProviderFailure, 'Le prestataire de paiement a refusé le remboursement (rien n’est remboursé)'),
      503: jsonResponse(ProviderFailure, 'Prestataire de paiement injoignable (rien n’est remboursé)'),
    },
  },
);

const checkRoute = adminRoute.get('/admin/ledger/check', 'checkLedger', withRoles('admin'), {
  summary: 'Contrôler le grand livre : tout est-il équilibré au centime ?',
  description:
    'Administrateurs seulement. Ré-additionne toutes les lignes du grand livre (rien n’est tiré d’un solde tenu à part) : ' +
    '`balanced` est vrai quand chaque transaction s’annule (sinon elle est listée dans `unbalanced`, ' +
    `${MAX_UNBALANCED_LISTED} au plus, avec sa somme), que la somme de toutes les lignes (\`total\`) est 0 et que le compte ` +
    `\`${LEDGER_ACCOUNTS.provider}\` du grand livre vaut ce que le prestataire de paiement a enregistré (\`provider.recorded\` : ` +
    'les paiements réussis moins ce qu’il a remboursé ; en mode test, les lignes `paiements` sont ses propres enregistrements). ' +
    '**Un remboursement en cours** (montant réservé, prestataire pas encore revenu) apparaît comme un écart `provider.difference` ' +
    'jusqu’à ce qu’il aboutisse ou soit annulé : recontrôler quelques secondes plus tard. ' +
    '`accounts` : le solde de chaque compte de la plateforme et du séquestre (débits − crédits, euros), les restaurants et les livreurs ' +
    'additionnés (`restaurants`, `couriers`) ; leur somme est `total`. Montants en euros.',
  responses: { 200: jsonResponse(LedgerCheckSchema, 'Le contrôle'), ...errorResponses(401, 403) },
});

// ---------------------------------------------------------------------------

/** What the refund's rules read of an order, with its restaurant's owner (one statement, both engines). */
const REFUND_FACTS = query({
  sqlite: `SELECT c.id, c.payment_mode, c.status, r.owner_id,
    json_extract(c.status_times, '$.livree') AS delivered_at
    FROM commandes c JOIN restaurants r ON r.id = c.restaurant_id WHERE c.id = ?`,
  pg: `SELECT c.id, c.payment_mode, c.status, r.owner_id,
    c.status_times ->> 'livree' AS delivered_at
    FROM commandes c JOIN restaurants r ON r.id = c.restaurant_id WHERE c.id = ?`,
});

interface RefundFacts {
  id: string;
  payment_mode: 'card' | 'cash';
  status: string;
  owner_id: string;
  delivered_at: string | null;
}

const REFUND_WINDOW_MS = REFUND_WINDOW_HOURS * 3_600_000;

/** Issue 17: the restaurant's refunds and the ledger's check. Whole paths. */
export function ledgerRoutes() {
  const router = createRouter();

  router.openapi(refundRoute, async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const { amount_cents, reason } = c.req.valid('json');
    const now = Date.now();
    const reservation = await deps.db.tx(async (tx): Promise<RefundReservation> => {
      // An order leaves `livree` never and its delivery time never changes: nothing to lock. Only
      // the amount can race, and `reserveRefund`'s conditional UPDATE settles that.
      const order = await tx.row<RefundFacts>(REFUND_FACTS, [id]);
      if (!order || !(isAdmin(user) || order.owner_id === user.id)) throw notFound(ORDER_STATUS_ERRORS.notFound);
      if (order.payment_mode === 'cash') throw conflict(MONEY_MESSAGES.refundCash);
      if (order.status !== 'livree') throw conflict(MONEY_MESSAGES.refundNotDelivered);
      // No recorded delivery time (an order older than `status_times`): the window cannot be shown open.
      const deliveredAt = order.delivered_at ? Date.parse(order.delivered_at) : Number.NaN;
      if (!(now - deliveredAt <= REFUND_WINDOW_MS)) throw conflict(MONEY_MESSAGES.refundTooLate);
      // amount_cents ≥ 1 (the body's schema): a reservation or a 422, never null.
      const reserved = (await deps.payments.reserveRefund(tx, id, amount_cents))!;
      return { ...reserved, chargeTo: 'restaurant' };
    });
    // Outside the transaction (it awaits nothing but the database). A provider failure gives the
    // reservation back and answers 503 / 502.
    await deps.payments.executeRefund(reservation, reason);
    deps.logger.info({ commandeId: id, by: user.id, amountCents: amount_cents }, 'order refunded by the restaurant');
    const commande: CommandeJson = (await loadCommandeJson(deps.db, id, deps.deadlines.courierSearchAlertS))!;
    return c.json(commande, 200);
  });

  router.openapi(checkRoute, async (c) => {
    const check = await checkLedger(c.get('deps').db, new Date());
    if (!check.balanced) {
      c.get('deps').logger.warn(
        { unbalanced: check.unbalanced_count, total: check.total, provider: check.provider },
        'ledger check: NOT balanced',
      );
    }
    return c.json(check, 200);
  });

  return router;
}
