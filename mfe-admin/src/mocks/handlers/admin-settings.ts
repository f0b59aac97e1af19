import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, invalidBody, problem } from '@teranga/shared-ui/mocks';
import {
  ACCESS_MESSAGES,
  DEFAULT_DEADLINES,
  type PlatformSettings,
  type PlatformSettingsPayload,
  type RestaurantCommission,
} from '@teranga/shared-ui';
import { restaurantCommissionSchema, settingsBodySchema } from '@teranga/shared-ui/rules';
import { catalogue, money, users } from '../db';
import { asAdmin } from './admin-access';
import { recordAudit } from './admin-audit';
import { fromHundredths, jsonOf, toHundredths } from './money-validation';

/** The platform's settings row's id, the target of its audit entries. */
export const SETTINGS_TARGET_ID = 'platform';

/** What a null deadline means: the server's configuration. */
const CONFIGURED_DEADLINES: PlatformSettings['configured_deadlines'] = {
  accept_window_s: DEFAULT_DEADLINES.acceptWindowS,
  unpaid_ttl_s: DEFAULT_DEADLINES.unpaidTtlS,
  courier_alert_s: DEFAULT_DEADLINES.courierSearchAlertS,
};

const restaurantName = (id: string) => catalogue.restaurants.find((row) => row.id === id)?.name ?? id;

/** The answer of both settings routes: the values, what a null deadline means, who saved them, the own rates by name. */
export function settingsJson(): PlatformSettings {
  const { values, updated_at, updated_by } = money.settings;
  return {
    ...values,
    configured_deadlines: CONFIGURED_DEADLINES,
    updated_at,
    updated_by: users.users.find((user) => user.id === updated_by)?.name ?? null,
    restaurant_commissions: [...money.commissions]
      .map(([restaurant_id, commission_rate]) => ({
        restaurant_id,
        restaurant_name: restaurantName(restaurant_id),
        commission_rate,
      }))
      .sort(
        (a, b) =>
          a.restaurant_name.localeCompare(b.restaurant_name, 'fr') || a.restaurant_id.localeCompare(b.restaurant_id),
      ),
  };
}

/** The values as the API stores them: euros and percents to the cent, at most two decimals. */
const stored = (body: PlatformSettingsPayload): PlatformSettingsPayload => ({
  ...body,
  commission_rate: fromHundredths(toHundredths(body.commission_rate)),
  courier_base_pay: fromHundredths(toHundredths(body.courier_base_pay)),
  courier_pay_per_km: fromHundredths(toHundredths(body.courier_pay_per_km)),
  courier_min_pay: fromHundredths(toHundredths(body.courier_min_pay)),
  delivery_fee: fromHundredths(toHundredths(body.delivery_fee)),
  vat_food_rate: fromHundredths(toHundredths(body.vat_food_rate)),
  vat_delivery_rate: fromHundredths(toHundredths(body.vat_delivery_rate)),
});

export const adminSettingsHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/settings`,
    asAdmin(() => HttpResponse.json<PlatformSettings>(settingsJson())),
  ),

  // A PUT replaces the whole set; the same values as in force: answered as is, nothing audited.
  http.put(
    `${MOCK_API_URL}/admin/settings`,
    asAdmin(async ({ request, admin }) => {
      const body = settingsBodySchema.safeParse(await jsonOf(request));
      if (!body.success) return invalidBody(body.error);
      const before = money.settings.values;
      const after = stored(body.data);
      if (JSON.stringify(before) === JSON.stringify(after) && money.settings.updated_at !== null) {
        return HttpResponse.json<PlatformSettings>(settingsJson());
      }
      money.settings = { values: after, updated_at: new Date().toISOString(), updated_by: admin.id };
      recordAudit(admin, {
        action: 'settings.update',
        target_type: 'settings',
        target_id: SETTINGS_TARGET_ID,
        before: { ...before },
        after: { ...after },
      });
      return HttpResponse.json<PlatformSettings>(settingsJson());
    }),
  ),

  // A restaurant's own rate, or null for the platform's again; unchanged: answered as is, nothing audited.
  http.put(
    `${MOCK_API_URL}/admin/restaurants/:id/commission`,
    asAdmin<{ id: string }>(async ({ request, params, admin }) => {
      const body = restaurantCommissionSchema.safeParse(await jsonOf(request));
      if (!body.success) return invalidBody(body.error);
      const restaurant = catalogue.restaurants.find((row) => row.id === params.id);
      if (!restaurant) return problem(404, ACCESS_MESSAGES.restaurantNotFound);
      const rate = body.data.commission_rate === null ? null : fromHundredths(toHundredths(body.data.commission_rate));
      const previous = money.commissions.get(restaurant.id) ?? null;
      if (rate !== previous) {
        if (rate === null) money.commissions.delete(restaurant.id);
        else money.commissions.set(restaurant.id, rate);
        recordAudit(admin, {
          action: 'restaurant.commission',
          target_type: 'restaurant',
          target_id: restaurant.id,
          target_name: restaurant.name,
          before: { commission_rate: previous },
          after: { commission_rate: rate },
        });
      }
      return HttpResponse.json<RestaurantCommission>({
        restaurant_id: restaurant.id,
        restaurant_name: restaurant.name,
        commission_rate: rate,
        effective_commission_rate: rate ?? money.settings.values.commission_rate,
      });
    }),
  ),
];
