/**
 * Issue 27: the map services on Google (`map/google/services.ts`) on Google's documented Routes API
 * answers and on the JavaScript API's recorded errors (tests/recorded/google/README.md): the route
 * becomes the directions panel's data (path, steps, distance, duration), no route and an address
 * not found become ZERO_RESULTS, and each Geocoder error reaches the visitor as its German sentence.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setLanguage } from '../../Resources/Private/TypeScript/core/i18n';
import { googleServices } from '../../Resources/Private/TypeScript/map/google/services';
import { geocodeFailedMessage, routeFailedMessage } from '../../Resources/Private/TypeScript/map/messages';
import type { FailureStatus, RouteRequest } from '../../Resources/Private/TypeScript/map/services';
import {
  FakeGeocoder,
  FakeMapsRequestError,
  FakeRoute,
  installGoogle,
  mockLibraries,
  mockServiceLibraries,
} from '../../Resources/Private/TypeScript/map/testing/mock-google';
import type { Json } from './google/js-place';
import { decodePolyline, jsComputeRoutes } from './google/js-route';

const DIR = join(__dirname, 'google');
const recording = (path: string): Json => JSON.parse(readFileSync(join(DIR, path), 'utf8')) as Json;

beforeEach(() => {
  installGoogle();
  setLanguage('de');
});

afterAll(() => {
  setLanguage(undefined);
});

const services = async () =>
  googleServices(await mockLibraries(), { apiKey: 'KEY-1', placeNames: true }, mockServiceLibraries);

const REQUEST: RouteRequest = { origin: 'Hafenstraße 1', destination: 'Fährweg 2', mode: 'DRIVING' };

async function route(path: string) {
  FakeRoute.computeRoutes.mockResolvedValue(jsComputeRoutes(recording(path)));
  return (await services()).route(REQUEST);
}

test("the polyline decoder reads Google's documented example", () => {
  expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
    { lat: 38.5, lng: -120.2 },
    { lat: 40.7, lng: -120.95 },
    { lat: 43.252, lng: -126.453 },
  ]);
});

describe('Routes API computeRoutes', () => {
  test('the documented basic route (no legs asked for): path, 772 m, 165 s, no steps', async () => {
    const outcome = await route('routes/compute-routes-basic.json');
    expect(outcome).toMatchObject({ status: 'OK', steps: [], distanceMeters: 772, durationSeconds: 165 });
    if (outcome.status !== 'OK') return;
    expect(outcome.path.length).toBeGreaterThan(2);
    // The documented request's ends (37.419734,-122.0827784 → 37.417670,-122.079595), on the road.
    expect(outcome.origin.lat).toBeCloseTo(37.4197, 3);
    expect(outcome.origin.lng).toBeCloseTo(-122.0828, 3);
    expect(outcome.destination.lat).toBeCloseTo(37.4177, 3);
    expect(outcome.destination.lng).toBeCloseTo(-122.0796, 3);
    expect(outcome.destination).toEqual(outcome.path[outcome.path.length - 1]);
  });

  test('steps with a roundabout and a ferry; a last step of 0 m (omitted in JSON) is 0 m, not undefined', async () => {
    const outcome = await route('routes/composed-compute-routes-steps.json');
    expect(outcome).toMatchObject({ status: 'OK', distanceMeters: 12412, durationSeconds: 1930 });
    if (outcome.status !== 'OK') return;
    expect(outcome.steps).toEqual([
      { instruction: 'Head north on Hafenstraße', distanceMeters: 412, durationSeconds: 80 },
      {
        instruction: 'At the roundabout, take the 2nd exit onto Fährweg Toll road',
        distanceMeters: 900,
        durationSeconds: 100,
      },
      { instruction: 'Take the ferry', distanceMeters: 11100, durationSeconds: 1700 },
      { instruction: '', distanceMeters: 0, durationSeconds: 0 },
    ]);
    expect(outcome.path).toHaveLength(3);
  });

  test('no route (the answer is {}): ZERO_RESULTS, the form says the addresses gave no route', async () => {
    const outcome = await route('routes/composed-compute-routes-no-route.json');
    expect(outcome).toEqual({
      status: 'ZERO_RESULTS',
      detail: 'Google Route.computeRoutes: no route between the addresses',
      engine: 'Google Route.computeRoutes',
      answer: 'no route',
    });
    expect(routeFailedMessage('ZERO_RESULTS', 'nicht gefunden')).toBe('nicht gefunden');
  });

  test('the destination not geocoded (geocoderStatus code 5, NOT_FOUND): ZERO_RESULTS naming the end', async () => {
    const outcome = await route('routes/composed-compute-routes-destination-not-found.json');
    expect(outcome).toEqual({
      status: 'ZERO_RESULTS',
      detail: 'Google Route.computeRoutes: the destination address was not geocoded (NOT_FOUND)',
      engine: 'Google Route.computeRoutes',
      answer: 'the destination not geocoded (NOT_FOUND)',
    });
  });
});

/** The Geocoder's recorded errors and the German sentence of the address forms for each. */
const GEOCODER_ERRORS: [file: string, status: FailureStatus, german: string][] = [
  [
    'geocoder-zero-results',
    'ZERO_RESULTS',
    'Die Adresse konnte nicht gefunden werden. Bitte prüfen Sie die Schreibweise oder ergänzen Sie die Postleitzahl.',
  ],
  [
    'geocoder-over-query-limit',
    'OVER_QUERY_LIMIT',
    'Die Adresse konnte nicht gefunden werden. Zu viele Anfragen an den Kartendienst. Bitte versuchen Sie es in einer Minute erneut.',
  ],
  [
    'geocoder-request-denied',
    'REQUEST_DENIED',
    'Die Adresse konnte nicht gefunden werden. Der Kartendienst hat die Anfrage abgelehnt.',
  ],
  [
    'geocoder-invalid-request',
    'INVALID_REQUEST',
    'Die Adresse konnte nicht gefunden werden. Die Anfrage war ungültig. Bitte prüfen Sie Ihre Eingabe.',
  ],
];

describe('Geocoder errors as the JavaScript API rejects them', () => {
  test.each(GEOCODER_ERRORS)('%s: %s', async (file, status, german) => {
    const error = recording(`errors/${file}.json`);
    FakeGeocoder.geocode.mockRejectedValue(
      new FakeMapsRequestError(error.code as string, error.endpoint as string, error.message as string),
    );
    const outcome = await (await services()).geocode('Marienplatz 1, München');
    expect(outcome).toEqual({
      status,
      detail: `Google Geocoder.geocode: ${error.code as string} (${error.message as string})`,
      engine: 'Google Geocoder.geocode',
      answer: `code ${error.code as string}`,
    });
    expect(geocodeFailedMessage(status)).toBe(german);
  });

  test('Routes errors (RESOURCE_EXHAUSTED, PERMISSION_DENIED) as the route form says them', async () => {
    for (const [file, status] of [
      ['places-search-text-resource-exhausted', 'OVER_QUERY_LIMIT'],
      ['places-search-text-permission-denied', 'REQUEST_DENIED'],
    ] as const) {
      const error = recording(`errors/${file}.json`);
      FakeRoute.computeRoutes.mockRejectedValue(
        new FakeMapsRequestError(error.code as string, 'DIRECTIONS_ROUTE', error.message as string),
      );
      const outcome = await (await services()).route(REQUEST);
      expect(outcome.status).toBe(status);
    }
    expect(routeFailedMessage('OVER_QUERY_LIMIT', 'nicht gefunden')).toContain(
      'Zu viele Anfragen an den Kartendienst.',
    );
  });
});
