import { areaPaths } from '@teranga/shared-ui';

export const adminPaths = areaPaths('admin', ['dashboard', 'users', 'validations', 'settings']);
