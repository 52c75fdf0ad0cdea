/**
 * The horizontal carousel's arithmetic (issue 16, spec 9.5): where the scroll position stands
 * (at the start, at the end) for the 'Vorherige anzeigen' / 'Nächste anzeigen' buttons, how far a
 * button scrolls, and the 10 ms debounce after which the scroll position counts as settled. Pure.
 */

/** 9.5: the carousel's scroll position settles with a 10 ms debounce. */
export const SCROLL_DEBOUNCE_MS = 10;

/** Sub-pixel scroll positions (zoom, high-density screens) count as the edge within 1 px. */
export const EDGE_TOLERANCE_PX = 1;

export interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether a horizontal scroller stands at its start and at its end. Right-to-left scrollers count
 * `scrollLeft` from 0 at the start (the right edge) down to negative values (CSSOM View), so the
 * distance travelled is its absolute value. Content that fits is at both ends.
 */
export function edges(scrollLeft: number, clientWidth: number, scrollWidth: number): Edges {
  const travelled = Math.abs(scrollLeft);
  const room = Math.max(0, scrollWidth - clientWidth);
  return {
    atStart: travelled <= EDGE_TOLERANCE_PX,
    atEnd: travelled >= room - EDGE_TOLERANCE_PX,
  };
}

/**
 * The `left` of a `scrollBy` for a button: one step towards the end ('next') or the start
 * ('previous'); in right-to-left the end lies to the left, so the sign turns.
 */
export function scrollDelta(direction: 'previous' | 'next', step: number, rtl: boolean): number {
  const towardsEnd = direction === 'next' ? 1 : -1;
  return towardsEnd * (rtl ? -1 : 1) * step;
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call (the component went away). */
  cancel(): void;
}

/** Calls `fn` with the last arguments once no call came for `ms` milliseconds. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
