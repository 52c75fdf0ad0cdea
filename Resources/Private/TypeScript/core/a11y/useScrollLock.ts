/**
 * The page-scroll lock for overlays (mobile menu, photo lightbox, full-window autocomplete): a COUNTED
 * lock on `<html>`. Each holder adds one; the class `sf-scroll-lock` (styled in the page CSS) and
 * `overflow: hidden` on `<body>` stay until the last holder lets go. A holder lets go when it turns
 * inactive or unmounts, so a widget that goes away while open (a render error, `react-host` putting
 * the CMS markup back) never leaves the page unscrollable, and interleaved overlays (A locks, B
 * locks, A unlocks) keep the page locked for B.
 */
import { useLayoutEffect } from 'react';

export const SCROLL_LOCK_CLASS = 'sf-scroll-lock';

interface LockState {
  holders: number;
  /** `<body>`'s own inline overflow before the first holder, put back after the last. */
  bodyOverflow: string;
}

const locks = new WeakMap<Document, LockState>();

export interface ScrollLockOptions {
  /** Scroll the window back to where it was when this holder took the lock (mobile browsers jump). */
  restoreScroll?: boolean;
}

/** Takes one hold on the lock; the function returned lets go (once; calling it again does nothing). */
export function acquireScrollLock(doc: Document = document, options: ScrollLockOptions = {}): () => void {
  const view = doc.defaultView;
  const x = view?.scrollX ?? 0;
  const y = view?.scrollY ?? 0;
  let state = locks.get(doc);
  if (!state || state.holders === 0) {
    state = { holders: 0, bodyOverflow: doc.body.style.overflow };
    locks.set(doc, state);
    doc.documentElement.classList.add(SCROLL_LOCK_CLASS);
    doc.body.style.overflow = 'hidden';
  }
  state.holders += 1;
  const held = state;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders === 0) {
      doc.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      doc.body.style.overflow = held.bodyOverflow;
    }
    if (options.restoreScroll) view?.scrollTo(x, y);
  };
}

/** How many holders the page's lock has now (for tests and diagnostics). */
export function scrollLockHolders(doc: Document = document): number {
  return locks.get(doc)?.holders ?? 0;
}

/** Holds the page's scroll lock while `active`; lets go when inactive or unmounted. */
export function useScrollLock(active: boolean, { restoreScroll = false }: ScrollLockOptions = {}): void {
  useLayoutEffect(() => {
    if (!active) return undefined;
    return acquireScrollLock(document, { restoreScroll });
  }, [active, restoreScroll]);
}
