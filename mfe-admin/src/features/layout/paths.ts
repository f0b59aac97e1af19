import { AREAS } from '@teranga/shared-ui';

const base = AREAS.admin.path;

// The layout is a pathless route under the host's `/admin/*` splat, where react-router resolves
// relative links against the whole URL (`users` from /admin/settings → /admin/settings/users).
// Absolute targets built from the shared AREAS config hold in the shell and in standalone dev alike.
export const adminPaths = {
  dashboard: `${base}/dashboard`,
  users: `${base}/users`,
  validations: `${base}/validations`,
  settings: `${base}/settings`,
} as const;
