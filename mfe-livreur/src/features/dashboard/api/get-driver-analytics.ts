import { api } from '@teranga/shared-ui';
import type { DriverAnalytics } from '@teranga/shared-ui';

/** GET /analytics/livreur/:id?days= — the courier's figures over the last `days` days. */
export async function getDriverAnalytics(livreurId: string, days: number, signal?: AbortSignal) {
  const { data } = await api.get<DriverAnalytics>(`/analytics/livreur/${encodeURIComponent(livreurId)}`, {
    params: { days },
    signal,
  });
  return data;
}
