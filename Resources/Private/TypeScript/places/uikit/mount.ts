/**
 * Builds Google's Places UI Kit elements of a configuration (config.ts) with the constructors of the
 * places library (`importLibrary('places')`, never the `google.maps` globals) and wires their
 * events: `gmp-load` → ready; `gmp-error` (and `gmp-requesterror`, its former name on the
 * autocomplete) → failed, with a console message naming what failed; `gmp-select` on the search
 * list and the autocomplete → the chosen place. The element is configured completely (request and
 * content as children) before it enters the page, so Google is asked once.
 */
import type { ContentSpec, UiKitConfig, UiKitContent, UiKitKind } from './config';

type PlacesLibrary = google.maps.PlacesLibrary;

/** The chosen place, as `sf:place-select` hands it on (`detail: { place }`). */
export interface UiKitPlace {
  id: string;
  displayName?: string;
  location?: google.maps.LatLngLiteral;
  formattedAddress?: string;
}

export interface UiKitCallbacks {
  /** Google's element shows (ready) or failed; the autocomplete is ready once it stands in the page. */
  onState: (state: 'ready' | 'failed') => void;
  /** A place was chosen in the search list or the autocomplete. */
  onSelect: (place: UiKitPlace) => void;
  /** A console message naming the frame. */
  report: (message: string) => void;
}

export interface MountedUiKit {
  /** Google's outer element (`gmp-place-details-compact` …). */
  element: HTMLElement;
  /** Removes the listeners and the element; a chosen place still loading is dropped. */
  dispose(): void;
}

/** What the autocomplete fetches of a chosen prediction (one details request, ending the session). */
export const SELECTED_FIELDS = ['id', 'displayName', 'location', 'formattedAddress'];

/** The error events: `gmp-error`, and `gmp-requesterror`, which older versions of the autocomplete fire. */
const ERROR_EVENTS = ['gmp-error', 'gmp-requesterror'] as const;

function contentElement(places: PlacesLibrary, spec: ContentSpec): HTMLElement {
  switch (spec.element) {
    case 'PlaceMediaElement':
      return new places.PlaceMediaElement(spec.options);
    case 'PlaceAttributionElement':
      return new places.PlaceAttributionElement(spec.options);
    default:
      return new places[spec.element]();
  }
}

/** The content as children of the element: a preset, the parts, or the parts in a content configuration. */
function contentChildren(places: PlacesLibrary, content: UiKitContent): HTMLElement[] {
  if ('preset' in content)
    return [
      content.preset.element === 'PlaceAllContentElement'
        ? new places.PlaceAllContentElement()
        : new places.PlaceStandardContentElement(),
    ];
  const parts = content.elements.map((spec) => contentElement(places, spec));
  if (!content.wrapper) return parts;
  const wrapper = new places.PlaceContentConfigElement();
  wrapper.append(...parts);
  return [wrapper];
}

/** The element (typed where its events are), and what to call it in a console message. */
type Built =
  | { kind: 'details'; element: HTMLElement; what: string }
  | { kind: 'search'; element: google.maps.places.PlaceSearchElement; what: string }
  | { kind: 'autocomplete'; element: google.maps.places.PlaceAutocompleteElement; what: string };

function build(places: PlacesLibrary, config: UiKitConfig): Built {
  switch (config.kind) {
    case 'details-compact':
    case 'details': {
      const element =
        config.element.element === 'PlaceDetailsCompactElement'
          ? new places.PlaceDetailsCompactElement(config.element.options)
          : new places.PlaceDetailsElement(config.element.options);
      const { request } = config;
      const requestElement =
        request.element === 'PlaceDetailsPlaceRequestElement'
          ? new places.PlaceDetailsPlaceRequestElement({ place: new places.Place(request.options.place) })
          : new places.PlaceDetailsLocationRequestElement(request.options);
      element.append(requestElement, ...contentChildren(places, config.content));
      for (const [name, value] of Object.entries(config.style)) element.style.setProperty(name, value);
      const shown =
        request.element === 'PlaceDetailsPlaceRequestElement'
          ? `place "${request.options.place.id ?? request.options.place.resourceName ?? ''}"`
          : `the place at ${String(request.options.location.lat)},${String(request.options.location.lng)}`;
      return { kind: 'details', element, what: `the place details (${config.element.tag}, ${shown})` };
    }
    case 'search': {
      const element = new places.PlaceSearchElement(config.element.options);
      const { request } = config;
      element.append(
        request.element === 'PlaceNearbySearchRequestElement'
          ? new places.PlaceNearbySearchRequestElement(request.options)
          : new places.PlaceTextSearchRequestElement(request.options),
        ...contentChildren(places, config.content),
      );
      const search = request.element === 'PlaceNearbySearchRequestElement' ? 'nearby search' : 'text search';
      return { kind: 'search', element, what: `the place search (${config.element.tag}, ${search})` };
    }
    case 'autocomplete':
      return {
        kind: 'autocomplete',
        element: new places.PlaceAutocompleteElement(config.element.options),
        what: `the place autocomplete (${config.element.tag})`,
      };
  }
}

/** The plain data of a Google place (its fields that are filled). */
export function toUiKitPlace(place: google.maps.places.Place): UiKitPlace {
  const { id, displayName, location, formattedAddress } = place;
  return {
    id,
    ...(displayName ? { displayName } : {}),
    ...(location ? { location: { lat: location.lat(), lng: location.lng() } } : {}),
    ...(formattedAddress ? { formattedAddress } : {}),
  };
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Builds the elements of `config` into `host` and wires their events. `kind` is the configuration's
 * own (a mismatch is a programming error and throws).
 */
export function mountUiKit(
  kind: UiKitKind,
  host: HTMLElement,
  config: UiKitConfig,
  places: PlacesLibrary,
  callbacks: UiKitCallbacks,
): MountedUiKit {
  if (config.kind !== kind) throw new Error(`mountUiKit: a "${config.kind}" configuration for "${kind}"`);
  const built = build(places, config);
  const { element, what } = built;
  let disposed = false;
  const removals: (() => void)[] = [];
  const on = (type: string, listener: (event: Event) => void): void => {
    element.addEventListener(type, listener);
    removals.push(() => element.removeEventListener(type, listener));
  };

  on('gmp-load', () => {
    if (!disposed) callbacks.onState('ready');
  });
  for (const type of ERROR_EVENTS)
    on(type, (event) => {
      if (disposed) return;
      const detail = (event as Event & { error?: unknown }).error;
      callbacks.report(
        `${what} failed (${event.type}${detail === undefined ? '' : `: ${reason(detail)}`}); Google's own console message says why (the Places UI Kit API not enabled for the key, say).`,
      );
      callbacks.onState('failed');
    });
  if (built.kind === 'search') {
    const onSelect = (event: google.maps.places.PlaceSelectEvent): void => {
      if (!disposed) callbacks.onSelect(toUiKitPlace(event.place));
    };
    built.element.addEventListener('gmp-select', onSelect);
    removals.push(() => built.element.removeEventListener('gmp-select', onSelect));
  }
  if (built.kind === 'autocomplete') {
    const onSelect = (event: google.maps.places.PlacePredictionSelectEvent): void => {
      if (disposed) return;
      // The prediction's place carries the typing session's token into this one details request.
      const place = event.placePrediction.toPlace();
      place.fetchFields({ fields: SELECTED_FIELDS }).then(
        ({ place: fetched }) => {
          if (!disposed) callbacks.onSelect(toUiKitPlace(fetched));
        },
        (error: unknown) => {
          if (!disposed) callbacks.report(`the chosen place could not be loaded: ${reason(error)}`);
        },
      );
    };
    built.element.addEventListener('gmp-select', onSelect);
    removals.push(() => built.element.removeEventListener('gmp-select', onSelect));
  }

  host.append(element);
  // The autocomplete has no load event: it is ready once it stands in the page.
  if (config.kind === 'autocomplete') callbacks.onState('ready');

  return {
    element,
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const remove of removals) remove();
      element.remove();
    },
  };
}
