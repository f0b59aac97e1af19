// Typed keys: `t('active.title')` is checked against the French catalogues (the area's and shared-ui's).
import 'i18next';

import type { CommonNamespace } from '@teranga/shared-ui';
import type { livreur } from './locales/fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'livreur';
    resources: { common: CommonNamespace; livreur: typeof livreur };
  }
}
