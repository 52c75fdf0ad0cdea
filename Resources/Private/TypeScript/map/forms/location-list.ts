/**
 * The block's location list during a map search (4.8): the entries within the radius nearest
 * first with their distance; restored to the CMS order when the search ends. Which entries are
 * hidden is the block's visibility's to say (map/locator/visibility.ts, issue 29).
 *
 * The distance is visible text only (`.ce-map__distance`), never an attribute: the metres to a few
 * known locations would give away the searched point, and that may be the visitor's own position.
 */
import { t } from '../../core/i18n';
import type { WithDistance } from '../../services/geo';
import { distance } from '../messages';

/** The class of the distance a map search adds to an entry ('350 m entfernt'). */
export const DISTANCE_CLASS = 'ce-map__distance';

/** The DOM entries of the list by marker index (the `li` around each link, if any). */
export function listEntries(list: HTMLElement): Map<number, HTMLElement> {
  const entries = new Map<number, HTMLElement>();
  for (const link of list.querySelectorAll<HTMLElement>('[data-marker-index]')) {
    const index = Number.parseInt(link.dataset.markerIndex ?? '', 10);
    const entry = link.closest('li') ?? link;
    if (Number.isInteger(index) && list.contains(entry)) entries.set(index, entry);
  }
  return entries;
}

export class LocationListView {
  /** The entries in their CMS order, saved on the first search. */
  private order: HTMLElement[] | undefined;

  constructor(private readonly list: HTMLElement | null) {}

  show(shown: readonly WithDistance[]): void {
    const list = this.list;
    if (!list) return;
    const entries = listEntries(list);
    this.order ??= [...entries.values()];
    const byIndex = new Map(shown.map((entry) => [entry.index, entry.meters]));
    for (const [index, entry] of entries) {
      entry.querySelector(`.${DISTANCE_CLASS}`)?.remove();
      const meters = byIndex.get(index);
      if (meters === undefined) continue;
      const label = entry.ownerDocument.createElement('span');
      label.className = DISTANCE_CLASS;
      label.textContent = t('map.search.distance', { distance: distance(meters) });
      entry.append(label);
    }
    // Nearest first: the shown entries move to the front in distance order.
    const parent = this.order[0]?.parentElement;
    if (!parent) return;
    const sorted = shown.map((entry) => entries.get(entry.index)).filter((e): e is HTMLElement => !!e);
    const rest = this.order.filter((entry) => !sorted.includes(entry));
    for (const entry of [...sorted, ...rest]) parent.append(entry);
  }

  restore(): void {
    if (!this.order) return;
    for (const entry of this.order) {
      entry.querySelector(`.${DISTANCE_CLASS}`)?.remove();
      entry.parentElement?.append(entry);
    }
    this.order = undefined;
  }
}
