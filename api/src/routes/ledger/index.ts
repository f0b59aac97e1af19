import { createRouter } from '../../lib/openapi';

/** Issue 17: the restaurant's refunds and the ledger's check. Whole paths. */
export function ledgerRoutes() {
  const router = createRouter();
  return router;
}
