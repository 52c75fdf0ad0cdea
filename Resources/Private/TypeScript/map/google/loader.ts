/**
 * Loads the Google Maps JavaScript API once per page (spec 7.2): key, language de, region US and the
 * places library, through `@googlemaps/js-api-loader`'s functional API. However many blocks call
 * `loadGoogle`, `setOptions` runs once and the script is requested once. Nothing is requested
 * before the first call (the block calls it only after the visitor's consent): importing this module
 * has no side effect.
 */
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

/** The libraries the map provider uses, as `importLibrary` returns them. */
export interface GoogleLibraries {
  core: google.maps.CoreLibrary;
  maps: google.maps.MapsLibrary;
  marker: google.maps.MarkerLibrary;
}

/** The options of the one `setOptions` call (7.2). */
export function apiOptions(apiKey: string) {
  return { key: apiKey, v: 'weekly', language: 'de', region: 'US', libraries: ['places'] };
}

let optionsSet = false;
let loading: Promise<GoogleLibraries> | undefined;

async function importAll(): Promise<GoogleLibraries> {
  const [core, maps, marker] = await Promise.all([
    importLibrary('core'),
    importLibrary('maps'),
    importLibrary('marker'),
  ]);
  return { core, maps, marker };
}

/**
 * The Google libraries, loading the API on the first call. Rejects with an Error saying what went
 * wrong (no key, or the script could not load); after a failure the next call tries again.
 * `setOptions` takes effect once per page: a second block with a different key uses the first key.
 */
export function loadGoogle(apiKey: string): Promise<GoogleLibraries> {
  if (loading) return loading;
  const key = apiKey.trim();
  if (key === '') {
    return Promise.reject(new Error('Google Maps: no API key configured (settings field "google.apiKey")'));
  }
  if (!optionsSet) {
    setOptions(apiOptions(key));
    optionsSet = true;
  }
  const attempt = importAll().catch((cause: unknown) => {
    loading = undefined;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`Google Maps could not be loaded: ${reason}`, { cause });
  });
  loading = attempt;
  return attempt;
}
