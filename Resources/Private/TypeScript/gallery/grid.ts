/**
 * The justified grid in plain DOM (spec 2.1, 3.1; issue 12). The CMS's own links and images stay:
 * each link moves into a positioned item of the grid, with its caption and the German hint, so no
 * image is created twice and the lazy loading the entry started on them goes on (core/lazy-images).
 *
 * Large galleries are laid out in slices: the grid gets its full height at once (nothing below it
 * moves), the entries up to one screen below the viewport are placed in the first task, the rest in
 * tasks of a few milliseconds each, so no task grows long. Entries not placed yet are hidden by CSS.
 */
import { t } from '../core/i18n';
import { tp } from '../core/plural';
import type { GalleryEntry } from './items';
import { computeLayout, type GalleryLayout } from './layout';
import type { GallerySettings } from './settings';

export interface GridOptions {
  settings: GallerySettings;
  /** The accessible name of the list; by default 'Bildergalerie: {count} Bilder'. */
  label: string;
  /** Runs once every entry is placed (the lightbox reads the URL fragment then). */
  onReady?: () => void;
  /** Reports a failure in a later slice (the first one throws to the caller). */
  onError?: (error: unknown) => void;
  /** User Timing measure from the start to the last entry placed, e.g. `sf:gallery-layout #c71`. */
  measure?: string;
  /** Entries placed per later task, fixed (tests); by default sized from the machine's speed. */
  sliceSize?: number;
  /** Runs `next` in a later task; default `setTimeout(next, 0)`. */
  schedule?: (next: () => void) => void;
}

export interface Grid {
  /** The grid element (`.sf-gallery`, role list). */
  element: HTMLElement;
  /** Lays the placed entries out again at `width` (the ResizeObserver calls this). */
  relayout(width: number): void;
  stop(): void;
}

/**
 * Later slices: our script costs some 20–35 µs per entry on the build machine; the browser's style
 * and layout of the placed entries afterwards cost more. So each slice is sized from how
 * fast the previous one ran: about SLICE_SCRIPT_MS of our script, between the bounds below. On a
 * slow phone the slices shrink with the machine's speed.
 */
const SLICE_SCRIPT_MS = 6;
const SLICE_MIN = 50;
const SLICE_MAX = 500;

export function createGrid(list: HTMLElement, entries: readonly GalleryEntry[], options: GridOptions): Grid {
  const { settings } = options;
  const doc = list.ownerDocument;
  const view = doc.defaultView ?? window;
  const began = performance.now();
  const schedule = options.schedule ?? ((next: () => void) => void view.setTimeout(next, 0));
  let sliceSize = options.sliceSize ?? SLICE_MIN * 2;

  // Measured before anything changes: the page is styled and laid out, so reading costs nothing
  // (after the changes below it would force a restyle of every entry in this task). The grid fills
  // the list's width; the list's top stays where it is.
  const listBox = list.getBoundingClientRect();
  const element = doc.createElement('div');
  element.className = 'sf-gallery';
  element.setAttribute('role', 'list');
  element.setAttribute(
    'aria-label',
    options.label || tp('gallery.label', entries.length, { count: entries.length }),
  );
  list.prepend(element);
  // The list drops its pre-mount flex rows (content.css); a class, not `:has(> .sf-gallery)`, which
  // Chromium matched once per entry against all the list's children (seconds of style at 10,000).
  list.classList.add('sf-gallery-host');

  const items: (HTMLElement | undefined)[] = entries.map(() => undefined);
  let layout: GalleryLayout = { height: 0, boxes: [] };
  let width = 0;
  let placed = 0;
  let stopped = false;
  let observer: ResizeObserver | undefined;

  // Cloned per entry: cheaper than building each from scratch (1,000 entries are 1,000 of each).
  const wrapperTemplate = doc.createElement('div');
  wrapperTemplate.className = 'sf-gallery__item';
  wrapperTemplate.setAttribute('role', 'listitem');
  const captionTemplate = doc.createElement('span');
  captionTemplate.className = 'sf-gallery__caption';
  captionTemplate.setAttribute('aria-hidden', 'true');
  const hintTemplate = doc.createElement('span');
  hintTemplate.className = 'sf-visually-hidden';
  hintTemplate.textContent = ` (${t('gallery.opensViewer')})`;

  /** The entry's grid item: the CMS link moved in, with its caption and hint. */
  const adopt = (index: number): HTMLElement => {
    const { link, image, item } = entries[index] as GalleryEntry;
    const wrapper = wrapperTemplate.cloneNode(false) as HTMLElement;
    link.classList.add('sf-gallery__link');
    image.classList.add('sf-gallery__image');
    image.decoding = 'async';
    if (settings.captions && item.caption) {
      const caption = captionTemplate.cloneNode(false) as HTMLElement;
      caption.textContent = item.caption;
      link.append(caption);
    }
    if (item.group !== undefined) link.append(hintTemplate.cloneNode(true));
    wrapper.append(link);
    items[index] = wrapper;
    return wrapper;
  };

  /** Positions item `index`; false for an item of a hidden last row. */
  const position = (index: number, wrapper: HTMLElement): boolean => {
    const box = layout.boxes[index];
    if (!box) return false;
    const style = wrapper.style;
    style.top = `${box.top}px`;
    style.left = `${box.left}px`;
    style.width = `${box.width}px`;
    style.height = `${box.height}px`;
    return true;
  };

  /** How many entries the first task places: those up to one screen below the viewport, at least a slice. */
  let top = listBox.top;
  const firstSlice = (): number => {
    const limit = 2 * view.innerHeight - top;
    const index = layout.boxes.findIndex((box) => box !== undefined && box.top > limit);
    return Math.max(sliceSize, index < 0 ? entries.length : index);
  };

  const finish = (): void => {
    if (options.measure && typeof performance.measure === 'function')
      performance.measure(options.measure, { start: began, end: performance.now() });
    options.onReady?.();
  };

  const slice = (count: number): void => {
    if (stopped) return;
    const start = performance.now();
    const end = Math.min(entries.length, placed + count);
    const done = end - placed;
    const fragment = doc.createDocumentFragment();
    while (placed < end) {
      const wrapper = adopt(placed);
      if (position(placed, wrapper)) fragment.append(wrapper);
      placed += 1;
    }
    element.append(fragment);
    const perEntry = (performance.now() - start) / Math.max(1, done);
    if (options.sliceSize === undefined && perEntry > 0)
      sliceSize = Math.round(Math.min(SLICE_MAX, Math.max(SLICE_MIN, SLICE_SCRIPT_MS / perEntry)));
    if (placed < entries.length) {
      schedule(() => {
        try {
          slice(sliceSize);
        } catch (error) {
          options.onError?.(error);
        }
      });
    } else finish();
  };

  const relayout = (next: number): void => {
    if (next <= 0 || next === width) return;
    const first = width === 0;
    width = next;
    layout = computeLayout(
      entries.map((entry) => entry.item),
      width,
      settings,
    );
    element.style.height = `${layout.height}px`;
    if (first) {
      // Shown later (a gallery in a closed tab): where it is now.
      if (placed === 0 && width !== Math.floor(listBox.width)) top = element.getBoundingClientRect().top;
      slice(firstSlice());
      return;
    }
    // Items of a hidden last row come and go with the width; the others keep their place in the list.
    const shown: HTMLElement[] = [];
    let changed = false;
    for (let index = 0; index < placed; index += 1) {
      const wrapper = items[index] as HTMLElement;
      const visible = position(index, wrapper);
      if (visible !== wrapper.isConnected) changed = true;
      if (visible) shown.push(wrapper);
      else wrapper.remove();
    }
    if (changed) element.append(...shown);
  };

  relayout(Math.floor(listBox.width));
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver((records) => {
      // A hidden gallery (a closed tab, say) measures 0: keep the last layout.
      relayout(Math.floor(records[0]?.contentRect.width ?? 0));
    });
    observer.observe(element);
  }

  return {
    element,
    relayout,
    stop() {
      stopped = true;
      observer?.disconnect();
    },
  };
}
