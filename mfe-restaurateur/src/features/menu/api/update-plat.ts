import { api, type Plat, type PlatCreatePayload } from '@teranga/shared-ui';

/** What `PUT /plats/:id` accepts: the create fields except the restaurant, all optional. */
export type PlatUpdatePayload = Partial<Omit<PlatCreatePayload, 'restaurant_id'>>;

export async function updatePlat(platId: string, payload: PlatUpdatePayload): Promise<Plat> {
  const { data } = await api.put<Plat>(`/plats/${encodeURIComponent(platId)}`, payload);
  return data;
}
