/**
 * Swipe and tap in the photo lightbox (spec 4.12, 9.5), pure: only on screens 640 px wide or less, a
 * horizontal move of more than 10 px changes photo (a move to the left goes forward, to the right
 * back); a tap (no move over 10 px) in the left quarter goes back, in the right quarter (from 75 %)
 * forward, in the middle forward. Right-to-left layouts mirror both: a move to the right and a tap in
 * the left quarter go forward, a tap in the right quarter goes back.
 */

/** 9.5: mobile means 640 px wide or less. */
export const MOBILE_MAX_WIDTH = 640;
/** 9.5: a move of more than 10 px is a swipe. */
export const SWIPE_THRESHOLD_PX = 10;
/** 9.5: the tap edge zones end at 25 % and start at 75 % of the photo area's width. */
export const TAP_BACK_END = 0.25;
export const TAP_FORWARD_START = 0.75;

export type Step = -1 | 0 | 1;

export interface Gesture {
  /** Where the pointer went down and up, in px from the photo area's left edge. */
  startX: number;
  endX: number;
  /** Vertical positions, when known: a move that is mostly vertical (a scroll) is neither swipe nor tap. */
  startY?: number;
  endY?: number;
  /** The photo area's width in px. */
  width: number;
  /** The screen's (layout viewport's) width in px. */
  viewportWidth: number;
  /** True in right-to-left layouts. */
  rtl: boolean;
}

/** True when swipe and tap apply: a screen 640 px wide or less. */
export const isMobileWidth = (viewportWidth: number): boolean =>
  Number.isFinite(viewportWidth) && viewportWidth > 0 && viewportWidth <= MOBILE_MAX_WIDTH;

const opposite = (step: Step): Step => (step === 1 ? -1 : step === -1 ? 1 : 0);

/** -1 for the previous photo, 1 for the next, 0 for nothing. */
export function gestureStep({ startX, endX, startY, endY, width, viewportWidth, rtl }: Gesture): Step {
  if (!isMobileWidth(viewportWidth) || !Number.isFinite(startX) || !Number.isFinite(endX)) return 0;
  const dx = endX - startX;
  const dy = startY !== undefined && endY !== undefined ? endY - startY : 0;
  const mirror: Step = rtl ? -1 : 1;
  if (Math.abs(dx) > SWIPE_THRESHOLD_PX) {
    // A move more vertical than horizontal is a scroll, not a swipe.
    if (Math.abs(dy) > Math.abs(dx)) return 0;
    return dx < 0 ? mirror : opposite(mirror);
  }
  if (Math.abs(dy) > SWIPE_THRESHOLD_PX || !(width > 0)) return 0;
  const ratio = startX / width;
  if (ratio < TAP_BACK_END) return opposite(mirror);
  if (ratio >= TAP_FORWARD_START) return mirror;
  return 1;
}

/**
 * The index kept in range (4.12): previous stops at 0, next at the last photo, and a photo list that
 * shrinks pulls the index back into it. An empty list (or an index that is not a number) gives 0.
 */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(length) || length < 1 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), Math.trunc(length) - 1);
}
