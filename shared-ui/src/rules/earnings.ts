/**
 * A courier's earnings (issue 17), grouped once for the API (`GET /livraisons/earnings`, from its
 * ledger) and the livreur's mock API: one line per delivery, every day and every week of the
 * period (Monday first, zeros included), the totals. In cents inside, euros in the answer.
 */
import { addDays, isoWeekday } from './zoned-time';

/** One delivery on the courier's account over the period, in cents as the courier sees it. */
export interface CourierDeliveryCents {
  commande_id: string | null;
  /** The local day of its first entry in the period. */
  date: string;
  restaurant_name: string | null;
  distance_km: number | null;
  base: number;
  distance: number;
  tip: number;
  /** What the courier collected from a client paying cash (the platform's money). */
  cash_collected: number;
}

interface PayFigures {
  deliveries: number;
  base: number;
  distance: number;
  tip: number;
  pay: number;
}

/** The Monday (local date) of the week of `date`. */
export const weekStart = (date: string) => addDays(date, 1 - isoWeekday(date));

// Cents → euros, as the API answers them (`Math.round`: whole cents).
const euros = (cents: number) => Math.round(cents) / 100;
const noPay = (): PayFigures => ({ deliveries: 0, base: 0, distance: 0, tip: 0, pay: 0 });
const inEuros = (p: PayFigures) => ({
  deliveries: p.deliveries,
  base: euros(p.base),
  distance: euros(p.distance),
  tip: euros(p.tip),
  pay: euros(p.pay),
});

/**
 * The earnings of the local days `from`..`to` (both included) from the period's deliveries,
 * oldest first, and `balanceCents`, what the platform owes the courier at the period's end. A
 * week cut by the period counts only its days inside it.
 */
export function courierEarningsOf(
  from: string,
  to: string,
  lines: readonly CourierDeliveryCents[],
  balanceCents: number,
) {
  const days = new Map<string, PayFigures>();
  const weeks = new Map<string, PayFigures>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.set(date, noPay());
    if (!weeks.has(weekStart(date))) weeks.set(weekStart(date), noPay());
  }
  const totals = { ...noPay(), cash_collected: 0, net: 0 };
  const deliveries = lines.map((line) => {
    const pay = line.base + line.distance + line.tip;
    // Always there: the line's day is inside the period.
    for (const bucket of [totals, days.get(line.date), weeks.get(weekStart(line.date))]) {
      if (!bucket) continue;
      bucket.deliveries += 1;
      bucket.base += line.base;
      bucket.distance += line.distance;
      bucket.tip += line.tip;
      bucket.pay += pay;
    }
    totals.cash_collected += line.cash_collected;
    totals.net += pay - line.cash_collected;
    return {
      commande_id: line.commande_id,
      date: line.date,
      restaurant_name: line.restaurant_name,
      distance_km: line.distance_km,
      base: euros(line.base),
      distance: euros(line.distance),
      tip: euros(line.tip),
      pay: euros(pay),
      cash_collected: euros(line.cash_collected),
      net: euros(pay - line.cash_collected),
    };
  });
  return {
    from,
    to,
    totals: { ...inEuros(totals), cash_collected: euros(totals.cash_collected), net: euros(totals.net) },
    deliveries,
    by_day: [...days].map(([date, p]) => ({ date, ...inEuros(p) })),
    by_week: [...weeks].map(([week_start, p]) => ({ week_start, ...inEuros(p) })),
    balance: euros(balanceCents),
  };
}
