// `@teranga/shared-ui/public`: the few pieces the shell's public pages (`/`, `/login`) are made of,
// and nothing else. Those pages are not federated (they load before the federation runtime, see
// shell/src/app/app.tsx), so the bundler tree-shakes this entry; the root, provided to the remotes
// whole, would bring every component, the API client and axios with it. The modules below are the
// very ones the root re-exports: one session store, one i18n instance, whichever entry is used.
// Remotes never import this entry (lint): for them it would be a second copy outside the share scope.
import '../styles/tokens.css';

export { AREAS, PUSH_WORKER_URL, ROLE_LABELS, STORAGE_KEYS } from '../config/constants';
export { areaForPath, landingPathForRole } from '../lib/access';
export { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH } from '../rules/account';
export { REGISTRABLE_ROLES } from '../rules/statuses';
export { useSession } from '../stores/session';

export { Button, buttonClasses } from '../components/button/button';
export { Card } from '../components/card/card';
export { Field } from '../components/field/field';
export type { FieldProps } from '../components/field/field';
export { Input } from '../components/input/input';
export { Select } from '../components/select/select';
export { Cluster, Grid, Stack } from '../components/layout/layout';
export { Heading, Text } from '../components/text/text';
export { Logo } from '../components/logo/logo';
export { LoadingState } from '../components/loading-state/loading-state';
export { LanguageSwitch } from '../components/language-switch/language-switch';
export { OfflineBanner } from '../components/offline-banner/offline-banner';
export { isOffline, useOffline } from '../lib/connectivity';

export { i18n, registerNamespace, setLocale, startI18n, currentLocale } from '../i18n/i18n';
export type { Bundle } from '../i18n/i18n';
export type { Catalogue, CommonNamespace } from '../i18n/locales/fr';
export { LOCALES, type Locale } from '../i18n/locales';
