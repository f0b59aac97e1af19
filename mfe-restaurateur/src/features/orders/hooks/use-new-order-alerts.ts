import { useEffect, useMemo, useRef, useState } from 'react';
import { shortId, toast, type Commande } from '@teranga/shared-ui';
import { tr } from '../../../i18n';
import { createBeeper } from '../lib/beeper';
import { paidOrCash } from '../lib/payment-badge';

/**
 * Announces orders waiting for confirmation, paid or cash, that were not announced before: a
 * banner (their ids, until dismissed or no longer waiting), a toast each and a chime. The first answer only
 * records what is already waiting. An unpaid card order is shown but not announced: it is
 * announced, once, when an answer shows it paid (whether polling or a live event asked).
 */
export function useNewOrderAlerts(waiting: readonly Commande[] | undefined) {
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set());
  const beeper = useMemo(() => createBeeper(), []);
  const known = useRef<Set<string> | null>(null);

  // Audio may only start after a user gesture: the first tap or key on the page unlocks it.
  useEffect(() => {
    const unlock = () => beeper.unlock();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      beeper.close();
    };
  }, [beeper]);

  useEffect(() => {
    if (!waiting) return;
    const ready = waiting.filter(paidOrCash);
    const seen = known.current;
    known.current = new Set([...(seen ?? []), ...ready.map((order) => order.id)]);
    const fresh = seen ? ready.filter((order) => !seen.has(order.id)) : [];
    // An order accepted, refused or cancelled meanwhile (elsewhere, or by its deadline) no longer waits.
    const waitingIds = new Set(ready.map((order) => order.id));
    setNewIds((ids) => {
      const kept = [...ids].filter((id) => waitingIds.has(id));
      if (fresh.length === 0 && kept.length === ids.size) return ids;
      return new Set([...kept, ...fresh.map((order) => order.id)]);
    });
    if (fresh.length === 0) return;
    for (const order of fresh) toast.info(tr('orders.newToast', { id: shortId(order.id) }));
    beeper.beep();
  }, [waiting, beeper]);

  return {
    newIds,
    dismiss: () => setNewIds(new Set()),
    /** An order moved on: it is no longer new. */
    forget: (orderId: string) => setNewIds((ids) => new Set([...ids].filter((id) => id !== orderId))),
  };
}
