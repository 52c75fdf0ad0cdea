/**
 * The keys of the selectable search list (WAI-ARIA listbox, issue 16): which option a key moves
 * to. A vertical list moves with ArrowUp / ArrowDown, a horizontal one with ArrowLeft / ArrowRight
 * (mirrored in right-to-left); Home and End jump; the ends stop (no wrap). Pure.
 */
import { rovingIndex } from '../../core/a11y/roving';
import type { Orientation } from '../validate';

/** The index the key moves to, or null when the key does not move (another key, or the list is empty). */
export function moveTo(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
  rtl = false,
): number | null {
  return rovingIndex(key, current, count, {
    orientation: orientation === 'VERTICAL' ? 'vertical' : 'horizontal',
    wrap: false,
    rtl,
  });
}

/** Enter and Space select the active option. */
export const isSelectKey = (key: string): boolean => key === 'Enter' || key === ' ';
