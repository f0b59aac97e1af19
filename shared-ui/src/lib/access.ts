import { AREAS } from '../config/constants';
import type { AreaKey, Role } from '../types';

const KNOWN_ROLES = new Set<string>(['client', 'restaurateur', 'livreur', 'admin']);

/** Lower-cased known role, or null: stored users and tokens may carry 'Admin', ' livreur ' or junk. */
export function normalizeRole(role: unknown): Role | null {
  if (typeof role !== 'string') return null;
  const value = role.trim().toLowerCase();
  return KNOWN_ROLES.has(value) ? (value as Role) : null;
}

/** Where a user lands after login: their area's home; clients, unknown and missing roles go to the explorer. */
export function landingPathForRole(role?: string | null): string {
  switch (normalizeRole(role)) {
    case 'restaurateur':
      return AREAS.restaurateur.home;
    case 'livreur':
      return AREAS.livreur.home;
    case 'admin':
      return AREAS.admin.home;
    default:
      return AREAS.client.home;
  }
}

export function canAccessArea(role: string | null | undefined, area: AreaKey): boolean {
  const normalized = normalizeRole(role);
  if (!normalized) return false;
  return AREAS[area]?.roles.includes(normalized) ?? false;
}

/** The area a pathname belongs to, if any (e.g. '/livreur/active' → 'livreur'). */
export function areaForPath(pathname: string): AreaKey | null {
  for (const key of Object.keys(AREAS) as AreaKey[]) {
    const { path } = AREAS[key];
    if (pathname === path || pathname.startsWith(`${path}/`)) return key;
  }
  return null;
}
