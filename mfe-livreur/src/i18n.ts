import { registerNamespace } from '@teranga/shared-ui';

import { livreur } from './locales/fr';

/** The courier area's namespace: French with the code, English downloaded when chosen. */
export const LIVREUR_NS = 'livreur';

export const livreurReady = registerNamespace(LIVREUR_NS, livreur, {
  en: () => import('./locales/en').then((m) => m.livreur),
});
