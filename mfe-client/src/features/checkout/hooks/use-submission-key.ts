import { useCallback, useMemo, useRef } from 'react';

/** A random UUID; `crypto.randomUUID` exists only in secure contexts (https, localhost). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of the order being submitted. The same payload sent again (a retry after a
 * network error, a double click) keeps its key, so the API returns the order it may already have
 * created; a changed payload (cart, address, payment mode) gets a new key, since the API refuses a
 * key reused for another body (422). `reset()` after a success: the next order is a new one.
 */
export function useSubmissionKey() {
  const current = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = useCallback((payload: unknown) => {
    const text = JSON.stringify(payload);
    if (current.current?.payload !== text) current.current = { payload: text, key: newKey() };
    return current.current.key;
  }, []);
  const reset = useCallback(() => {
    current.current = null;
  }, []);
  return useMemo(() => ({ keyFor, reset }), [keyFor, reset]);
}
