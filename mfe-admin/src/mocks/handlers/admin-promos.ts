import { http, HttpResponse } from 'msw';
import { MOCK_API_URL, invalidBody, problem } from '@teranga/shared-ui/mocks';
import { MONEY_MESSAGES, normalizePromoCode, type Promo } from '@teranga/shared-ui';
import { promoBodySchema } from '@teranga/shared-ui/rules';
import { promos } from '../db';
import { asAdmin } from './admin-access';
import { fromHundredths, jsonOf, toHundredths } from './money-validation';

/** The API's 400 for an `active` filter other than true or false. */
export const ACTIVE_FILTER_ERROR = 'Valeur attendue : true ou false';

const ACTIVE_FILTERS: Readonly<Record<string, boolean>> = { true: true, false: false, 1: true, 0: false };

/** Newest first, then by code, as the API lists them. */
const listed = (a: Promo, b: Promo) => b.created_at.localeCompare(a.created_at) || a.code.localeCompare(b.code);

// The API compares instants in UTC: an offset sent is brought back to it.
const utc = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

export const adminPromoHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/promos`,
    asAdmin(({ request }) => {
      const query = new URL(request.url).searchParams;
      const activeText = query.get('active');
      const active = activeText === null ? undefined : ACTIVE_FILTERS[activeText];
      if (activeText !== null && active === undefined) return problem(400, ACTIVE_FILTER_ERROR);
      const restaurantId = query.get('restaurant_id');
      const rows = promos.rows.filter(
        (row) =>
          (active === undefined || row.is_active === active) && (!restaurantId || row.restaurant_id === restaurantId),
      );
      return HttpResponse.json<Promo[]>([...rows].sort(listed));
    }),
  ),

  // A platform code: valid everywhere, the platform pays the discount. The code is unique whatever its case.
  http.post(
    `${MOCK_API_URL}/admin/promos`,
    asAdmin(async ({ request }) => {
      const parsed = promoBodySchema.safeParse(await jsonOf(request));
      if (!parsed.success) return invalidBody(parsed.error);
      const body = parsed.data;
      const code = normalizePromoCode(body.code);
      if (promos.rows.some((row) => row.code === code)) return problem(409, MONEY_MESSAGES.promoCodeTaken);
      const created: Promo = {
        id: crypto.randomUUID(),
        code,
        kind: body.kind,
        // Stored in basis points, cents or 0, answered as sent.
        value: body.kind === 'free_delivery' ? 0 : fromHundredths(toHundredths(body.value)),
        min_subtotal: fromHundredths(toHundredths(body.min_subtotal)),
        starts_at: utc(body.starts_at),
        ends_at: utc(body.ends_at),
        max_uses: body.max_uses ?? null,
        max_uses_per_client: body.max_uses_per_client ?? null,
        first_order_only: body.first_order_only,
        restaurant_id: null,
        restaurant_name: null,
        funded_by: 'platform',
        uses: 0,
        is_active: true,
        created_at: new Date().toISOString(),
      };
      promos.rows.push(created);
      return HttpResponse.json<Promo>(created, { status: 201 });
    }),
  ),

  // Switched off, never erased (its uses stay); already off: answered as it is.
  http.delete(
    `${MOCK_API_URL}/promos/:id`,
    asAdmin<{ id: string }>(({ params }) => {
      const row = promos.rows.find((promo) => promo.id === params.id);
      if (!row) return problem(404, MONEY_MESSAGES.promoNotFound);
      row.is_active = false;
      return HttpResponse.json<Promo>(row);
    }),
  ),
];
