/**
 * localStorage access that never throws: private browsing, disabled storage or quota errors must
 * degrade to "nothing stored" instead of crashing a remote at import time.
 */
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory session still works for this page.
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
