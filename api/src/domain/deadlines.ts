/**
 * The order deadlines that act on their own (issue 14):
 * - A: an order `en_attente` past its `accept_by` (the kitchen did not answer) is cancelled
 *   (`delai_depasse`, refunded when paid); a restaurant with `AUTO_PAUSE.misses` such misses
 *   within `AUTO_PAUSE.windowMinutes` is paused (closed, `paused_reason = 'auto'`) until its
 *   restaurateur reopens it.
 * - B: a card order still unpaid past its `payment_deadline` is cancelled (`paiement_expire`),
 *   its open intent cancelled at the provider.
 *
 * Each deadline is a column and a sweep. Every cancellation is ONE conditional UPDATE (still
 * `en_attente`, still past the deadline…) inside the transaction that also writes its
 * livraison, its events and the pause: of several sweepers (processes) racing on the same row,
 * exactly one cancels it, and only that one refunds and notifies. Nothing is kept in memory, so
 * a deadline that passed while no process ran is swept by the next one to start.
 *
 * `now` is always a parameter: tests sweep with a fixed clock; the server sweeps every 2 s.
 */
import { AUTO_PAUSE } from '@teranga/shared-ui/rules';
import { and, asc, eq, gt, isNotNull, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { commandes, restaurants, type Commande } from '../db/schema';
import type { AppDeps } from '../types';
import { cancelLocked, type CancelDetails, type CancelResult } from './order-status';

/** What a sweep uses of the app's dependencies. */
export type SweepDeps = Pick<AppDeps, 'db' | 'payments' | 'notifier' | 'logger'>;

/** The actor recorded for the deadlines' cancellations. */
export const SYSTEM_ACTOR = { id: 'systeme', role: 'systeme' } as const;

/** Rows read per round; a sweep runs rounds until nothing is due. */
const BATCH = 100;

type Kind = 'accept' | 'payment';

interface Rule {
  details: CancelDetails;
  /** The rows past this deadline, as the UPDATE re-checks them. */
  due(now: string): SQL;
}

const RULES: Record<Kind, Rule> = {
  accept: {
    details: { reason: 'delai_depasse', by: 'systeme' },
    due: (now) => and(isNotNull(commandes.acceptBy), lte(commandes.acceptBy, now))!,
  },
  payment: {
    details: { reason: 'paiement_expire', by: 'systeme' },
    due: (now) =>
      and(
        eq(commandes.paymentMode, 'card'),
        eq(commandes.paymentStatus, 'pending'),
        isNotNull(commandes.paymentDeadline),
        lte(commandes.paymentDeadline, now),
      )!,
  },
};

export interface SweepResult {
  /** Orders this sweep cancelled because the kitchen did not answer. */
  unanswered: string[];
  /** Orders this sweep cancelled because they were not paid. */
  unpaid: string[];
  /** Restaurants this sweep paused. */
  paused: string[];
}

interface Cancelled {
  result: CancelResult;
  paused: string | null;
}

/**
 * Pauses the order's restaurant when its misses within the window reach `AUTO_PAUSE.misses`.
 * The restaurant row is locked first: two sweepers cancelling two orders of one restaurant
 * then count one after the other, so the one that makes the count reach the limit sees it
 * (PostgreSQL's READ COMMITTED reads what committed before each statement). Conditional: an
 * already closed restaurant is left as it is (and its pause time with it).
 */
async function pauseIfMissing(tx: Db, order: Commande, now: string): Promise<string | null> {
  await tx.lockRows(restaurants, [order.restaurantId]);
  const since = new Date(Date.parse(now) - AUTO_PAUSE.windowMinutes * 60_000).toISOString();
  const misses = await tx
    .select({ id: commandes.id })
    .from(commandes)
    .where(
      and(
        eq(commandes.restaurantId, order.restaurantId),
        eq(commandes.cancelReason, 'delai_depasse'),
        gt(commandes.acceptBy, since),
        lte(commandes.acceptBy, now),
      ),
    )
    .limit(AUTO_PAUSE.misses);
  if (misses.length < AUTO_PAUSE.misses) return null;
  const [paused] = await tx
    .update(restaurants)
    .set({ isOpen: false, pausedReason: 'auto', pausedAt: now, updatedAt: now })
    .where(and(eq(restaurants.id, order.restaurantId), eq(restaurants.isOpen, true)))
    .returning({ id: restaurants.id });
  return paused?.id ?? null;
}

/** Cancels order `id` if it is still due under `kind`, in one transaction; null when it no longer is. */
function cancelIfDue(db: Db, id: string, kind: Kind, now: string): Promise<Cancelled | null> {
  const rule = RULES[kind];
  return db.tx(async (tx) => {
    // Locked and read again: the outcome (refund or not) is decided on the row as it is now.
    await tx.lockRows(commandes, [id]);
    const [order] = await tx.select().from(commandes).where(eq(commandes.id, id)).limit(1);
    if (!order || order.status !== 'en_attente') return null;
    const result = await cancelLocked(tx, order, rule.details, SYSTEM_ACTOR, now, rule.due(now));
    if (!result) return null;
    const paused = kind === 'accept' ? await pauseIfMissing(tx, order, now) : null;
    return { result, paused };
  });
}

/** Ids of orders past `kind`'s deadline, oldest deadline first, but those `skipped` (failed, or taken by another). */
async function dueIds(db: Db, kind: Kind, now: string, skipped: ReadonlySet<string>): Promise<string[]> {
  const deadline = kind === 'accept' ? commandes.acceptBy : commandes.paymentDeadline;
  const rows = await db
    .select({ id: commandes.id })
    .from(commandes)
    .where(
      and(
        eq(commandes.status, 'en_attente'),
        RULES[kind].due(now),
        skipped.size > 0 ? notInArray(commandes.id, [...skipped]) : undefined,
      ),
    )
    .orderBy(asc(deadline))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/**
 * Cancels every order past a deadline at `now` (see the module comment), then, after each
 * commit, refunds or cancels its payment and notifies the client (`cancelled_deadline`).
 * Idempotent and safe to run from several processes at once. A failure on one order is
 * logged and the others go on; that order is tried again by the next sweep.
 */
export function sweepDeadlines(deps: SweepDeps, now: Date = new Date()): Promise<SweepResult> {
  if (deps.db.engine === 'pg') return sweep(deps, now);
  // SQLite: one sweep at a time in this process. A connection holds one transaction, and this
  // process's connections share its thread: a transaction begun on one connection while another
  // connection's is open would wait for a lock its holder cannot release. Other processes are
  // kept out by the file's write lock; the conditional UPDATEs do the rest.
  const run = sqliteSweeps.then(() => sweep(deps, now));
  sqliteSweeps = run.catch(() => undefined);
  return run;
}

/** The end of the last SQLite sweep started by this process. */
let sqliteSweeps: Promise<unknown> = Promise.resolve();

async function sweep(deps: SweepDeps, now: Date): Promise<SweepResult> {
  const at = now.toISOString();
  const out: SweepResult = { unanswered: [], unpaid: [], paused: [] };
  for (const kind of ['payment', 'accept'] as const) {
    // Cancelled rows leave the selection by themselves; these would come back every round.
    const skipped = new Set<string>();
    for (;;) {
      const ids = await dueIds(deps.db, kind, at, skipped);
      if (ids.length === 0) break;
      for (const id of ids) {
        let done: Cancelled | null;
        try {
          done = await cancelIfDue(deps.db, id, kind, at);
        } catch (error) {
          deps.logger.error({ err: error, commandeId: id, kind }, 'deadline sweep: cancellation failed');
          skipped.add(id);
          continue;
        }
        if (!done) {
          skipped.add(id);
          continue;
        }
        (kind === 'accept' ? out.unanswered : out.unpaid).push(id);
        if (done.paused) {
          out.paused.push(done.paused);
          deps.logger.warn({ restaurantId: done.paused }, 'restaurant paused: orders left unanswered');
        }
        deps.logger.info(
          { commandeId: id, reason: RULES[kind].details.reason, payment: done.result.event.paymentStatus },
          'order cancelled by its deadline',
        );
        await afterCancel(deps, done.result);
      }
      if (ids.length < BATCH) break;
    }
  }
  return out;
}

/** After the commit: the payment (refund, or the open intent cancelled), then the client is told. */
async function afterCancel(deps: SweepDeps, result: CancelResult): Promise<void> {
  try {
    // The cancellation stands even if this fails: logged for a manual refund.
    await deps.payments.onOrderCancelled(result.event);
  } catch (error) {
    deps.logger.error({ err: error, commandeId: result.commande.id }, 'deadline sweep: payment hook failed');
  }
  void deps.notifier.order('cancelled_deadline', result.commande.id);
}

/**
 * Sweeps every `intervalMs` (default 2 s) until the returned `stop` is called; a sweep still
 * running when the next is due is not doubled. `stop` resolves once the sweep in flight ended,
 * so the database can then be closed. Only the server starts it (tests sweep by hand).
 */
export function startDeadlineSweeps(deps: SweepDeps, options: { intervalMs?: number } = {}): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= sweepDeadlines(deps)
      .then(
        () => undefined,
        (error: unknown) => deps.logger.error({ err: error }, 'deadline sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 2000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
