import { i18n } from './i18n';
import { DEFAULT_LOCALE } from './locales';
import { common } from './locales/fr';

// Side effect of shared-ui's root (and area) entry: the whole of `common` in French, over the
// public pages' part the first script had (i18n.ts). English is one file, loaded when chosen.
i18n.addResourceBundle(DEFAULT_LOCALE, 'common', common, true, true);
