import { useEffect, useRef } from 'react';

export type MoveDirection = 'up' | 'down';

/**
 * Keeps the keyboard on 'Monter' / 'Descendre' after a row moves: React re-inserts the row's
 * element, which drops the focus. Call `moved(key, direction)` with the row's field id; once the
 * list has re-rendered the same button gets the focus back, or its twin when the row reached an
 * end (the button it pressed is then disabled).
 */
export function useFocusAfterMove(list: readonly { id: string }[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<{ key: string; direction: MoveDirection } | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const other: MoveDirection = target.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${target.key}:${target.direction}`);
    const twin = buttons.current.get(`${target.key}:${other}`);
    (same && !same.disabled ? same : twin)?.focus();
  }, [list]);

  return {
    /** The ref of a row's move button. */
    ref: (key: string, direction: MoveDirection) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(`${key}:${direction}`, element);
      else buttons.current.delete(`${key}:${direction}`);
    },
    moved: (key: string, direction: MoveDirection) => {
      pending.current = { key, direction };
    },
  };
}
