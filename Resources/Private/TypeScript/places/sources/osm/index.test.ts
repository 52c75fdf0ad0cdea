/** The OpenStreetMap place source against a scripted fetch: the engines' requests and answers. */
import { setLanguage } from '../../../core/i18n';
import { woernersNominatim } from '../../testing/osm-answers';
import { parseOpeningHours } from './hours-parser';
import { osmPlaceSource, type OsmPlaceConfig } from '.';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const CONFIG: OsmPlaceConfig = {
  nominatim: '/',
  photon: '/api',
  overpass: '/api/interpreter',
  searchArea: { center: { lat: 48.13743, lng: 11.57549 }, radius: 3000 },
};

type Reply = { status?: number; body: unknown } | Error;

function scripted(...replies: Reply[]) {
  const urls: string[] = [];
  const fetch = jest.fn((input: string): Promise<Response> => {
    urls.push(input);
    const reply = replies.shift() ?? { status: 500, body: 'no reply scripted' };
    if (reply instanceof Error) return Promise.reject(reply);
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const status = reply.status ?? 200;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(text),
    } as Response);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls, calls: fetch };
}

const NOW = new Date(2026, 10, 24, 10, 0);
const source = (fetch: typeof globalThis.fetch, config: Partial<OsmPlaceConfig> = {}) =>
  osmPlaceSource(
    { ...CONFIG, ...config },
    { fetch, now: () => NOW, loadHoursParser: () => Promise.resolve(parseOpeningHours) },
  );

const WOERNERS_NOMINATIM = woernersNominatim({
  place_id: 1,
  extratags: { opening_hours: 'Mo-Sa 07:00-19:30', phone: '+49 89 222766' },
  namedetails: { name: 'Woerner´s' },
});

describe('details', () => {
  it('looks a place id up at Nominatim with every detail, in German', async () => {
    const { fetch, urls } = scripted({ body: [WOERNERS_NOMINATIM] });
    const found = await source(fetch).details({
      id: 'node/447786250',
      fields: ['displayName', 'regularOpeningHours', 'nationalPhoneNumber'],
    });
    expect(urls).toEqual([
      'http://localhost/lookup?osm_ids=N447786250&format=jsonv2&addressdetails=1&extratags=1&namedetails=1&accept-language=de',
    ]);
    expect(found.status).toBe('OK');
    if (found.status !== 'OK') return;
    expect(found.value.id).toBe('node/447786250');
    expect(found.value.displayName).toBe('Woerner´s');
    expect(found.value.nationalPhoneNumber).toBe('089 222766');
    expect(found.value.regularOpeningHours?.weekdayDescriptions[0]).toBe('Montag: 07:00–19:30');
    // Only the fields asked for.
    expect(found.value.formattedAddress).toBeNull();
    expect(found.value.location).toBeNull();
  });

  it('an unknown id is NOT_FOUND (Nominatim answers []); a foreign id is NOT_FOUND without a request', async () => {
    const { fetch, urls } = scripted({ body: [] });
    await expect(source(fetch).details({ id: 'node/1', fields: ['displayName'] })).resolves.toMatchObject({
      status: 'NOT_FOUND',
    });
    await expect(source(fetch).details({ id: 'ChIJ123', fields: ['displayName'] })).resolves.toMatchObject({
      status: 'NOT_FOUND',
    });
    expect(urls).toHaveLength(1);
  });

  it('by location: Nominatim reverse; "Unable to geocode" is NOT_FOUND', async () => {
    const { fetch, urls } = scripted({ body: WOERNERS_NOMINATIM }, { body: { error: 'Unable to geocode' } });
    const place = await source(fetch).detailsByLocation({
      location: { lat: 48.1371, lng: 11.5758 },
      fields: ['displayName'],
    });
    expect(place).toMatchObject({ status: 'OK', value: { displayName: 'Woerner´s' } });
    expect(urls[0]).toBe(
      'http://localhost/reverse?lat=48.1371&lon=11.5758&zoom=18&format=jsonv2&addressdetails=1&extratags=1&namedetails=1&accept-language=de',
    );
    await expect(
      source(fetch).detailsByLocation({ location: { lat: 0, lng: 0 }, fields: ['displayName'] }),
    ).resolves.toMatchObject({ status: 'NOT_FOUND' });
  });

  it('failures are statuses, never rejections: unset endpoint, network, HTTP, JSON, abort', async () => {
    const denied = await source(scripted().fetch, { nominatim: '' }).details({
      id: 'node/1',
      fields: ['displayName'],
    });
    expect(denied).toEqual({
      status: 'REQUEST_DENIED',
      detail: 'Setting "osm.nominatim" is empty: there is no nominatim to ask.',
    });
    const { fetch } = scripted(
      new TypeError('Failed to fetch'),
      { status: 429, body: '' },
      { status: 503, body: '' },
      { body: '<html>' },
    );
    const s = source(fetch);
    const request = { id: 'node/1', fields: ['displayName' as const] };
    await expect(s.details(request)).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
    await expect(s.details(request)).resolves.toMatchObject({ status: 'OVER_QUERY_LIMIT' });
    const http = await s.details(request);
    // 503: the server is down for now; unreachable, as in the map services (core/http.ts).
    expect(http.status === 'NETWORK_ERROR' && http.detail).toMatch(/503/);
    const json = await s.details(request);
    expect(json.status === 'UNKNOWN_ERROR' && json.detail).toMatch(/JSON/);
    const aborted = new AbortController();
    aborted.abort();
    const quiet = scripted();
    await expect(source(quiet.fetch).details(request, aborted.signal)).resolves.toEqual({
      status: 'UNKNOWN_ERROR',
      detail: 'aborted',
    });
    expect(quiet.urls).toEqual([]);
  });
});

const overpassAnswer = (...elements: unknown[]) => ({ body: { elements } });
const CAFE_NEAR = {
  type: 'node',
  id: 2,
  lat: 48.1372,
  lon: 11.5756,
  tags: { name: 'Café Remer', amenity: 'cafe', opening_hours: 'Tu-Sa 10:00-18:00' },
};
const CAFE_FAR = {
  type: 'node',
  id: 3,
  lat: 48.14,
  lon: 11.58,
  tags: { name: 'Café Fern', amenity: 'cafe', opening_hours: 'Su 10:00-12:00' },
};
const UNNAMED = { type: 'node', id: 4, lat: 48.1372, lon: 11.5756, tags: { amenity: 'cafe' } };

describe('searches', () => {
  it('nearby for a type: Overpass around the circle with the type’s tags, nearest first, capped; unnamed places too', async () => {
    const { fetch, urls } = scripted(overpassAnswer(CAFE_FAR, UNNAMED, CAFE_NEAR));
    const found = await source(fetch).searchNearby({
      locationRestriction: { center: { lat: 48.13743, lng: 11.57549 }, radius: 500 },
      includedTypes: ['cafe'],
      maxResultCount: 2,
      fields: ['displayName'],
    });
    expect(decodeURIComponent(urls[0] ?? '')).toBe(
      'http://localhost/api/interpreter?data=[out:json][timeout:10];(nwr["amenity"="cafe"](around:500,48.13743,11.57549););out center tags;',
    );
    expect(found.status === 'OK' && found.value.map((p) => [p.id, p.displayName])).toEqual([
      ['node/4', null],
      ['node/2', 'Café Remer'],
    ]);
  });

  it('nearby without a type: named places only', async () => {
    const { fetch, urls } = scripted(overpassAnswer(CAFE_FAR, UNNAMED, CAFE_NEAR));
    const found = await source(fetch).searchNearby({
      locationRestriction: { center: { lat: 48.13743, lng: 11.57549 }, radius: 500 },
      fields: ['displayName'],
    });
    expect(decodeURIComponent(urls[0] ?? '')).toContain(
      'nwr["amenity"]["name"](around:500,48.13743,11.57549);',
    );
    expect(found.status === 'OK' && found.value.map((p) => p.id)).toEqual(['node/2', 'node/3']);
  });

  it('nearby with empty type lists is a search for any place: named places only', async () => {
    const { fetch, urls } = scripted(overpassAnswer(CAFE_FAR, UNNAMED, CAFE_NEAR));
    const found = await source(fetch).searchNearby({
      locationRestriction: { center: { lat: 48.13743, lng: 11.57549 }, radius: 500 },
      includedTypes: [],
      fields: ['displayName'],
    });
    expect(decodeURIComponent(urls[0] ?? '')).toContain(
      'nwr["amenity"]["name"](around:500,48.13743,11.57549);',
    );
    expect(found.status === 'OK' && found.value.map((p) => p.id)).toEqual(['node/2', 'node/3']);
  });

  it('an endpoint setting that is no URL is REQUEST_DENIED naming it, not a thrown error', async () => {
    const bad = osmPlaceSource({ nominatim: 'http://[x', photon: '', overpass: '', searchArea: null });
    const outcome = await bad.details({ id: 'node/1', fields: ['displayName'] });
    expect(outcome.status).toBe('REQUEST_DENIED');
    expect(outcome.status !== 'OK' && outcome.detail).toContain('osm.nominatim');
  });

  it('text search: a literal, case-insensitive name regex in the site’s area; isOpenNow filters by the hours', async () => {
    const { fetch, urls } = scripted(
      overpassAnswer(CAFE_NEAR, CAFE_FAR),
      overpassAnswer(CAFE_NEAR, CAFE_FAR),
    );
    const all = await source(fetch).searchByText({ textQuery: 'Café (R.)', fields: ['displayName'] });
    expect(decodeURIComponent(urls[0] ?? '')).toContain(
      'nwr["name"~"Café \\\\(R\\\\.\\\\)",i](around:3000,48.13743,11.57549);',
    );
    expect(all.status === 'OK' && all.value.map((p) => p.displayName)).toEqual(['Café Remer', 'Café Fern']);
    const open = await source(fetch).searchByText({
      textQuery: 'Café',
      isOpenNow: true,
      fields: ['displayName'],
    });
    expect(open.status === 'OK' && open.value.map((p) => [p.displayName, p.regularOpeningHours])).toEqual([
      ['Café Remer', null],
    ]);
  });

  it('text search without an area and without osm.searchArea says so', async () => {
    await expect(
      source(scripted().fetch, { searchArea: null }).searchByText({
        textQuery: 'Café',
        fields: ['displayName'],
      }),
    ).resolves.toMatchObject({
      status: 'INVALID_REQUEST',
    });
  });
});

describe('autocomplete (Photon)', () => {
  const feature = (properties: Record<string, unknown>, coordinates = [11.5755, 48.1374]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates },
    properties,
  });

  it('asks Photon near the origin and turns features into predictions with the typed part marked', async () => {
    const { fetch, urls } = scripted({
      body: {
        type: 'FeatureCollection',
        features: [
          feature({
            osm_type: 'N',
            osm_id: 10,
            osm_key: 'place',
            osm_value: 'house',
            street: 'Marienplatz',
            housenumber: '8',
            postcode: '80331',
            city: 'München',
          }),
          feature(
            {
              osm_type: 'W',
              osm_id: 11,
              osm_key: 'amenity',
              osm_value: 'cafe',
              name: 'Café am Marienplatz',
              street: 'Marienplatz',
              housenumber: '22',
              postcode: '80331',
              city: 'München',
            },
            [11.576, 48.137],
          ),
          feature({ osm_type: 'X', osm_id: 12, name: 'kaputt' }),
        ],
      },
    });
    const found = await source(fetch).autocomplete({
      input: 'marienpl',
      origin: { lat: 48.1374, lng: 11.5755 },
    });
    expect(urls[0]).toBe(
      'http://localhost/api?q=marienpl&lang=de&limit=5&lat=48.1374&lon=11.5755&zoom=12&location_bias_scale=0.2',
    );
    expect(found.status).toBe('OK');
    if (found.status !== 'OK') return;
    expect(found.value).toHaveLength(2);
    expect(found.value[0]).toEqual({
      placeId: 'node/10',
      text: 'Marienplatz 8, 80331 München',
      textMatches: [{ start: 0, end: 8 }],
      mainText: 'Marienplatz 8',
      mainTextMatches: [{ start: 0, end: 8 }],
      secondaryText: '80331 München',
      types: ['house', 'place'],
      distanceMeters: 0,
    });
    expect(found.value[1]).toMatchObject({
      placeId: 'way/11',
      mainText: 'Café am Marienplatz',
      mainTextMatches: [{ start: 8, end: 16 }],
      secondaryText: 'Marienplatz 22, 80331 München',
    });
  });

  it("issue 27: Photon's local bias: zoom fitted to the bias area, location_bias_scale, a bbox only for a restriction", async () => {
    const center = { lat: 48.13743, lng: 11.57549 };
    const ask = async (request: Parameters<ReturnType<typeof source>['autocomplete']>[0]) => {
      const { fetch, urls } = scripted({ body: { type: 'FeatureCollection', features: [] } });
      await source(fetch).autocomplete(request);
      return new URL(urls[0] ?? '').searchParams;
    };
    // The map forms' address fields: a 20 km bias around the block (map/forms/autocomplete.ts).
    const forms = await ask({ input: 'Marienpl', locationBias: { center, radius: 20_000 } });
    expect(Object.fromEntries(forms)).toEqual({
      q: 'Marienpl',
      lang: 'de',
      limit: '5',
      lat: '48.13743',
      lon: '11.57549',
      zoom: '11',
      location_bias_scale: '0.2',
    });
    // A restriction filters (bbox minLon,minLat,maxLon,maxLat) and centres the bias.
    const bounds = { south: 48.1, west: 11.5, north: 48.2, east: 11.7 };
    const restricted = await ask({ input: 'Marienpl', locationRestriction: bounds });
    expect(restricted.get('bbox')).toBe('11.5,48.1,11.7,48.2');
    expect(restricted.get('lat')).toBe('48.15');
    expect(restricted.get('zoom')).toBe('12');
    const circle = await ask({ input: 'x', locationRestriction: { center, radius: 1000 } });
    expect(circle.get('bbox')).toBe('11.562014,48.128437,11.588966,48.146423');
    expect(circle.get('zoom')).toBe('15');
    // The origin is the focus; a bias area still sets the zoom.
    const origin = await ask({
      input: 'x',
      origin: { lat: 48, lng: 11 },
      locationBias: { center, radius: 500 },
    });
    expect([origin.get('lat'), origin.get('lon'), origin.get('zoom')]).toEqual(['48', '11', '16']);
    // Nothing to focus on: no bias parameters at all (Photon ranks by prominence).
    const plain = await ask({ input: 'x' });
    expect([...plain.keys()]).toEqual(['q', 'lang', 'limit']);
  });

  it('an empty input asks nobody', async () => {
    const { fetch, urls } = scripted();
    await expect(source(fetch).autocomplete({ input: '  ' })).resolves.toEqual({ status: 'OK', value: [] });
    expect(urls).toEqual([]);
  });
});

describe('issue 25: an engine that never answers', () => {
  afterEach(() => jest.useRealTimers());

  it('Nominatim details and Photon predictions are NETWORK_ERROR after timeoutMs', async () => {
    const hanging = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    const s = osmPlaceSource(CONFIG, { fetch: hanging, timeoutMs: 2000 });
    jest.useFakeTimers();
    const details = s.details({ id: 'node/1', fields: ['displayName'] });
    const predictions = s.autocomplete({ input: 'Marienpl' });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(details).resolves.toMatchObject({
      status: 'NETWORK_ERROR',
      detail: expect.stringContaining('2000 ms') as string,
    });
    await expect(predictions).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
  });

  it('a pasted lone surrogate is sent as U+FFFD, not thrown as URI malformed', async () => {
    const { fetch, urls } = scripted({ body: { features: [] } });
    const outcome = await source(fetch).autocomplete({ input: 'Caf\uD83D' });
    expect(outcome.status).not.toBe('UNKNOWN_ERROR');
    expect(urls[0]).toContain('q=Caf%EF%BF%BD');
  });
});
