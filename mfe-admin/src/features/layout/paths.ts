import { areaPaths } from '@teranga/shared-ui';

export const adminPaths = areaPaths('admin', [
  'dashboard',
  'live',
  'restaurants',
  'users',
  'validations',
  'settings',
  'history',
]);
