import { registerNamespace } from '@teranga/shared-ui';
import type { TFunction } from 'i18next';

import { client } from './locales/fr';

/** The client area's namespace: French with the code, English downloaded when chosen. */
export const CLIENT_NS = 'client';

export const clientReady = registerNamespace(CLIENT_NS, client, {
  en: () => import('./locales/en').then((m) => m.client),
});

/** `t` of this namespace, `common:` keys included: what helpers given a component's `t` take. */
export type ClientT = TFunction<[typeof CLIENT_NS, 'common']>;
