/**
 * The map services on Google (spec 4.7–4.9, 8.5): `google.maps.Geocoder` (geocoding library), the
 * Places API (New) through `places.Place.searchNearby`, and the Routes API through
 * `routes.Route.computeRoutes`. The legacy PlacesService and DirectionsService are not used (they
 * cannot be enabled for new Cloud projects).
 *
 * The three libraries load on the first service call (`loadGoogleServices`), never with the map.
 * No method rejects: Google's errors (`MapsRequestError`, `MapsServerError`, `MapsNetworkError`,
 * each with a `code` and an `endpoint`) come back as the statuses of `../services.ts`, with the code
 * in the detail. The pure request builders are exported so the tests assert exactly what reaches
 * Google.
 */
import { own } from '../../core/own';
import { REQUEST_TIMEOUT_SECONDS, withDeadline } from '../../core/http';
import { language } from '../../core/i18n';
import type { GoogleConfig, LatLng } from '../provider';
import {
  ABORTED,
  MAX_NEARBY_RADIUS_METERS,
  NEARBY_MAX_RESULTS,
  type GeocodeOutcome,
  type MapServices,
  type NearbyOutcome,
  type NearbyRequest,
  type ReverseOutcome,
  type RouteOutcome,
  type RouteRequest,
  type RouteStep,
  type ServiceFailure,
  type TravelMode,
} from '../services';
import {
  API_REGION,
  loadGoogleServices,
  type GoogleLibraries,
  type GoogleServiceLibraries,
} from '../../services/google/loader';
import { codeOf, ERROR_CODE_STATUS, failureOfGoogle, messageOf } from '../../services/google/errors';

export const GOOGLE_TRAVEL_MODES: readonly TravelMode[] = ['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT'];

/** Billed fields (Nearby Search Pro): names only where they may be shown. */
export const NEARBY_FIELDS_WITH_NAMES = ['displayName', 'location'] as const;
export const NEARBY_FIELDS_WITHOUT_NAMES = ['location'] as const;
export const ROUTE_FIELDS = ['path', 'legs', 'distanceMeters', 'durationMillis'] as const;

/** Kept for importers of the old home: the table lives in `services/google/errors.ts`. */
export { ERROR_CODE_STATUS };

/**
 * A rejection of a Google service as a failure (`failureOfGoogle`, against the core library's
 * classes). Google's message may repeat the request (a position among it): besides the detail the
 * failure names only the call and Google's code, which is all the console says of a request that
 * carried the visitor's position.
 */
export function failureFromError(
  error: unknown,
  core: google.maps.CoreLibrary,
  what: string,
): ServiceFailure {
  const code = codeOf(error);
  const kind = error instanceof Error ? error.name : typeof error;
  return {
    ...failureOfGoogle(error, what, core),
    engine: `Google ${what}`,
    answer: code === undefined ? `no code (${kind})` : `code ${code}`,
  };
}

/** A google.maps.LatLng (Place.location, geocoder results) as a plain point. */
function fromLatLng(value: google.maps.LatLng): LatLng {
  return { lat: value.lat(), lng: value.lng() };
}

/** A LatLngAltitude (route paths) or literal as a plain point (drops the altitude). */
function fromLiteral(value: google.maps.LatLngLiteral | google.maps.LatLngAltitude): LatLng {
  return { lat: value.lat, lng: value.lng };
}

/** Instructions as plain text: tags (older answers carried HTML) become spaces, entities decoded. */
export function plainInstruction(text: string | null | undefined): string {
  if (!text) return '';
  let plain = text;
  if (/[<&]/.test(plain)) {
    const withoutTags = plain.replace(/<[^>]*>/g, ' ');
    plain = new DOMParser().parseFromString(withoutTags, 'text/html').documentElement.textContent;
  }
  return plain.replace(/\s+/g, ' ').trim();
}

/**
 * Issue 27: a number Google's JSON leaves out (proto3 omits zeros: a last step of 0 m has no
 * `distanceMeters`) is 0, whatever the JavaScript API fills in, never undefined.
 */
const orZero = (value: number | null | undefined): number => value ?? 0;

function clampInteger(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : max;
}

/** The request of `Geocoder.geocode`: the address as typed (language and region from setOptions). */
export function geocodeRequest(address: string): google.maps.GeocoderRequest {
  return { address };
}

/** Issue 29: the request of a reverse `Geocoder.geocode`: the visitor's position. */
export function reverseRequest(position: LatLng): google.maps.GeocoderRequest {
  return { location: { lat: position.lat, lng: position.lng } };
}

/** Issue 29: the street address of a reverse answer (a street address first, else the first result). */
export function reverseLabel(
  results: readonly { formatted_address: string; types?: readonly string[] }[],
): string | undefined {
  const street = results.find((result) => result.types?.includes('street_address')) ?? results[0];
  const label = street?.formatted_address.trim();
  return label ? label : undefined;
}

/** The request of `Place.searchNearby` (placeNames false: only locations are requested). */
export function nearbyRequest(
  request: NearbyRequest,
  placeNames: boolean,
): google.maps.places.SearchNearbyRequest {
  return {
    fields: [...(placeNames ? NEARBY_FIELDS_WITH_NAMES : NEARBY_FIELDS_WITHOUT_NAMES)],
    locationRestriction: {
      center: { lat: request.center.lat, lng: request.center.lng },
      radius: Math.min(request.radiusMeters, MAX_NEARBY_RADIUS_METERS),
    },
    includedPrimaryTypes: [request.type],
    maxResultCount: clampInteger(request.maxResults, 1, NEARBY_MAX_RESULTS),
    rankPreference: 'DISTANCE',
    language: language(),
    region: API_REGION,
  };
}

/** The request of `Route.computeRoutes`: the addresses as typed, metric units. */
export function routeRequest(
  request: RouteRequest,
  core: google.maps.CoreLibrary,
): google.maps.routes.ComputeRoutesRequest {
  return {
    // Issue 29: the visitor's own position as the start, not its label.
    origin: request.originAt ? { lat: request.originAt.lat, lng: request.originAt.lng } : request.origin,
    destination: request.destination,
    travelMode: request.mode,
    fields: [...ROUTE_FIELDS],
    language: language(),
    // The Routes API takes a ccTLD ('us'), the Places API a CLDR code ('US').
    region: API_REGION.toLowerCase(),
    units: core.UnitSystem.METRIC,
  };
}

function routeFound(route: google.maps.routes.Route): RouteOutcome {
  const path = route.path?.length ? route.path : (route.legs ?? []).flatMap((leg) => leg.path);
  const points = path.map(fromLiteral);
  const origin = points[0];
  const destination = points[points.length - 1];
  if (!origin || !destination) {
    return {
      status: 'UNKNOWN_ERROR',
      detail: 'Google Route.computeRoutes: a route without a path',
      engine: 'Google Route.computeRoutes',
      answer: 'a route without a path',
    };
  }
  const legs = route.legs ?? [];
  const steps: RouteStep[] = legs.flatMap((leg) =>
    leg.steps.map((step) => ({
      instruction: plainInstruction(step.instructions),
      distanceMeters: orZero(step.distanceMeters),
      durationSeconds: orZero(step.staticDurationMillis) / 1000,
    })),
  );
  const distanceMeters =
    route.distanceMeters ?? legs.reduce((sum, leg) => sum + orZero(leg.distanceMeters), 0);
  const durationMillis =
    route.durationMillis ?? legs.reduce((sum, leg) => sum + orZero(leg.durationMillis), 0);
  return {
    status: 'OK',
    path: points,
    steps,
    distanceMeters,
    durationSeconds: durationMillis / 1000,
    origin,
    destination,
  };
}

/** No route: an end whose address was not found says so; otherwise no route between them. */
function noRoute(results: google.maps.routes.GeocodingResults | null | undefined): ServiceFailure {
  for (const [end, waypoint] of [
    ['origin', results?.origin],
    ['destination', results?.destination],
  ] as const) {
    const code = waypoint?.geocoderStatus;
    if (code && code !== 'OK') {
      const status =
        code === 'NOT_FOUND' ? 'ZERO_RESULTS' : (own(ERROR_CODE_STATUS, code) ?? 'UNKNOWN_ERROR');
      return {
        status,
        detail: `Google Route.computeRoutes: the ${end} address was not geocoded (${code})`,
        engine: 'Google Route.computeRoutes',
        answer: `the ${end} not geocoded (${code})`,
      };
    }
  }
  return {
    status: 'ZERO_RESULTS',
    detail: 'Google Route.computeRoutes: no route between the addresses',
    engine: 'Google Route.computeRoutes',
    answer: 'no route',
  };
}

/**
 * The services of a block on Google. `load` imports the service libraries (by default the page-wide
 * `loadGoogleServices`); it runs on the first call, not before.
 */
export function googleServices(
  g: GoogleLibraries,
  config: GoogleConfig,
  load: () => Promise<GoogleServiceLibraries> = () => loadGoogleServices(config.apiKey),
): MapServices {
  const { core } = g;
  let geocoder: google.maps.Geocoder | undefined;
  const timeoutMs = config.requestTimeoutMs ?? REQUEST_TIMEOUT_SECONDS * 1000;
  /** A call into Google, given up (as DEADLINE_EXCEEDED, unreachable) after the block's time limit. */
  const call = <T>(work: Promise<T>, what: string): Promise<T> =>
    withDeadline(work, timeoutMs, `Google ${what}`);

  /** The libraries, or the failure to load them. */
  async function libraries(
    signal: AbortSignal | undefined,
  ): Promise<GoogleServiceLibraries | ServiceFailure> {
    if (signal?.aborted) return ABORTED;
    try {
      const loaded = await call(load(), 'Maps JavaScript API libraries');
      return signal?.aborted ? ABORTED : loaded;
    } catch (error) {
      return {
        status: 'NETWORK_ERROR',
        detail: messageOf(error),
        engine: 'Google Maps JavaScript API libraries',
        answer: 'not loaded',
      };
    }
  }

  return {
    travelModes: GOOGLE_TRAVEL_MODES,
    maxNearbyRadiusMeters: MAX_NEARBY_RADIUS_METERS,

    async geocode(address, signal): Promise<GeocodeOutcome> {
      if (address.trim() === '') return { status: 'INVALID_REQUEST', detail: 'Google Geocoder: no address' };
      const libs = await libraries(signal);
      if ('status' in libs) return libs;
      try {
        geocoder ??= new libs.geocoding.Geocoder();
        const { results } = await call(geocoder.geocode(geocodeRequest(address)), 'Geocoder.geocode');
        const [first] = results;
        if (!first) return { status: 'ZERO_RESULTS', detail: `Google Geocoder: no result for "${address}"` };
        return {
          status: 'OK',
          location: fromLatLng(first.geometry.location),
          label: first.formatted_address,
        };
      } catch (error) {
        return failureFromError(error, core, 'Geocoder.geocode');
      }
    },

    async reverse(position, signal): Promise<ReverseOutcome> {
      const libs = await libraries(signal);
      if ('status' in libs) return libs;
      try {
        geocoder ??= new libs.geocoding.Geocoder();
        const { results } = await call(geocoder.geocode(reverseRequest(position)), 'Geocoder.geocode');
        const label = reverseLabel(results);
        // The detail never names the position (console).
        if (!label) {
          const detail = 'Google Geocoder: no address at the position';
          return {
            status: 'ZERO_RESULTS',
            detail,
            engine: 'Google Geocoder.geocode (reverse)',
            answer: 'no result',
          };
        }
        return { status: 'OK', label };
      } catch (error) {
        return failureFromError(error, core, 'Geocoder.geocode (reverse)');
      }
    },

    async nearby(request, signal): Promise<NearbyOutcome> {
      if (!(request.radiusMeters > 0)) {
        return {
          status: 'INVALID_REQUEST',
          detail: `Google Place.searchNearby: radius ${request.radiusMeters} m`,
        };
      }
      const libs = await libraries(signal);
      if ('status' in libs) return libs;
      try {
        const { places } = await call(
          libs.places.Place.searchNearby(nearbyRequest(request, config.placeNames)),
          'Place.searchNearby',
        );
        const found = places.flatMap((place) =>
          place.location
            ? [
                {
                  location: fromLatLng(place.location),
                  name: config.placeNames ? (place.displayName ?? '') : '',
                },
              ]
            : [],
        );
        if (found.length === 0) {
          return {
            status: 'ZERO_RESULTS',
            detail: `Google Place.searchNearby: no ${request.type} in the radius`,
            engine: 'Google Place.searchNearby',
            answer: 'no place',
          };
        }
        return { status: 'OK', places: found };
      } catch (error) {
        return failureFromError(error, core, 'Place.searchNearby');
      }
    },

    async route(request, signal): Promise<RouteOutcome> {
      const libs = await libraries(signal);
      if ('status' in libs) return libs;
      try {
        const { routes, geocodingResults } = await call(
          libs.routes.Route.computeRoutes(routeRequest(request, core)),
          'Route.computeRoutes',
        );
        const [first] = routes ?? [];
        return first ? routeFound(first) : noRoute(geocodingResults);
      } catch (error) {
        return failureFromError(error, core, 'Route.computeRoutes');
      }
    },
  };
}
