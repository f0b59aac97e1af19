import { Suspense, lazy, useSyncExternalStore } from 'react';

// The one toast outlet of the page. react-toastify comes with shared-ui's root, which the public
// pages do not load until they need it: the outlet mounts once a toast is wanted (react-toastify
// keeps toasts raised before it, then shows them) or an area has opened.
const Toaster = lazy(() => import('@teranga/shared-ui').then((ui) => ({ default: ui.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Call before raising a toast from a public page. */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toasts({ always }: { always: boolean }) {
  const show = useSyncExternalStore(subscribe, () => wanted) || always;
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
