import type { Commande } from '@teranga/shared-ui';
import { dayAndClock } from '@teranga/shared-ui';
import { tr } from '../../../i18n';

type Scheduled = Pick<Commande, 'status' | 'scheduled_for'>;

/**
 * An order for later the kitchen has not started yet: shown apart, by its slot, so it is not
 * mistaken for one to cook now. Once in preparation it joins the others.
 */
export const isScheduledAhead = (order: Scheduled) =>
  Boolean(order.scheduled_for) && (order.status === 'en_attente' || order.status === 'confirmee');

/** The orders for later (soonest slot first) and the others (in the list's order). */
export function splitScheduled<T extends Scheduled>(orders: readonly T[]): { scheduled: T[]; current: T[] } {
  const scheduled = orders
    .filter(isScheduledAhead)
    .sort((a, b) => Date.parse(a.scheduled_for!) - Date.parse(b.scheduled_for!));
  return { scheduled, current: orders.filter((order) => !isScheduledAhead(order)) };
}

/** 'Pour 12:30', 'Pour demain 12:30': the slot in the restaurant's time zone, from `now`. */
export const scheduledLabel = (scheduledFor: string, timeZone: string, now: number) =>
  tr('orders.scheduled.slot', { when: dayAndClock(scheduledFor, timeZone, now) });
