import { AREAS } from '../config/constants';
import type { AreaKey } from '../types';

/**
 * Absolute links to an area's pages: `areaPaths('admin', ['users'])` gives
 * `{ users: '/admin/users' }`. An area's layout is a pathless route under the host's `/<area>/*`
 * splat, where react-router resolves relative links against the whole URL (`users` from
 * /admin/settings → /admin/settings/users); absolute targets built from the shared AREAS
 * config hold in the shell and in standalone dev alike.
 */
export function areaPaths<const Page extends string>(area: AreaKey, pages: readonly Page[]): Record<Page, string> {
  const base = AREAS[area].path;
  return Object.fromEntries(pages.map((page) => [page, `${base}/${page}`])) as Record<Page, string>;
}
