import { setLanguage } from '../core/i18n';
import { createGrid } from './grid';
import { readGalleryEntries } from './items';
import { computeLayout } from './layout';
import { DEFAULTS, type GallerySettings } from './settings';

/** A CMS gallery list of `count` entries: landscape and portrait images, every fifth without alt. */
function cmsList(count: number): HTMLElement {
  const list = document.createElement('div');
  list.setAttribute('data-sf-gallery-items', '');
  list.innerHTML = Array.from({ length: count }, (_, index) => {
    const [width, height] = index % 3 === 0 ? [320, 480] : [480, 320];
    const alt = index % 5 === 0 ? '' : `Bild ${index + 1}`;
    return `<a href="/gross-${index}.jpg" data-fancybox="werk" title="Eintrag ${index + 1}"><img class="unloaded" data-src="/bild-${index}.jpg" width="${width}" height="${height}" alt="${alt}"></a>`;
  }).join('');
  document.body.append(list);
  return list;
}

/** Runs the slices the grid schedules, one by one, as the browser's timer would. */
function manualSchedule() {
  const queue: (() => void)[] = [];
  return {
    schedule: (next: () => void) => queue.push(next),
    pending: () => queue.length,
    runOne: () => queue.shift()?.(),
    runAll: () => {
      while (queue.length > 0) queue.shift()?.();
    },
  };
}

function box(width: number, top = 0) {
  return {
    width,
    height: 600,
    top,
    left: 0,
    right: width,
    bottom: top + 600,
    x: 0,
    y: top,
    toJSON: () => ({}),
  };
}

const settings: GallerySettings = { ...DEFAULTS, rowHeight: 120, margins: 4 };

describe('the plain-DOM grid (2.1, 3.1; issue 12)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    setLanguage('de');
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(box(800));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setLanguage(undefined);
  });

  it('keeps the CMS links and images, in a German-labelled list, each at its layout box', () => {
    const list = cmsList(12);
    const entries = readGalleryEntries(list);
    const links = entries.map((entry) => entry.link);
    const images = entries.map((entry) => entry.image);
    const ready = jest.fn();
    const grid = createGrid(list, entries, { settings, label: '', onReady: ready });
    expect(grid.element.getAttribute('role')).toBe('list');
    expect(grid.element.getAttribute('aria-label')).toBe('Bildergalerie: 12 Bilder');
    expect(list.classList.contains('sf-gallery-host')).toBe(true);
    const items = [...grid.element.querySelectorAll<HTMLElement>(':scope > .sf-gallery__item')];
    expect(items).toHaveLength(12);
    // The same elements, not copies: the lazy loading the entry started on them goes on.
    expect(items.map((item) => item.querySelector('a'))).toEqual(links);
    expect(items.map((item) => item.querySelector('img'))).toEqual(images);
    const layout = computeLayout(
      entries.map((entry) => entry.item),
      800,
      settings,
    );
    expect(grid.element.style.height).toBe(`${layout.height}px`);
    items.forEach((item, index) => {
      const expected = layout.boxes[index]!;
      expect(item.getAttribute('role')).toBe('listitem');
      expect(item.style.top).toBe(`${expected.top}px`);
      expect(item.style.left).toBe(`${expected.left}px`);
      expect(item.style.width).toBe(`${expected.width}px`);
      expect(item.style.height).toBe(`${expected.height}px`);
    });
    // Caption from the alt text, else the entry title; the hint in German.
    expect(items[1]?.querySelector('.sf-gallery__caption')?.textContent).toBe('Bild 2');
    expect(items[0]?.querySelector('.sf-gallery__caption')?.textContent).toBe('Eintrag 1');
    expect(items[0]?.querySelector('.sf-visually-hidden')?.textContent).toBe(' (öffnet die Bildansicht)');
    expect(links[0]?.classList.contains('sf-gallery__link')).toBe(true);
    expect(images[0]?.classList.contains('sf-gallery__image')).toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('a large gallery gets its full height at once and its entries in slices, in order, ready after the last', () => {
    const list = cmsList(1000);
    const entries = readGalleryEntries(list);
    const timer = manualSchedule();
    const ready = jest.fn();
    const grid = createGrid(list, entries, {
      settings,
      label: 'Werk',
      onReady: ready,
      schedule: timer.schedule,
      sliceSize: 150,
    });
    const layout = computeLayout(
      entries.map((entry) => entry.item),
      800,
      settings,
    );
    expect(grid.element.style.height).toBe(`${layout.height}px`);
    expect(grid.element.getAttribute('aria-label')).toBe('Werk');
    // First task: everything up to one screen below the viewport (jsdom: 768 px high), at least a slice.
    const limit = 2 * window.innerHeight;
    const due = layout.boxes.findIndex((b) => b !== undefined && b.top > limit);
    const first = grid.element.children.length;
    expect(first).toBe(Math.max(150, due));
    expect(first).toBeLessThan(1000);
    // The others wait as CMS entries in the list (hidden by CSS), not yet moved.
    expect(list.querySelectorAll(':scope > a')).toHaveLength(1000 - first);
    expect(ready).not.toHaveBeenCalled();
    timer.runOne();
    expect(grid.element.children.length).toBe(first + 150);
    timer.runAll();
    expect(grid.element.children).toHaveLength(1000);
    expect(list.querySelectorAll(':scope > a')).toHaveLength(0);
    expect([...grid.element.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
      entries.map((entry) => entry.item.href),
    );
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('stop() ends the slicing', () => {
    const list = cmsList(600);
    const timer = manualSchedule();
    const grid = createGrid(list, readGalleryEntries(list), {
      settings,
      label: '',
      schedule: timer.schedule,
      sliceSize: 100,
    });
    const placed = grid.element.children.length;
    grid.stop();
    timer.runAll();
    expect(grid.element.children).toHaveLength(placed);
  });

  it('last-row hide: the incomplete last row is out of the list; a new width lays the rest out again, in order', () => {
    const list = cmsList(7);
    const entries = readGalleryEntries(list);
    const hide = { ...settings, lastRow: 'hide' as const };
    const grid = createGrid(list, entries, { settings: hide, label: '' });
    const shownAt = (width: number) =>
      computeLayout(
        entries.map((entry) => entry.item),
        width,
        hide,
      ).boxes.flatMap((b, index) => (b ? [index] : []));
    const hrefs = () => [...grid.element.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs()).toEqual(shownAt(800).map((index) => `/gross-${index}.jpg`));
    expect(shownAt(800).length).toBeLessThan(7);
    for (const width of [500, 1100, 800]) {
      grid.relayout(width);
      expect(hrefs()).toEqual(shownAt(width).map((index) => `/gross-${index}.jpg`));
      const layout = computeLayout(
        entries.map((entry) => entry.item),
        width,
        hide,
      );
      expect(grid.element.style.height).toBe(`${layout.height}px`);
    }
  });

  it('a gallery without width (a closed tab) waits, and lays out when it gets one', () => {
    (HTMLElement.prototype.getBoundingClientRect as jest.Mock).mockReturnValue(box(0));
    const list = cmsList(5);
    const ready = jest.fn();
    const grid = createGrid(list, readGalleryEntries(list), { settings, label: '', onReady: ready });
    expect(grid.element.children).toHaveLength(0);
    expect(ready).not.toHaveBeenCalled();
    grid.relayout(640);
    expect(grid.element.children).toHaveLength(5);
    expect(ready).toHaveBeenCalledTimes(1);
  });
});
