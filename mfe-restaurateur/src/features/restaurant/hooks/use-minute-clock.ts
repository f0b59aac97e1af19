import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/**
 * The current time, moving every 30 s: enough for sentences such as 'ferme à 14:30' and the
 * end of busy mode, without re-rendering the page every second.
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
