import { useEffect, useState } from 'react';

/**
 * The current time, read again every `everyMs` (a minute by default): 'Ferme bientôt' and
 * 'Ouvre à 18:30' follow the clock while a page stays open.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
