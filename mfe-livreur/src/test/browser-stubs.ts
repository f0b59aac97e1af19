import { onTestFinished, vi } from 'vitest';

/** Hides or shows the tab as the browser does: the state changes, then `visibilitychange` fires. */
export function setTabVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  // Browsers fire it at the document and let it bubble to window, where react-query listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Puts the tab back to visible after the test (the stubs live on the shared document). */
export function restoreTabVisibilityAfterTest(): void {
  onTestFinished(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(document, 'hidden');
  });
}

export interface GeolocationStub {
  watchPosition: ReturnType<typeof vi.fn>;
  clearWatch: ReturnType<typeof vi.fn>;
  /** Emits a fix to every active watcher. */
  move(latitude: number, longitude: number): void;
  /** Fails every active watcher (1 = permission denied, 2 = unavailable, 3 = timeout). */
  fail(code: 1 | 2 | 3): void;
  activeWatchers(): number;
}

/**
 * Replaces navigator.geolocation (and the permission the courier gave) for one test.
 */
export function stubGeolocation({ permission = 'granted' }: { permission?: PermissionState } = {}): GeolocationStub {
  const watchers = new Map<number, { success: PositionCallback; error?: PositionErrorCallback | null }>();
  let nextId = 1;
  const watchPosition = vi.fn((success: PositionCallback, error?: PositionErrorCallback | null) => {
    const id = nextId++;
    watchers.set(id, { success, error });
    return id;
  });
  const clearWatch = vi.fn((id: number) => {
    watchers.delete(id);
  });
  const geolocation = { watchPosition, clearWatch, getCurrentPosition: vi.fn() };
  const permissions = { query: vi.fn(async () => ({ state: permission }) as PermissionStatus) };

  const previous = {
    geolocation: Object.getOwnPropertyDescriptor(navigator, 'geolocation'),
    permissions: Object.getOwnPropertyDescriptor(navigator, 'permissions'),
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: permissions });
  onTestFinished(() => {
    for (const key of ['geolocation', 'permissions'] as const) {
      const descriptor = previous[key];
      if (descriptor) Object.defineProperty(navigator, key, descriptor);
      else Reflect.deleteProperty(navigator, key);
    }
  });

  return {
    watchPosition,
    clearWatch,
    move(latitude, longitude) {
      const position = {
        coords: {
          latitude,
          longitude,
          accuracy: 8,
          altitude: null,
          altitudeAccuracy: null,
          heading: null,
          speed: null,
        },
        timestamp: Date.now(),
      } as GeolocationPosition;
      for (const watcher of [...watchers.values()]) watcher.success(position);
    },
    fail(code) {
      const error = { code, message: 'Position refusée', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
      for (const watcher of [...watchers.values()]) watcher.error?.(error as GeolocationPositionError);
    },
    activeWatchers: () => watchers.size,
  };
}

export interface WakeLockStub {
  request: ReturnType<typeof vi.fn>;
  /** Locks currently held (requested, not released). */
  held(): number;
  /** Releases every held lock as the browser does when the page is hidden (`release` fires). */
  releaseAll(): void;
}

/**
 * Replaces navigator.wakeLock for one test: `request('screen')` gives a sentinel whose `release()`
 * fires `release` once, as the browser's does. `refuse`: every request is rejected (battery saver).
 */
export function stubWakeLock({ refuse = false }: { refuse?: boolean } = {}): WakeLockStub {
  const held = new Set<WakeLockSentinel>();
  const request = vi.fn(async (type: WakeLockType) => {
    if (refuse) throw new DOMException('Refusé', 'NotAllowedError');
    const target = new EventTarget();
    let released = false;
    const sentinel = Object.assign(target, {
      type,
      get released() {
        return released;
      },
      onrelease: null,
      release: vi.fn(async () => {
        if (released) return;
        released = true;
        held.delete(sentinel);
        target.dispatchEvent(new Event('release'));
      }),
    }) as unknown as WakeLockSentinel;
    held.add(sentinel);
    return sentinel;
  });

  const previous = Object.getOwnPropertyDescriptor(navigator, 'wakeLock');
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  onTestFinished(() => {
    if (previous) Object.defineProperty(navigator, 'wakeLock', previous);
    else Reflect.deleteProperty(navigator, 'wakeLock');
  });

  return {
    request,
    held: () => held.size,
    releaseAll: () => {
      for (const sentinel of [...held]) void sentinel.release();
    },
  };
}
