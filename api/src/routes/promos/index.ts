import { createRouter } from '../../lib/openapi';

/** Issue 17: promo codes (`/admin/promos`, `/restaurants/{id}/promos`, `/promos/…`). Whole paths. */
export function promoRoutes() {
  const router = createRouter();
  return router;
}
