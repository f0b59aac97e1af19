// Typed keys: `t('users.title')` is checked against the French catalogues (the area's and shared-ui's).
import 'i18next';

import type { CommonNamespace } from '@teranga/shared-ui';
import type { admin } from './locales/fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'admin';
    resources: { common: CommonNamespace; admin: typeof admin };
  }
}
