import type { DeliveryStatus, Period } from '@teranga/shared-ui';

/**
 * Every query about deliveries lives under `livraisonKeys.all`, the courier's figures too: a
 * delivery write invalidates that one prefix and every screen showing deliveries is refreshed.
 */
export const livraisonKeys = {
  all: ['livraisons'] as const,
  available: () => [...livraisonKeys.all, 'available'] as const,
  active: (livreurId: string | undefined) => [...livraisonKeys.all, 'active', livreurId] as const,
  list: (filters: { livreurId: string | undefined; status?: DeliveryStatus; limit?: number }) =>
    [...livraisonKeys.all, 'list', filters] as const,
  history: (livreurId: string | undefined, statuses: readonly DeliveryStatus[] | null) =>
    [...livraisonKeys.all, 'history', livreurId, statuses] as const,
  summary: (livreurId: string | undefined) => [...livraisonKeys.all, 'summary', livreurId] as const,
  analytics: (livreurId: string | undefined, days: number) =>
    [...livraisonKeys.all, 'analytics', livreurId, days] as const,
  // Under `all` too: a delivery completed (here or elsewhere) adds a line to the earnings.
  earnings: (livreurId: string | undefined, period: Period) =>
    [...livraisonKeys.all, 'earnings', livreurId, period.from, period.to] as const,
};
