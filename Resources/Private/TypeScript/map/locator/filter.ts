/**
 * Issue 29, the filter form `sf-map-filter-{id}` (Partials/Map/Filter.html): checkboxes
 * `name="category"` (any or all of them, `categoryMatch`) and `name="openNow"`. Each `change` sets
 * the category and open-now constraints of the block's visibility, announces the count ('7 von 12
 * Standorten') in the form's status line, and sends `sf:search` (kind 'filter'). When nothing is
 * left, it names the nearest location to the map search's point, or offers to clear the filter.
 */
import { emit } from '../../core/events';
import { t } from '../../core/i18n';
import { tp } from '../../core/plural';
import { say } from '../forms/status';
import type { MapBlockSettings } from '../settings';
import { clearAction, nearestMessage, nearestOf, offerAction } from './nearest';
import type { Keep, Visibility } from './visibility';

export type CategoryMatch = MapBlockSettings['categoryMatch'];

export interface FilterState {
  categories: string[];
  openNow: boolean;
}

export function readFilter(form: HTMLFormElement): FilterState {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  return {
    categories: boxes.filter((box) => box.name === 'category' && box.checked).map((box) => box.value),
    openNow: boxes.some((box) => box.name === 'openNow' && box.checked),
  };
}

/** The category constraint: none when no box is checked. */
export function categoryKeep(
  locations: MapBlockSettings['locations'],
  checked: readonly string[],
  match: CategoryMatch,
): Keep | null {
  if (checked.length === 0) return null;
  return (index) => {
    const own = locations[index]?.categories ?? [];
    return match === 'all'
      ? checked.every((category) => own.includes(category))
      : checked.some((category) => own.includes(category));
  };
}

/** '7 von 12 Standorten', '1 von 1 Standort' (the noun follows the total). */
export function countMessage(shown: number, total: number): string {
  return tp('map.filter.count', total, { shown, total });
}

/** Whether a block needs the open-state chunk: a CMS place among its locations, or an open-now box. */
export function wantsOpenState(
  locations: MapBlockSettings['locations'],
  filter: HTMLFormElement | null,
): boolean {
  return (
    locations.some((location) => location.placeId?.startsWith('cms:')) ||
    !!filter?.querySelector('input[name="openNow"]')
  );
}

export interface FilterOptions {
  form: HTMLFormElement;
  /** The block's frame: `sf:search` bubbles from it. */
  frame: HTMLElement;
  mapId: string;
  locations: MapBlockSettings['locations'];
  match: CategoryMatch;
  visibility: Visibility;
  /** 'Auf der Karte zeigen'. */
  reveal(index: number): void;
  /** The open-now constraint (unknown hours kept), loaded on first need; none: open now is ignored. */
  openNow?: () => Promise<Keep>;
}

/** Binds the filter form; returns the unbind. */
export function bindFilter(options: FilterOptions): () => void {
  const { form, visibility, locations } = options;
  let latest = 0;

  const announce = (sent: boolean): void => {
    const shown = visibility.shown().length;
    clearAction(form);
    let message = countMessage(shown, visibility.total);
    if (shown === 0) {
      const point = visibility.searchPoint();
      const candidates = locations.flatMap((_, index) =>
        visibility.passes(index, ['radius']) ? [index] : [],
      );
      const nearest = point && nearestOf(locations, point, candidates);
      const location = nearest && locations[nearest.index];
      if (nearest && location) {
        message += `. ${nearestMessage(location.title, nearest.meters)}`;
        offerAction(form, t('map.nearest.show'), () => options.reveal(nearest.index));
      } else {
        message += `. ${t('map.filter.none')}`;
        offerAction(form, t('map.filter.clear'), () => {
          for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
            box.checked = false;
          form.dispatchEvent(new Event('change', { bubbles: true }));
        });
      }
    }
    say(form, message, 'ok');
    if (sent)
      emit(options.frame, 'sf:search', { mapId: options.mapId, kind: 'filter', results: shown }, true);
  };

  const apply = async (sent = true): Promise<void> => {
    const state = readFilter(form);
    const run = ++latest;
    const open = state.openNow && options.openNow ? await options.openNow() : null;
    if (run !== latest) return;
    visibility.setAll({ category: categoryKeep(locations, state.categories, options.match), openNow: open });
    announce(sent);
  };
  const onChange = (): void => void apply();
  const onSubmit = (event: Event): void => {
    event.preventDefault();
    void apply();
  };
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  // A form the browser restored with boxes checked (back button) filters at once; the visitor sent
  // no search, so no `sf:search`.
  const initial = readFilter(form);
  if (initial.categories.length > 0 || initial.openNow) void apply(false);
  return () => {
    latest += 1;
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
  };
}
