import { http, HttpResponse } from 'msw';
import { MONEY_MESSAGES, periodProblem, type RestaurantStatement } from '@teranga/shared-ui';
import { periodQuerySchema, restaurantStatementCsv } from '@teranga/shared-ui/rules';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { restaurantStatement } from '../money';
import { caller, managedRestaurant } from './guards';

export const statementHandlers = [
  http.get(`${MOCK_API_URL}/restaurants/:id/statements`, ({ request, params }) => {
    const restaurant = managedRestaurant(caller(request, ['restaurateur', 'admin']), String(params.id));
    const query = new URL(request.url).searchParams;
    const period = periodQuerySchema.safeParse({
      from: query.get('from') ?? undefined,
      to: query.get('to') ?? undefined,
    });
    if (!period.success) return problem(400, MONEY_MESSAGES.periodInvalid);
    const { from, to } = period.data;
    const refused = periodProblem(from, to);
    if (refused) return problem(400, refused);
    const format = query.get('format') ?? 'json';
    if (format !== 'json' && format !== 'csv')
      return problem(400, 'Le paramètre « format » doit être « json » ou « csv »');
    const statement = restaurantStatement(restaurant, from, to);
    if (format === 'json') return HttpResponse.json<RestaurantStatement>(statement);
    return new HttpResponse(restaurantStatementCsv(statement), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="teranga-releve-${from}-${to}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  }),
];
