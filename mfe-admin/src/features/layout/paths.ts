import { areaPaths } from '@teranga/shared-ui';

export const adminPaths = areaPaths('admin', [
  'dashboard',
  'live',
  'restaurants',
  'reviews',
  'users',
  'validations',
  'finances',
  'promotions',
  'settings',
  'history',
]);
