// Typed keys: `t('explorer.title')` is checked against the French catalogues (the area's and shared-ui's).
import 'i18next';

import type { CommonNamespace } from '@teranga/shared-ui';
import type { client } from './locales/fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'client';
    resources: { common: CommonNamespace; client: typeof client };
  }
}
