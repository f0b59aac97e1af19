import { AREAS, areaPaths } from '@teranga/shared-ui';

export const clientPaths = {
  ...areaPaths('client', ['explorer', 'orders', 'checkout', 'profile']),
  restaurant: (id: string) => `${AREAS.client.path}/restaurants/${encodeURIComponent(id)}`,
  /** An order's tracking page. */
  order: (id: string) => `${AREAS.client.path}/orders/${encodeURIComponent(id)}`,
} as const;
