import { useTranslation } from 'react-i18next';

import { i18n } from './i18n';

/**
 * shared-ui's own words: the `common` namespace of the page's one i18next instance. Named here
 * rather than found through react-i18next, so that a component rendered on its own (its tests, a
 * page that has not loaded the i18n module yet) still translates, and re-renders on a switch.
 */
export const useCommonTranslation = () => useTranslation('common', { i18n });
