import {
  DEFAULT_DEADLINES,
  formatDateShort,
  formatTime,
  i18n,
  type Commande,
  type Livraison,
} from '@teranga/shared-ui';
import { translatedRecord } from '../../../i18n';

const MINUTE_MS = 60_000;

/** Past the 30-40 min the clients are promised, with a margin: the order needs someone to look at it. */
export const LATE_AFTER_MIN = 45;
/** Longer than this in `en_attente` and the restaurant has not picked the order up. */
export const KITCHEN_WAIT_MAX_MIN = 10;
/** An order for later not handed over this long after its slot. */
export const SLOT_LATE_AFTER_MIN = 15;

/**
 * Why an order counts as late: `delivery` when it is not delivered {@link LATE_AFTER_MIN} min after it
 * was placed, whatever its status (`pickup` for a take-away order not picked up by then); `kitchen`
 * when it has waited more than {@link KITCHEN_WAIT_MAX_MIN} min in `en_attente` although the
 * restaurant could take it (card paid, or cash). An unpaid card order is waiting for its client, not
 * for the kitchen, so only the 45 min rule applies to it. The kitchen wait counts from `created_at`:
 * the order does not say when its card payment went through.
 * An order for later is promised for its slot, not 45 min after it was placed, and its restaurant may
 * accept it until preparation must start (the API cancels it past `accept_by`): it is `slot` late
 * when not handed over {@link SLOT_LATE_AFTER_MIN} min after its slot, and never for the kitchen.
 * This is the one definition of 'late' in the admin area; the board's legend says the same in words.
 */
export type LateReason = 'delivery' | 'pickup' | 'kitchen' | 'slot';

/** The threshold each reason names. */
const LATE_REASON_MINUTES: Readonly<Record<LateReason, number>> = {
  delivery: LATE_AFTER_MIN,
  pickup: LATE_AFTER_MIN,
  kitchen: KITCHEN_WAIT_MAX_MIN,
  slot: SLOT_LATE_AFTER_MIN,
};

/** 'non livrée après 45 min': why the order is late, in the page's language. */
export const LATE_REASON_LABELS: Readonly<Record<LateReason, string>> = translatedRecord(
  ['delivery', 'pickup', 'kitchen', 'slot'],
  (reason) => i18n.t(`admin:live.late.${reason}`, { minutes: LATE_REASON_MINUTES[reason] }),
);

/** Whole minutes since `iso` at `now` (never negative: a clock a little behind the server's says 0). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE_MS));
}

const waitsForKitchen = (order: Commande) =>
  order.status === 'en_attente' && (order.payment_status === 'paid' || order.payment_mode === 'cash');

export function lateReason(order: Commande, now: number): LateReason | null {
  if (order.status === 'livree' || order.status === 'annulee') return null;
  if (order.scheduled_for) {
    return now >= Date.parse(order.scheduled_for) + SLOT_LATE_AFTER_MIN * MINUTE_MS ? 'slot' : null;
  }
  const age = minutesSince(order.created_at, now);
  if (age >= LATE_AFTER_MIN) return isTakeAway(order) ? 'pickup' : 'delivery';
  if (waitsForKitchen(order) && age > KITCHEN_WAIT_MAX_MIN) return 'kitchen';
  return null;
}

/** Picked up at the restaurant by its client: no delivery, no courier. */
export const isTakeAway = (order: Pick<Commande, 'fulfillment'>) => order.fulfillment === 'a_emporter';

/**
 * 'Programmée pour 19:30' (today), 'Programmée pour le 11/03/2025 à 19:30', in the admin's time zone
 * like the rest of the board; null for an order as soon as possible.
 */
export function scheduledLabel(order: Pick<Commande, 'scheduled_for'>, now: number): string | null {
  const slot = order.scheduled_for;
  if (!slot) return null;
  const day = formatDateShort(slot);
  return day === formatDateShort(now)
    ? i18n.t('admin:live.scheduled.today', { time: formatTime(slot) })
    : i18n.t('admin:live.scheduled.otherDay', { date: day, time: formatTime(slot) });
}

/** 'il y a 12 min', 'il y a 1 h 05', or 'à l’instant' under a minute. */
export function formatAge(minutes: number): string {
  if (minutes < 1) return i18n.t('admin:live.age.now');
  if (minutes < 60) return i18n.t('admin:live.age.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  return i18n.t('admin:live.age.hours', { hours, minutes: String(minutes % 60).padStart(2, '0') });
}

/**
 * Minutes since the order was confirmed, for an order the API flags `courier_alert` (no courier
 * has taken its delivery for too long); null otherwise. The flag is the API's (its threshold is
 * its own configuration), the minutes are counted here so they move on with the board's clock.
 */
export function courierAlertMinutes(order: Commande, now: number): number | null {
  if (!order.courier_alert) return null;
  const confirmed = order.status_times.confirmee;
  return confirmed ? minutesSince(confirmed, now) : null;
}

/** 'depuis plus de 12 min', or null when the order does not say when it was confirmed. */
export const courierAlertDetail = (minutes: number | null) =>
  minutes === null ? null : i18n.t('admin:live.alerts.since', { minutes });

/** 'Sans livreur depuis plus de 12 min': the alert in one sentence. */
export const courierAlertText = (minutes: number | null) =>
  minutes === null ? i18n.t('admin:live.alerts.noCourier') : i18n.t('admin:live.alerts.noCourierFor', { minutes });

export interface BoardRow {
  order: Commande;
  /** The order's delivery among those in progress (with or without a courier), if any. */
  delivery: Livraison | undefined;
  ageMinutes: number;
  late: LateReason | null;
  /** The order waits for a courier longer than the API accepts (`courier_alert`). */
  courierAlert: boolean;
  /** Minutes since its confirmation when `courierAlert` (null if the time is unknown). */
  courierAlertMinutes: number | null;
}

/** A delivery offered to couriers that none has taken yet: the admin may assign one. */
export const awaitsCourier = (row: BoardRow) => row.delivery?.status === 'en_attente' && !row.delivery.livreur_id;

/** Couriers carrying a delivery (accepted or on the way), each with the order they carry. */
export function busyCouriers(deliveries: readonly Livraison[]): Map<string, string> {
  const busy = new Map<string, string>();
  for (const delivery of deliveries) {
    if (delivery.livreur_id && (delivery.status === 'acceptee' || delivery.status === 'en_cours')) {
      busy.set(delivery.livreur_id, delivery.commande_id);
    }
  }
  return busy;
}

/**
 * When the API would next flag an order of the board that waits for a courier, at its default
 * threshold (`COURIER_SEARCH_ALERT_S`): the flag is worked out when the orders are read, and no
 * live event says an order crossed it, so the board asks again then. Null when none is due later.
 */
export function nextCourierAlertAt(rows: readonly BoardRow[], now: number): number | null {
  let next: number | null = null;
  for (const { order, delivery } of rows) {
    const confirmed = order.status_times.confirmee;
    // A take-away order never waits for a courier (the API never flags it).
    const waiting =
      !isTakeAway(order) && ['confirmee', 'en_preparation', 'prete'].includes(order.status) && !delivery?.livreur_id;
    if (!waiting || order.courier_alert || !confirmed) continue;
    const due = Date.parse(confirmed) + DEFAULT_DEADLINES.courierSearchAlertS * 1000;
    if (due > now && (next === null || due < next)) next = due;
  }
  return next;
}

/** Prefer the delivery a courier holds when an order has several (a cancelled offer replaced, say). */
function deliveriesByOrder(deliveries: readonly Livraison[]): Map<string, Livraison> {
  const byOrder = new Map<string, Livraison>();
  for (const delivery of deliveries) {
    const known = byOrder.get(delivery.commande_id);
    if (!known || (!known.livreur_id && delivery.livreur_id)) byOrder.set(delivery.commande_id, delivery);
  }
  return byOrder;
}

const oldestFirst = (a: BoardRow, b: BoardRow) =>
  a.order.created_at.localeCompare(b.order.created_at) || a.order.id.localeCompare(b.order.id);

/** The board's rows at `now`: late orders first, then the oldest first (the ones waiting longest). */
export function buildBoard(orders: readonly Commande[], deliveries: readonly Livraison[], now: number): BoardRow[] {
  const byOrder = deliveriesByOrder(deliveries);
  // The same order can come back in two status pages when it moves between their requests.
  const unique = new Map(orders.map((order) => [order.id, order]));
  const rows = [...unique.values()].map((order) => ({
    order,
    delivery: byOrder.get(order.id),
    ageMinutes: minutesSince(order.created_at, now),
    late: lateReason(order, now),
    courierAlert: order.courier_alert,
    courierAlertMinutes: courierAlertMinutes(order, now),
  }));
  return rows.sort((a, b) => Number(b.late !== null) - Number(a.late !== null) || oldestFirst(a, b));
}

/** What the page's live region reads out, e.g. '3 commandes en cours, 1 en retard, 1 sans livreur'. */
export function boardSummary(rows: readonly BoardRow[]): string {
  // Not 'Aucune commande en cours': the empty state says that on screen, this only to screen readers.
  const orders = i18n.t('admin:live.summary.orders', { count: rows.length });
  if (rows.length === 0) return orders;
  const late = rows.filter((row) => row.late !== null).length;
  const locked = rows.filter((row) => row.delivery?.pin_locked).length;
  const withoutCourier = rows.filter((row) => row.courierAlert).length;
  const parts: string[] = [orders, i18n.t('admin:live.summary.late', { count: late })];
  if (locked > 0) parts.push(i18n.t('admin:live.summary.locked', { count: locked }));
  if (withoutCourier > 0) parts.push(i18n.t('admin:live.summary.withoutCourier', { count: withoutCourier }));
  return parts.join(', ');
}
