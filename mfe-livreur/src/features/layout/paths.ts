import { areaPaths } from '@teranga/shared-ui';

export const livreurPaths = areaPaths('livreur', ['dashboard', 'available', 'active', 'history', 'gains', 'profile']);
