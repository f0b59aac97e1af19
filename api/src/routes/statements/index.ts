import { z } from '@hono/zod-openapi';
import {
  courierEarningsCsv,
  DEFAULT_TIME_ZONE,
  MONEY_MESSAGES,
  PERIOD_MAX_DAYS,
  periodProblem,
  periodQuerySchema,
  restaurantStatementCsv,
} from '@teranga/shared-ui/rules';
import type { Context } from 'hono';
import { IdParams } from '../../domain/fields';
import {
  CourierEarningsSchema,
  courierEarnings,
  OrderReceiptSchema,
  orderReceipt,
  periodOf,
  PlatformFinancesSchema,
  platformFinances,
  RECEIPT_TIP_NOTE,
  RestaurantStatementSchema,
  restaurantStatement,
} from '../../domain/statements';
import { createRouter, errorResponses, jsonResponse } from '../../lib/openapi';
import { loadOwnedRestaurant } from '../../middleware/ownership';
import { approvedRoles, restaurantManager, routeFactory, withRoles } from '../kit';

// ---------------------------------------------------------------------------
// Query
// ---------------------------------------------------------------------------

const periodFields = {
  from: periodQuerySchema.shape.from.meta({
    description: 'Premier jour, date locale AAAA-MM-JJ',
    example: '2026-04-01',
  }),
  to: periodQuerySchema.shape.to.meta({ description: 'Dernier jour, compris (AAAA-MM-JJ)', example: '2026-04-30' }),
};

const checkPeriod = (period: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const problem = periodProblem(period.from, period.to);
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
};

const PeriodQuery = z.object(periodFields).superRefine(checkPeriod);
const ExportQuery = z
  .object({
    ...periodFields,
    format: z
      .enum(['json', 'csv'])
      .optional()
      .openapi({ description: '`csv` : le même relevé en CSV (tableur) ; JSON par défaut' }),
  })
  .superRefine(checkPeriod);

const PERIOD_RULES =
  `Période : \`from\` et \`to\`, dates locales AAAA-MM-JJ, \`to\` compris, ${PERIOD_MAX_DAYS} jours au plus ` +
  `(sinon 400 \`${MONEY_MESSAGES.periodTooLong}\` ; \`to\` avant \`from\` ou date invalide : 400 \`${MONEY_MESSAGES.periodInvalid}\`). `;

const LEDGER_RULES =
  'Tout est lu dans le grand livre (`ledger_entries`) : une écriture appartient au jour local de sa date, les totaux sont les sommes ' +
  'des lignes, et le solde (`balance`) est ce que la plateforme doit au titulaire du compte depuis toujours jusqu’à la fin de la période. ' +
  'Montants en euros. ';

const CSV_RULES =
  '`format=csv` : `text/csv; charset=utf-8` avec BOM, séparateur `;`, virgule décimale, en-têtes en français, une ligne par ' +
  'commande puis une ligne « Total », en pièce jointe (`Content-Disposition: attachment`). ';

const csvResponse = (schema: z.ZodType, description: string) => ({
  description,
  content: {
    'application/json': { schema },
    'text/csv': { schema: z.string().openapi({ description: 'Le relevé en CSV (avec `format=csv`)' }) },
  },
});

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const route = routeFactory('Finances');

const statementRoute = route.get('/restaurants/{id}/statements', 'getRestaurantStatement', restaurantManager, {
  summary: 'Relevé d’un restaurant sur une période (ventes, commission, net dû)',
  description:
    'Le restaurateur propriétaire (validé) ou un administrateur ; un autre restaurateur : 403, restaurant inconnu : 404. ' +
    PERIOD_RULES +
    'Jours locaux dans le fuseau du restaurant. Une ligne par commande ayant des écritures sur le compte du restaurant dans la période : ' +
    '`sales` (plats vendus), `commission`, `promos` (réductions qu’il finance), `refunds` (remboursements à sa charge) et `cash_collected` ' +
    '(espèces encaissées au comptoir) sont déduits ; `net` est ce que la plateforme lui doit pour la commande. ' +
    LEDGER_RULES +
    CSV_RULES,
  request: { params: IdParams, query: ExportQuery },
  responses: { 200: csvResponse(RestaurantStatementSchema, 'Relevé'), ...errorResponses(400, 401, 403, 404) },
});

const earningsRoute = route.get('/livraisons/earnings', 'getCourierEarnings', approvedRoles('livreur'), {
  summary: 'Gains du livreur sur une période (par livraison, par jour, par semaine)',
  description:
    'Le livreur validé, pour son propre compte (les autres rôles : 403). ' +
    PERIOD_RULES +
    `Jours locaux dans le fuseau ${DEFAULT_TIME_ZONE}. Par livraison : base (minimum compris), part kilométrique, pourboire, ` +
    '`pay` = base + distance + pourboire, les espèces encaissées auprès du client et `net` = `pay` − espèces. `by_day` : chaque jour ' +
    'de la période, zéros compris ; `by_week` : chaque semaine (du lundi, `week_start`) qui touche la période, comptée dans la période. ' +
    LEDGER_RULES +
    CSV_RULES,
  request: { query: ExportQuery },
  responses: { 200: csvResponse(CourierEarningsSchema, 'Gains'), ...errorResponses(400, 401, 403) },
});

const financesRoute = route.get('/admin/finances', 'getPlatformFinances', withRoles('admin'), {
  summary: 'Finances de la plateforme sur une période',
  description:
    'Administrateurs seulement. ' +
    PERIOD_RULES +
    `Jours locaux dans le fuseau ${DEFAULT_TIME_ZONE}. Les totaux de la période par nature d’écriture (ventes, commissions, frais de ` +
    'livraison, pourboires, rémunération des livreurs, réductions selon qui les finance, remboursements, paiements reçus, espèces, ' +
    'montants conservés) et `platform_net`, la somme des comptes de la plateforme ; puis chaque restaurant et chaque livreur ayant des ' +
    'écritures dans la période ou un solde non nul, avec ce qui lui est dû. ' +
    LEDGER_RULES,
  request: { query: PeriodQuery },
  responses: { 200: jsonResponse(PlatformFinancesSchema, 'Finances'), ...errorResponses(400, 401, 403) },
});

const receiptRoute = route.get('/commandes/{id}/receipt', 'getCommandeReceipt', withRoles('client', 'admin'), {
  summary: 'Reçu d’une commande livrée ou récupérée, avec la TVA',
  description:
    'Le client de la commande ou un administrateur (la commande d’un autre client : 404, comme `GET /commandes/{id}` ; ' +
    `restaurateurs et livreurs : 403). Seulement une fois la commande livrée ou récupérée (\`livree\`), sinon 409 \`${MONEY_MESSAGES.receiptNotReady}\`. ` +
    'La TVA aux taux en vigueur à la commande : plats (la réduction d’un code promo les diminue) et livraison (diminuée par un code qui ' +
    'l’offre) ; une ligne à zéro n’est pas donnée. Le pourboire est hors TVA (`tip_note` : « ' +
    RECEIPT_TIP_NOTE +
    ' »). `refunded` : ce qui a été remboursé depuis.',
  request: { params: IdParams },
  responses: { 200: jsonResponse(OrderReceiptSchema, 'Reçu'), ...errorResponses(401, 403, 404, 409) },
});

// ---------------------------------------------------------------------------

/** A CSV attachment, never cached (money of one account). */
function csvAttachment(c: Context, body: string, name: string, from: string, to: string) {
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="teranga-${name}-${from}-${to}.csv"`,
    'Cache-Control': 'private, no-store',
  });
}

/** Issue 17: statements, earnings, finances and receipts. Whole paths. */
export function statementRoutes() {
  const router = createRouter();

  router.openapi(statementRoute, async (c) => {
    const { db } = c.get('deps');
    const { from, to, format } = c.req.valid('query');
    const restaurant = await loadOwnedRestaurant(c, c.req.valid('param').id);
    const statement = await restaurantStatement(db, restaurant, periodOf(from, to, restaurant.timeZone));
    if (format === 'csv') return csvAttachment(c, restaurantStatementCsv(statement), 'releve', from, to);
    return c.json(statement, 200);
  });

  router.openapi(earningsRoute, async (c) => {
    const { db } = c.get('deps');
    const { from, to, format } = c.req.valid('query');
    const earnings = await courierEarnings(db, c.get('user').id, periodOf(from, to, DEFAULT_TIME_ZONE));
    if (format === 'csv') return csvAttachment(c, courierEarningsCsv(earnings), 'gains', from, to);
    return c.json(earnings, 200);
  });

  router.openapi(financesRoute, async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(await platformFinances(c.get('deps').db, periodOf(from, to, DEFAULT_TIME_ZONE)), 200);
  });

  router.openapi(receiptRoute, async (c) => {
    const receipt = await orderReceipt(c.get('deps').db, c.get('user'), c.req.valid('param').id);
    return c.json(receipt, 200);
  });

  return router;
}
