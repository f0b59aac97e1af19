import { areaPaths } from '@teranga/shared-ui';

export const adminPaths = areaPaths('admin', ['dashboard', 'live', 'users', 'validations', 'settings']);
