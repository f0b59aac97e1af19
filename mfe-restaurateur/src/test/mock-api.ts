import { http, HttpResponse } from 'msw';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import { db } from '../mocks/db';
import { pendingUser } from '../mocks/fixtures';
import { demoRestaurant } from '../mocks/restaurant-fixtures';
import { server } from '../mocks/server';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A server error without a French `detail`: the screen falls back on its own message. */
export const serverError = () => HttpResponse.json({}, { status: 500 });

/** From now on the mock API answers `method path` (an MSW path under the API base) with `response`. */
export function answer(
  method: Method,
  path: string,
  response: () => Response = serverError,
  options?: { once: boolean },
) {
  server.use(http[method](`${MOCK_API_URL}${path}`, response, options));
}

/** The demo restaurant now belongs to the account awaiting validation. */
export function giveDemoRestaurantToPendingUser(): void {
  db.restaurants.find((restaurant) => restaurant.id === demoRestaurant.id)!.owner_id = pendingUser.id;
}
