import { http, HttpResponse } from 'msw';
import { MOCK_API_URL } from '@teranga/shared-ui/mocks';
import type { AdminStats } from '@teranga/shared-ui';
import { users } from '../db';
import { asAdmin, isPending } from './admin-access';

const count = (role: string) => users.users.filter((user) => user.role === role).length;

export const adminStatsHandlers = [
  http.get(
    `${MOCK_API_URL}/admin/stats`,
    asAdmin(() =>
      HttpResponse.json<AdminStats & { admins: number }>({
        totalUsers: users.users.length,
        clients: count('client'),
        restaurateurs: count('restaurateur'),
        livreurs: count('livreur'),
        admins: count('admin'),
        pendingValidations: users.users.filter(isPending).length,
      }),
    ),
  ),
];
