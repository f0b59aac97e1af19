import type { Catalogue } from './fr';

/**
 * The part of `common` the public pages (`/`, `/login`) show, inline in their first script; the rest
 * of `common` (labels, the areas' components) comes with shared-ui's root, so `/` does not download it.
 */
export const coreFr = {
  offline: {
    banner: 'Hors ligne',
  },
  // LoadingState's default label: the shell's Suspense fallbacks show it on the public pages.
  states: {
    loading: 'Chargement...',
  },
} as const;

export const coreEn: Catalogue<typeof coreFr> = {
  offline: {
    banner: 'Offline',
  },
  states: {
    loading: 'Loading...',
  },
};
