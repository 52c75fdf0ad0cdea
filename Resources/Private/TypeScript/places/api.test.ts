/**
 * window.SiteFrontend.places: the source per request or the site's default, validation before any
 * loading, consent before Google, failures as statuses.
 */
import type { PlaceSource } from './model';
import { createPlacesApi, readPlacesConfig } from './api';
import { fakeSource } from './testing/sources';

function setup(config = '', granted = false) {
  document.body.innerHTML = config
    ? `<script type="application/json" id="sf-places-config">${config}</script>`
    : '';
  const loaded: PlaceSource[] = [];
  const sources = new Map<PlaceSource, ReturnType<typeof fakeSource>>();
  const reports: string[] = [];
  const api = createPlacesApi({
    doc: document,
    consent: { granted: () => granted },
    report: (message) => reports.push(message),
    loadSource: (name: PlaceSource) => {
      loaded.push(name);
      const source = fakeSource(name);
      sources.set(name, source);
      return Promise.resolve(source);
    },
  });
  return { api, loaded, sources, reports };
}

describe('window.SiteFrontend.places', () => {
  it('a request without a source goes to the site’s default (osm unless configured), each source loaded once', async () => {
    const { api, loaded, sources } = setup();
    await expect(api.fetchPlace({ id: 'node/1', fields: ['displayName'] })).resolves.toMatchObject({
      status: 'OK',
      value: { displayName: 'Ort aus osm' },
    });
    await api.searchNearby({ locationRestriction: { center: { lat: 48.1, lng: 11.5 }, radius: 300 } });
    expect(loaded).toEqual(['osm']);
    expect(sources.get('osm')?.calls).toEqual(['details node/1 displayName', 'nearby 300']);
    const cms = setup('{"source":"cms"}');
    await cms.api.searchByText({ textQuery: 'Zentrale' });
    expect(cms.loaded).toEqual(['cms']);
  });

  it('5.3 / 8.4 a bad request rejects with the 8.4 text before any source loads', async () => {
    const { api, loaded } = setup();
    await expect(api.searchByText({ query: 'Café' })).rejects.toThrow(
      'unknown property "query", did you mean "textQuery"?',
    );
    await expect(api.fetchPlace({ id: 7 })).rejects.toThrow('Place: `id` invalid');
    await expect(api.fetchPlace({ id: 'x', fields: ['openingHours'] })).rejects.toThrow(
      'Unknown fields requested',
    );
    await expect(api.autocomplete({ input: 'M', origin: 'hier' })).rejects.toThrow('Invalid Origin: "hier"');
    await expect(api.fetchPlace({ id: 'x', source: 'bing' })).rejects.toThrow('Place: `source` invalid');
    expect(loaded).toEqual([]);
    expect(() => api.findPlaceFromQuery()).toThrow(
      'Place.findPlaceFromQuery() is no longer available. Please use Place.searchByText().',
    );
    expect(() => api.findPlaceFromPhoneNumber()).toThrow(
      'no longer available. Please use Place.searchByText().',
    );
  });

  it('Google is neither loaded nor asked before consent; after consent it is', async () => {
    const before = setup('{"source":"google","google":{"apiKey":"KEY"}}', false);
    await expect(before.api.fetchPlace({ id: 'ChIJ1' })).resolves.toMatchObject({ status: 'REQUEST_DENIED' });
    await expect(before.api.newSessionToken('google')).resolves.toBeUndefined();
    expect(before.loaded).toEqual([]);
    const after = setup('{"source":"google","google":{"apiKey":"KEY"}}', true);
    await expect(after.api.fetchPlace({ id: 'ChIJ1' })).resolves.toMatchObject({ status: 'OK' });
    await expect(after.api.newSessionToken()).resolves.toBe('token-google');
    // Another source on the same page needs no consent.
    await expect(before.api.fetchPlace({ id: 'cms:zentrale', source: 'cms' })).resolves.toMatchObject({
      status: 'OK',
    });
  });

  it('a source that cannot load is a NETWORK_ERROR, and a later call tries again', async () => {
    let attempts = 0;
    const api = createPlacesApi({
      doc: document,
      consent: { granted: () => true },
      report: () => undefined,
      loadSource: (name) => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(fakeSource(name));
      },
    });
    await expect(api.fetchPlace({ id: 'node/1' })).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
    await expect(api.fetchPlace({ id: 'node/1' })).resolves.toMatchObject({ status: 'OK' });
  });

  it('a bad #sf-places-config is reported naming the field, and the defaults are used', () => {
    const reports: string[] = [];
    document.body.innerHTML =
      '<script type="application/json" id="sf-places-config">{"source":"bing"}</script>';
    expect(readPlacesConfig(document, (m) => reports.push(m)).source).toBe('osm');
    expect(reports).toEqual([
      '#sf-places-config: settings field "source": expected one of "google", "osm", "cms", got string "bing"; the defaults are used.',
    ]);
    document.body.innerHTML = '<script type="application/json" id="sf-places-config">{</script>';
    readPlacesConfig(document, (m) => reports.push(m));
    expect(reports[1]).toMatch(/^#sf-places-config: the JSON cannot be read/);
  });
});

describe('7.4 a Google photo name kept by the CMS', () => {
  const page = (granted: boolean) => {
    document.body.innerHTML = `
      <script type="application/json" id="sf-places-config">{"google": {"apiKey": "SITEKEY", "region": "DE"}}</script>
      <script type="application/json" id="sf-places">[{"id": "cms:g", "displayName": "Mit Google-Foto",
        "location": {"lat": 48.1, "lng": 11.5},
        "photos": [{"src": "places/ChIJ1/photos/AbC", "widthPx": 4032, "heightPx": 3024}]}]</script>`;
    return createPlacesApi({ doc: document, consent: { granted: () => granted }, report: () => undefined });
  };
  const photoOf = async (granted: boolean) => {
    const found = await page(granted).fetchPlace({ id: 'cms:g', source: 'cms', fields: ['photos'] });
    if (found.status !== 'OK') throw new Error(found.status);
    const [photo] = found.value.photos ?? [];
    if (!photo) throw new Error('no photo');
    return photo;
  };
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('before consent: "Error fetching photo URI" and nothing asked of Google', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const photo = await photoOf(false);
    expect(photo.name).toBe('places/ChIJ1/photos/AbC');
    await expect(photo.getURI({ maxWidth: 500 })).rejects.toThrow('Error fetching photo URI');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('after consent: the REST media request with the configured key, the photo URI from its answer', async () => {
    const fetchSpy = jest.fn<Promise<Response>, [RequestInfo | URL]>(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        text: () => Promise.resolve(JSON.stringify({ photoUri: 'https://lh3.example/p.jpg' })),
      } as Response),
    );
    global.fetch = fetchSpy;
    const photo = await photoOf(true);
    await expect(photo.getURI({ maxWidth: 500 })).resolves.toBe('https://lh3.example/p.jpg');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(
      'https://places.googleapis.com/v1/places/ChIJ1/photos/AbC/media?maxWidthPx=500&key=SITEKEY&skipHttpRedirect=true',
    );
  });

  it('a photo URI is asked of Google once per size (a billed request); a failure is asked again', async () => {
    let ok = false;
    const fetchSpy = jest.fn<Promise<Response>, [RequestInfo | URL]>(() =>
      Promise.resolve({
        ok,
        status: ok ? 200 : 503,
        text: () => Promise.resolve(JSON.stringify({ photoUri: 'https://lh3.example/p.jpg' })),
      } as Response),
    );
    global.fetch = fetchSpy;
    const photo = await photoOf(true);
    await expect(photo.getURI({ maxWidth: 500 })).rejects.toThrow('Error fetching photo URI');
    ok = true;
    await expect(photo.getURI({ maxWidth: 500 })).resolves.toBe('https://lh3.example/p.jpg');
    await expect(photo.getURI({ maxWidth: 500 })).resolves.toBe('https://lh3.example/p.jpg');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await photo.getURI({ maxWidth: 1200 });
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });
});
