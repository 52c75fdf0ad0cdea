/**
 * The keys of the selectable search list (WAI-ARIA listbox, issue 16): which option a key moves
 * to. A vertical list moves with ArrowUp / ArrowDown, a horizontal one with ArrowLeft / ArrowRight
 * (mirrored in right-to-left); Home and End jump; the ends stop (no wrap). Pure.
 */
import type { Orientation } from '../validate';

/** The index the key moves to, or null when the key does not move (another key, or the list is empty). */
export function moveTo(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  rtl = false,
): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const from = Math.min(Math.max(current, 0), last);
  let step = 0;
  if (orientation === 'VERTICAL') {
    if (key === 'ArrowDown') step = 1;
    else if (key === 'ArrowUp') step = -1;
  } else if (key === 'ArrowRight') step = rtl ? -1 : 1;
  else if (key === 'ArrowLeft') step = rtl ? 1 : -1;
  if (step !== 0) return Math.min(Math.max(from + step, 0), last);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/** Enter and Space select the active option. */
export const isSelectKey = (key: string): boolean => key === 'Enter' || key === ' ';
