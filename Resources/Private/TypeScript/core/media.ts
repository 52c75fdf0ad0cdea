/**
 * Media queries without React, for code that runs outside components (Fancybox, slick settings) and
 * must not pull React into its chunk. `core/hooks.ts` has the React side (`useMediaQuery`).
 */

/** Whether `query` matches in `view` now; false where the browser (or jsdom) has no matchMedia. */
export function mediaMatches(query: string, view: Window = window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia(query).matches;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The visitor asked for less motion: animations and slides take no time. */
export function prefersReducedMotion(view: Window = window): boolean {
  return mediaMatches(REDUCED_MOTION_QUERY, view);
}
