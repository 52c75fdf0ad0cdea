/**
 * Justified rows (spec 2.1, 3.1, 9.3) with Flickr's justified-layout, plus the last-row modes of
 * the old Justified Gallery: justify, nojustify, left, center, right, hide. A last row filled
 * beyond the justify threshold (0.9) is justified in every mode.
 */
import justifiedLayout from 'justified-layout';
import { JUSTIFY_THRESHOLD, type GallerySettings } from './settings';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface GalleryLayout {
  height: number;
  /** One per input item, in input order; undefined for an item of a hidden last row. */
  boxes: (Box | undefined)[];
}

export interface Size {
  width: number;
  height: number;
}

type LayoutSettings = Pick<GallerySettings, 'rowHeight' | 'margins' | 'lastRow' | 'border'>;

export function computeLayout(
  items: readonly Size[],
  containerWidth: number,
  settings: LayoutSettings,
): GalleryLayout {
  if (items.length === 0 || containerWidth <= 0) return { height: 0, boxes: items.map(() => undefined) };
  const border = settings.border < 0 ? settings.margins : settings.border;
  const ratios = items.map((item) => (item.width > 0 && item.height > 0 ? item.width / item.height : 1));
  const run = (widowLayoutStyle: 'left' | 'justify' | 'center', showWidows = true) =>
    justifiedLayout(ratios, {
      containerWidth,
      containerPadding: border,
      boxSpacing: settings.margins,
      targetRowHeight: settings.rowHeight,
      showWidows,
      widowLayoutStyle,
    });

  const justified = run('justify');
  if (settings.lastRow === 'justify' || justified.widowCount === 0) return toLayout(justified, items.length);

  const left = run('left');
  const widows = left.boxes.slice(-left.widowCount);
  const first = widows[0];
  const last = widows[widows.length - 1];
  const inner = containerWidth - 2 * border;
  const fill = first && last ? (last.left + last.width - first.left) / inner : 1;
  if (fill >= JUSTIFY_THRESHOLD) return toLayout(justified, items.length);

  switch (settings.lastRow) {
    case 'nojustify':
    case 'left':
      return toLayout(left, items.length);
    case 'center':
      return toLayout(run('center'), items.length);
    case 'right': {
      const shift = first && last ? containerWidth - border - (last.left + last.width) : 0;
      const boxes = left.boxes.map((box, index) =>
        index >= left.boxes.length - left.widowCount ? { ...box, left: box.left + shift } : box,
      );
      return toLayout({ ...left, boxes }, items.length);
    }
    case 'hide': {
      const hidden = run('left', false);
      return toLayout(hidden, items.length);
    }
  }
}

function toLayout(result: { containerHeight: number; boxes: Box[] }, count: number): GalleryLayout {
  const boxes: (Box | undefined)[] = [];
  for (let index = 0; index < count; index += 1) {
    const box = result.boxes[index];
    boxes.push(box ? { top: box.top, left: box.left, width: box.width, height: box.height } : undefined);
  }
  return { height: result.containerHeight, boxes };
}

/** Fisher–Yates shuffle with an injectable random source (randomize: 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
