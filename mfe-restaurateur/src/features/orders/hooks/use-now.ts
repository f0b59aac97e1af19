import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the screen: a single interval, running only while something
 * reads it, instead of one per card (a kitchen may show dozens of orders). The time moves in
 * whole seconds, so the cards re-render once a second at most, all at the same moment.
 */
const TICK_MS = 1_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = 0;

const currentSecond = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

function tick() {
  const next = currentSecond();
  if (next === now) return;
  now = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = currentSecond();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function getSnapshot() {
  // Stopped (first render, or nothing shown for a while): the last tick is stale, read the clock.
  if (!timer) now = currentSecond();
  return now;
}

/** The current time (ms, whole seconds), re-rendering the caller every second. */
export const useNow = (): number => useSyncExternalStore(subscribe, getSnapshot);
