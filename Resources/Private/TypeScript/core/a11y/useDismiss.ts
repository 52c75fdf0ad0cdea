/**
 * Dismissal of a popup (language list, overflow menu, mobile menu): Escape anywhere, or a press or
 * focus outside its root, calls `onDismiss` with the reason, while `open`. The widget decides what
 * dismissal does (close, and give focus back to its button on Escape).
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

export interface DismissOptions {
  /** Escape dismisses (default true). Off where the widget handles Escape itself, stopping it there. */
  escape?: boolean;
  /** A pointer press, click or focus outside the root dismisses (default true). */
  outside?: boolean;
}

/** Outside presses are caught in the capture phase, before a handler on the page can stop them. */
const OUTSIDE_EVENTS = ['pointerdown', 'mousedown', 'click', 'focusin'] as const;

export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
  { escape = true, outside = true }: DismissOptions = {},
): void {
  // The newest callback for the document listeners (they are not re-added on every render).
  const latest = useRef(onDismiss);
  useLayoutEffect(() => {
    latest.current = onDismiss;
  });

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current('escape');
    };
    const onOutside = (event: Event): void => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) {
        latest.current('outside');
      }
    };
    if (escape) document.addEventListener('keydown', onKey);
    if (outside) for (const type of OUTSIDE_EVENTS) document.addEventListener(type, onOutside, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const type of OUTSIDE_EVENTS) document.removeEventListener(type, onOutside, true);
    };
  }, [open, root, escape, outside]);
}
