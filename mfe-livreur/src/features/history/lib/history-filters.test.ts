import { describe, expect, it } from 'vitest';
import type { DeliveryStatus, Livraison } from '@teranga/shared-ui';
import { filterDeliveries, summarizeDeliveries } from './history-filters';

const delivery = (status: DeliveryStatus, distance_km: number | null) => ({ id: status, status, distance_km }) as Livraison;
const list = [
  delivery('livree', 0.1),
  delivery('livree', 0.2),
  delivery('livree', null),
  delivery('acceptee', 3),
  delivery('en_cours', 4),
  delivery('annulee', 5),
];

describe('history filters', () => {
  it("'En cours' keeps accepted and picked-up deliveries", () => {
    expect(filterDeliveries(list, 'en_cours').map((l) => l.status)).toEqual(['acceptee', 'en_cours']);
    expect(filterDeliveries(list, 'livree')).toHaveLength(3);
    expect(filterDeliveries(list, 'annulee')).toHaveLength(1);
    expect(filterDeliveries(list, 'all')).toBe(list);
  });

  it('sums the distance of completed deliveries only, without floating-point drift', () => {
    expect(summarizeDeliveries(list)).toEqual({ total: 6, completed: 3, completedDistanceKm: 0.3 });
    expect(summarizeDeliveries([])).toEqual({ total: 0, completed: 0, completedDistanceKm: 0 });
  });
});
