import { api, type Plat } from '@teranga/shared-ui';

/** `PATCH /plats/:id/toggle-available` → the dish with its new `is_available`. */
export async function togglePlatAvailable(platId: string): Promise<Plat> {
  const { data } = await api.patch<Plat>(`/plats/${encodeURIComponent(platId)}/toggle-available`);
  return data;
}
