import { i18n } from '@teranga/shared-ui';

import { SHELL_NS } from '../i18n';
import { shell } from './fr';

// Side effect of the router's chunk (app/router-app.tsx): the rest of the shell's French, over the
// public pages' part the first script had (i18n.ts).
i18n.addResourceBundle('fr', SHELL_NS, shell, true, true);
