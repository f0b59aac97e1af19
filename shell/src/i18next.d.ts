// Typed keys: `t('home.cta')` is checked against the French catalogues (shell's and shared-ui's).
import 'i18next';

import type { CommonNamespace } from '@teranga/shared-ui/public';
import type { shell } from './locales/fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: { common: CommonNamespace; shell: typeof shell };
  }
}
