import { isAcceptedOrderStatus, type Commande } from '@teranga/shared-ui';
import { paidOrCash } from './payment-badge';

type Decidable = Pick<Commande, 'status' | 'payment_mode' | 'payment_status'>;

/**
 * A new order the kitchen can accept or refuse now. An unpaid card order is not one: the API
 * refuses to accept it, and it may never be paid (its own deadline then cancels it).
 */
export const awaitsDecision = (order: Decidable) => order.status === 'en_attente' && paidOrCash(order);

/** A new card order whose client has not paid yet: shown, but neither actionable nor announced. */
export const awaitsPayment = (order: Decidable) => order.status === 'en_attente' && !paidOrCash(order);

/** Its times may be pushed back (`POST /commandes/{id}/delay`): accepted, not yet with the courier. */
export const isDelayable = (order: Pick<Commande, 'status'>) => isAcceptedOrderStatus(order.status);

/** `ready_at` means something only while the order is being prepared. */
export const isPreparing = (order: Pick<Commande, 'status'>) =>
  order.status === 'confirmee' || order.status === 'en_preparation';

/** Under this, the countdown to accept turns urgent (Deliveroo-like kitchens react in the last minutes). */
export const URGENT_MS = 2 * 60_000;

export type CountdownPhase = 'normal' | 'urgent' | 'overdue';

export interface Countdown {
  phase: CountdownPhase;
  /** Remaining time as m:ss, rounded up (0:00 once overdue). */
  label: string;
}

/** Where `now` stands against `deadline` (ISO). */
export function countdown(deadline: string, now: number): Countdown {
  const remainingMs = Date.parse(deadline) - now;
  let phase: CountdownPhase = 'normal';
  if (remainingMs <= 0) phase = 'overdue';
  else if (remainingMs < URGENT_MS) phase = 'urgent';
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return { phase, label: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` };
}
