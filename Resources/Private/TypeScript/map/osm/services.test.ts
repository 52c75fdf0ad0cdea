/**
 * 4.7–4.9, 8.5 on the OpenStreetMap provider: the exact Nominatim, Overpass and OSRM requests, and
 * how their answers become outcomes (never a rejection).
 */
import * as fullLanguages from 'osrm-text-instructions/languages';
import type { OsmConfig } from '../provider';
import { mapBlockSchema } from '../settings';
import { SERVICE_STATUSES, type MapServices, type RouteOutcome } from '../services';
import * as otiLanguages from './oti-languages';
import { coordinate, osmServices, wordForMode } from './services';

/** A block's settings with a site's engines at their usual paths (as the demo server answers them). */
const CONFIG: OsmConfig = blockOsmConfig({
  geocoder: '/search',
  router: '/route/v1',
  overpass: '/api/interpreter',
});

function blockOsmConfig(osm: Record<string, string>): OsmConfig {
  const parsed = mapBlockSchema.parse({ mapSettings: { id: '1' }, osm });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issue));
  return parsed.value.osm;
}

type Reply = { status?: number; body: unknown } | Error;
type Script = Reply | ((url: string) => Reply);

/** A fetch answering from a queue (one reply per request) and recording the URLs. */
function fakeFetch(...replies: Script[]) {
  const urls: string[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    signals.push(init?.signal);
    const next = replies.shift();
    const reply = typeof next === 'function' ? next(url) : next;
    if (!reply) return Promise.reject(new Error(`unexpected request ${url}`));
    if (reply instanceof Error) return Promise.reject(reply);
    const { status = 200, body } = reply;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve({ status, ok: status < 300, text: () => Promise.resolve(text) } as Response);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls, signals, calls: fetch };
}

function services(
  fetch: typeof globalThis.fetch,
  language: 'de' | 'en' = 'de',
  config = CONFIG,
): MapServices {
  return osmServices(config, { fetch, language });
}

/** A Nominatim jsonv2 item as the demo server and nominatim.openstreetmap.org send it. */
const nominatim = (lat: string, lon: string, displayName: string) => ({
  place_id: 123,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'node',
  osm_id: 2_424_851,
  lat,
  lon,
  category: 'place',
  type: 'house',
  place_rank: 30,
  importance: 0.2,
  addresstype: 'place',
  name: '',
  display_name: displayName,
  boundingbox: [lat, lat, lon, lon],
});

const MARIENPLATZ = nominatim(
  '48.1373943',
  '11.5760552',
  '8, Marienplatz, Altstadt, 80331 München, Deutschland',
);
const KARLSPLATZ = nominatim(
  '48.1387276',
  '11.5659982',
  '11, Karlsplatz, Altstadt, 80335 München, Deutschland',
);

/** A walking route Marienplatz 8 → Karlsplatz 11 as OSRM v5 answers it (shortened). */
const OSRM_WALKING = {
  code: 'Ok',
  routes: [
    {
      distance: 958.2,
      duration: 690.1,
      weight: 690.1,
      weight_name: 'duration',
      geometry: {
        type: 'LineString',
        coordinates: [
          [11.576055, 48.137394],
          [11.575998, 48.137771],
          [11.574421, 48.137552],
          [11.572893, 48.138121],
          [11.566001, 48.138722],
        ],
      },
      legs: [
        {
          distance: 958.2,
          duration: 690.1,
          weight: 690.1,
          summary: 'Landschaftstraße, Neuhauser Straße',
          steps: [
            {
              distance: 42,
              duration: 30,
              weight: 30,
              name: '',
              mode: 'walking',
              driving_side: 'right',
              geometry: {
                type: 'LineString',
                coordinates: [
                  [11.576055, 48.137394],
                  [11.575998, 48.137771],
                ],
              },
              maneuver: {
                type: 'depart',
                location: [11.576055, 48.137394],
                bearing_before: 0,
                bearing_after: 356,
              },
              intersections: [{ location: [11.576055, 48.137394], bearings: [356], entry: [true], out: 0 }],
            },
            {
              distance: 42,
              duration: 30,
              weight: 30,
              name: '',
              mode: 'walking',
              driving_side: 'right',
              geometry: { type: 'LineString', coordinates: [] },
              maneuver: {
                type: 'new name',
                modifier: 'straight',
                location: [11.575998, 48.137771],
                bearing_before: 356,
                bearing_after: 352,
              },
              intersections: [],
            },
            {
              distance: 88,
              duration: 63,
              weight: 63,
              name: 'Landschaftstraße',
              mode: 'walking',
              driving_side: 'right',
              geometry: { type: 'LineString', coordinates: [] },
              maneuver: {
                type: 'turn',
                modifier: 'left',
                location: [11.575921, 48.138102],
                bearing_before: 352,
                bearing_after: 268,
              },
              intersections: [],
            },
            {
              distance: 404,
              duration: 291,
              weight: 291,
              name: 'Neuhauser Straße',
              mode: 'walking',
              driving_side: 'right',
              geometry: { type: 'LineString', coordinates: [] },
              maneuver: {
                type: 'continue',
                modifier: 'straight',
                location: [11.572893, 48.138121],
                bearing_before: 268,
                bearing_after: 271,
              },
              intersections: [],
            },
            {
              distance: 0,
              duration: 0,
              weight: 0,
              name: 'Karlsplatz',
              mode: 'walking',
              driving_side: 'right',
              geometry: { type: 'LineString', coordinates: [] },
              maneuver: {
                type: 'arrive',
                location: [11.566001, 48.138722],
                bearing_before: 271,
                bearing_after: 0,
              },
              intersections: [],
            },
          ],
        },
      ],
    },
  ],
  waypoints: [
    { name: '', location: [11.576055, 48.137394], distance: 3.1, hint: '' },
    { name: 'Karlsplatz', location: [11.566001, 48.138722], distance: 2.4, hint: '' },
  ],
};

const ROUTE_URL =
  'http://localhost/route/v1/walking/11.576055,48.137394;11.565998,48.138728?steps=true&geometries=geojson&overview=full';

describe('geocode', () => {
  test('sends the address as typed, percent-encoded, with jsonv2, limit 1 and the page language', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] });
    await services(fake.fetch).geocode('Frauenplatz 12, 80331 München & Co');
    expect(fake.urls).toEqual([
      'http://localhost/search?q=Frauenplatz%2012%2C%2080331%20M%C3%BCnchen%20%26%20Co&format=jsonv2&limit=1&accept-language=de',
    ]);
    const english = fakeFetch({ body: [MARIENPLATZ] });
    await services(english.fetch, 'en').geocode('x');
    expect(english.urls[0]).toBe('http://localhost/search?q=x&format=jsonv2&limit=1&accept-language=en');
  });

  test('keeps an absolute endpoint and its own parameters', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] });
    await services(fake.fetch, 'de', {
      ...CONFIG,
      geocoder: 'https://nominatim.example.org/search?countrycodes=de',
    }).geocode('Marienplatz 8');
    expect(fake.urls).toEqual([
      'https://nominatim.example.org/search?countrycodes=de&q=Marienplatz%208&format=jsonv2&limit=1&accept-language=de',
    ]);
  });

  test('parses Nominatim string coordinates and takes display_name as the label', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ, KARLSPLATZ] });
    await expect(services(fake.fetch).geocode('Marienplatz 8')).resolves.toEqual({
      status: 'OK',
      location: { lat: 48.1373943, lng: 11.5760552 },
      label: '8, Marienplatz, Altstadt, 80331 München, Deutschland',
    });
  });

  test('[] is ZERO_RESULTS', async () => {
    const fake = fakeFetch({ body: [] });
    const outcome = await services(fake.fetch).geocode('Nirgendwo 1');
    expect(outcome.status).toBe('ZERO_RESULTS');
  });

  test('an empty address is INVALID_REQUEST without a request', async () => {
    const fake = fakeFetch();
    await expect(services(fake.fetch).geocode('  ')).resolves.toMatchObject({ status: 'INVALID_REQUEST' });
    expect(fake.calls).not.toHaveBeenCalled();
  });

  test.each([
    [429, 'OVER_QUERY_LIMIT'],
    [401, 'REQUEST_DENIED'],
    [403, 'REQUEST_DENIED'],
    [400, 'INVALID_REQUEST'],
    [500, 'UNKNOWN_ERROR'],
    // Issue 11: a gateway or a server that is down is a service not reachable, not an error of it.
    [502, 'NETWORK_ERROR'],
    [503, 'NETWORK_ERROR'],
    [504, 'NETWORK_ERROR'],
    [404, 'UNKNOWN_ERROR'],
  ])('HTTP %i is %s, with the URL and the status in the detail', async (status, expected) => {
    const fake = fakeFetch({ status, body: '<html>error</html>' });
    const outcome = await services(fake.fetch).geocode('Marienplatz 8');
    expect(outcome.status).toBe(expected);
    expect(outcome).toHaveProperty(
      'detail',
      expect.stringContaining(
        `http://localhost/search?q=Marienplatz%208&format=jsonv2&limit=1&accept-language=de`,
      ),
    );
    expect(outcome).toHaveProperty('detail', expect.stringContaining(`HTTP ${status}`));
  });

  test('a network failure is NETWORK_ERROR', async () => {
    const fake = fakeFetch(new TypeError('Failed to fetch'));
    const outcome = await services(fake.fetch).geocode('Marienplatz 8');
    expect(outcome.status).toBe('NETWORK_ERROR');
    expect(outcome).toHaveProperty('detail', expect.stringContaining('Failed to fetch'));
  });

  test.each([
    ['not JSON', 'Bad gateway'],
    ['an object', { error: 'x' }],
    ['a result without coordinates', [{ display_name: 'x' }]],
    ['unparseable coordinates', [{ lat: 'north', lon: '11.5', display_name: 'x' }]],
  ])('a 200 with %s is UNKNOWN_ERROR', async (_what, body) => {
    const fake = fakeFetch({ body });
    await expect(services(fake.fetch).geocode('Marienplatz 8')).resolves.toMatchObject({
      status: 'UNKNOWN_ERROR',
    });
  });

  test('an aborted request resolves as UNKNOWN_ERROR "aborted"', async () => {
    const controller = new AbortController();
    const fake = fakeFetch(() => {
      controller.abort();
      return Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    });
    await expect(services(fake.fetch).geocode('Marienplatz 8', controller.signal)).resolves.toEqual({
      status: 'UNKNOWN_ERROR',
      detail: 'aborted',
    });
    // The request itself is aborted with the caller's signal (core/http.ts links the two).
    expect(fake.signals[0]?.aborted).toBe(true);
    // Already aborted: no request at all.
    const none = fakeFetch();
    await expect(services(none.fetch).geocode('x', controller.signal)).resolves.toEqual({
      status: 'UNKNOWN_ERROR',
      detail: 'aborted',
    });
    expect(none.calls).not.toHaveBeenCalled();
  });

  test('every status is one of the interface', async () => {
    for (const status of [200, 400, 401, 403, 429, 500]) {
      const outcome = await services(fakeFetch({ status, body: [] }).fetch).geocode('x');
      expect(SERVICE_STATUSES).toContain(outcome.status);
    }
  });
});

describe('nearby', () => {
  const MARIENPLATZ_CENTER = { lat: 48.137394, lng: 11.576055 };
  /** The nearby request most tests send: cafés within 500 m of Marienplatz. */
  const CAFES_500 = { center: MARIENPLATZ_CENTER, radiusMeters: 500, type: 'cafe', maxResults: 20 };
  const cafe = (id: number, lat: number, lon: number, name?: string) => ({
    type: 'node',
    id,
    lat,
    lon,
    tags: { amenity: 'cafe', ...(name === undefined ? {} : { name }) },
  });

  test('sends exactly the Overpass QL of the subset the demo server implements', async () => {
    const fake = fakeFetch({ body: { elements: [] } });
    await services(fake.fetch).nearby({
      center: { lat: 48.1374, lng: 11.5755 },
      radiusMeters: 500,
      type: 'cafe',
      maxResults: 20,
    });
    const [url = ''] = fake.urls;
    expect(url).toBe(
      'http://localhost/api/interpreter?data=' +
        encodeURIComponent(
          '[out:json][timeout:10];(nwr["amenity"="cafe"]["name"](around:500,48.1374,11.5755););out center tags;',
        ),
    );
    expect(new URL(url).searchParams.get('data')).toBe(
      '[out:json][timeout:10];(nwr["amenity"="cafe"]["name"](around:500,48.1374,11.5755););out center tags;',
    );
  });

  test('alternatives as one anchored regex, coordinates with at most 6 decimals, whole metres', async () => {
    const fake = fakeFetch({ body: { elements: [] } });
    await services(fake.fetch).nearby({
      center: { lat: 48.13739431234, lng: 11.5760552987 },
      radiusMeters: 1234.56,
      type: 'bar',
      maxResults: 5,
    });
    expect(new URL(fake.urls[0] ?? '').searchParams.get('data')).toBe(
      '[out:json][timeout:10];(nwr["amenity"~"^(bar|pub|biergarten)$"]["name"](around:1235,48.137394,11.576055););out center tags;',
    );
  });

  test('an unknown type is INVALID_REQUEST naming it, without a request', async () => {
    const fake = fakeFetch();
    const outcome = await services(fake.fetch).nearby({
      center: MARIENPLATZ_CENTER,
      radiusMeters: 500,
      type: 'casino',
      maxResults: 20,
    });
    expect(outcome).toEqual({
      status: 'INVALID_REQUEST',
      detail: expect.stringContaining('"casino"') as string,
    });
    expect(fake.calls).not.toHaveBeenCalled();
    const proto = await services(fake.fetch).nearby({
      center: MARIENPLATZ_CENTER,
      radiusMeters: 500,
      type: 'constructor',
      maxResults: 20,
    });
    expect(proto.status).toBe('INVALID_REQUEST');
    expect(fake.calls).not.toHaveBeenCalled();
  });

  test('nodes and way/relation centres, nearest first, within the radius, at most maxResults', async () => {
    const fake = fakeFetch({
      body: {
        version: 0.6,
        generator: 'Overpass API',
        osm3s: { timestamp_osm_base: '2024-01-01T00:00:00Z', copyright: 'ODbL' },
        elements: [
          cafe(1, 48.1391, 11.5762, 'Café Nord (190 m)'),
          cafe(2, 48.13755, 11.57614, 'Café Remer (18 m)'),
          {
            type: 'way',
            id: 3,
            center: { lat: 48.1369, lon: 11.5779 },
            nodes: [1, 2],
            tags: { amenity: 'cafe', name: 'Café Ost (145 m)' },
          },
          {
            type: 'relation',
            id: 4,
            center: { lat: 48.1374, lon: 11.583 },
            tags: { amenity: 'cafe', name: 'Café Fern (520 m)' },
          },
          cafe(5, 48.137, 11.5752, 'Café Süd (78 m)'),
          cafe(6, 48.1375, 11.5762),
          cafe(2, 48.13755, 11.57614, 'Café Remer (18 m)'),
        ],
      },
    });
    const outcome = await services(fake.fetch).nearby({
      center: MARIENPLATZ_CENTER,
      radiusMeters: 500,
      type: 'cafe',
      maxResults: 3,
    });
    expect(outcome).toEqual({
      status: 'OK',
      places: [
        { name: 'Café Remer (18 m)', location: { lat: 48.13755, lng: 11.57614 } },
        { name: 'Café Süd (78 m)', location: { lat: 48.137, lng: 11.5752 } },
        { name: 'Café Ost (145 m)', location: { lat: 48.1369, lng: 11.5779 } },
      ],
    });
  });

  test('nothing within the radius is ZERO_RESULTS', async () => {
    const fake = fakeFetch({ body: { elements: [cafe(1, 48.2, 11.6, 'Far away')] } });
    const outcome = await services(fake.fetch).nearby(CAFES_500);
    expect(outcome.status).toBe('ZERO_RESULTS');
  });

  test('an Overpass runtime error (HTTP 200 with a remark) is UNKNOWN_ERROR', async () => {
    const fake = fakeFetch({
      body: { elements: [], remark: 'runtime error: Query timed out in "query" at line 1 after 10 seconds.' },
    });
    const outcome = await services(fake.fetch).nearby(CAFES_500);
    expect(outcome).toMatchObject({
      status: 'UNKNOWN_ERROR',
      detail: expect.stringContaining('timed out') as string,
    });
  });

  test.each([
    [429, 'OVER_QUERY_LIMIT'],
    [403, 'REQUEST_DENIED'],
    [400, 'INVALID_REQUEST'],
    [500, 'UNKNOWN_ERROR'],
    [503, 'NETWORK_ERROR'],
    [504, 'NETWORK_ERROR'],
  ])('HTTP %i is %s', async (status, expected) => {
    const fake = fakeFetch({ status, body: '<?xml version="1.0"?><osm><remark>x</remark></osm>' });
    const outcome = await services(fake.fetch).nearby(CAFES_500);
    expect(outcome.status).toBe(expected);
    expect(outcome).toHaveProperty(
      'detail',
      expect.stringContaining('http://localhost/api/interpreter?data='),
    );
  });

  test('a network failure is NETWORK_ERROR', async () => {
    const fake = fakeFetch(new TypeError('NetworkError when attempting to fetch resource.'));
    const outcome = await services(fake.fetch).nearby(CAFES_500);
    expect(outcome.status).toBe('NETWORK_ERROR');
  });

  test('the radius is held to 50 km', async () => {
    const fake = fakeFetch({ body: { elements: [] } });
    const instance = services(fake.fetch);
    expect(instance.maxNearbyRadiusMeters).toBe(50_000);
    await instance.nearby({
      center: MARIENPLATZ_CENTER,
      radiusMeters: 80_000,
      type: 'museum',
      maxResults: 20,
    });
    expect(new URL(fake.urls[0] ?? '').searchParams.get('data')).toContain(
      'nwr["tourism"="museum"]["name"](around:50000,48.137394,11.576055);',
    );
  });
});

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
    expect(destination).toEqual({
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

describe('helpers', () => {
  test('coordinates have at most 6 decimals and no trailing zeros', () => {
    expect(coordinate(48.1374)).toBe('48.1374');
    expect(coordinate(11.57605529)).toBe('11.576055');
    expect(coordinate(-0.0000004)).toBe('0');
    expect(coordinate(11)).toBe('11');
  });

  test.each([
    ['Fahren Sie Richtung Norden auf Kaufingerstraße', 'Gehen Sie Richtung Norden auf Kaufingerstraße'],
    ['Geradeaus weiterfahren', 'Geradeaus weitergehen'],
    ['Weiterfahren auf Neuhauser Straße', 'Weitergehen auf Neuhauser Straße'],
    ['Leicht links auffahren auf Altstadtring', 'Leicht links weitergehen auf Altstadtring'],
    [
      'In den Kreisverkehr fahren und erste Ausfahrt nehmen',
      'In den Kreisverkehr gehen und erste Ausfahrt nehmen',
    ],
    ['Links abbiegen auf Fahrenheitstraße', 'Links abbiegen auf Fahrenheitstraße'],
    ['Fähre nehmen', 'Fähre nehmen'],
  ])('walking: %s → %s', (driving, walking) => {
    expect(wordForMode(driving, 'WALKING', 'de')).toBe(walking);
    expect(wordForMode(driving, 'BICYCLING', 'de')).toBe(driving);
    expect(wordForMode(driving, 'DRIVING', 'de')).toBe(driving);
  });

  test('English texts stay as they are', () => {
    expect(wordForMode('Continue straight', 'WALKING', 'en')).toBe('Continue straight');
  });

  test('the bundled language module is the package one restricted to de and en', () => {
    expect(otiLanguages.supportedCodes).toEqual(['de', 'en']);
    expect(otiLanguages.instructions).toEqual({
      de: fullLanguages.instructions.de,
      en: fullLanguages.instructions.en,
    });
    expect(otiLanguages.abbreviations).toEqual({
      de: fullLanguages.abbreviations.de,
      en: fullLanguages.abbreviations.en,
    });
    expect(Object.keys(fullLanguages.grammars)).not.toContain('de');
    expect(Object.keys(fullLanguages.grammars)).not.toContain('en');
  });
});

describe('unset engines', () => {
  test('the bundle names no server of its own: an empty endpoint is REQUEST_DENIED naming the setting, with no request', async () => {
    const fake = fakeFetch();
    const none = services(fake.fetch, 'de', blockOsmConfig({}));
    await expect(none.geocode('Marienplatz 8')).resolves.toEqual({
      status: 'REQUEST_DENIED',
      detail: 'Setting "osm.geocoder" is empty: this block has no geocoder to ask.',
    });
    await expect(
      none.nearby({ center: { lat: 48.1, lng: 11.5 }, radiusMeters: 500, type: 'cafe', maxResults: 5 }),
    ).resolves.toEqual({
      status: 'REQUEST_DENIED',
      detail: 'Setting "osm.overpass" is empty: this block has no overpass to ask.',
    });
    await expect(none.route({ origin: 'A', destination: 'B', mode: 'WALKING' })).resolves.toMatchObject({
      status: 'REQUEST_DENIED',
    });
    expect(blockOsmConfig({}).tiles).toBe('');
    expect(fake.urls).toEqual([]);
  });
});

describe('issue 25: an engine that never answers', () => {
  afterEach(() => jest.useRealTimers());
  const hanging = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;

  test.each([
    ['geocode', (s: MapServices) => s.geocode('Marienplatz 8')],
    [
      'nearby',
      (s: MapServices) =>
        s.nearby({ center: { lat: 48.137, lng: 11.575 }, radiusMeters: 500, type: 'cafe', maxResults: 5 }),
    ],
  ])('%s is NETWORK_ERROR once the block’s requestTimeoutMs has passed', async (_name, call) => {
    jest.useFakeTimers();
    let outcome: unknown;
    void call(services(hanging, 'de', { ...CONFIG, requestTimeoutMs: 5000 })).then(
      (result) => (outcome = result),
    );
    await jest.advanceTimersByTimeAsync(4999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({
      status: 'NETWORK_ERROR',
      detail: expect.stringContaining('no answer within 5000 ms') as string,
    });
  });

  test('without a setting, 10 s', async () => {
    jest.useFakeTimers();
    const outcome = services(hanging).geocode('Marienplatz 8');
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
  });
});
