/**
 * The double-entry ledger (issue 17): every money event writes ONE balanced transaction (its
 * entries sum to zero, in integer cents) inside the database transaction of the event itself,
 * so the ledger holds an event if and only if it was committed.
 *
 * Sign: an entry > 0 debits its account, < 0 credits it. Liabilities (`escrow`, restaurants,
 * couriers) are credited when the platform owes more: a restaurant whose balance is −4 250
 * is owed 42,50 €. The events and their entries:
 *
 * - payment (a card payment succeeded): provider +paid / escrow −paid. The money is held for
 *   the client until the order is delivered or cancelled.
 * - delivery (the order reached `livree`): the source gives the total (card: the escrow releases
 *   what it holds for the order, anything refunded before delivery is charged to
 *   `platform:refunds`; cash delivered: the courier collected it; cash picked up: the restaurant
 *   did), then the restaurant is credited the dishes (`sale`) and debited the commission and the
 *   discount it funds; the platform takes the commission and the delivery fee and pays for the
 *   discount it funds; the courier is credited the tip and their pay (base + distance), paid by
 *   `platform:courier_pay`.
 * - refund: the provider gives the money back; before delivery it comes out of the escrow, after
 *   delivery out of the restaurant's account (a restaurateur's refund) or the platform's.
 * - cancellation: an admin cancelled a paid order refunding only part of it: the escrow's rest is
 *   kept by the platform (`platform:retained`).
 *
 * The commission is charged on what the restaurant actually sold (dishes minus the discount it
 * funds itself); a platform-funded discount does not lower it.
 */
import {
  commissionCents,
  courierAccount,
  courierPay,
  DEFAULT_MONEY_SETTINGS,
  LEDGER_ACCOUNTS as A,
  restaurantAccount,
  type LedgerEntryKind,
  type LedgerTransactionKind,
  type OrderMoneyTerms,
} from '@teranga/shared-ui/rules';
import { query, type Db } from '../db/client';
import { ledgerEntries, ledgerTransactions } from '../db/schema';

export interface LedgerLine {
  account: string;
  kind: LedgerEntryKind;
  cents: number;
}

export interface LedgerPosting {
  kind: LedgerTransactionKind;
  commandeId: string | null;
  memo?: string | null;
  lines: LedgerLine[];
}

/** Thrown for an unbalanced posting: a bug (500), never the client's input. */
export class UnbalancedPostingError extends Error {}

/** The terms of an order placed before issue 17 (no snapshot): the defaults. */
export const LEGACY_TERMS: OrderMoneyTerms = {
  commission_bps: DEFAULT_MONEY_SETTINGS.commission_bps,
  courier_base_cents: DEFAULT_MONEY_SETTINGS.courier_base_cents,
  courier_per_km_cents: DEFAULT_MONEY_SETTINGS.courier_per_km_cents,
  courier_min_cents: DEFAULT_MONEY_SETTINGS.courier_min_cents,
  vat_food_bps: DEFAULT_MONEY_SETTINGS.vat_food_bps,
  vat_delivery_bps: DEFAULT_MONEY_SETTINGS.vat_delivery_bps,
  discount_funded_by: null,
};

/** Zero lines are dropped; what is left must be whole cents summing to zero. */
function checkedLines(posting: LedgerPosting): LedgerLine[] {
  const lines = posting.lines.filter((line) => line.cents !== 0);
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.cents)) throw new UnbalancedPostingError(`non-integer cents in ${posting.kind}`);
    sum += line.cents;
  }
  if (sum !== 0) throw new UnbalancedPostingError(`${posting.kind} of ${posting.commandeId} is off by ${sum} cents`);
  return lines;
}

/** The rows of a posting (also used by the seed, which inserts many at once). */
export function postingRows(posting: LedgerPosting, at: string) {
  const lines = checkedLines(posting);
  const transaction = {
    id: crypto.randomUUID(),
    kind: posting.kind,
    commandeId: posting.commandeId,
    memo: posting.memo ?? null,
    createdAt: at,
  };
  const entries = lines.map((line) => ({
    id: crypto.randomUUID(),
    transactionId: transaction.id,
    account: line.account,
    kind: line.kind,
    amountCents: line.cents,
    commandeId: posting.commandeId,
    createdAt: at,
  }));
  return { transaction, entries };
}

/** Writes one balanced transaction inside `tx` (the event's own transaction). Nothing when every line is 0. */
export async function post(tx: Db, posting: LedgerPosting, at: string): Promise<void> {
  const { transaction, entries } = postingRows(posting, at);
  if (entries.length === 0) return;
  await tx.insert(ledgerTransactions).values(transaction);
  await tx.insert(ledgerEntries).values(entries);
}

// ---------------------------------------------------------------------------
// The events
// ---------------------------------------------------------------------------

/** A card payment the provider confirmed: the money is held until delivery or cancellation. */
export function paymentPosting(commandeId: string, cents: number): LedgerPosting {
  return {
    kind: 'payment',
    commandeId,
    lines: [
      { account: A.provider, kind: 'payment', cents },
      { account: A.escrow, kind: 'payment', cents: -cents },
    ],
  };
}

/** What the delivery posting needs to know of the order. */
export interface DeliveredOrder {
  id: string;
  restaurantId: string;
  paymentMode: 'card' | 'cash';
  fulfillment: 'livraison' | 'a_emporter';
  subtotalCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  discountCents: number;
  totalCents: number;
  moneyTerms: OrderMoneyTerms | null;
}

export interface DeliveryFacts {
  /** The courier (null for take-away). */
  livreurId: string | null;
  distanceKm: number | null;
  /** Card: what the escrow holds for the order now (cents, ≥ 0). */
  escrowHeldCents: number;
}

/** The delivery's transaction (see the module comment). */
export function deliveryPosting(order: DeliveredOrder, facts: DeliveryFacts): LedgerPosting {
  const terms = order.moneyTerms ?? LEGACY_TERMS;
  const restaurant = restaurantAccount(order.restaurantId);
  const courier = facts.livreurId ? courierAccount(facts.livreurId) : null;
  const lines: LedgerLine[] = [];

  if (order.paymentMode === 'card') {
    const released = Math.min(facts.escrowHeldCents, order.totalCents);
    lines.push({ account: A.escrow, kind: 'payment', cents: released });
    // Refunded before delivery (an admin's decision): the platform covers the shares.
    lines.push({ account: A.refunds, kind: 'refund', cents: order.totalCents - released });
  } else {
    const collector = courier ?? restaurant;
    lines.push({ account: collector, kind: 'cash_collected', cents: order.totalCents });
  }

  const byRestaurant = terms.discount_funded_by === 'restaurant' ? order.discountCents : 0;
  const byPlatform = order.discountCents - byRestaurant;
  const commission = commissionCents(order.subtotalCents - byRestaurant, terms.commission_bps);
  lines.push(
    { account: restaurant, kind: 'sale', cents: -order.subtotalCents },
    { account: restaurant, kind: 'commission', cents: commission },
    { account: A.commission, kind: 'commission', cents: -commission },
    { account: restaurant, kind: 'promo', cents: byRestaurant },
    { account: A.promos, kind: 'promo', cents: byPlatform },
    { account: A.deliveryFees, kind: 'delivery_fee', cents: -order.deliveryFeeCents },
  );
  if (courier) {
    const pay = courierPay(terms, facts.distanceKm);
    lines.push(
      { account: courier, kind: 'tip', cents: -order.tipCents },
      { account: courier, kind: 'courier_base', cents: -pay.base_cents },
      { account: courier, kind: 'courier_distance', cents: -pay.distance_cents },
      { account: A.courierPay, kind: 'courier_base', cents: pay.base_cents },
      { account: A.courierPay, kind: 'courier_distance', cents: pay.distance_cents },
    );
  } else {
    // No courier (take-away): a tip is refused at checkout; one would stay with the platform.
    lines.push({ account: A.deliveryFees, kind: 'tip', cents: -order.tipCents });
  }
  return { kind: 'delivery', commandeId: order.id, lines };
}

/** Who a refund is charged to: the escrow before delivery; after it, the restaurant or the platform. */
export type RefundCharge = 'escrow' | 'restaurant' | 'platform';

export function refundPosting(
  commandeId: string,
  restaurantId: string,
  cents: number,
  charge: RefundCharge,
  memo: string | null,
): LedgerPosting {
  const account =
    charge === 'escrow' ? A.escrow : charge === 'restaurant' ? restaurantAccount(restaurantId) : A.refunds;
  return {
    kind: 'refund',
    commandeId,
    memo,
    lines: [
      { account: A.provider, kind: 'refund', cents: -cents },
      { account, kind: 'refund', cents },
    ],
  };
}

/** An admin cancelled a paid order refunding only part: the rest of the escrow is kept. */
export function retainedPosting(commandeId: string, cents: number, memo: string | null): LedgerPosting {
  return {
    kind: 'cancellation',
    commandeId,
    memo,
    lines: [
      { account: A.escrow, kind: 'retained', cents },
      { account: A.retained, kind: 'retained', cents: -cents },
    ],
  };
}

const ESCROW_HELD = query(
  "SELECT COALESCE(-SUM(amount_cents), 0) AS held FROM ledger_entries WHERE commande_id = ? AND account = 'escrow'",
);

/** What the escrow holds for an order (cents; PostgreSQL's SUM of integers is a bigint string). */
export async function escrowHeld(tx: Db, commandeId: string): Promise<number> {
  const row = await tx.row<{ held: number | string }>(ESCROW_HELD, [commandeId]);
  return Number(row?.held ?? 0);
}
