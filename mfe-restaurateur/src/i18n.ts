import { i18n, registerNamespace } from '@teranga/shared-ui';

import { restaurateur } from './locales/fr';

/** The restaurateur area's namespace: French with the code, English downloaded when chosen. */
export const RESTAURATEUR_NS = 'restaurateur';

export const restaurateurReady = registerNamespace(RESTAURATEUR_NS, restaurateur, {
  en: () => import('./locales/en').then((m) => m.restaurateur),
});

/**
 * This area's texts outside React (a mutation's toast, a form rule's message, a helper's label):
 * bound to the namespace, not to a language, so each call speaks the page's language of the moment.
 */
export const tr = i18n.getFixedT(null, RESTAURATEUR_NS);
