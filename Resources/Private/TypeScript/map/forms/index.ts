/**
 * The three map forms of a block (spec 2.3, 4.7–4.9, 5.1, 8.1, 8.5): radius search for nearby
 * places, map search (radius filter of the locations) and directions with the step panel. This is
 * the runner: it binds each form (Enter and its button submit it), plans the submission from the
 * fields (one pure function per form), and runs the plan on the ready map with an abort signal (a
 * newer submission or the end of the map replaces it) and the form's own status line. Nothing here
 * throws past the block: every failure becomes a German message for the visitor and a console
 * error (with the status) for the integrator. A submission that took the visitor's located position
 * words its console errors without the request (the engine and its answer only): the request's URL
 * holds the position.
 */
import { emit, type SfEvents } from '../../core/events';
import { language, t } from '../../core/i18n';
import type { WidgetContext } from '../../core/types';
import type { PlacesFacade } from '../../places/client';
import { mapIds } from '../../core/map-ids';
import { geocodeFailedMessage, statusHint } from '../messages';
import { blockCenter, type MapBlockSettings } from '../settings';
import { withheldDetail } from '../../services/outcome';
import { Directions, offerModes, planDirections } from './directions';
import { MapSearch, planMapSearch, type Locator } from './map-search';
import { isRefusal, readFields, tooLong, type Fields, type Planned } from './plan';
import { addressAutocomplete, addressInputs, addressRequest } from './autocomplete';
import { handOver, type PlacesNearby } from './hand-over';
import { attachLocate, locateFields } from './locate';
import { planRadiusSearch, RadiusSearch } from './radius-search';
import type { ActiveMap, Run } from './run';
import { say, statusRegion } from './status';

export type { ActiveMap } from './run';
export { resolveAddress } from './plan';
export { RADIUS_RESULT_ZOOM } from './radius-search';
export { statusRegion } from './status';

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

export interface FormsOptions {
  settings: MapBlockSettings;
  /** The page's place data (the widget context's `services.places`). */
  places: Pick<PlacesFacade, 'searchNearby' | 'autocomplete' | 'newSessionToken' | 'fetchPlace'>;
  /** The block's `context.render`: the address fields' comboboxes render inside its error boundary. */
  render: WidgetContext['render'];
  /** A console error naming the block (the integrator's side of every failure). */
  report: (message: string) => void;
  /** Issue 29: the block's visibility, shared by the map search and the filter (map/locator/). */
  locator?: Locator;
}

/** The place search list named by `placeSearch`, or undefined (reported when it is missing). */
function linkedList(settings: MapBlockSettings, doc: Document, report: (message: string) => void) {
  if (!settings.placeSearch) return undefined;
  const list = doc.getElementById(settings.placeSearch);
  if (list) return list;
  report(
    `settings field "placeSearch": no element "${settings.placeSearch}" on this page; the radius search shows its results on the map only.`,
  );
  return undefined;
}

export interface Forms {
  /** The map is ready: the forms act on it from now on. */
  activate(active: ActiveMap): void;
  /** The map is gone (consent revoked, block stopped): results are cleared, the list restored. */
  deactivate(): void;
}

export function attachForms(elements: FormElements, options: FormsOptions): Forms {
  const { settings, report, places } = options;
  /** The places API's nearby search, for a radius search linked to a list. */
  const placesNearby: PlacesNearby = (request) => places.searchNearby(request);
  const fallback = settings.mapSettings.fallbackAddress;
  let active: ActiveMap | undefined;
  /** Per form: the submission in flight, aborted by the next one or by deactivate. */
  const inFlight = new Map<HTMLFormElement, AbortController>();

  const doc =
    (elements.radiusForm ?? elements.searchForm ?? elements.directionsForm)?.ownerDocument ?? document;
  const list = elements.radiusForm ? linkedList(settings, doc, report) : undefined;
  const radius = new RadiusSearch(
    elements.radiusForm,
    list &&
      handOver(
        list,
        settings.provider,
        placesNearby,
        settings.provider !== 'google' || settings.google.placeNames,
      ),
  );
  // Issue 16: the address fields offer predictions of the provider once the map is ready.
  const center = blockCenter(settings);
  const autocomplete = addressAutocomplete(
    settings.addressAutocomplete
      ? addressInputs([elements.radiusForm, elements.searchForm, elements.directionsForm])
      : [],
    () => addressRequest(settings.provider, center, language()),
    report,
    () =>
      import(/* webpackChunkName: "map-autocomplete" */ './address-autocomplete').then((module) => ({
        mountAddressAutocomplete: (inputs, request, onError) =>
          module.mountAddressAutocomplete(inputs, request, onError, places, options.render),
      })),
  );
  const search = new MapSearch(
    settings.locations,
    elements.list,
    (map) => radius.clear(map),
    options.locator,
  );
  const directions = new Directions(
    elements.directionsPanel,
    () => elements.notFound?.value.trim() || t('map.route.notFound'),
  );

  /**
   * Whether the block published that its map failed to load (`data-sf-map="failed"` on the block's
   * frame): then there is no map to load, and asking for it would mislead (issue 11). A consent
   * placeholder shown again (consent revoked after the failure) offers a new try: not failed.
   */
  const blockFailed = (form: HTMLFormElement): boolean => {
    const doc = form.ownerDocument;
    const ids = mapIds(settings.mapSettings.id);
    if (doc.getElementById(ids.block)?.getAttribute('data-sf-map') !== 'failed') return false;
    return !doc.getElementById(ids.canvas)?.querySelector('.sf-map-consent');
  };

  const notReady = (form: HTMLFormElement): string =>
    blockFailed(form) ? t('map.form.unavailable') : t('map.form.loadFirst');

  // Issue 29: "Meinen Standort verwenden" beside the address fields (setting `geolocation`).
  const located = settings.geolocation
    ? attachLocate(locateFields(elements), fallback, { active: () => active, notReady, report })
    : undefined;

  /** Issue 29: `sf:search` for the site's analytics, from the block's frame; no address, no position. */
  const searched = (form: HTMLFormElement, kind: SfEvents['sf:search']['kind'], results: number): void => {
    const mapId = settings.mapSettings.id;
    const frame = form.ownerDocument.getElementById(mapIds(mapId).block) ?? form;
    emit(frame, 'sf:search', { mapId, kind, results }, true);
  };

  const runFor = (form: HTMLFormElement, map: ActiveMap, signal: AbortSignal): Run => {
    /**
     * Whether this submission took the visitor's position (the only way to it is `located.at`):
     * from then on its console messages name the engine and its answer, never a request.
     */
    let usesPosition = false;
    const positionFor = (address: string) => {
      const at = located?.at(form, address);
      if (at) usesPosition = true;
      return at;
    };
    const run: Run = {
      ...map,
      form,
      signal,
      get usesPosition() {
        return usesPosition;
      },
      say: (message, tone) => say(form, message, tone),
      fail(what, failure, message) {
        const detail = usesPosition ? withheldDetail(failure) : failure.detail;
        report(`${what} failed: ${failure.status} (${detail})`);
        say(form, message, 'error');
      },
      locatedAt: positionFor,
      async geocode(what, address) {
        // Issue 29: the visitor's own position, not the label in the field, geocoded again.
        const at = positionFor(address);
        if (at) return { location: at, label: address };
        const geocoded = await map.services.geocode(address, signal);
        if (signal.aborted) return undefined;
        if (geocoded.status === 'OK') return geocoded;
        run.fail(`${what}: geocoding "${address}"`, geocoded, geocodeFailedMessage(geocoded.status));
        return undefined;
      },
    };
    return run;
  };

  /** Binds a form: before the map is ready it asks for the map; a newer submission aborts older ones. */
  const bind = <P extends object>(
    form: HTMLFormElement | null,
    kind: 'radius' | 'map' | 'directions',
    plan: (fields: Fields, map: ActiveMap) => Planned<P>,
    /** Resolves with the number of results shown (0 when the search failed). */
    execute: (plan: P, run: Run) => Promise<number>,
  ): void => {
    if (!form) return;
    statusRegion(form);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!active) {
        say(form, notReady(form), 'error');
        return;
      }
      // Any new submission replaces the one in flight, a refused one too (its answer would be stale).
      inFlight.get(form)?.abort();
      inFlight.delete(form);
      form.removeAttribute('aria-busy');
      const fields = readFields(form);
      const planned = tooLong(fields) ?? plan(fields, active);
      if (isRefusal(planned)) {
        say(form, planned.refusal, 'error');
        return;
      }
      const controller = new AbortController();
      inFlight.set(form, controller);
      form.setAttribute('aria-busy', 'true');
      const run = runFor(form, active, controller.signal);
      execute(planned, run)
        .then((results) => {
          // Once per search that ran to its end; a replaced (aborted) one is not counted.
          if (!controller.signal.aborted) searched(form, kind, results);
        })
        .catch((error: unknown) => {
          // The services never reject; this is a defect in the block's own code. Its message might
          // hold what it was handed: not when that was the visitor's position.
          const kind = error instanceof Error ? error.name : typeof error;
          report(
            `map form "${form.id}": ${run.usesPosition ? `${kind} (its message is left out: the search used the visitor's position)` : String(error)}`,
          );
          say(form, statusHint('UNKNOWN_ERROR'), 'error');
        })
        .finally(() => {
          if (inFlight.get(form) !== controller) return;
          inFlight.delete(form);
          form.removeAttribute('aria-busy');
        });
    });
  };

  bind(
    elements.radiusForm,
    'radius',
    (fields) => planRadiusSearch(fields, fallback),
    (plan, run) => radius.run(plan, run),
  );
  bind(
    elements.searchForm,
    'map',
    (fields) => planMapSearch(fields, fallback),
    (plan, run) => search.run(plan, run),
  );
  bind(
    elements.directionsForm,
    'directions',
    (fields, map) => planDirections(fields, fallback, map.services.travelModes),
    (plan, run) => directions.run(plan, run),
  );

  // The map search's reset button brings every marker back.
  const searchForm = elements.searchForm;
  searchForm?.addEventListener('reset', () => {
    inFlight.get(searchForm)?.abort();
    if (!active) return;
    radius.clear(active.map);
    search.reset(active.map, active.markers);
    // The reset clears the fields after this event; the message stays.
    say(searchForm, t('map.search.resetDone'), 'ok');
  });

  return {
    activate(next) {
      active = next;
      offerModes(elements.directionsForm, next.services.travelModes);
      autocomplete.activate();
    },
    deactivate() {
      autocomplete.deactivate();
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
      const map = active?.map;
      directions.clear(map);
      radius.clear(map);
      search.clear(map);
      active = undefined;
    },
  };
}
