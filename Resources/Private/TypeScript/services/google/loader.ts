/**
 * Loads the Google Maps JavaScript API once per page (spec 7.2): key, language de, region US and the
 * places library, through `@googlemaps/js-api-loader`'s functional API. However many blocks call
 * `loadGoogle`, `setOptions` runs once and the script is requested once. Nothing is requested
 * before the first call (the block calls it only after the visitor's consent): importing this module
 * has no side effect.
 *
 * The service libraries (geocoding, places, routes) load separately and lazily with
 * `loadGoogleServices`, on the first geocode, nearby search or route: the map never waits for them.
 */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/** The libraries the map provider uses, as `importLibrary` returns them. */
export interface GoogleLibraries {
  core: google.maps.CoreLibrary;
  maps: google.maps.MapsLibrary;
  marker: google.maps.MarkerLibrary;
}

/** The libraries of the map services (`services.ts`), as `importLibrary` returns them. */
export interface GoogleServiceLibraries {
  geocoding: google.maps.GeocodingLibrary;
  places: google.maps.PlacesLibrary;
  routes: google.maps.RoutesLibrary;
}

/** 7.2: the language and region of the one `setOptions` call (also sent with service requests). */
export const API_LANGUAGE = 'de';
export const API_REGION = 'US';

/** The options of the one `setOptions` call (7.2). */
export function apiOptions(apiKey: string) {
  return { key: apiKey, v: 'weekly', language: API_LANGUAGE, region: API_REGION, libraries: ['places'] };
}

let optionsSet = false;
let loading: Promise<GoogleLibraries> | undefined;
let loadingServices: Promise<GoogleServiceLibraries> | undefined;
let loadingPlaces: Promise<google.maps.PlacesLibrary> | undefined;

async function importAll(): Promise<GoogleLibraries> {
  const [core, maps, marker] = await Promise.all([
    importLibrary('core'),
    importLibrary('maps'),
    importLibrary('marker'),
  ]);
  return { core, maps, marker };
}

async function importServices(): Promise<GoogleServiceLibraries> {
  const [geocoding, places, routes] = await Promise.all([
    importLibrary('geocoding'),
    importLibrary('places'),
    importLibrary('routes'),
  ]);
  return { geocoding, places, routes };
}

/** Sets the options once per page; an Error for a missing key (nothing is requested then). */
function configure(apiKey: string): Error | undefined {
  const key = apiKey.trim();
  if (key === '') return new Error('Google Maps: no API key configured (settings field "google.apiKey")');
  if (!optionsSet) {
    setOptions(apiOptions(key));
    optionsSet = true;
  }
  return undefined;
}

/** One import per page; after a failure the next call tries again. */
function once<T>(
  current: Promise<T> | undefined,
  store: (value: Promise<T> | undefined) => void,
  apiKey: string,
  start: () => Promise<T>,
): Promise<T> {
  if (current) return current;
  const missing = configure(apiKey);
  if (missing) return Promise.reject(missing);
  const attempt = start().catch((cause: unknown) => {
    store(undefined);
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`Google Maps could not be loaded: ${reason}`, { cause });
  });
  store(attempt);
  return attempt;
}

/**
 * The Google libraries, loading the API on the first call. Rejects with an Error saying what went
 * wrong (no key, or the script could not load); after a failure the next call tries again.
 * `setOptions` takes effect once per page: a second block with a different key uses the first key.
 */
export function loadGoogle(apiKey: string): Promise<GoogleLibraries> {
  return once(
    loading,
    (value) => {
      loading = value;
    },
    apiKey,
    importAll,
  );
}

/**
 * The geocoding, places and routes libraries, imported on the first call (the first service call
 * of any block on the page), once per page; rejects as `loadGoogle`.
 */
export function loadGoogleServices(apiKey: string): Promise<GoogleServiceLibraries> {
  return once(
    loadingServices,
    (value) => {
      loadingServices = value;
    },
    apiKey,
    importServices,
  );
}

/**
 * The places library alone, for Google's Places UI Kit elements (places/uikit/), imported on the
 * first call, once per page, with the one `setOptions`; rejects as `loadGoogle`.
 */
export function loadGooglePlaces(apiKey: string): Promise<google.maps.PlacesLibrary> {
  return once(
    loadingPlaces,
    (value) => {
      loadingPlaces = value;
    },
    apiKey,
    () => importLibrary('places'),
  );
}
