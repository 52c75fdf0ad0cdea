/**
 * The three map forms of a block (spec 2.3, 4.7–4.9, 5.1, 8.1, 8.5): radius search for nearby
 * places, map search (radius filter of the locations) and directions with the step panel. Written
 * once against the provider interface and `MapServices`; each form is found by an id keyed by the
 * map settings id, works with Enter and with its button, and reports in an aria-live region of its
 * own. Nothing here throws past the block: every failure becomes a German message for the visitor
 * and a console error (with the status) for the integrator.
 */
import { t } from '../core/i18n';
import { kmToMeters, parseRadiusKm, parseSearchRadius, withinRadius, type WithDistance } from './distance';
import { mapIds } from './ids';
import {
  distance,
  duration,
  geocodeFailedMessage,
  nearbyFailedMessage,
  routeFailedMessage,
  statusHint,
} from './messages';
import type { LatLng, MapHandle, MarkerHandle, MarkerSpec } from './provider';
import {
  NEARBY_MAX_RESULTS,
  type GeocodeHit,
  type MapServices,
  type RouteFound,
  type ServiceFailure,
  type TravelMode,
} from './services';
import type { MapBlockSettings } from './settings';

/** 9.1 */
export const RADIUS_RESULT_ZOOM = 15;

const TRAVEL_MODES: readonly TravelMode[] = ['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT'];

export interface FormElements {
  radiusForm: HTMLFormElement | null;
  searchForm: HTMLFormElement | null;
  directionsForm: HTMLFormElement | null;
  directionsPanel: HTMLElement | null;
  /** The hidden field with this map's 'not found' message (2.3). */
  notFound: HTMLInputElement | null;
  /** The location list, whose entries carry data-marker-index. */
  list: HTMLElement | null;
}

/** The map as the forms use it, once the block is ready. */
export interface ActiveMap {
  map: MapHandle;
  services: MapServices;
  /** The configured locations' markers, by index. */
  markers: readonly MarkerHandle[];
}

export interface FormsOptions {
  settings: MapBlockSettings;
  /** A console error naming the block (the integrator's side of every failure). */
  report: (message: string) => void;
}

export interface Forms {
  /** The map is ready: the forms act on it from now on. */
  activate(active: ActiveMap): void;
  /** The map is gone (consent revoked, block stopped): results are cleared, the list restored. */
  deactivate(): void;
}

type Tone = 'busy' | 'ok' | 'error';

/** Whether a newer submission (or the end of the map) has replaced this one while it waited. */
const aborted = (signal: AbortSignal): boolean => signal.aborted;

/** The form's own aria-live region: `[data-sf-status]` in the form, created when the CMS has none. */
export function statusRegion(form: HTMLFormElement): HTMLElement {
  const existing = form.querySelector<HTMLElement>('[data-sf-status]');
  if (existing) return existing;
  const region = form.ownerDocument.createElement('p');
  region.className = 'ce-map__status';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('data-sf-status', '');
  form.append(region);
  return region;
}

function say(form: HTMLFormElement, message: string, tone: Tone): void {
  const region = statusRegion(form);
  region.textContent = message;
  region.dataset.tone = tone;
}

function field(form: HTMLFormElement, name: string): string {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
}

/**
 * 5.1: the address as typed (no quote wrapping); an empty one is the settings' fallback address
 * when there is one. Undefined when both are empty.
 */
export function resolveAddress(typed: string, fallback: string): string | undefined {
  const address = typed.trim();
  if (address !== '') return address;
  const other = fallback.trim();
  return other === '' ? undefined : other;
}

/** The DOM entries of the location list by marker index (the `li` around each link, if any). */
function listEntries(list: HTMLElement): Map<number, HTMLElement> {
  const entries = new Map<number, HTMLElement>();
  for (const link of list.querySelectorAll<HTMLElement>('[data-marker-index]')) {
    const index = Number.parseInt(link.dataset.markerIndex ?? '', 10);
    const entry = link.closest('li') ?? link;
    if (Number.isInteger(index) && list.contains(entry)) entries.set(index, entry);
  }
  return entries;
}

export function attachForms(elements: FormElements, options: FormsOptions): Forms {
  const { settings, report } = options;
  const fallback = settings.mapSettings.fallbackAddress;
  let active: ActiveMap | undefined;
  /** Per form: the request in flight, aborted by the next submission or by deactivate. */
  const inFlight = new Map<HTMLFormElement, AbortController>();

  // What the forms have put on the map, to be replaced or reset.
  let placeMarkers: MarkerHandle[] = [];
  let pointMarker: MarkerHandle | undefined;
  /** The list entries in their CMS order, saved on the first map search. */
  let listOrder: HTMLElement[] | undefined;

  /**
   * Whether the block published that its map failed to load (`data-sf-map="failed"` on the block's
   * frame): then there is no map to load, and asking for it would mislead (issue 11). A consent
   * placeholder shown again (consent revoked after the failure) offers a new try: not failed.
   */
  const blockFailed = (): boolean => {
    const doc = (elements.radiusForm ?? elements.searchForm ?? elements.directionsForm)?.ownerDocument;
    const ids = mapIds(settings.mapSettings.id);
    const block = doc?.getElementById(ids.block);
    if (block?.getAttribute('data-sf-map') !== 'failed') return false;
    return !doc?.getElementById(ids.canvas)?.querySelector('.sf-map-consent');
  };

  const fail = (form: HTMLFormElement, what: string, failure: ServiceFailure, message: string): void => {
    report(`${what} failed: ${failure.status} (${failure.detail})`);
    say(form, message, 'error');
  };

  /** Geocodes for a form (5.1: only an OK result is used); a failure is said (8.1) and gives undefined. */
  const geocode = async (
    form: HTMLFormElement,
    what: string,
    address: string,
    services: MapServices,
    signal: AbortSignal,
  ): Promise<GeocodeHit | undefined> => {
    const geocoded = await services.geocode(address, signal);
    if (aborted(signal)) return undefined;
    if (geocoded.status === 'OK') return geocoded;
    fail(form, `${what}: geocoding "${address}"`, geocoded, geocodeFailedMessage(geocoded.status));
    return undefined;
  };

  /** Runs a submission: before the map is ready it asks for the map; a newer one aborts older ones. */
  const bind = (
    form: HTMLFormElement | null,
    run: (form: HTMLFormElement, map: ActiveMap, signal: AbortSignal) => Promise<void>,
  ): void => {
    if (!form) return;
    statusRegion(form);
    const onSubmit = (event: Event): void => {
      event.preventDefault();
      if (!active) {
        say(form, blockFailed() ? t('map.form.unavailable') : t('map.form.loadFirst'), 'error');
        return;
      }
      inFlight.get(form)?.abort();
      const controller = new AbortController();
      inFlight.set(form, controller);
      form.setAttribute('aria-busy', 'true');
      run(form, active, controller.signal)
        .catch((error: unknown) => {
          // The services never reject; this is a defect in the block's own code.
          report(`map form "${form.id}": ${String(error)}`);
          say(form, statusHint('UNKNOWN_ERROR'), 'error');
        })
        .finally(() => {
          if (inFlight.get(form) === controller) {
            inFlight.delete(form);
            form.removeAttribute('aria-busy');
          }
        });
    };
    form.addEventListener('submit', onSubmit);
  };

  /** Takes the radius-search results off the map (and their count out of the radius form). */
  const clearPlaces = (map: MapHandle | undefined): void => {
    if (map && placeMarkers.length > 0) map.removeMarkers(placeMarkers);
    placeMarkers = [];
    const radiusForm = elements.radiusForm;
    const region = radiusForm?.querySelector<HTMLElement>('[data-sf-status]');
    if (region?.dataset.tone === 'ok') {
      region.textContent = '';
      delete region.dataset.tone;
    }
  };

  // 4.7 Radius search -------------------------------------------------------------------------
  bind(elements.radiusForm, async (form, { map, services }, signal) => {
    const address = resolveAddress(field(form, 'address'), fallback);
    if (address === undefined) return say(form, t('map.form.noAddress'), 'error');
    const km = parseRadiusKm(field(form, 'radius'));
    if (km === undefined) return say(form, t('map.form.badRadius'), 'error');
    const type = field(form, 'type');

    // 1. The previous results go.
    map.closeInfo();
    clearPlaces(map);
    say(form, t('map.form.searching'), 'busy');

    // 2. Geocode; only an OK result is used.
    const geocoded = await geocode(form, 'radius search', address, services, signal);
    if (!geocoded) return;
    map.setCenter(geocoded.location);
    map.setZoom(RADIUS_RESULT_ZOOM);

    // 3. Nearby places of the type within the radius (km × 1000), clamped to the service's limit.
    const wanted = kmToMeters(km);
    const radiusMeters = Math.min(wanted, services.maxNearbyRadiusMeters);
    const found = await services.nearby(
      { center: geocoded.location, radiusMeters, type, maxResults: NEARBY_MAX_RESULTS },
      signal,
    );
    if (aborted(signal)) return;
    const clamped =
      radiusMeters < wanted ? ` ${t('map.nearby.clamped', { radius: distance(radiusMeters) })}` : '';
    if (found.status !== 'OK') {
      const what = `radius search: nearby "${type}" within ${String(radiusMeters)} m`;
      return fail(form, what, found, nearbyFailedMessage(found.status, radiusMeters) + clamped);
    }
    const specs: MarkerSpec[] = found.places.map((place, index) => ({
      index,
      kind: 'place',
      position: place.location,
      title: place.name || t('map.nearby.place', { number: index + 1 }),
      label: undefined,
      icon: undefined,
      opacity: 1,
    }));
    placeMarkers = map.addMarkers(specs);
    placeMarkers.forEach((marker, index) => {
      const name = found.places[index]?.name ?? '';
      // Clicking a result shows the place name (4.7); without names (EEA setting) there is nothing to show.
      if (name !== '')
        marker.on('click', () => map.openInfo(marker, form.ownerDocument.createTextNode(name)));
    });
    const count = found.places.length;
    const radius = distance(radiusMeters);
    say(
      form,
      (count === 1 ? t('map.nearby.foundOne', { radius }) : t('map.nearby.found', { count, radius })) +
        clamped,
      'ok',
    );
  });

  // 4.8 Map search ----------------------------------------------------------------------------
  const showDistances = (shown: readonly WithDistance[]): void => {
    const list = elements.list;
    if (!list) return;
    const entries = listEntries(list);
    listOrder ??= [...entries.values()];
    const byIndex = new Map(shown.map((entry) => [entry.index, entry.meters]));
    for (const [index, entry] of entries) {
      entry.querySelector('[data-sf-distance]')?.remove();
      const meters = byIndex.get(index);
      entry.hidden = meters === undefined;
      if (meters === undefined) continue;
      const label = entry.ownerDocument.createElement('span');
      label.className = 'ce-map__distance';
      label.setAttribute('data-sf-distance', String(Math.round(meters)));
      label.textContent = t('map.search.distance', { distance: distance(meters) });
      entry.append(label);
    }
    // Nearest first: move the shown entries to the front in distance order.
    const parent = listOrder[0]?.parentElement;
    if (!parent) return;
    const sorted = shown.map((entry) => entries.get(entry.index)).filter((e): e is HTMLElement => !!e);
    const rest = listOrder.filter((entry) => !sorted.includes(entry));
    for (const entry of [...sorted, ...rest]) parent.append(entry);
  };

  const restoreList = (): void => {
    if (!listOrder) return;
    for (const entry of listOrder) {
      entry.hidden = false;
      entry.querySelector('[data-sf-distance]')?.remove();
      entry.parentElement?.append(entry);
    }
    listOrder = undefined;
  };

  const clearSearch = (map: MapHandle | undefined): void => {
    if (map) {
      map.setCircle(null);
      if (pointMarker) map.removeMarkers([pointMarker]);
    }
    pointMarker = undefined;
    restoreList();
  };

  bind(elements.searchForm, async (form, { map, services, markers }, signal) => {
    const address = resolveAddress(field(form, 'address'), fallback);
    if (address === undefined) return say(form, t('map.form.noAddress'), 'error');
    const km = parseSearchRadius(field(form, 'radius'));
    if (km === undefined) return say(form, t('map.form.badRadius'), 'error');
    say(form, t('map.form.searching'), 'busy');

    const geocoded = await geocode(form, 'map search', address, services, signal);
    if (!geocoded) return;
    const point = geocoded.location;
    const radiusMeters = kmToMeters(km);
    // 1. Centre on the point and drop a marker there (the previous one and the places of a radius
    // search go: they would stand among the locations as if they were some; issue 11).
    map.closeInfo();
    clearPlaces(map);
    if (pointMarker) map.removeMarkers([pointMarker]);
    map.setCenter(point);
    [pointMarker] = map.addMarkers([
      {
        index: 0,
        kind: 'point',
        position: point,
        title: t('map.search.point', { address: geocoded.label || address }),
        label: undefined,
        icon: undefined,
        opacity: 1,
      },
    ]);
    const found = pointMarker;
    const label = geocoded.label || address;
    found?.on('click', () => map.openInfo(found, form.ownerDocument.createTextNode(label)));
    // 2. The circle of the radius replaces any previous one.
    map.setCircle({ center: point, radiusMeters });
    // 3. Only the locations nearer than the radius stay shown.
    const shown = withinRadius(
      settings.locations.map((location, index) => ({
        index,
        position: { lat: location.latitude, lng: location.longitude },
      })),
      point,
      radiusMeters,
    );
    const keep = new Set(shown.map((entry) => entry.index));
    markers.forEach((marker, index) => marker.setVisible(keep.has(index)));
    showDistances(shown);
    // 4. Fit the bounds to the shown markers (and the searched point).
    const positions: LatLng[] = shown.flatMap((entry) => markers[entry.index]?.spec.position ?? []);
    map.fitBounds([point, ...positions]);
    const radius = distance(radiusMeters);
    say(
      form,
      shown.length === 0
        ? t('map.search.none', { radius })
        : t('map.search.found', { count: shown.length, total: settings.locations.length, radius }),
      'ok',
    );
  });

  // The reset button brings every marker back.
  const searchForm = elements.searchForm;
  if (searchForm) {
    const onReset = (): void => {
      inFlight.get(searchForm)?.abort();
      if (!active) return;
      const { map, markers } = active;
      map.closeInfo();
      clearSearch(map);
      clearPlaces(map);
      for (const marker of markers) marker.setVisible(true);
      if (markers.length > 0) map.fitBounds(markers.map((marker) => marker.spec.position));
      // The reset clears the fields after this event; the message stays.
      say(searchForm, t('map.search.resetDone'), 'ok');
    };
    searchForm.addEventListener('reset', onReset);
  }

  // 4.9 Directions ----------------------------------------------------------------------------
  const notFoundMessage = (): string => elements.notFound?.value.trim() || t('map.route.notFound');

  const showRoute = (route: RouteFound | undefined, from: string, to: string): void => {
    const panel = elements.directionsPanel;
    if (!panel) return;
    panel.replaceChildren();
    if (!route) return;
    const doc = panel.ownerDocument;
    const heading = doc.createElement('p');
    heading.className = 'ce-map__route-heading';
    heading.textContent = t('map.route.heading', { origin: from, destination: to });
    const total = doc.createElement('p');
    total.className = 'ce-map__route-total';
    total.textContent = t('map.route.total', {
      distance: distance(route.distanceMeters),
      duration: duration(route.durationSeconds),
    });
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
  };

  bind(elements.directionsForm, async (form, { map, services }, signal) => {
    const typedFrom = field(form, 'origin').trim();
    const typedTo = field(form, 'destination').trim();
    if (typedFrom === '' && typedTo === '') return say(form, t('map.form.noRouteAddresses'), 'error');
    const from = resolveAddress(typedFrom, fallback);
    const to = resolveAddress(typedTo, fallback);
    if (from === undefined || to === undefined) return say(form, t('map.form.noRouteAddresses'), 'error');
    const mode = field(form, 'mode') as TravelMode;
    if (!services.travelModes.includes(mode)) return say(form, t('map.form.modeUnavailable'), 'error');

    map.setRoute(null);
    showRoute(undefined, from, to);
    say(form, t('map.route.calculating'), 'busy');
    const route = await services.route({ origin: from, destination: to, mode }, signal);
    if (aborted(signal)) return;
    if (route.status !== 'OK') {
      // 4.9 / 8.1: this map's 'not found' message, in the block instead of a browser alert.
      const message = routeFailedMessage(route.status, notFoundMessage());
      return fail(form, `directions "${from}" → "${to}" (${mode})`, route, message);
    }
    map.setRoute(route.path);
    map.fitBounds(route.path);
    showRoute(route, from, to);
    say(
      form,
      t('map.route.found', {
        distance: distance(route.distanceMeters),
        duration: duration(route.durationSeconds),
      }),
      'ok',
    );
  });

  /** Offers only the travel modes the provider can route (no public transport on OSM). */
  const offerModes = (services: MapServices): void => {
    const select = elements.directionsForm?.elements.namedItem('mode');
    if (!(select instanceof HTMLSelectElement)) return;
    for (const option of select.options) {
      const known = TRAVEL_MODES.includes(option.value as TravelMode);
      const available = !known || services.travelModes.includes(option.value as TravelMode);
      option.disabled = !available;
      option.hidden = !available;
    }
    if (select.selectedOptions[0]?.disabled) {
      const first = [...select.options].find((option) => !option.disabled);
      if (first) first.selected = true;
    }
  };

  const deactivate = (): void => {
    for (const controller of inFlight.values()) controller.abort();
    inFlight.clear();
    const map = active?.map;
    map?.setRoute(null);
    clearPlaces(map);
    clearSearch(map);
    showRoute(undefined, '', '');
    active = undefined;
  };

  return {
    activate(next) {
      active = next;
      offerModes(next.services);
    },
    deactivate,
  };
}
