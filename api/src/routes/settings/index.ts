import { z } from '@hono/zod-openapi';
import {
  DEFAULT_MONEY_SETTINGS,
  DEFAULT_SETTINGS_BODY,
  restaurantCommissionSchema,
  SETTINGS_LIMITS,
  settingsBodySchema,
  TIP_MAX_CENTS,
  TIP_PRESETS_EUR,
  type SettingsBody,
} from '@teranga/shared-ui/rules';
import { eq, isNotNull } from 'drizzle-orm';
import type { Deadlines } from '../../config';
import type { Db } from '../../db/client';
import { platformSettings, restaurants, users } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { IdParams } from '../../domain/fields';
import { OWNERSHIP_MESSAGES } from '../../domain/ownership';
import {
  DEFAULT_SETTINGS,
  readSettings,
  rowOfSettings,
  settingsOfRow,
  type PlatformSettings,
} from '../../domain/settings';
import { notFound } from '../../lib/errors';
import { toCents, toEuros } from '../../lib/money';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../lib/openapi';
import { publicAccess, routeFactory, withRoles } from '../kit';

// Rates are basis points inside and percents on the wire, with the cents' arithmetic
// (15.25 % ↔ 1525): the same two-decimal rounding as the euros.
const percentOf = (bps: number) => toEuros(bps);
const bpsOf = (percent: number) => toCents(percent);

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const { commissionPercent, courierPayEuros, courierPerKmEuros, deliveryFeeEuros, vatPercent } = SETTINGS_LIMITS;
const { acceptWindowS, unpaidTtlS, courierAlertS } = SETTINGS_LIMITS;
const range = ({ min, max }: { min: number; max: number }, unit: string) => `${min} à ${max} ${unit}`;

const SettingsBody = settingsBodySchema.meta({
  id: 'PlatformSettingsPayload',
  description:
    'Tous les paramètres (un `PUT` remplace l’ensemble). Montants en euros et taux en pourcentage, au centième près : ' +
    `commission ${range(commissionPercent, '%')}, rémunération de base et minimale du livreur ${range(courierPayEuros, '€')}, ` +
    `par km ${range(courierPerKmEuros, '€')}, frais de livraison ${range(deliveryFeeEuros, '€')}, TVA ${range(vatPercent, '%')}. ` +
    `Délais en secondes entières (acceptation ${range(acceptWindowS, 's')}, paiement ${range(unpaidTtlS, 's')}, ` +
    `alerte livreur ${range(courierAlertS, 's')}) ; null : la configuration du serveur.`,
  example: { ...DEFAULT_SETTINGS_BODY, unpaid_ttl_s: 900 },
});

const CommissionBody = restaurantCommissionSchema.meta({
  id: 'RestaurantCommissionPayload',
  description: `Le taux de commission propre au restaurant (${range(commissionPercent, '%')}, au centième près) ; null : celui de la plateforme.`,
  example: { commission_rate: 12 },
});

const seconds = (description: string) => z.number().int().nullable().openapi({ description });

const PlatformSettingsSchema = z
  .object({
    commission_rate: z
      .number()
      .openapi({ description: 'Commission de la plateforme (%) sur les ventes des restaurants' }),
    courier_base_pay: z.number().openapi({ description: 'Rémunération du livreur par livraison (euros)' }),
    courier_pay_per_km: z.number().openapi({ description: 'Plus par km de la livraison (euros)' }),
    courier_min_pay: z.number().openapi({ description: 'Minimum par livraison, quelle que soit la distance (euros)' }),
    delivery_fee: z.number().openapi({ description: 'Frais de livraison payés par le client (euros)' }),
    vat_food_rate: z.number().openapi({ description: 'TVA sur les plats (%), pour les reçus' }),
    vat_delivery_rate: z.number().openapi({ description: 'TVA sur la livraison et le service (%), pour les reçus' }),
    accept_window_s: seconds('Délai d’acceptation d’une commande (s) ; null : la configuration du serveur'),
    unpaid_ttl_s: seconds('Délai de paiement d’une commande par carte (s) ; null : la configuration du serveur'),
    courier_alert_s: seconds('Alerte sans livreur (s) ; null : la configuration du serveur'),
    configured_deadlines: z
      .object({ accept_window_s: z.number().int(), unpaid_ttl_s: z.number().int(), courier_alert_s: z.number().int() })
      .openapi({ description: 'Les délais de la configuration du serveur : ce que signifie un délai null' }),
    updated_at: z.string().nullable().openapi({ description: 'null : jamais enregistrés (les valeurs par défaut)' }),
    updated_by: z.string().nullable().openapi({ description: 'Le nom de l’administrateur qui les a enregistrés' }),
    restaurant_commissions: z
      .array(z.object({ restaurant_id: z.string(), restaurant_name: z.string(), commission_rate: z.number() }))
      .openapi({ description: 'Les restaurants qui ont leur propre taux de commission, par nom' }),
  })
  .openapi('PlatformSettings');

const CheckoutSettingsSchema = z
  .object({
    delivery_fee: z.number().openapi({
      description: 'Frais de livraison d’une commande livrée (euros) ; une commande à emporter n’en a pas',
    }),
    tip_presets: z.array(z.number()).openapi({ description: 'Les pourboires proposés (euros)' }),
    max_tip: z.number().openapi({ description: 'Le pourboire le plus élevé accepté (euros)' }),
  })
  .openapi('CheckoutSettings');

const RestaurantCommissionSchema = z
  .object({
    restaurant_id: z.string(),
    restaurant_name: z.string(),
    commission_rate: z
      .number()
      .nullable()
      .openapi({ description: 'Son propre taux (%) ; null : celui de la plateforme' }),
    effective_commission_rate: z.number().openapi({ description: 'Le taux appliqué à ses prochaines commandes (%)' }),
  })
  .openapi('RestaurantCommission');

type SettingsJson = z.infer<typeof PlatformSettingsSchema>;

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const adminRoute = routeFactory('Administration');
const route = routeFactory('Commandes');
const adminOnly = withRoles('admin');

const APPLIES =
  'Les commandes passées ensuite suivent les nouveaux montants ; chaque commande garde les conditions de son passage ' +
  '(commission, rémunération du livreur, TVA), donc une modification ne change rien à une commande déjà passée.';

const getSettingsRoute = adminRoute.get('/admin/settings', 'getPlatformSettings', adminOnly, {
  summary: 'Les paramètres de la plateforme',
  description:
    'Administrateurs seulement. Commission, rémunération des livreurs, frais de livraison, TVA des reçus et délais de la cuisine ' +
    `(jamais enregistrés : les valeurs par défaut, commission ${DEFAULT_MONEY_SETTINGS.commission_bps / 100} %, ` +
    `livraison ${toEuros(DEFAULT_MONEY_SETTINGS.delivery_fee_cents)} €), avec les restaurants qui ont leur propre commission.`,
  responses: { 200: jsonResponse(PlatformSettingsSchema, 'Paramètres'), ...errorResponses(401, 403) },
});

const putSettingsRoute = adminRoute.put('/admin/settings', 'updatePlatformSettings', adminOnly, {
  summary: 'Modifier les paramètres de la plateforme',
  description:
    'Administrateurs seulement. Le corps remplace tous les paramètres ; une valeur hors limites : 400 avec la raison, rien n’est changé. ' +
    'La modification est inscrite au journal d’audit (`settings.update`, valeurs avant / après) dans la même transaction ; ' +
    'identique aux paramètres en vigueur : renvoyés tels quels, rien n’est écrit. ' +
    APPLIES +
    ' Les autres processus de l’API les appliquent dans les 5 secondes.',
  request: { body: jsonBody(SettingsBody) },
  responses: { 200: jsonResponse(PlatformSettingsSchema, 'Paramètres enregistrés'), ...errorResponses(400, 401, 403) },
});

const commissionRoute = adminRoute.put('/admin/restaurants/{id}/commission', 'updateRestaurantCommission', adminOnly, {
  summary: 'Le taux de commission propre à un restaurant',
  description:
    'Administrateurs seulement. Un taux pour ce restaurant, ou null pour revenir à celui de la plateforme ; restaurant inconnu : 404. ' +
    'Inscrit au journal d’audit (`restaurant.commission`) ; inchangé : renvoyé tel quel, rien n’est écrit. ' +
    'Ses commandes passées ensuite gardent ce taux ; les précédentes, le leur.',
  request: { params: IdParams, body: jsonBody(CommissionBody) },
  responses: {
    200: jsonResponse(RestaurantCommissionSchema, 'Taux enregistré'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const checkoutRoute = route.get('/settings/checkout', 'getCheckoutSettings', publicAccess, {
  summary: 'Les montants du paiement de la commande',
  description:
    'Public. Les frais de livraison en vigueur et les pourboires proposés (le client peut aussi en choisir un autre, ' +
    `jusqu’à ${TIP_MAX_CENTS / 100} €), pour que la page de paiement affiche ce que \`POST /commandes\` comptera.`,
  responses: { 200: jsonResponse(CheckoutSettingsSchema, 'Montants') },
});

// ---------------------------------------------------------------------------
// Reading and writing
// ---------------------------------------------------------------------------

/** The values an admin sets, on the wire (also what the audit log records before and after). */
function settingsValues(settings: PlatformSettings) {
  return {
    commission_rate: percentOf(settings.commission_bps),
    courier_base_pay: toEuros(settings.courier_base_cents),
    courier_pay_per_km: toEuros(settings.courier_per_km_cents),
    courier_min_pay: toEuros(settings.courier_min_cents),
    delivery_fee: toEuros(settings.delivery_fee_cents),
    vat_food_rate: percentOf(settings.vat_food_bps),
    vat_delivery_rate: percentOf(settings.vat_delivery_bps),
    accept_window_s: settings.accept_window_s,
    unpaid_ttl_s: settings.unpaid_ttl_s,
    courier_alert_s: settings.courier_alert_s,
  };
}

function settingsOfBody(body: SettingsBody, base: PlatformSettings): PlatformSettings {
  return {
    ...base,
    commission_bps: bpsOf(body.commission_rate),
    courier_base_cents: toCents(body.courier_base_pay),
    courier_per_km_cents: toCents(body.courier_pay_per_km),
    courier_min_cents: toCents(body.courier_min_pay),
    delivery_fee_cents: toCents(body.delivery_fee),
    vat_food_bps: bpsOf(body.vat_food_rate),
    vat_delivery_bps: bpsOf(body.vat_delivery_rate),
    accept_window_s: body.accept_window_s,
    unpaid_ttl_s: body.unpaid_ttl_s,
    courier_alert_s: body.courier_alert_s,
  };
}

const sameValues = (a: PlatformSettings, b: PlatformSettings) =>
  JSON.stringify(settingsValues(a)) === JSON.stringify(settingsValues(b));

/** The answer of both settings routes: the values, what a null deadline means, who saved them, the own rates. */
async function settingsJson(db: Db, settings: PlatformSettings, configured: Deadlines): Promise<SettingsJson> {
  const [editor] = settings.updated_by
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, settings.updated_by)).limit(1)
    : [];
  const own = await db
    .select({ id: restaurants.id, name: restaurants.name, bps: restaurants.commissionBps })
    .from(restaurants)
    .where(isNotNull(restaurants.commissionBps));
  // Sorted here: the engines' collations differ on case and accents.
  own.sort((a, b) => a.name.localeCompare(b.name, 'fr') || a.id.localeCompare(b.id));
  return {
    ...settingsValues(settings),
    configured_deadlines: {
      accept_window_s: configured.acceptWindowS,
      unpaid_ttl_s: configured.unpaidTtlS,
      courier_alert_s: configured.courierSearchAlertS,
    },
    updated_at: settings.updated_at,
    updated_by: editor?.name ?? null,
    restaurant_commissions: own.map((r) => ({
      restaurant_id: r.id,
      restaurant_name: r.name,
      commission_rate: percentOf(r.bps!),
    })),
  };
}

/**
 * Saves the settings and audits the change in one transaction; returns what is in force after
 * it. The row is created (defaults) before it is locked, so that on PostgreSQL two first saves
 * queue like any later ones and each audit entry's `before` is what its save replaced.
 */
function saveSettings(db: Db, body: SettingsBody, adminId: string, now: string): Promise<PlatformSettings> {
  return db.tx(async (tx) => {
    const defaults = rowOfSettings(DEFAULT_SETTINGS, now, null);
    const created = await tx.insert(platformSettings).values(defaults).onConflictDoNothing().returning();
    await tx.lockRows(platformSettings, [defaults.id]);
    const before = await readSettings(tx);
    const next = settingsOfBody(body, before);
    if (created.length === 0 && sameValues(before, next)) return before;
    const { id, ...values } = rowOfSettings(next, now, adminId);
    const [row] = await tx
      .insert(platformSettings)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: platformSettings.id, set: values })
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: id,
      before: settingsValues(before),
      after: settingsValues(next),
      at: now,
    });
    return settingsOfRow(row);
  });
}

/** Sets (or clears) a restaurant's own commission, audited; answers its rates after. */
function saveCommission(db: Db, restaurantId: string, percent: number | null, adminId: string, now: string) {
  return db.tx(async (tx) => {
    await tx.lockRows(restaurants, [restaurantId]);
    const [found] = await tx
      .select({ id: restaurants.id, name: restaurants.name, bps: restaurants.commissionBps })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .limit(1);
    if (!found) throw notFound(OWNERSHIP_MESSAGES.restaurantNotFound);
    const bps = percent === null ? null : bpsOf(percent);
    if (bps !== found.bps) {
      await tx.update(restaurants).set({ commissionBps: bps, updatedAt: now }).where(eq(restaurants.id, restaurantId));
      await recordAudit(tx, {
        actorId: adminId,
        action: 'restaurant.commission',
        targetType: 'restaurant',
        targetId: restaurantId,
        before: { commission_rate: found.bps === null ? null : percentOf(found.bps) },
        after: { commission_rate: percent === null ? null : percentOf(bps!) },
        at: now,
      });
    }
    const platform = await readSettings(tx);
    return {
      restaurant_id: found.id,
      restaurant_name: found.name,
      commission_rate: bps === null ? null : percentOf(bps),
      effective_commission_rate: percentOf(bps ?? platform.commission_bps),
    };
  });
}

// ---------------------------------------------------------------------------

/** Issue 17: the platform's settings (`/admin/settings`, `/settings/checkout`…). Whole paths. */
export function settingsRoutes() {
  const router = createRouter();

  router.openapi(getSettingsRoute, async (c) => {
    const deps = c.get('deps');
    // The row itself, not the process's copy: an admin reads what another process just saved.
    const settings = await readSettings(deps.db);
    return c.json(await settingsJson(deps.db, settings, deps.settings.configuredDeadlines), 200);
  });

  router.openapi(putSettingsRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const saved = await saveSettings(deps.db, c.req.valid('json'), admin.id, new Date().toISOString());
    deps.settings.set(saved);
    deps.logger.info({ adminId: admin.id, settings: settingsValues(saved) }, 'platform settings saved');
    return c.json(await settingsJson(deps.db, saved, deps.settings.configuredDeadlines), 200);
  });

  router.openapi(commissionRoute, async (c) => {
    const deps = c.get('deps');
    const admin = c.get('user');
    const { id } = c.req.valid('param');
    const { commission_rate } = c.req.valid('json');
    const answer = await saveCommission(deps.db, id, commission_rate, admin.id, new Date().toISOString());
    deps.logger.info({ adminId: admin.id, restaurantId: id, commission: answer.commission_rate }, 'commission set');
    return c.json(answer, 200);
  });

  router.openapi(checkoutRoute, async (c) => {
    const { settings } = c.get('deps');
    const fee = (await settings.latest()).delivery_fee_cents;
    return c.json(
      {
        delivery_fee: toEuros(fee),
        tip_presets: [...TIP_PRESETS_EUR],
        max_tip: TIP_MAX_CENTS / 100,
      },
      200,
    );
  });

  return router;
}
