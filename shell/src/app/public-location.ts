import type { Navigation } from './navigation';

/**
 * The address bar, for as long as only public pages have been shown: a history entry per move,
 * Back and Forward followed. Once an area opens, react-router takes over the same history.
 */
type Location = Pick<Navigation, 'pathname' | 'search'>;

const listeners = new Set<() => void>();
let current: Location = { pathname: window.location.pathname, search: window.location.search };

/** The address bar as it is now; the same object while it has not changed (React compares snapshots). */
export function currentLocation(): Location {
  const { pathname, search } = window.location;
  if (pathname !== current.pathname || search !== current.search) current = { pathname, search };
  return current;
}

function update() {
  const before = current;
  if (currentLocation() !== before) for (const listener of listeners) listener();
}

window.addEventListener('popstate', update);

export function subscribeLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicNavigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  update();
}
