/**
 * The map services on Google (4.7–4.9, 8.5) against `@googlemaps/jest-mocks` plus `mock-google.ts`:
 * the exact requests reaching Geocoder.geocode, places.Place.searchNearby and
 * routes.Route.computeRoutes, the mapping of their answers, and of every error code to our
 * statuses. Nothing rejects.
 */
import { setLanguage } from '../../core/i18n';
import type { NearbyRequest, RouteRequest, ServiceStatus, TravelMode } from '../services';
import type { GoogleServiceLibraries } from '../../services/google/loader';
import {
  FakeGeocoder,
  FakeMapsNetworkError,
  FakeMapsRequestError,
  FakeMapsServerError,
  FakePlace,
  FakeRoute,
  installGoogle,
  latLng,
  mockLibraries,
  mockServiceLibraries,
  UNIT_SYSTEM,
} from '../testing/mock-google';
import { googleServices, plainInstruction } from './services';

beforeEach(() => {
  installGoogle();
  setLanguage('de');
});

afterAll(() => {
  setLanguage(undefined);
});

async function make(placeNames = true, load: () => Promise<GoogleServiceLibraries> = mockServiceLibraries) {
  const loader = jest.fn(load);
  const services = googleServices(await mockLibraries(), { apiKey: 'KEY-1', placeNames }, loader);
  return { services, loader };
}

const MUNICH = { lat: 48.1374, lng: 11.5755 };

function nearby(overrides: Partial<NearbyRequest> = {}): NearbyRequest {
  return { center: MUNICH, radiusMeters: 1500, type: 'restaurant', maxResults: 20, ...overrides };
}

function route(overrides: Partial<RouteRequest> = {}): RouteRequest {
  return {
    origin: 'Marienplatz 1, München',
    destination: 'Odeonsplatz, München',
    mode: 'DRIVING',
    ...overrides,
  };
}

/** Google's RPC codes (Places API (New), Routes API) and what they become. */
const RPC_CODES: [string, ServiceStatus][] = [
  ['INVALID_ARGUMENT', 'INVALID_REQUEST'],
  ['FAILED_PRECONDITION', 'INVALID_REQUEST'],
  ['OUT_OF_RANGE', 'INVALID_REQUEST'],
  ['PERMISSION_DENIED', 'REQUEST_DENIED'],
  ['UNAUTHENTICATED', 'REQUEST_DENIED'],
  ['RESOURCE_EXHAUSTED', 'OVER_QUERY_LIMIT'],
  ['UNAVAILABLE', 'NETWORK_ERROR'],
  ['DEADLINE_EXCEEDED', 'NETWORK_ERROR'],
  ['CANCELLED', 'NETWORK_ERROR'],
  ['NOT_FOUND', 'NOT_FOUND'],
  ['INTERNAL', 'UNKNOWN_ERROR'],
  ['UNKNOWN', 'UNKNOWN_ERROR'],
  ['UNIMPLEMENTED', 'UNKNOWN_ERROR'],
  ['ABORTED', 'UNKNOWN_ERROR'],
  ['DATA_LOSS', 'UNKNOWN_ERROR'],
  ['ALREADY_EXISTS', 'UNKNOWN_ERROR'],
];

describe('the services object', () => {
  test('all four travel modes; nearby radius up to 50 000 m', async () => {
    const { services } = await make();
    expect(services.travelModes).toEqual(['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT']);
    expect(services.maxNearbyRadiusMeters).toBe(50_000);
  });

  test('the service libraries load on the first call, not when the services are made', async () => {
    const { services, loader } = await make();
    expect(loader).not.toHaveBeenCalled();
    await services.geocode('München');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  test('8.1 libraries that cannot load: NETWORK_ERROR with the reason, no request, no rejection', async () => {
    const { services } = await make(true, () =>
      Promise.reject(new Error('Google Maps could not be loaded: offline')),
    );
    await expect(services.geocode('München')).resolves.toMatchObject({
      status: 'NETWORK_ERROR',
      detail: 'Google Maps could not be loaded: offline',
    });
    await expect(services.nearby(nearby())).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
    await expect(services.route(route())).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
    expect(FakeGeocoder.geocode).not.toHaveBeenCalled();
    expect(FakePlace.searchNearby).not.toHaveBeenCalled();
    expect(FakeRoute.computeRoutes).not.toHaveBeenCalled();
  });

  test('an aborted signal sends nothing', async () => {
    const { services } = await make();
    const signal = AbortSignal.abort();
    await expect(services.geocode('München', signal)).resolves.toMatchObject({ status: 'UNKNOWN_ERROR' });
    await expect(services.nearby(nearby(), signal)).resolves.toMatchObject({ status: 'UNKNOWN_ERROR' });
    await expect(services.route(route(), signal)).resolves.toMatchObject({ status: 'UNKNOWN_ERROR' });
    expect(FakeGeocoder.geocode).not.toHaveBeenCalled();
    expect(FakePlace.searchNearby).not.toHaveBeenCalled();
    expect(FakeRoute.computeRoutes).not.toHaveBeenCalled();
  });
});

describe('5.1 geocode: Geocoder.geocode', () => {
  test('the request is the address as typed: no quotes added, nothing else', async () => {
    const { services } = await make();
    await services.geocode('Marienplatz 1, 80331 München');
    await services.geocode('"Bayerischer Hof" München');
    expect(FakeGeocoder.geocode.mock.calls).toEqual([
      [{ address: 'Marienplatz 1, 80331 München' }],
      [{ address: '"Bayerischer Hof" München' }],
    ]);
  });

  test('OK: the first result’s location and formatted address', async () => {
    FakeGeocoder.geocode.mockResolvedValue({
      results: [
        {
          geometry: { location: latLng(48.1374, 11.5755) },
          formatted_address: 'Marienplatz 1, 80331 München, Deutschland',
        },
        { geometry: { location: latLng(1, 2) }, formatted_address: 'elsewhere' },
      ],
    });
    const { services } = await make();
    await expect(services.geocode('Marienplatz 1')).resolves.toEqual({
      status: 'OK',
      location: { lat: 48.1374, lng: 11.5755 },
      label: 'Marienplatz 1, 80331 München, Deutschland',
    });
  });

  test('an empty result list is ZERO_RESULTS', async () => {
    const { services } = await make();
    await expect(services.geocode('Nirgendwo 99')).resolves.toMatchObject({ status: 'ZERO_RESULTS' });
  });

  test('an empty address is INVALID_REQUEST without a request', async () => {
    const { services } = await make();
    await expect(services.geocode('   ')).resolves.toMatchObject({ status: 'INVALID_REQUEST' });
    expect(FakeGeocoder.geocode).not.toHaveBeenCalled();
  });

  test.each<[string, ServiceStatus]>([
    ['ZERO_RESULTS', 'ZERO_RESULTS'],
    ['OVER_QUERY_LIMIT', 'OVER_QUERY_LIMIT'],
    ['REQUEST_DENIED', 'REQUEST_DENIED'],
    ['INVALID_REQUEST', 'INVALID_REQUEST'],
    ['UNKNOWN_ERROR', 'UNKNOWN_ERROR'],
    ['ERROR', 'NETWORK_ERROR'],
  ])(
    '8.5 a rejection with GeocoderStatus %s resolves as %s, the code in the detail',
    async (code, status) => {
      FakeGeocoder.geocode.mockRejectedValue(new FakeMapsRequestError(code, 'GEOCODER_GEOCODE'));
      const { services } = await make();
      const outcome = await services.geocode('München');
      expect(outcome.status).toBe(status);
      expect(outcome).toHaveProperty('detail', expect.stringContaining(code));
    },
  );

  test('any other rejection (no code) resolves as UNKNOWN_ERROR with the message', async () => {
    FakeGeocoder.geocode.mockRejectedValue(new TypeError('boom'));
    const { services } = await make();
    const outcome = await services.geocode('München');
    expect(outcome).toMatchObject({
      status: 'UNKNOWN_ERROR',
      detail: expect.stringContaining('boom') as unknown,
    });
  });
});

describe('4.8/9.1 nearby: places.Place.searchNearby', () => {
  test('the exact request: fields, circle, primary type, at most 20, nearest first, language de', async () => {
    const { services } = await make();
    await services.nearby(nearby());
    expect(FakePlace.searchNearby).toHaveBeenCalledTimes(1);
    expect(FakePlace.searchNearby).toHaveBeenCalledWith({
      fields: ['displayName', 'location'],
      locationRestriction: { center: { lat: 48.1374, lng: 11.5755 }, radius: 1500 },
      includedPrimaryTypes: ['restaurant'],
      maxResultCount: 20,
      rankPreference: 'DISTANCE',
      language: 'de',
      region: 'US',
    });
  });

  test.each([
    [50, 20],
    [20, 20],
    [5, 5],
    [0, 1],
  ])('maxResults %d asks for %d places (Google takes 1–20)', async (maxResults, expected) => {
    const { services } = await make();
    await services.nearby(nearby({ maxResults }));
    expect(FakePlace.searchNearby.mock.calls[0]?.[0].maxResultCount).toBe(expected);
  });

  test('a radius over 50 000 m is clamped to 50 000 m', async () => {
    const { services } = await make();
    await services.nearby(nearby({ radiusMeters: 80_000 }));
    expect(FakePlace.searchNearby.mock.calls[0]?.[0].locationRestriction).toEqual({
      center: MUNICH,
      radius: 50_000,
    });
  });

  test('a radius of 0 is INVALID_REQUEST without a request', async () => {
    const { services } = await make();
    await expect(services.nearby(nearby({ radiusMeters: 0 }))).resolves.toMatchObject({
      status: 'INVALID_REQUEST',
    });
    expect(FakePlace.searchNearby).not.toHaveBeenCalled();
  });

  test('the language follows the page (English pages ask in English)', async () => {
    setLanguage('en');
    const { services } = await make();
    await services.nearby(nearby());
    expect(FakePlace.searchNearby.mock.calls[0]?.[0].language).toBe('en');
  });

  test('OK: location and name of each place; places without a location are dropped', async () => {
    FakePlace.searchNearby.mockResolvedValue({
      places: [
        { displayName: 'Augustiner Klosterwirt', location: latLng(48.1386, 11.5734) },
        { displayName: 'Ohne Ort', location: null },
        { displayName: null, location: latLng(48.137, 11.576) },
        { location: latLng(48.136, 11.577) },
      ],
    });
    const { services } = await make();
    await expect(services.nearby(nearby())).resolves.toEqual({
      status: 'OK',
      places: [
        { location: { lat: 48.1386, lng: 11.5734 }, name: 'Augustiner Klosterwirt' },
        { location: { lat: 48.137, lng: 11.576 }, name: '' },
        { location: { lat: 48.136, lng: 11.577 }, name: '' },
      ],
    });
  });

  test('placeNames false (EEA): only the location is requested and every name is empty', async () => {
    FakePlace.searchNearby.mockResolvedValue({
      places: [{ displayName: 'Augustiner Klosterwirt', location: latLng(48.1386, 11.5734) }],
    });
    const { services } = await make(false);
    const outcome = await services.nearby(nearby());
    expect(FakePlace.searchNearby.mock.calls[0]?.[0].fields).toEqual(['location']);
    expect(outcome).toEqual({
      status: 'OK',
      places: [{ location: { lat: 48.1386, lng: 11.5734 }, name: '' }],
    });
  });

  test('nothing found (or nothing with a location) is ZERO_RESULTS', async () => {
    const { services } = await make();
    await expect(services.nearby(nearby())).resolves.toMatchObject({ status: 'ZERO_RESULTS' });
    FakePlace.searchNearby.mockResolvedValue({ places: [{ displayName: 'Ohne Ort' }] });
    await expect(services.nearby(nearby())).resolves.toMatchObject({ status: 'ZERO_RESULTS' });
  });

  test.each(RPC_CODES)(
    '8.5 a rejection with code %s resolves as %s, the code in the detail',
    async (code, status) => {
      FakePlace.searchNearby.mockRejectedValue(new FakeMapsRequestError(code, 'PLACES_NEARBY_SEARCH'));
      const { services } = await make();
      const outcome = await services.nearby(nearby());
      expect(outcome.status).toBe(status);
      expect(outcome).toHaveProperty('detail', expect.stringContaining(code));
    },
  );

  test.each([
    [
      'MapsRequestError (4xx)',
      new FakeMapsRequestError('SOMETHING_NEW', 'PLACES_NEARBY_SEARCH'),
      'INVALID_REQUEST',
    ],
    [
      'MapsServerError (5xx)',
      new FakeMapsServerError('SOMETHING_NEW', 'PLACES_NEARBY_SEARCH'),
      'UNKNOWN_ERROR',
    ],
    ['MapsNetworkError', new FakeMapsNetworkError('SOMETHING_NEW', 'PLACES_NEARBY_SEARCH'), 'NETWORK_ERROR'],
    ['a plain Error', new Error('boom'), 'UNKNOWN_ERROR'],
  ])('an unknown code on a %s falls back to the class', async (_, error, status) => {
    FakePlace.searchNearby.mockRejectedValue(error);
    const { services } = await make();
    await expect(services.nearby(nearby())).resolves.toMatchObject({ status });
  });

  test('a synchronous throw resolves too', async () => {
    FakePlace.searchNearby.mockImplementation(() => {
      throw new FakeMapsRequestError('PERMISSION_DENIED', 'PLACES_NEARBY_SEARCH');
    });
    const { services } = await make();
    await expect(services.nearby(nearby())).resolves.toMatchObject({ status: 'REQUEST_DENIED' });
  });
});

describe('4.9 route: routes.Route.computeRoutes', () => {
  test.each<TravelMode>(['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT'])(
    'the exact request for %s: the addresses as typed, fields, language de, metric',
    async (mode) => {
      const { services } = await make();
      await services.route(route({ mode }));
      expect(FakeRoute.computeRoutes).toHaveBeenCalledTimes(1);
      expect(FakeRoute.computeRoutes).toHaveBeenCalledWith({
        origin: 'Marienplatz 1, München',
        destination: 'Odeonsplatz, München',
        travelMode: mode,
        fields: ['path', 'legs', 'distanceMeters', 'durationMillis'],
        language: 'de',
        region: 'us',
        units: UNIT_SYSTEM.METRIC,
      });
    },
  );

  test('OK: path, steps of every leg (plain text), totals in metres and seconds, both ends', async () => {
    FakeRoute.computeRoutes.mockResolvedValue({
      routes: [
        {
          path: [
            { lat: 48.1374, lng: 11.5755 },
            { lat: 48.139, lng: 11.576 },
            { lat: 48.1425, lng: 11.5775 },
          ],
          legs: [
            {
              path: [],
              distanceMeters: 700,
              durationMillis: 540_000,
              steps: [
                {
                  instructions: 'Nach Norden Richtung Weinstraße',
                  distanceMeters: 200,
                  staticDurationMillis: 150_000,
                },
                {
                  instructions: 'Links abbiegen auf <b>Theatinerstraße</b>',
                  distanceMeters: 500,
                  staticDurationMillis: 390_000,
                },
              ],
            },
            {
              path: [],
              distanceMeters: 50,
              durationMillis: 36_000,
              steps: [
                {
                  instructions: 'Ziel: Odeonsplatz &amp; Feldherrnhalle',
                  distanceMeters: 50,
                  staticDurationMillis: null,
                },
              ],
            },
          ],
          distanceMeters: 750,
          durationMillis: 576_000,
        },
      ],
      fallbackInfo: null,
      geocodingResults: null,
    });
    const { services } = await make();
    await expect(services.route(route({ mode: 'WALKING' }))).resolves.toEqual({
      status: 'OK',
      path: [
        { lat: 48.1374, lng: 11.5755 },
        { lat: 48.139, lng: 11.576 },
        { lat: 48.1425, lng: 11.5775 },
      ],
      steps: [
        { instruction: 'Nach Norden Richtung Weinstraße', distanceMeters: 200, durationSeconds: 150 },
        { instruction: 'Links abbiegen auf Theatinerstraße', distanceMeters: 500, durationSeconds: 390 },
        { instruction: 'Ziel: Odeonsplatz & Feldherrnhalle', distanceMeters: 50, durationSeconds: 0 },
      ],
      distanceMeters: 750,
      durationSeconds: 576,
      origin: { lat: 48.1374, lng: 11.5755 },
      destination: { lat: 48.1425, lng: 11.5775 },
    });
  });

  test('LatLngAltitude points lose their altitude; missing totals are summed from the legs', async () => {
    FakeRoute.computeRoutes.mockResolvedValue({
      routes: [
        {
          legs: [
            {
              path: [{ lat: 1, lng: 2, altitude: 500 } as google.maps.LatLngLiteral, { lat: 3, lng: 4 }],
              distanceMeters: 100,
              durationMillis: 60_000,
              steps: [],
            },
            { path: [{ lat: 5, lng: 6 }], distanceMeters: 20, durationMillis: 6000, steps: [] },
          ],
        },
      ],
      fallbackInfo: null,
      geocodingResults: null,
    });
    const { services } = await make();
    await expect(services.route(route())).resolves.toMatchObject({
      status: 'OK',
      path: [
        { lat: 1, lng: 2 },
        { lat: 3, lng: 4 },
        { lat: 5, lng: 6 },
      ],
      origin: { lat: 1, lng: 2 },
      destination: { lat: 5, lng: 6 },
      distanceMeters: 120,
      durationSeconds: 66,
    });
    const outcome = await services.route(route());
    expect(outcome.status === 'OK' && outcome.path[0]).toStrictEqual({ lat: 1, lng: 2 });
  });

  test('no routes (empty or missing) is ZERO_RESULTS', async () => {
    const { services } = await make();
    await expect(services.route(route())).resolves.toMatchObject({ status: 'ZERO_RESULTS' });
    FakeRoute.computeRoutes.mockResolvedValue({ fallbackInfo: null, geocodingResults: null });
    await expect(services.route(route())).resolves.toMatchObject({ status: 'ZERO_RESULTS' });
  });

  test('an address Google could not geocode: ZERO_RESULTS naming that end', async () => {
    FakeRoute.computeRoutes.mockResolvedValue({
      routes: [],
      fallbackInfo: null,
      geocodingResults: { origin: { geocoderStatus: 'OK' }, destination: { geocoderStatus: 'NOT_FOUND' } },
    });
    const { services } = await make();
    const outcome = await services.route(route());
    expect(outcome).toMatchObject({
      status: 'ZERO_RESULTS',
      detail: expect.stringMatching(/destination.*NOT_FOUND/) as unknown,
    });
  });

  test('a route without any point is UNKNOWN_ERROR, not a broken OK', async () => {
    FakeRoute.computeRoutes.mockResolvedValue({
      routes: [{ path: [], legs: [] }],
      fallbackInfo: null,
      geocodingResults: null,
    });
    const { services } = await make();
    await expect(services.route(route())).resolves.toMatchObject({ status: 'UNKNOWN_ERROR' });
  });

  test.each(RPC_CODES)(
    '8.5 a rejection with code %s resolves as %s, the code in the detail',
    async (code, status) => {
      FakeRoute.computeRoutes.mockRejectedValue(new FakeMapsServerError(code, 'DIRECTIONS_ROUTE'));
      const { services } = await make();
      const outcome = await services.route(route());
      expect(outcome.status).toBe(status);
      expect(outcome).toHaveProperty('detail', expect.stringContaining(code));
    },
  );
});

describe('plainInstruction', () => {
  test.each([
    ['Rechts abbiegen', 'Rechts abbiegen'],
    [
      'Links auf <b>Weinstraße</b><div style="font-size:0.9em">Ziel auf der rechten Seite</div>',
      'Links auf Weinstraße Ziel auf der rechten Seite',
    ],
    ['A &amp; B &lt;C&gt;', 'A & B <C>'],
    ['  weit   vorne ', 'weit vorne'],
    [null, ''],
  ])('%p → %p', (input, expected) => {
    expect(plainInstruction(input)).toBe(expected);
  });
});

describe('issue 25: every call into Google has a time limit', () => {
  afterEach(() => jest.useRealTimers());

  it('a geocode Google never answers is NETWORK_ERROR after requestTimeoutMs', async () => {
    const libs = await mockServiceLibraries();
    const hanging = {
      ...libs,
      geocoding: {
        ...libs.geocoding,
        Geocoder: class {
          geocode = () => new Promise<never>(() => undefined);
        },
      },
    } as unknown as GoogleServiceLibraries;
    const services = googleServices(
      await mockLibraries(),
      { apiKey: 'KEY-1', placeNames: true, requestTimeoutMs: 4000 },
      () => Promise.resolve(hanging),
    );
    jest.useFakeTimers();
    let outcome: unknown;
    void services.geocode('Marienplatz 1').then((result) => (outcome = result));
    await jest.advanceTimersByTimeAsync(3999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({
      status: 'NETWORK_ERROR',
      detail: expect.stringContaining('DEADLINE_EXCEEDED') as string,
    });
  });

  it('libraries that never load are NETWORK_ERROR after the default 10 s', async () => {
    const { services } = await make(true, () => new Promise<never>(() => undefined));
    jest.useFakeTimers();
    const outcome = services.route(route());
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
  });
});
