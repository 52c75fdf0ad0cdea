/**
 * Issue 29: on phones (below 700 px) the store locator shows either its map or its list, switched by
 * the 'Karte' / 'Liste' buttons (`aria-pressed`) of the group `sf-map-view-{id}` that the CMS renders.
 * The frame's `data-sf-view` says which; map.css hides the other part below 700 px only, so from
 * 700 px on both stay shown and the buttons are hidden. Without JavaScript the buttons stay hidden
 * and both parts shown. The chosen location is kept: choosing a list entry on a phone switches to
 * the map (block.ts then opens its info window), and the list shown again is scrolled to that entry,
 * marked `aria-current`.
 */
import { mediaMatches } from '../../core/media';

export type LocatorView = 'map' | 'list';

/** Below this width the toggle is shown (map.css holds the same query). */
export const PHONE_QUERY = '(max-width: 699px)';

export interface ViewToggleParts {
  /** The block's frame: carries `data-sf-view` and receives `sf:location-select`. */
  frame: HTMLElement;
  /** The group with the two buttons `[data-sf-view="map"]` and `[data-sf-view="list"]`. */
  toggle: HTMLElement;
  list: HTMLElement;
}

export interface ViewToggle {
  readonly view: LocatorView;
  show(view: LocatorView): void;
  /** Marks the location's list entry as the chosen one (`aria-current`). */
  select(index: number): void;
  stop(): void;
}

export function attachViewToggle(parts: ViewToggleParts, view: Window = window): ViewToggle {
  const { frame, toggle, list } = parts;
  const buttons = [...toggle.querySelectorAll<HTMLButtonElement>('button[data-sf-view]')];
  let current: LocatorView = 'map';
  let selected: number | undefined;

  const entryLink = (index: number): HTMLElement | null =>
    list.querySelector<HTMLElement>(`[data-marker-index="${index}"]`);

  const show = (next: LocatorView): void => {
    current = next;
    frame.setAttribute('data-sf-view', next);
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(button.dataset.sfView === next));
    }
    if (next === 'list' && selected !== undefined) {
      const link = entryLink(selected);
      (link?.closest('li') ?? link)?.scrollIntoView({ block: 'nearest' });
    }
  };

  const select = (index: number): void => {
    selected = index;
    for (const link of list.querySelectorAll('[aria-current]')) link.removeAttribute('aria-current');
    entryLink(index)?.setAttribute('aria-current', 'true');
  };

  const onButton = (event: Event): void => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-sf-view]');
    if (!button || !toggle.contains(button)) return;
    show(button.dataset.sfView === 'list' ? 'list' : 'map');
  };

  // Capture: the map is shown before the block's own list handler centres it and opens the info.
  const onEntry = (event: Event): void => {
    const entry = (event.target as Element | null)?.closest<HTMLElement>('[data-marker-index]');
    if (!entry || !list.contains(entry)) return;
    if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
    const index = Number.parseInt(entry.dataset.markerIndex ?? '', 10);
    if (!Number.isInteger(index)) return;
    select(index);
    if (current === 'list' && mediaMatches(PHONE_QUERY, view)) show('map');
  };

  const onSelect = (event: Event): void => {
    const detail = (event as CustomEvent<{ index?: unknown } | null>).detail;
    const index = detail?.index;
    if (typeof index !== 'number' || !Number.isInteger(index)) return;
    select(index);
    // A location chosen without a click on the list (a shared link restoring it) is shown too.
    if (current === 'list' && mediaMatches(PHONE_QUERY, view)) show('map');
  };

  toggle.addEventListener('click', onButton);
  list.addEventListener('click', onEntry, true);
  list.addEventListener('keydown', onEntry, true);
  frame.addEventListener('sf:location-select', onSelect);
  show('map');

  return {
    get view() {
      return current;
    },
    show,
    select,
    stop: () => {
      toggle.removeEventListener('click', onButton);
      list.removeEventListener('click', onEntry, true);
      list.removeEventListener('keydown', onEntry, true);
      frame.removeEventListener('sf:location-select', onSelect);
      frame.removeAttribute('data-sf-view');
    },
  };
}
