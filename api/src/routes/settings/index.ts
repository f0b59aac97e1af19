import { createRouter } from '../../lib/openapi';

/** Issue 17: the platform's settings (`/admin/settings`, `/settings/checkout`…). Whole paths. */
export function settingsRoutes() {
  const router = createRouter();
  return router;
}
