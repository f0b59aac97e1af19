import { api, type Plat } from '@teranga/shared-ui';

/** `GET /plats/:id`. */
export async function getPlat(platId: string): Promise<Plat> {
  const { data } = await api.get<Plat>(`/plats/${encodeURIComponent(platId)}`);
  return data;
}
