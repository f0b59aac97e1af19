import { AREAS } from '@teranga/shared-ui';

const base = AREAS.restaurateur.path;

// The layout is a pathless route under the host's `/restaurateur/*` splat, where react-router resolves
// relative links against the whole URL (`menu` from /restaurateur/orders → /restaurateur/orders/menu).
// Absolute targets built from the shared AREAS config hold in the shell and in standalone dev alike.
export const restaurateurPaths = {
  dashboard: `${base}/dashboard`,
  menu: `${base}/menu`,
  addDish: `${base}/menu/add`,
  categories: `${base}/categories`,
  orders: `${base}/orders`,
  analytics: `${base}/analytics`,
} as const;
