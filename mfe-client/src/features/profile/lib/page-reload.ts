import { DELAYS_MS } from '@teranga/shared-ui';

/**
 * After a profile save the page reloads (spec §4) so every area shows the new details.
 * An object, so tests replace `reload` rather than reloading the test page.
 */
export const pageReload = {
  delayMs: DELAYS_MS.profileReload,
  reload: (): void => window.location.reload(),
};
