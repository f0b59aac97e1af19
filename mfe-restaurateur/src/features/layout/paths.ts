import { areaPaths } from '@teranga/shared-ui';

const pages = areaPaths('restaurateur', [
  'dashboard',
  'menu',
  'categories',
  'orders',
  'analytics',
  'restaurant',
  'reviews',
  'paiements',
  'promotions',
]);

export const restaurateurPaths = { ...pages, addDish: `${pages.menu}/add` } as const;
