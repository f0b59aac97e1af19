import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

let scrollLocks = 0;
let savedOverflow = '';

function lockScroll(): () => void {
  if (scrollLocks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = savedOverflow;
  };
}

export interface DialogBehaviourOptions {
  open: boolean;
  onClose: () => void;
  containerRef: RefObject<HTMLElement | null>;
  /** Element to focus on open; defaults to the first focusable one, else the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false while an action is running so Escape cannot interrupt it. */
  closeOnEscape?: boolean;
}

/**
 * Modal dialog mechanics shared by Modal and Drawer: focus moves in on open, Tab cycles inside,
 * Escape closes, the page behind does not scroll, and focus returns to the opener on close.
 */
export function useDialogBehaviour({
  open,
  onClose,
  containerRef,
  initialFocusRef,
  closeOnEscape = true,
}: DialogBehaviourOptions): void {
  // Kept in refs so a parent re-render (new onClose identity) does not re-run the open effect
  // and steal focus back to the first field.
  const onCloseRef = useRef(onClose);
  const escapeRef = useRef(closeOnEscape);
  onCloseRef.current = onClose;
  escapeRef.current = closeOnEscape;

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;

    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const target = initialFocusRef?.current ?? focusableWithin(container)[0] ?? container;
    target.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape') {
        if (!escapeRef.current) return;
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }

    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      unlock();
      if (opener && opener.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only opening/closing re-runs it
  }, [open]);
}
