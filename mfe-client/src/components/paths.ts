import { AREAS, areaPaths } from '@teranga/shared-ui';

export const clientPaths = {
  ...areaPaths('client', ['explorer', 'orders', 'checkout', 'profile']),
  restaurant: (id: string) => `${AREAS.client.path}/restaurants/${encodeURIComponent(id)}`,
  /** An order's tracking page. */
  order: (id: string) => `${AREAS.client.path}/orders/${encodeURIComponent(id)}`,
  /** A delivered order's printable receipt. */
  receipt: (id: string) => `${AREAS.client.path}/orders/${encodeURIComponent(id)}/recu`,
} as const;
