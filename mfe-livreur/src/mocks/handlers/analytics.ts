import { http, HttpResponse } from 'msw';
import type { DriverAnalytics } from '@teranga/shared-ui';
import { MOCK_API_URL, problem } from '@teranga/shared-ui/mocks';
import { db } from '../db';
import { ACCESS_MESSAGES, authorize } from './access';
import { completedDistanceKm } from './livraisons';

const DAY_MS = 24 * 60 * 60 * 1000;
const round1 = (value: number) => Math.round(value * 10) / 10;

// Same definitions as the API: distance and average time over the completed deliveries of the period.
export const analyticsHandlers = [
  http.get<{ id: string }>(`${MOCK_API_URL}/analytics/livreur/:id`, ({ request, params }) => {
    const caller = authorize(request, { roles: ['livreur', 'admin'] });
    if (caller instanceof Response) return caller;
    if (caller.role !== 'admin' && caller.id !== params.id) return problem(403, ACCESS_MESSAGES.forbidden);
    const days = Number(new URL(request.url).searchParams.get('days') ?? 30);
    if (!Number.isInteger(days) || days < 7 || days > 365) return problem(400, 'Période invalide (7 à 365 jours)');

    const since = Date.now() - days * DAY_MS;
    const mine = db.livraisons.filter(
      (livraison) => livraison.livreur_id === params.id && Date.parse(livraison.created_at) >= since,
    );
    const completed = mine.filter((livraison) => livraison.status === 'livree');
    const rideMinutes = completed
      .filter((livraison) => livraison.pickup_time && livraison.delivery_time)
      .map((livraison) => (Date.parse(livraison.delivery_time!) - Date.parse(livraison.pickup_time!)) / 60_000);

    return HttpResponse.json<DriverAnalytics>({
      period_days: days,
      summary: {
        total_deliveries: mine.length,
        completed_deliveries: completed.length,
        total_distance_km: completedDistanceKm(completed),
        avg_delivery_time_minutes: rideMinutes.length
          ? round1(rideMinutes.reduce((sum, minutes) => sum + minutes, 0) / rideMinutes.length)
          : 0,
      },
    });
  }),
];
