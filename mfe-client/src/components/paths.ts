import { AREAS } from '@teranga/shared-ui';

const base = AREAS.client.path;

// The layout is a pathless route under the host's `/client/*` splat, where react-router resolves
// relative links against the whole URL (`explorer` from /client/orders → /client/orders/explorer).
// Absolute targets built from the shared AREAS config hold in the shell and in standalone dev alike.
export const clientPaths = {
  explorer: `${base}/explorer`,
  orders: `${base}/orders`,
  checkout: `${base}/checkout`,
  profile: `${base}/profile`,
  restaurant: (id: string) => `${base}/restaurants/${encodeURIComponent(id)}`,
} as const;
