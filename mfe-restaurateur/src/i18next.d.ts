// Typed keys: `t('orders.title')` is checked against the French catalogues (this area's and shared-ui's).
import 'i18next';

import type { CommonNamespace } from '@teranga/shared-ui';
import type { restaurateur } from './locales/fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'restaurateur';
    resources: { common: CommonNamespace; restaurateur: typeof restaurateur };
  }
}
