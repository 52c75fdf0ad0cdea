/**
 * Test support for the Google provider (not part of the bundle): `@googlemaps/jest-mocks` plus what
 * it lacks. Its Map, Marker and InfoWindow do not keep their constructor options, so recording
 * subclasses do; StyledMapType and MapTypeControlStyle are not mocked at all; and its
 * `google.maps.event` does nothing, so a small working event registry replaces it (listeners run
 * on `trigger`, as in the real API).
 *
 * For the services (`services.ts`) and overlays it adds what jest-mocks lacks (Documentation/decisions.md, section 8):
 * `places.Place.searchNearby`, `routes.Route.computeRoutes` (and the 'routes' library handing it
 * out), a Geocoder whose `geocode` is one shared mock, the error classes `MapsNetworkError`,
 * `MapsRequestError` and `MapsServerError`, `GeocoderStatus`, `UnitSystem` and `SymbolPath`, and
 * recording Circle and Polyline classes.
 */
import {
  Circle as MockCircle,
  importLibrary,
  initialize,
  InfoWindow,
  Map as MockMap,
  Marker as MockMarker,
  Polyline as MockPolyline,
} from '@googlemaps/jest-mocks';
import type { GoogleConfig, GoogleOnlyOptions, MapOptions } from '../provider';
import type { GoogleLibraries, GoogleServiceLibraries } from '../../services/google/loader';

export class RecordingMap extends MockMap {
  constructor(
    readonly div: Element | null,
    readonly options?: google.maps.MapOptions,
  ) {
    super(div, options);
  }
}

export class RecordingMarker extends MockMarker {
  static override readonly MAX_ZINDEX = 1_000_000;
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the provider uses classic markers on purpose
  constructor(readonly options?: google.maps.MarkerOptions | null) {
    super(options);
  }
}

export class RecordingInfoWindow extends InfoWindow {
  constructor(readonly options?: google.maps.InfoWindowOptions) {
    super(options);
  }
}

export class FakeStyledMapType {
  static readonly instances: FakeStyledMapType[] = [];
  constructor(
    readonly styles: (google.maps.MapTypeStyle | null)[] | null,
    readonly options?: google.maps.StyledMapTypeOptions | null,
  ) {
    FakeStyledMapType.instances.push(this);
  }
}

export class RecordingCircle extends MockCircle {
  constructor(readonly options?: google.maps.CircleOptions | null) {
    super(options ?? undefined);
  }
}

export class RecordingPolyline extends MockPolyline {
  constructor(readonly options?: google.maps.PolylineOptions | null) {
    super(options);
  }
}

/** google.maps.MapsNetworkError and its two subclasses, as the real API throws them. */
export class FakeMapsNetworkError extends Error {
  constructor(
    readonly code: string,
    readonly endpoint: string,
    message = `${endpoint}: ${code}: the request failed`,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class FakeMapsRequestError extends FakeMapsNetworkError {}
export class FakeMapsServerError extends FakeMapsNetworkError {}

/** What the services read of a geocoder result. */
export interface GeocodeResultLike {
  geometry: { location: google.maps.LatLng };
  formatted_address: string;
  /** Issue 29: a reverse answer's result types (`street_address` first). */
  types?: string[];
}

/** A Geocoder whose `geocode` is one mock shared by all instances (no results by default). */
export class FakeGeocoder {
  static readonly geocode = jest.fn<
    Promise<{ results: GeocodeResultLike[] }>,
    [google.maps.GeocoderRequest]
  >();
  geocode(request: google.maps.GeocoderRequest) {
    return FakeGeocoder.geocode(request);
  }
}

/** What the services read of a places.Place. */
export interface PlaceLike {
  displayName?: string | null;
  location?: google.maps.LatLng | null;
}

export const FakePlace = {
  searchNearby: jest.fn<Promise<{ places: PlaceLike[] }>, [google.maps.places.SearchNearbyRequest]>(),
};

/** What the services read of a routes.Route. */
export interface RouteLike {
  path?: google.maps.LatLngLiteral[];
  legs?: {
    path: google.maps.LatLngLiteral[];
    distanceMeters: number;
    durationMillis: number | null;
    steps: { instructions: string | null; distanceMeters: number; staticDurationMillis: number | null }[];
  }[];
  distanceMeters?: number;
  durationMillis?: number | null;
}

export interface ComputeRoutesResultLike {
  routes?: RouteLike[];
  fallbackInfo: null;
  geocodingResults: {
    origin?: { geocoderStatus: string | null } | null;
    destination?: { geocoderStatus: string | null } | null;
  } | null;
}

export const FakeRoute = {
  computeRoutes: jest.fn<Promise<ComputeRoutesResultLike>, [google.maps.routes.ComputeRoutesRequest]>(),
};

/** A google.maps.LatLng at a point (jest-mocks' LatLng always answers 0, 0). */
export function latLng(lat: number, lng: number): google.maps.LatLng {
  return Object.assign(new google.maps.LatLng(lat, lng), {
    lat: () => lat,
    lng: () => lng,
    toJSON: () => ({ lat, lng }),
  });
}

export const GEOCODER_STATUS = {
  ERROR: 'ERROR',
  INVALID_REQUEST: 'INVALID_REQUEST',
  OK: 'OK',
  OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT',
  REQUEST_DENIED: 'REQUEST_DENIED',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  ZERO_RESULTS: 'ZERO_RESULTS',
} as const;
export const UNIT_SYSTEM = { METRIC: 0, IMPERIAL: 1 } as const;
export const SYMBOL_PATH = {
  CIRCLE: 0,
  FORWARD_CLOSED_ARROW: 1,
  FORWARD_OPEN_ARROW: 2,
  BACKWARD_CLOSED_ARROW: 3,
  BACKWARD_OPEN_ARROW: 4,
} as const;

export const MAP_TYPE_CONTROL_STYLE = { DEFAULT: 0, HORIZONTAL_BAR: 1, DROPDOWN_MENU: 2 } as const;

type Handler = (...args: unknown[]) => void;

function installEventRegistry(): void {
  const registry = new Map<object, Map<string, Set<Handler>>>();
  const handlers = (instance: object, name: string): Set<Handler> => {
    const byName = registry.get(instance) ?? new Map<string, Set<Handler>>();
    registry.set(instance, byName);
    const set = byName.get(name) ?? new Set<Handler>();
    byName.set(name, set);
    return set;
  };
  const add = (instance: object, name: string, handler: Handler): google.maps.MapsEventListener => {
    const set = handlers(instance, name);
    set.add(handler);
    return { remove: () => set.delete(handler) };
  };
  const event = google.maps.event;
  event.addListener = (instance, name, handler) => add(instance, name, handler as Handler);
  event.addListenerOnce = (instance, name, handler) => {
    const listener = add(instance, name, (...args) => {
      listener.remove();
      (handler as Handler)(...args);
    });
    return listener;
  };
  event.trigger = (instance, name, ...args) => {
    for (const handler of [...(registry.get(instance)?.get(name) ?? [])]) handler(...args);
  };
  event.hasListeners = (instance, name) => (registry.get(instance)?.get(name)?.size ?? 0) > 0;
  event.clearListeners = (instance, name) => {
    registry.get(instance)?.delete(name);
  };
  event.clearInstanceListeners = (instance) => {
    registry.delete(instance);
  };
  event.removeListener = (listener) => listener.remove();
}

const jestMocksImport = importLibrary.getMockImplementation();

/** jest-mocks' importLibrary, with routes.Route in the 'routes' library (its own leaves it out). */
async function importWithRoutes(name: string) {
  if (!jestMocksImport) throw new Error('@googlemaps/jest-mocks: importLibrary has no implementation');
  const library = await jestMocksImport(name);
  return name === 'routes' ? Object.assign({}, library, { Route: FakeRoute }) : library;
}

/** A fresh `google.maps` for each test: jest-mocks, the recording classes and a working event registry. */
export function installGoogle(): void {
  initialize();
  FakeStyledMapType.instances.length = 0;
  FakeGeocoder.geocode.mockReset().mockResolvedValue({ results: [] });
  FakePlace.searchNearby.mockReset().mockResolvedValue({ places: [] });
  FakeRoute.computeRoutes
    .mockReset()
    .mockResolvedValue({ routes: [], fallbackInfo: null, geocodingResults: null });
  importLibrary.mockImplementation(importWithRoutes);
  Object.assign(google.maps, {
    Map: RecordingMap,
    Marker: RecordingMarker,
    InfoWindow: RecordingInfoWindow,
    Circle: RecordingCircle,
    Polyline: RecordingPolyline,
    StyledMapType: FakeStyledMapType,
    MapTypeControlStyle: MAP_TYPE_CONTROL_STYLE,
    Geocoder: FakeGeocoder,
    GeocoderStatus: GEOCODER_STATUS,
    UnitSystem: UNIT_SYSTEM,
    SymbolPath: SYMBOL_PATH,
    MapsNetworkError: FakeMapsNetworkError,
    MapsRequestError: FakeMapsRequestError,
    MapsServerError: FakeMapsServerError,
  });
  Object.assign(google.maps.places, { Place: FakePlace });
  installEventRegistry();
}

/** The libraries as `importLibrary` hands them over (from the installed mocks). */
export async function mockLibraries(): Promise<GoogleLibraries> {
  const [core, maps, marker] = await Promise.all([
    google.maps.importLibrary('core'),
    google.maps.importLibrary('maps'),
    google.maps.importLibrary('marker'),
  ]);
  return { core, maps, marker };
}

/** The service libraries as `importLibrary` hands them over (from the installed mocks). */
export async function mockServiceLibraries(): Promise<GoogleServiceLibraries> {
  const [geocoding, places, routes] = await Promise.all([
    google.maps.importLibrary('geocoding'),
    google.maps.importLibrary('places'),
    google.maps.importLibrary('routes'),
  ]);
  return { geocoding, places, routes };
}

/** Map options as the block passes them, with overrides (the Google-only ones given flat). */
export function mapOptions(
  overrides: Partial<Omit<MapOptions, 'google'>> & Partial<GoogleOnlyOptions> = {},
): MapOptions {
  const {
    mapType = 'roadmap',
    mapTypes = ['roadmap'],
    mapTypeControl = { enabled: false, position: undefined, style: undefined },
    streetViewControl = { enabled: false, position: undefined },
    ...rest
  } = overrides;
  return {
    center: { lat: 48.1374, lng: 11.5755 },
    zoom: 12,
    scrollZoom: true,
    draggable: true,
    doubleClickZoom: true,
    zoomControl: { enabled: true, position: undefined },
    scaleControl: false,
    fullscreenControl: { enabled: false, position: undefined },
    theme: 'default',
    label: 'Standorte',
    ...rest,
    google: { mapType, mapTypes, mapTypeControl, streetViewControl },
  };
}

/** The Google provider's own settings in these tests. */
export const GOOGLE_CONFIG: GoogleConfig = { apiKey: 'KEY-1', placeNames: true };
