// Typed keys for shared-ui's own code: `t('offline.banner')` is checked against the French catalogue.
// Each app declares its own (its namespace beside `common`); this file is not imported, so it is only
// part of shared-ui's own program, never of an app's.
import 'i18next';

import type { common } from './locales/fr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
