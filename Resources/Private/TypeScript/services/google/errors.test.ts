/**
 * 8.5 Google's rejections as our statuses: the one table and the one fallback by class, used by the
 * map services and the Google place source alike.
 */
import { codeOf, ERROR_CODE_STATUS, failureOfGoogle, messageOf, type GoogleErrorClasses } from './errors';

/** Google's error classes as the API shapes them: an Error with a `code` and an `endpoint`. */
class NetworkError extends Error {
  constructor(
    readonly code: string,
    readonly endpoint = 'TEST',
  ) {
    super(`${code} from ${endpoint}`);
  }
}
class RequestError extends NetworkError {}
class ServerError extends NetworkError {}

const CLASSES = {
  MapsNetworkError: NetworkError,
  MapsRequestError: RequestError,
  MapsServerError: ServerError,
} as unknown as GoogleErrorClasses;

afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
});

describe('8.5 failureOfGoogle', () => {
  test.each([
    ['ZERO_RESULTS', 'ZERO_RESULTS'],
    ['ERROR', 'NETWORK_ERROR'],
    ['NOT_FOUND', 'NOT_FOUND'],
    ['MAX_ROUTE_LENGTH_EXCEEDED', 'ZERO_RESULTS'],
    ['PERMISSION_DENIED', 'REQUEST_DENIED'],
    ['RESOURCE_EXHAUSTED', 'OVER_QUERY_LIMIT'],
    ['DEADLINE_EXCEEDED', 'NETWORK_ERROR'],
    ['INTERNAL', 'UNKNOWN_ERROR'],
  ])('a known code %s decides: %s, whatever the class', (code, status) => {
    const failure = failureOfGoogle(new ServerError(code), 'Place.searchNearby', CLASSES);
    expect(failure).toEqual({
      status,
      detail: `Google Place.searchNearby: ${code} (${code} from TEST)`,
    });
  });

  test.each([
    ['a request error (4xx)', new RequestError('SOMETHING_NEW'), 'INVALID_REQUEST'],
    ['a server error (5xx)', new ServerError('SOMETHING_NEW'), 'UNKNOWN_ERROR'],
    ['a network error', new NetworkError('SOMETHING_NEW'), 'NETWORK_ERROR'],
    ['a plain Error', new Error('boom'), 'UNKNOWN_ERROR'],
    ['a thrown string', 'boom', 'UNKNOWN_ERROR'],
  ])('an unknown code on %s falls back to the class', (_, error, status) => {
    expect(failureOfGoogle(error, 'Geocoder.geocode', CLASSES).status).toBe(status);
  });

  test('without classes given, the globals of the loaded API decide', () => {
    expect(failureOfGoogle(new RequestError('SOMETHING_NEW'), 'x').status).toBe('UNKNOWN_ERROR');
    (globalThis as { google?: unknown }).google = { maps: CLASSES };
    expect(failureOfGoogle(new RequestError('SOMETHING_NEW'), 'x').status).toBe('INVALID_REQUEST');
  });

  test('a code that is an Object.prototype name is no known code', () => {
    expect(failureOfGoogle(new RequestError('constructor'), 'x', CLASSES).status).toBe('INVALID_REQUEST');
  });

  test('no code: the detail says so, with the message', () => {
    expect(failureOfGoogle(new TypeError('boom'), 'Route.computeRoutes', CLASSES)).toEqual({
      status: 'UNKNOWN_ERROR',
      detail: 'Google Route.computeRoutes: no code (boom)',
    });
  });
});

describe('messageOf and codeOf', () => {
  test('an Error gives its message; anything else its text', () => {
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf(42)).toBe('42');
  });

  test('only a string code counts', () => {
    expect(codeOf(new RequestError('ZERO_RESULTS'))).toBe('ZERO_RESULTS');
    expect(codeOf({ code: 404 })).toBeUndefined();
    expect(codeOf(null)).toBeUndefined();
    expect(codeOf('ZERO_RESULTS')).toBeUndefined();
  });

  test('every status of the table is one of the failure statuses', () => {
    const statuses = new Set(Object.values(ERROR_CODE_STATUS));
    expect(statuses).not.toContain('OK');
    expect([...statuses].sort()).toEqual([
      'INVALID_REQUEST',
      'NETWORK_ERROR',
      'NOT_FOUND',
      'OVER_QUERY_LIMIT',
      'REQUEST_DENIED',
      'UNKNOWN_ERROR',
      'ZERO_RESULTS',
    ]);
  });
});
