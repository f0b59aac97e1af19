import { api, type AdminStats } from '@teranga/shared-ui';

/** `GET /admin/stats`: platform counts. */
export async function getAdminStats(): Promise<AdminStats> {
  const { data } = await api.get<AdminStats>('/admin/stats');
  return data;
}
