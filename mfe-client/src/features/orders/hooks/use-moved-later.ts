import { useState } from 'react';

/**
 * The time `at` showed before it last moved later while this screen was open (a delay the
 * kitchen announced), or null: on the first reading, when it appeared (an acceptance), moved
 * earlier or went away, there is nothing to point out.
 */
export function useMovedLater(at: string | null): string | null {
  const [seen, setSeen] = useState(at);
  const [before, setBefore] = useState<string | null>(null);
  // Adjusted while rendering (React's pattern for state derived from a changing prop): the new
  // time and the note saying it moved show in the same paint.
  if (at !== seen) {
    setSeen(at);
    setBefore(seen && at && Date.parse(at) > Date.parse(seen) ? seen : null);
  }
  return before;
}
