/**
 * The focus trap of a modal layer (mobile menu, photo lightbox, the consumer alert's dialog where the
 * browser lacks showModal): while active, focus starts inside, Tab and Shift+Tab cycle through what
 * `tabbables` finds, focus that lands outside (a click on the page behind) comes back, and when the
 * trap ends focus goes back where it belongs. The WAI-ARIA dialog pattern, written once.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { tabbables, wrapTarget } from './focus';

export interface FocusTrapOptions {
  /** Default true. */
  active?: boolean;
  /** What takes focus when the trap starts (and when focus strays outside): this element, else the first tabbable; false: leave focus alone. */
  initialFocus?: RefObject<HTMLElement | null> | false;
  /** When the trap ends: true gives focus back to what had it when the trap started; an element ref gives it there; false leaves it. */
  returnFocus?: boolean | RefObject<HTMLElement | null>;
  /** Bring focus that lands outside back in (default true). */
  containFocus?: boolean;
}

/** The keyboard event fields the trap reads (a React or a native event). */
export interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * Traps focus in `container` while active. Returns the Tab handler: call it from the container's
 * keydown handler (React's onKeyDown), so that handlers inside the layer run first, as they would
 * for the browser's own Tab.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active = true, initialFocus, returnFocus = true, containFocus = true }: FocusTrapOptions = {},
): (event: TabKeyEvent) => void {
  // The options are read when the trap starts and ends, not followed while it runs.
  const options = useRef({ initialFocus, returnFocus, containFocus });
  useLayoutEffect(() => {
    options.current = { initialFocus, returnFocus, containFocus };
  });

  const opener = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!active) return undefined;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const home = (): HTMLElement | undefined => {
      const wanted = options.current.initialFocus;
      if (wanted === false) return undefined;
      const element = wanted?.current;
      if (element) return element;
      return container.current ? tabbables(container.current)[0] : undefined;
    };
    home()?.focus();
    const onFocusIn = (event: FocusEvent): void => {
      if (!options.current.containFocus) return;
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) home()?.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [active, container]);

  // Focus goes back after the commit: React puts back the focus it saw before a commit, so a focus()
  // in a layout clean-up would be undone while the layer's element stays in the page.
  useEffect(() => {
    if (!active) return undefined;
    return () => {
      const back = options.current.returnFocus;
      const from = opener.current;
      opener.current = null;
      if (back === true) {
        if (from && from !== document.body && from.isConnected) from.focus();
      } else if (back) {
        back.current?.focus();
      }
    };
  }, [active]);

  return (event: TabKeyEvent) => {
    const root = container.current;
    if (!active || event.key !== 'Tab' || event.defaultPrevented || !root) return;
    const items = tabbables(root);
    if (items.length === 0) {
      // Nothing to go to: focus stays where it is rather than leave the layer.
      event.preventDefault();
      return;
    }
    const target = wrapTarget(items, document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
}
