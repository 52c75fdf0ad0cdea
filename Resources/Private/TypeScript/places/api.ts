/**
 * `window.SiteFrontend.places` (issue 14): the place data for integrators and for the place
 * widgets. Each call names its source (`source: 'google' | 'osm' | 'cms'`) or takes the site's
 * default (`#sf-places-config`, rendered from the TypoScript constants). Requests are checked by the
 * rules of 5.3 before any network request; a bad request rejects with exactly the 8.4 text. Source
 * failures resolve as a status (8.3): `{ status: 'NOT_FOUND', detail }`. Google is asked nothing
 * before the visitor's consent (`SiteFrontend.consent.grant('google')`): until then its calls
 * resolve as REQUEST_DENIED.
 */
import './labels';
import { language } from '../core/i18n';
import type { ConsentApi } from '../core/consent';
import { readPlacesConfig, type PlacesConfig } from './config';
import { noLongerAvailable, Place, PLACE_SOURCES, type PlaceSource } from './model';
import type { PlaceDataSource, PlaceFailure, PlaceOutcome, PlacePrediction } from './source';
import {
  validateAutocomplete,
  validateDetails,
  validateLocation,
  validateNearby,
  validateTextSearch,
} from './validate';
import { readCmsPlaces, type CmsPlace } from './sources/cms';
import { fetchPhotoURI, PHOTO_URI_ERROR } from './photos';

export { placesConfigSchema, readPlacesConfig, type PlacesConfig } from './config';

/** A request may name its source; the rest is the request of 3.9. */
interface WithSource {
  source?: PlaceSource;
}

export interface PlacesApi {
  /** Details by place id or Place (3.9). */
  fetchPlace(request: unknown): Promise<PlaceOutcome<Place>>;
  /** Details by location (3.9). */
  fetchPlaceByLocation(request: unknown): Promise<PlaceOutcome<Place>>;
  searchNearby(request: unknown): Promise<PlaceOutcome<Place[]>>;
  searchByText(request: unknown): Promise<PlaceOutcome<Place[]>>;
  autocomplete(request: unknown): Promise<PlaceOutcome<PlacePrediction[]>>;
  /** A token for a new autocomplete session (Google); undefined for the other sources. */
  newSessionToken(source?: PlaceSource): Promise<unknown>;
  /** 8.4: withdrawn; raise "… no longer available. Please use Place.searchByText()." */
  findPlaceFromQuery(): never;
  findPlaceFromPhoneNumber(): never;
  readonly Place: typeof Place;
}

export interface PlacesDeps {
  doc: Document;
  consent: Pick<ConsentApi, 'granted'>;
  report: (message: string) => void;
  /** Sources are built on first use, each once (the Google one loads Google only when asked). */
  loadSource?: (
    name: PlaceSource,
    config: PlacesConfig,
    cms: CmsPlace[],
    consent: Pick<ConsentApi, 'granted'>,
  ) => Promise<PlaceDataSource>;
}

const CONSENT_MISSING: PlaceFailure = {
  status: 'REQUEST_DENIED',
  detail: 'Google is asked nothing before the visitor consents (SiteFrontend.consent.grant("google")).',
};

export async function defaultLoadSource(
  name: PlaceSource,
  config: PlacesConfig,
  cms: CmsPlace[],
  consent: Pick<ConsentApi, 'granted'>,
): Promise<PlaceDataSource> {
  switch (name) {
    case 'osm': {
      const { osmPlaceSource } = await import(/* webpackChunkName: "places-osm" */ './sources/osm');
      return osmPlaceSource(
        { ...config.osm, searchArea: config.osm.searchArea ?? null },
        { language: language(), timeoutMs: config.requestTimeout * 1000 },
      );
    }
    case 'google': {
      const { googlePlaceSource } = await import(/* webpackChunkName: "places-google" */ './sources/google');
      return googlePlaceSource({
        apiKey: config.google.apiKey,
        region: config.google.region,
        timeoutMs: config.requestTimeout * 1000,
      });
    }
    case 'cms': {
      const { cmsPlaceSource } = await import(/* webpackChunkName: "places-cms" */ './sources/cms');
      // Each photo URI is asked of Google once per page view and size (a billed request): the
      // collage, the lightbox's steps and a reload of the place share the answer; a failure is
      // asked again next time.
      const uris = new Map<string, Promise<string>>();
      return cmsPlaceSource(cms, {
        provider: config.cmsMapsProvider,
        // A Google photo name the CMS keeps: Google's REST form, only after consent (7.4).
        googlePhoto: (photoName, size, photo) => {
          if (!consent.granted('google')) return Promise.reject(new Error(PHOTO_URI_ERROR));
          const key = JSON.stringify([photoName, size.maxWidth ?? photo.widthPx, size.maxHeight ?? null]);
          let uri = uris.get(key);
          if (!uri) {
            uri = fetchPhotoURI(photoName, size, photo, config.google.apiKey);
            uris.set(key, uri);
            uri.catch(() => uris.delete(key));
          }
          return uri;
        },
      });
    }
  }
}

export function createPlacesApi(deps: PlacesDeps): PlacesApi {
  let config: PlacesConfig | undefined;
  let cms: CmsPlace[] | undefined;
  const sources = new Map<PlaceSource, Promise<PlaceDataSource>>();
  const load = deps.loadSource ?? defaultLoadSource;

  const settings = (): { config: PlacesConfig; cms: CmsPlace[] } => {
    config ??= readPlacesConfig(deps.doc, deps.report);
    if (!cms) {
      const read = readCmsPlaces(deps.doc);
      read.errors.forEach(deps.report);
      cms = read.places;
    }
    return { config, cms };
  };

  /** The request's source, checked; the source itself once consent allows it. */
  const sourceFor = async (raw: unknown): Promise<PlaceDataSource | PlaceFailure> => {
    const { config: site, cms: places } = settings();
    const named = (raw as WithSource | null)?.source;
    if (named !== undefined && !PLACE_SOURCES.includes(named)) throw new Error('Place: `source` invalid');
    const name = named ?? site.source;
    if (name === 'google' && !deps.consent.granted('google')) return CONSENT_MISSING;
    let source = sources.get(name);
    if (!source) {
      source = load(name, site, places, deps.consent);
      sources.set(name, source);
      // A chunk that failed to load may load on a later call.
      source.catch(() => sources.delete(name));
    }
    try {
      return await source;
    } catch (error) {
      return {
        status: 'NETWORK_ERROR',
        detail: `The ${name} place source could not be loaded: ${String(error)}`,
      };
    }
  };

  /** Validates first (a bad request rejects before anything loads), then asks the source. */
  const run = <R, T>(
    raw: unknown,
    validate: (raw: unknown) => R,
    ask: (source: PlaceDataSource, request: R) => Promise<PlaceOutcome<T>>,
  ): Promise<PlaceOutcome<T>> => {
    let request: R;
    try {
      request = validate(withoutSource(raw));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return sourceFor(raw).then((source) => ('status' in source ? source : ask(source, request)));
  };

  return {
    fetchPlace: (raw) => run(raw, validateDetails, (s, r) => s.details(r, signalOf(raw))),
    fetchPlaceByLocation: (raw) =>
      run(raw, validateLocation, (s, r) => s.detailsByLocation(r, signalOf(raw))),
    searchNearby: (raw) => run(raw, validateNearby, (s, r) => s.searchNearby(r, signalOf(raw))),
    searchByText: (raw) => run(raw, validateTextSearch, (s, r) => s.searchByText(r, signalOf(raw))),
    autocomplete: (raw) => run(raw, validateAutocomplete, (s, r) => s.autocomplete(r, signalOf(raw))),
    async newSessionToken(name) {
      const source = await sourceFor(name ? { source: name } : {});
      return 'status' in source ? undefined : source.newSessionToken();
    },
    findPlaceFromQuery: () => {
      throw noLongerAvailable('Place.findPlaceFromQuery()');
    },
    findPlaceFromPhoneNumber: () => {
      throw noLongerAvailable('Place.findPlaceFromPhoneNumber()');
    },
    Place,
  };
}

/** The request without the API's own elements (`source`, `signal`), for the 3.9 validation. */
function withoutSource(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || raw instanceof Place) return raw;
  const rest: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  delete rest.source;
  delete rest.signal;
  return rest;
}

function signalOf(raw: unknown): AbortSignal | undefined {
  const signal = (raw as { signal?: unknown } | null)?.signal;
  return signal instanceof AbortSignal ? signal : undefined;
}
