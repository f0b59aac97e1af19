import { areaForPath, useSession } from '@teranga/shared-ui/public';

import { areaRemotes } from './paths';

/**
 * A page that opens straight onto an area (a bookmark, a reload, the installed app) needs the
 * router, the query layout and the area's remote, discovered one after another otherwise: each
 * waited for the one before to run. They are asked for together, at once. Signed-out visitors are
 * sent to /login by the guard: nothing is fetched for them.
 */
export function preloadAreaOf(pathname: string): void {
  const area = areaForPath(pathname);
  if (!area || !useSession.getState().accessToken) return;
  void import('./router-app');
  void import('./query-layout');
  void import('./remote-loader').then((loader) => loader.preloadArea(areaRemotes[area]));
}
