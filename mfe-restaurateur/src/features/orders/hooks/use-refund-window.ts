import { useEffect, useState } from 'react';

/**
 * Whether the refund window ending at `end` (ms; null: none) is still open, closing by itself
 * at its end: one timer per delivered card order shown, not a clock re-rendering every card.
 */
export function useRefundWindowOpen(end: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === null || now > end) return;
    const timer = setTimeout(() => setNow(Date.now()), end - now + 1);
    return () => clearTimeout(timer);
  }, [end, now]);
  return end !== null && now <= end;
}
