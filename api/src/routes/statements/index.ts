import { createRouter } from '../../lib/openapi';

/** Issue 17: statements, earnings, finances and receipts. Whole paths. */
export function statementRoutes() {
  const router = createRouter();
  return router;
}
