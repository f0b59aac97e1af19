import { AREAS, areaPaths } from '@teranga/shared-ui';

export const clientPaths = {
  ...areaPaths('client', ['explorer', 'orders', 'checkout', 'profile']),
  restaurant: (id: string) => `${AREAS.client.path}/restaurants/${encodeURIComponent(id)}`,
} as const;
