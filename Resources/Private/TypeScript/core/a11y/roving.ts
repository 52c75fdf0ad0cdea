/**
 * Arrow-key index movement, written once for every composite widget (tabs, the place panel's tabs,
 * the search listbox, the autocomplete's predictions, the overflow menu): which index a key moves to.
 * Each widget keeps its own rules through the options (wrap or stop at the ends, which arrows, mirrored
 * in right-to-left). Pure.
 */

/** Which arrows move: left/right, up/down, or both pairs (the CMS tab block, laid out either way). */
export type RovingOrientation = 'horizontal' | 'vertical' | 'both';

export interface RovingOptions {
  /** Default 'both'. */
  orientation?: RovingOrientation;
  /** Past an end: wrap to the other end (true, the default) or stop there (false). */
  wrap?: boolean;
  /** Right-to-left: ArrowLeft moves forward, ArrowRight back (vertical arrows are not mirrored). */
  rtl?: boolean;
  /** PageUp and PageDown jump like Home and End (the WAI-ARIA menu pattern). */
  pageKeys?: boolean;
}

/** The step an arrow key means under the options: 1, -1, or 0 for a key that does not step. */
function stepOf(key: string, orientation: RovingOrientation, rtl: boolean): number {
  const vertical = orientation !== 'horizontal';
  const horizontal = orientation !== 'vertical';
  if (vertical && key === 'ArrowDown') return 1;
  if (vertical && key === 'ArrowUp') return -1;
  if (horizontal && key === 'ArrowRight') return rtl ? -1 : 1;
  if (horizontal && key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/**
 * The index `key` moves to from `index` in a list of `count`, or null when the key does not move
 * (another key, or an empty list). Home and End jump to the ends. With no current item (`index`
 * outside the list) a wrapping list starts at the end the key points to (ArrowDown the first,
 * ArrowUp the last); a stopping list steps from the nearest end.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  { orientation = 'both', wrap = true, rtl = false, pageKeys = false }: RovingOptions = {},
): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const step = stepOf(key, orientation, rtl);
  if (step !== 0) {
    if (wrap) {
      if (index < 0 || index > last) return step > 0 ? 0 : last;
      return (index + step + count) % count;
    }
    const from = Math.min(Math.max(index, 0), last);
    return Math.min(Math.max(from + step, 0), last);
  }
  if (key === 'Home' || (pageKeys && key === 'PageUp')) return 0;
  if (key === 'End' || (pageKeys && key === 'PageDown')) return last;
  return null;
}
