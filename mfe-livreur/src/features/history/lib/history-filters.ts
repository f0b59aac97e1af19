import type { DeliveryStatus, Livraison } from '@teranga/shared-ui';

export type HistoryFilterId = 'all' | 'livree' | 'en_cours' | 'annulee';

export interface HistoryFilter {
  id: HistoryFilterId;
  label: string;
  /** Statuses kept; null keeps everything. */
  statuses: readonly DeliveryStatus[] | null;
}

export const HISTORY_FILTERS: readonly HistoryFilter[] = [
  { id: 'all', label: 'Toutes', statuses: null },
  { id: 'livree', label: 'Livrées', statuses: ['livree'] },
  // From the courier's point of view an accepted delivery is already under way.
  { id: 'en_cours', label: 'En cours', statuses: ['acceptee', 'en_cours'] },
  { id: 'annulee', label: 'Annulées', statuses: ['annulee'] },
];

export function filterDeliveries(deliveries: Livraison[], filterId: HistoryFilterId): Livraison[] {
  const statuses = HISTORY_FILTERS.find((filter) => filter.id === filterId)?.statuses ?? null;
  return statuses ? deliveries.filter((livraison) => statuses.includes(livraison.status)) : deliveries;
}

export interface HistorySummary {
  total: number;
  completed: number;
  /** Kilometres of the completed deliveries only. */
  completedDistanceKm: number;
}

export function summarizeDeliveries(deliveries: Livraison[]): HistorySummary {
  const completed = deliveries.filter((livraison) => livraison.status === 'livree');
  const distance = completed.reduce((sum, livraison) => sum + (livraison.distance_km ?? 0), 0);
  return {
    total: deliveries.length,
    completed: completed.length,
    // Summing 1-decimal figures in floating point drifts (0.1 + 0.2); round back to what was summed.
    completedDistanceKm: Math.round(distance * 10) / 10,
  };
}
