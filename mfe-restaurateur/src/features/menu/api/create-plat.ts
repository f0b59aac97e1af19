import { api, type Plat, type PlatCreatePayload } from '@teranga/shared-ui';

/** `POST /plats` with the spec's body (§7). */
export async function createPlat(payload: PlatCreatePayload): Promise<Plat> {
  const { data } = await api.post<Plat>('/plats', payload);
  return data;
}
