/**
 * 4.9, 8.5 on the OpenStreetMap provider: the exact Overpass request of the radius search, and how
 * its answers become outcomes (never a rejection).
 */
import { fakeFetch, services } from './testing/engines';

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
