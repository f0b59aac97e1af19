import type { HttpResponseResolver } from 'msw';
import { answer as answerOn, type HttpMethod } from '@teranga/shared-ui/testing';
import { db } from '../mocks/db';
import { pendingUser } from '../mocks/fixtures';
import { demoRestaurant } from '../mocks/restaurant-fixtures';
import { server } from '../mocks/server';

export { serverError } from '@teranga/shared-ui/testing';

/** shared-ui's `answer`, on this remote's server: from now on `method path` answers `response`. */
export const answer = (
  method: HttpMethod,
  path: string,
  response?: HttpResponseResolver,
  options?: { once: boolean },
) => answerOn(server, method, path, response, options);

/** The demo restaurant now belongs to the account awaiting validation. */
export function giveDemoRestaurantToPendingUser(): void {
  db.restaurants.find((restaurant) => restaurant.id === demoRestaurant.id)!.owner_id = pendingUser.id;
}
