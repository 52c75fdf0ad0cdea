/**
 * The Google place source (issue 14): the Places API (New) in the Maps JavaScript API.
 *
 *   details      new places.Place({ id, requestedLanguage, requestedRegion }).fetchFields({ fields })
 *   by location  geocoding.Geocoder.geocode({ location }) → the first result's place_id → details
 *   nearby       places.Place.searchNearby({ fields, locationRestriction, … })
 *   text search  places.Place.searchByText({ textQuery, fields, … })
 *   autocomplete places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, sessionToken, … })
 *
 * The libraries come from the page-wide loader (`services/google/loader.ts`, `loadGoogleServices`), on
 * the first call of a method: importing this module or making the source requests nothing (the
 * callers ask only after the visitor's consent). Nothing here rejects: Google's errors
 * (`MapsRequestError`, `MapsServerError`, `MapsNetworkError`, with a `code`) resolve as the
 * statuses of `../../source.ts` by the one table of `services/google/errors.ts`; a loader failure is NETWORK_ERROR. The one
 * function that rejects is a photo's `getURI`, with exactly 'Error fetching photo URI' (the model's
 * contract).
 *
 * Fields: the 3.7 names are the JavaScript API's own (camelCase, `googleMapsURI`,
 * `googleMapsLinks`); the language-code fields come with their base field; `openStreetMapURI` and
 * `openStreetMapLinks` are not Google's, and Google never fills `hasWiFi`: they stay null and are
 * not requested. Only the fields asked for are filled.
 *
 * Autocomplete sessions (Google bills the keystrokes of a session and the details fetch that ends
 * it as one session): one token per typing session, reused for every keystroke, ended by the
 * details fetch of the chosen prediction with the same token. A caller passes a token from
 * `newSessionToken()` as `sessionToken` of each autocomplete request and of the details request;
 * a caller that passes none (or before anything is loaded, when `newSessionToken()` answers
 * undefined) gets the source's own current session, created by the first autocomplete call. The
 * JavaScript API carries the token into Place Details only through `PlacePrediction.toPlace()`,
 * so a details request for a place predicted in the session fetches the prediction's Place; that
 * fetch ends the session (the next keystroke starts a new one).
 *
 * The parts: `fields.ts` (which fields are asked for), `to-model.ts` (Google's answers as our
 * Place), `requests.ts` (our requests as Google's); this module runs them.
 */
import { REQUEST_TIMEOUT_SECONDS, withDeadline } from '../../../core/http';
import { ABORT, untilAborted } from '../../../services/abort';
import { failureOfGoogle, messageOf } from '../../../services/google/errors';
import {
  API_LANGUAGE,
  loadGoogleServices,
  type GoogleServiceLibraries,
} from '../../../services/google/loader';
import type { Place } from '../../model';
import { PLACE_ABORTED, type PlaceDataSource, type PlaceOutcome } from '../../source';
import type { DetailsRequest, LocationRequest } from '../../validate';
import { googleFields } from './fields';
import {
  autocompleteRequest,
  CIRCLE_RESTRICTION,
  definedOnly,
  nearbyRequest,
  textSearchRequest,
  type Requested,
} from './requests';
import { placeFromGoogle, predictionFromGoogle } from './to-model';

// The parts' public names, where importers of the former single module find them.
export { googleFields } from './fields';
export { placeFromGoogle, predictionFromGoogle } from './to-model';
export { autocompleteRequest, CIRCLE_RESTRICTION, nearbyRequest, textSearchRequest } from './requests';
export { failureOfGoogle } from '../../../services/google/errors';

/** The libraries this source uses, as `loadGoogleServices` hands them over (routes unused). */
export type GooglePlaceLibraries = Pick<GoogleServiceLibraries, 'geocoding' | 'places'>;

export interface GooglePlaceSourceOptions {
  apiKey: string;
  /** The region of requests that name none (CLDR code, e.g. 'DE'). */
  region?: string;
  /** Imports the libraries; by default the page-wide `loadGoogleServices(apiKey)`. */
  load?: () => Promise<GooglePlaceLibraries>;
  /** Milliseconds a call may take (the page's `requestTimeout`): then it is NETWORK_ERROR. 10 s by default. */
  timeoutMs?: number;
}

/**
 * A details request that may carry the typing session's token (`DetailsRequest` has no such
 * element yet: it is read from the request when present).
 */
export type GoogleDetailsRequest = DetailsRequest & { sessionToken?: unknown };

type GooglePlace = google.maps.places.Place;
type SessionToken = google.maps.places.AutocompleteSessionToken;

export function googlePlaceSource(options: GooglePlaceSourceOptions): PlaceDataSource {
  const load = options.load ?? (() => loadGoogleServices(options.apiKey));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_SECONDS * 1000;
  /** Set once the libraries have loaded (nothing is loaded before the first call). */
  let libraries: GooglePlaceLibraries | undefined;
  /** The session of callers that pass no token. */
  let ownSession: SessionToken | undefined;
  /** The predictions of each open session, by place id (what ends the session in details). */
  const sessions = new WeakMap<SessionToken, Map<string, google.maps.places.PlacePrediction>>();

  const requested = (request: { language?: string; region?: string }): Requested => ({
    language: request.language ?? API_LANGUAGE,
    region: request.region ?? options.region,
  });

  /**
   * Loads the libraries and runs the action; resolves PLACE_ABORTED when the signal aborts (before:
   * nothing is requested), the failure of Google's rejection otherwise.
   */
  async function run<T>(
    signal: AbortSignal | undefined,
    what: string,
    action: (libs: GooglePlaceLibraries) => Promise<PlaceOutcome<T>>,
  ): Promise<PlaceOutcome<T>> {
    if (signal?.aborted) return PLACE_ABORTED;
    if (!options.load && options.apiKey.trim() === '') {
      return { status: 'REQUEST_DENIED', detail: 'Setting "google.apiKey" is empty: Google is not asked.' };
    }
    let libs: GooglePlaceLibraries;
    try {
      const loaded = await untilAborted(withDeadline(load(), timeoutMs, 'Google Places'), signal);
      if (loaded === ABORT) return PLACE_ABORTED;
      libs = loaded;
      libraries = loaded;
    } catch (error) {
      return { status: 'NETWORK_ERROR', detail: `Google Places could not be loaded: ${messageOf(error)}` };
    }
    if (signal?.aborted) return PLACE_ABORTED;
    try {
      const outcome = await untilAborted(withDeadline(action(libs), timeoutMs, `Google ${what}`), signal);
      return outcome === ABORT ? PLACE_ABORTED : outcome;
    } catch (error) {
      return signal?.aborted ? PLACE_ABORTED : failureOfGoogle(error, what);
    }
  }

  const isToken = (libs: GooglePlaceLibraries, value: unknown): value is SessionToken =>
    value instanceof libs.places.AutocompleteSessionToken;

  /**
   * The place to fetch: the chosen prediction's (carrying its session token to Google, and ending
   * the session) when the id was predicted in the request's session, or else in the source's own
   * session; otherwise a new Place of the id.
   */
  function placeToFetch(
    libs: GooglePlaceLibraries,
    request: GoogleDetailsRequest,
    req: Requested,
  ): GooglePlace {
    const given = isToken(libs, request.sessionToken) ? request.sessionToken : undefined;
    const token = given ?? ownSession;
    const prediction = token ? sessions.get(token)?.get(request.id) : undefined;
    if (token && prediction) {
      sessions.delete(token);
      if (token === ownSession) ownSession = undefined;
      const place = prediction.toPlace();
      place.requestedLanguage = req.language;
      if (req.region !== undefined) place.requestedRegion = req.region;
      return place;
    }
    return new libs.places.Place(
      definedOnly({ id: request.id, requestedLanguage: req.language, requestedRegion: req.region }),
    );
  }

  async function fetchDetails(
    libs: GooglePlaceLibraries,
    request: GoogleDetailsRequest,
    signal: AbortSignal | undefined,
  ): Promise<PlaceOutcome<Place>> {
    if (signal?.aborted) return PLACE_ABORTED;
    const req = requested(request);
    const { place } = await placeToFetch(libs, request, req).fetchFields({
      fields: googleFields(request.fields),
    });
    return { status: 'OK', value: placeFromGoogle(place, request.fields, req) };
  }

  return {
    name: 'google',

    details(request, signal) {
      return run(signal, 'Place.fetchFields', (libs) => fetchDetails(libs, request, signal));
    },

    detailsByLocation(request: LocationRequest, signal) {
      return run(signal, 'Geocoder.geocode', async (libs): Promise<PlaceOutcome<Place>> => {
        const { location } = request;
        const { results } = await new libs.geocoding.Geocoder().geocode({
          location: { lat: location.lat, lng: location.lng },
          language: requested(request).language,
        });
        const placeId = results.find((result) => result.place_id)?.place_id;
        if (!placeId) {
          return {
            status: 'ZERO_RESULTS',
            detail: `Google Geocoder.geocode: no place at ${location.lat},${location.lng}`,
          };
        }
        const details = definedOnly({
          id: placeId,
          fields: request.fields,
          language: request.language,
          region: request.region,
        });
        try {
          return await fetchDetails(libs, details, signal);
        } catch (error) {
          return signal?.aborted ? PLACE_ABORTED : failureOfGoogle(error, 'Place.fetchFields');
        }
      });
    },

    searchNearby(request, signal) {
      return run(signal, 'Place.searchNearby', async (libs) => {
        const req = requested(request);
        const { places } = await libs.places.Place.searchNearby(nearbyRequest(request, libs.places, req));
        return { status: 'OK', value: places.map((place) => placeFromGoogle(place, request.fields, req)) };
      });
    },

    searchByText(request, signal) {
      return run(signal, 'Place.searchByText', async (libs) => {
        const req = requested(request);
        const { places } = await libs.places.Place.searchByText(textSearchRequest(request, libs.places, req));
        return { status: 'OK', value: places.map((place) => placeFromGoogle(place, request.fields, req)) };
      });
    },

    autocomplete(request, signal) {
      if (signal?.aborted) return Promise.resolve(PLACE_ABORTED);
      if (request.input.trim() === '') return Promise.resolve({ status: 'OK', value: [] });
      const restriction = request.locationRestriction;
      if (restriction && 'radius' in restriction) {
        return Promise.resolve({ status: 'INVALID_REQUEST', detail: CIRCLE_RESTRICTION });
      }
      const rectangular = { ...request, locationRestriction: restriction };
      return run(signal, 'AutocompleteSuggestion.fetchAutocompleteSuggestions', async (libs) => {
        let token: SessionToken;
        if (isToken(libs, request.sessionToken)) token = request.sessionToken;
        else {
          ownSession ??= new libs.places.AutocompleteSessionToken();
          token = ownSession;
        }
        const { suggestions } = await libs.places.AutocompleteSuggestion.fetchAutocompleteSuggestions(
          autocompleteRequest(rectangular, token, requested(request)),
        );
        const predictions = suggestions.flatMap((suggestion) =>
          suggestion.placePrediction ? [suggestion.placePrediction] : [],
        );
        const known = sessions.get(token) ?? new Map<string, google.maps.places.PlacePrediction>();
        for (const prediction of predictions) known.set(prediction.placeId, prediction);
        sessions.set(token, known);
        return { status: 'OK', value: predictions.map(predictionFromGoogle) };
      });
    },

    newSessionToken() {
      return libraries ? new libraries.places.AutocompleteSessionToken() : undefined;
    },
  };
}
