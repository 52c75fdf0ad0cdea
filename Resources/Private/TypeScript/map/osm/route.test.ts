/**
 * 4.8, 8.5 on the OpenStreetMap provider: the exact Nominatim and OSRM requests of directions, and
 * how their answers become outcomes (never a rejection).
 */
import type { RouteOutcome } from '../services';
import {
  CONFIG,
  fakeFetch,
  KARLSPLATZ,
  MARIENPLATZ,
  OSRM_WALKING,
  ROUTE_URL,
  services,
} from './testing/engines';

describe('route', () => {
  test('geocodes both ends, then asks OSRM with the profile and lon,lat pairs', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] }, { body: [KARLSPLATZ] }, { body: OSRM_WALKING });
    const outcome = await services(fake.fetch).route({
      origin: 'Marienplatz 8',
      destination: 'Karlsplatz 11',
      mode: 'WALKING',
    });
    expect(fake.urls).toEqual([
      'http://localhost/search?q=Marienplatz%208&format=jsonv2&limit=1&accept-language=de',
      'http://localhost/search?q=Karlsplatz%2011&format=jsonv2&limit=1&accept-language=de',
      ROUTE_URL,
    ]);
    expect(outcome.status).toBe('OK');
    const found = outcome as Extract<RouteOutcome, { status: 'OK' }>;
    expect(found.origin).toEqual({ lat: 48.1373943, lng: 11.5760552 });
    expect(found.destination).toEqual({ lat: 48.1387276, lng: 11.5659982 });
    expect(found.distanceMeters).toBe(958.2);
    expect(found.durationSeconds).toBe(690.1);
    expect(found.path).toHaveLength(5);
    expect(found.path[0]).toEqual({ lat: 48.137394, lng: 11.576055 });
    expect(found.path[4]).toEqual({ lat: 48.138722, lng: 11.566001 });
    expect(found.steps).toEqual([
      { instruction: 'Gehen Sie Richtung Norden', distanceMeters: 42, durationSeconds: 30 },
      { instruction: 'Geradeaus weitergehen', distanceMeters: 42, durationSeconds: 30 },
      { instruction: 'Links abbiegen auf Landschaftstraße', distanceMeters: 88, durationSeconds: 63 },
      {
        instruction: 'Geradeaus weitergehen auf Neuhauser Straße',
        distanceMeters: 404,
        durationSeconds: 291,
      },
      { instruction: 'Sie haben Ihr Ziel erreicht', distanceMeters: 0, durationSeconds: 0 },
    ]);
  });

  test.each([
    ['DRIVING', 'driving', 'Fahren Sie Richtung Norden', 'Geradeaus weiterfahren'],
    ['BICYCLING', 'cycling', 'Fahren Sie Richtung Norden', 'Geradeaus weiterfahren'],
  ] as const)('%s uses the %s profile and keeps "fahren"', async (mode, profile, first, second) => {
    const fake = fakeFetch({ body: [MARIENPLATZ] }, { body: [KARLSPLATZ] }, { body: OSRM_WALKING });
    const outcome = await services(fake.fetch).route({ origin: 'a', destination: 'b', mode });
    expect(fake.urls[2]).toBe(ROUTE_URL.replace('/walking/', `/${profile}/`));
    const found = outcome as Extract<RouteOutcome, { status: 'OK' }>;
    expect(found.steps.map((step) => step.instruction).slice(0, 2)).toEqual([first, second]);
  });

  test('English instructions on English pages', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] }, { body: [KARLSPLATZ] }, { body: OSRM_WALKING });
    const outcome = await services(fake.fetch, 'en').route({
      origin: 'a',
      destination: 'b',
      mode: 'WALKING',
    });
    const found = outcome as Extract<RouteOutcome, { status: 'OK' }>;
    expect(found.steps.map((step) => step.instruction)).toEqual([
      'Head north',
      'Continue straight',
      'Turn left onto Landschaftstraße',
      'Continue straight to stay on Neuhauser Straße',
      'You have arrived at your destination',
    ]);
  });

  test('a step without the modifier the texts need is worded, not thrown', async () => {
    const broken = JSON.parse(JSON.stringify(OSRM_WALKING)) as typeof OSRM_WALKING;
    const turn = broken.routes[0]?.legs[0]?.steps[2];
    if (turn) delete (turn.maneuver as { modifier?: string }).modifier;
    const fake = fakeFetch({ body: [MARIENPLATZ] }, { body: [KARLSPLATZ] }, { body: broken });
    const outcome = await services(fake.fetch).route({ origin: 'a', destination: 'b', mode: 'DRIVING' });
    const found = outcome as Extract<RouteOutcome, { status: 'OK' }>;
    expect(found.steps[2]?.instruction).toBe('Geradeaus weiterfahren auf Landschaftstraße');
  });

  test('TRANSIT is INVALID_REQUEST without a request; the modes exclude it', async () => {
    const fake = fakeFetch();
    const instance = services(fake.fetch);
    expect(instance.travelModes).toEqual(['DRIVING', 'WALKING', 'BICYCLING']);
    await expect(instance.route({ origin: 'a', destination: 'b', mode: 'TRANSIT' })).resolves.toMatchObject({
      status: 'INVALID_REQUEST',
    });
    expect(fake.calls).not.toHaveBeenCalled();
  });

  test('a failed geocode returns its status, prefixed with the end', async () => {
    const none = fakeFetch({ body: [] });
    const origin = await services(none.fetch).route({
      origin: 'Nirgendwo 1',
      destination: 'b',
      mode: 'DRIVING',
    });
    expect(origin).toEqual({ status: 'ZERO_RESULTS', detail: expect.stringMatching(/^origin: /) as string });
    expect(none.urls).toHaveLength(1);

    const limited = fakeFetch({ body: [MARIENPLATZ] }, { status: 429, body: '' });
    const destination = await services(limited.fetch).route({
      origin: 'a',
      destination: 'b',
      mode: 'DRIVING',
    });
    expect(destination).toMatchObject({
      status: 'OVER_QUERY_LIMIT',
      detail: expect.stringMatching(/^destination: .*HTTP 429/) as string,
    });
    expect(limited.urls).toHaveLength(2);
  });

  test.each([
    ['NoRoute', 'ZERO_RESULTS', 'Impossible route between points'],
    ['NoSegment', 'NOT_FOUND', 'Could not find a matching segment for any coordinate'],
    ['InvalidUrl', 'INVALID_REQUEST', 'URL string malformed close to position 9: "/oute/v1/"'],
    ['InvalidQuery', 'INVALID_REQUEST', 'Query string malformed close to position 5'],
    ['InvalidValue', 'INVALID_REQUEST', 'Error while parsing'],
    ['InvalidOptions', 'INVALID_REQUEST', 'Number of bearings does not match'],
  ])('OSRM %s (HTTP 400) is %s', async (code, expected, text) => {
    const fake = fakeFetch(
      { body: [MARIENPLATZ] },
      { body: [KARLSPLATZ] },
      { status: 400, body: { code, message: text } },
    );
    const outcome = await services(fake.fetch).route({ origin: 'a', destination: 'b', mode: 'WALKING' });
    expect(outcome.status).toBe(expected);
    expect(outcome).toHaveProperty('detail', expect.stringContaining(code));
    expect(outcome).toHaveProperty('detail', expect.stringContaining(ROUTE_URL));
  });

  test.each(['constructor', '__proto__', 'toString'])(
    'issue 25: an OSRM code "%s" (HTTP 400) is no status from the prototype: INVALID_REQUEST by its HTTP status',
    async (code) => {
      const fake = fakeFetch(
        { body: [MARIENPLATZ] },
        { body: [KARLSPLATZ] },
        { status: 400, body: { code } },
      );
      const outcome = await services(fake.fetch).route({ origin: 'a', destination: 'b', mode: 'WALKING' });
      expect(outcome.status).toBe('INVALID_REQUEST');
    },
  );

  test.each([
    [429, { code: 'TooManyRequests' }, 'OVER_QUERY_LIMIT'],
    [403, '', 'REQUEST_DENIED'],
    [400, '<html>bad</html>', 'INVALID_REQUEST'],
    [500, '', 'UNKNOWN_ERROR'],
    [503, '<html>Service Unavailable</html>', 'NETWORK_ERROR'],
    [200, 'not json', 'UNKNOWN_ERROR'],
    [200, { code: 'Ok', routes: [{ geometry: { coordinates: [] } }] }, 'UNKNOWN_ERROR'],
    [200, { code: 'Ok', routes: [] }, 'ZERO_RESULTS'],
  ])('router HTTP %i %j is %s', async (status, body, expected) => {
    const fake = fakeFetch({ body: [MARIENPLATZ] }, { body: [KARLSPLATZ] }, { status, body });
    const outcome = await services(fake.fetch).route({ origin: 'a', destination: 'b', mode: 'WALKING' });
    expect(outcome.status).toBe(expected);
  });

  test('a network failure of the router is NETWORK_ERROR', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] }, { body: [KARLSPLATZ] }, new TypeError('Failed to fetch'));
    const outcome = await services(fake.fetch).route({ origin: 'a', destination: 'b', mode: 'WALKING' });
    expect(outcome.status).toBe('NETWORK_ERROR');
  });

  test('an abort between the requests resolves as "aborted", without further requests', async () => {
    const controller = new AbortController();
    const fake = fakeFetch(() => {
      controller.abort();
      return { body: [MARIENPLATZ] };
    });
    const outcome = await services(fake.fetch).route(
      { origin: 'a', destination: 'b', mode: 'WALKING' },
      controller.signal,
    );
    expect(outcome).toEqual({ status: 'UNKNOWN_ERROR', detail: 'aborted' });
    expect(fake.urls).toHaveLength(1);
  });

  test('a router base with a trailing slash', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] }, { body: [KARLSPLATZ] }, { body: OSRM_WALKING });
    await services(fake.fetch, 'de', { ...CONFIG, router: 'https://router.example.org/route/v1/' }).route({
      origin: 'a',
      destination: 'b',
      mode: 'WALKING',
    });
    expect(fake.urls[2]).toBe(ROUTE_URL.replace('http://localhost/', 'https://router.example.org/'));
  });
});
