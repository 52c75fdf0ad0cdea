/**
 * Google's errors as our statuses (spec 8.5), written once for the map services
 * (`map/google/services.ts`) and the Google place source (`places/sources/google/`).
 *
 * Google rejects with `MapsRequestError` (4xx), `MapsServerError` (5xx) or `MapsNetworkError`, each
 * with a `code` (a Geocoder status, or an RPC status of the Places API (New) and the Routes API),
 * or with anything else a library throws. A known code decides the status; otherwise the class.
 * The code and message go into the English detail for the integrator's console, never to visitors.
 */
import { own } from '../../core/own';
import type { Failure, FailureStatus } from '../outcome';

/**
 * What an error `code` of Google means in our statuses. Geocoder statuses (and the legacy status
 * names) keep their name, except ERROR ("a problem contacting the Google servers"); the RPC codes
 * of the Places API (New) and the Routes API map by meaning.
 */
export const ERROR_CODE_STATUS: Readonly<Record<string, FailureStatus>> = {
  // GeocoderStatus (and the same names of PlacesServiceStatus / DirectionsStatus)
  ZERO_RESULTS: 'ZERO_RESULTS',
  OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT',
  REQUEST_DENIED: 'REQUEST_DENIED',
  INVALID_REQUEST: 'INVALID_REQUEST',
  UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  ERROR: 'NETWORK_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  MAX_WAYPOINTS_EXCEEDED: 'INVALID_REQUEST',
  MAX_ROUTE_LENGTH_EXCEEDED: 'ZERO_RESULTS',
  // RPCStatus
  INVALID_ARGUMENT: 'INVALID_REQUEST',
  FAILED_PRECONDITION: 'INVALID_REQUEST',
  OUT_OF_RANGE: 'INVALID_REQUEST',
  PERMISSION_DENIED: 'REQUEST_DENIED',
  UNAUTHENTICATED: 'REQUEST_DENIED',
  RESOURCE_EXHAUSTED: 'OVER_QUERY_LIMIT',
  UNAVAILABLE: 'NETWORK_ERROR',
  DEADLINE_EXCEEDED: 'NETWORK_ERROR',
  CANCELLED: 'NETWORK_ERROR',
  ABORTED: 'UNKNOWN_ERROR',
  ALREADY_EXISTS: 'UNKNOWN_ERROR',
  DATA_LOSS: 'UNKNOWN_ERROR',
  INTERNAL: 'UNKNOWN_ERROR',
  UNIMPLEMENTED: 'UNKNOWN_ERROR',
  UNKNOWN: 'UNKNOWN_ERROR',
};

/** A rejection's message (an Error's, or the value as text). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A rejection's Google `code`, when it carries one as a string. */
export function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Google's error classes (on `google.maps`, or the core library). */
export type GoogleErrorClasses = Partial<
  Pick<typeof google.maps, 'MapsNetworkError' | 'MapsRequestError' | 'MapsServerError'>
>;

/** The classes as globals: Google sets them once any library has loaded. */
function globalClasses(): GoogleErrorClasses | undefined {
  return (globalThis as { google?: { maps?: GoogleErrorClasses } }).google?.maps;
}

/** Without a known code, the error's class decides; anything else is UNKNOWN_ERROR. */
function statusOfClass(error: unknown, classes: GoogleErrorClasses | undefined): FailureStatus {
  if (classes?.MapsRequestError && error instanceof classes.MapsRequestError) return 'INVALID_REQUEST';
  if (classes?.MapsServerError && error instanceof classes.MapsServerError) return 'UNKNOWN_ERROR';
  if (classes?.MapsNetworkError && error instanceof classes.MapsNetworkError) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

/**
 * A rejection of Google as a failure: a known `code` decides; otherwise the class, a request error
 * (4xx) INVALID_REQUEST, a server error (5xx) UNKNOWN_ERROR, a network error NETWORK_ERROR, anything
 * else UNKNOWN_ERROR. `what` names the call in the detail ('Place.searchNearby'). `classes` are the
 * error classes to test against; by default the globals of the loaded API.
 */
export function failureOfGoogle(
  error: unknown,
  what: string,
  classes: GoogleErrorClasses | undefined = globalClasses(),
): Failure {
  const code = codeOf(error);
  const status =
    (code === undefined ? undefined : own(ERROR_CODE_STATUS, code)) ?? statusOfClass(error, classes);
  return { status, detail: `Google ${what}: ${code ?? 'no code'} (${messageOf(error)})` };
}
