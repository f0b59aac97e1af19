import { registerNamespace } from '@teranga/shared-ui/public';

import { shellCore } from './locales/core';

/** The shell's namespace: the public pages' French with the first script (the rest: locales/all.ts). */
export const SHELL_NS = 'shell';

export const shellReady = registerNamespace(SHELL_NS, shellCore, {
  en: () => import('./locales/en').then((m) => m.shell),
});
