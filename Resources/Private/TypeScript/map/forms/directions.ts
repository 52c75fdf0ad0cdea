/**
 * 4.9 Directions with the step panel. Planning and the messages are pure; `Directions` draws the
 * route and fills the panel; `offerModes` keeps the travel-mode select to what the provider routes.
 */
import { t } from '../../core/i18n';
import { distance, duration, routeFailedMessage } from '../messages';
import type { MapHandle } from '../provider';
import type { RouteFound, TravelMode } from '../services';
import { refuse, resolveAddress, type Fields, type Planned } from './plan';
import type { Run } from './run';

const TRAVEL_MODES: readonly TravelMode[] = ['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT'];

export interface DirectionsPlan {
  from: string;
  to: string;
  mode: TravelMode;
}

export function planDirections(
  fields: Fields,
  fallbackAddress: string,
  travelModes: readonly TravelMode[],
): Planned<DirectionsPlan> {
  const typedFrom = (fields.origin ?? '').trim();
  const typedTo = (fields.destination ?? '').trim();
  if (typedFrom === '' && typedTo === '') return refuse(t('map.form.noRouteAddresses'));
  const from = resolveAddress(typedFrom, fallbackAddress);
  const to = resolveAddress(typedTo, fallbackAddress);
  if (from === undefined || to === undefined) return refuse(t('map.form.noRouteAddresses'));
  const mode = (fields.mode ?? '') as TravelMode;
  if (!travelModes.includes(mode)) return refuse(t('map.form.modeUnavailable'));
  return { from, to, mode };
}

export function routeSummary(route: RouteFound): string {
  return t('map.route.total', {
    distance: distance(route.distanceMeters),
    duration: duration(route.durationSeconds),
  });
}

/** Fills the step panel: heading, total, one list item per step (empty for no route). */
export function renderRoutePanel(
  panel: HTMLElement,
  route: RouteFound | undefined,
  from: string,
  to: string,
): void {
  panel.replaceChildren();
  if (!route) return;
  const doc = panel.ownerDocument;
  const heading = doc.createElement('p');
  heading.className = 'ce-map__route-heading';
  heading.textContent = t('map.route.heading', { origin: from, destination: to });
  const total = doc.createElement('p');
  total.className = 'ce-map__route-total';
  total.textContent = routeSummary(route);
  const steps = doc.createElement('ol');
  steps.className = 'ce-map__steps';
  for (const step of route.steps) {
    const item = doc.createElement('li');
    const text = doc.createElement('span');
    text.className = 'ce-map__step-text';
    text.textContent = step.instruction;
    item.append(text);
    if (step.distanceMeters > 0) {
      const length = doc.createElement('span');
      length.className = 'ce-map__step-distance';
      length.textContent = distance(step.distanceMeters);
      item.append(' ', length);
    }
    steps.append(item);
  }
  panel.append(heading, total, steps);
}

/** Offers only the travel modes the provider can route (no public transport on OpenStreetMap). */
export function offerModes(form: HTMLFormElement | null, travelModes: readonly TravelMode[]): void {
  const select = form?.elements.namedItem('mode');
  if (!(select instanceof HTMLSelectElement)) return;
  for (const option of select.options) {
    const known = TRAVEL_MODES.includes(option.value as TravelMode);
    const available = !known || travelModes.includes(option.value as TravelMode);
    option.disabled = !available;
    option.hidden = !available;
  }
  if (select.selectedOptions[0]?.disabled) {
    const first = [...select.options].find((option) => !option.disabled);
    if (first) first.selected = true;
  }
}

export class Directions {
  constructor(
    private readonly panel: HTMLElement | null,
    /** This map's 'not found' message (the hidden field of 2.3), read when a route fails. */
    private readonly notFoundMessage: () => string,
  ) {}

  /** Resolves with 1 when a route is shown, else 0 (issue 29's `sf:search`). */
  async run(plan: DirectionsPlan, run: Run): Promise<number> {
    const { map, services, signal } = run;
    const { from, to, mode } = plan;
    this.clear(map);
    run.say(t('map.route.calculating'), 'busy');
    // Issue 29: from the visitor's own position when the start field holds it.
    const originAt = run.locatedAt(from);
    const request = originAt
      ? { origin: from, destination: to, mode, originAt }
      : { origin: from, destination: to, mode };
    const route = await services.route(request, signal);
    if (signal.aborted) return 0;
    if (route.status !== 'OK') {
      // 4.9 / 8.1: this map's 'not found' message, in the block instead of a browser alert.
      const message = routeFailedMessage(route.status, this.notFoundMessage());
      // The start's label is the address at the visitor's position: not named in the console either.
      const start = originAt ? "the visitor's position" : `"${from}"`;
      run.fail(`directions ${start} → "${to}" (${mode})`, route, message);
      return 0;
    }
    map.setRoute(route.path);
    map.fitBounds(route.path);
    if (this.panel) renderRoutePanel(this.panel, route, from, to);
    run.say(
      t('map.route.found', {
        distance: distance(route.distanceMeters),
        duration: duration(route.durationSeconds),
      }),
      'ok',
    );
    return 1;
  }

  clear(map: MapHandle | undefined): void {
    map?.setRoute(null);
    this.panel?.replaceChildren();
  }
}
