import { AREAS } from '@teranga/shared-ui';

const base = AREAS.livreur.path;

// The layout is a pathless route under the host's `/livreur/*` splat, where react-router resolves
// relative links against the whole URL (`active` from /livreur/history → /livreur/history/active).
// Absolute targets built from the shared AREAS config hold in the shell and in standalone dev alike.
export const livreurPaths = {
  dashboard: `${base}/dashboard`,
  available: `${base}/available`,
  active: `${base}/active`,
  history: `${base}/history`,
} as const;
