import { mergeSettings, overPageConfig, pageMapsConfig, parseMapsConfig } from './page-config';
import { mapBlockSchema } from './settings';

const block = {
  mapSettings: { id: '11' },
  locations: [{ latitude: 48.1374, longitude: 11.5755, title: 'Zentrale' }],
};

function page(config: unknown): Document {
  const doc = document.implementation.createHTMLDocument('x');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'sf-maps-config';
  script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  doc.head.append(script);
  return doc;
}

const site = {
  provider: 'osm',
  google: { placeNames: 1 },
  osm: {
    tiles: 'pmtiles:///osm/altstadt.pmtiles',
    geocoder: '/search',
    router: '/route/v1',
    overpass: '/api/interpreter',
  },
  consent: { mode: 'placeholder', privacyUrl: '/datenschutz.html' },
};

describe('issue 26: the page-level maps configuration (#sf-maps-config)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a block without settings of its own gets the site engines, provider and privacy link', () => {
    const doc = page(site);
    const parsed = overPageConfig(mapBlockSchema, () => doc).parse(block);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.provider).toBe('osm');
    expect(parsed.value.osm).toMatchObject(site.osm);
    expect(parsed.value.consent.privacyUrl).toBe('/datenschutz.html');
    expect(parsed.value.google.placeNames).toBe(true);
  });

  it("a block's own fields override field by field; nested objects are merged; its empty values inherit", () => {
    const doc = page(site);
    const parsed = overPageConfig(mapBlockSchema, () => doc).parse({
      ...block,
      provider: 'google',
      google: { apiKey: 'KEY' },
      osm: { tiles: '/osm/tiles/{z}/{x}/{y}.pbf', router: '', overpass: null },
      consent: { required: 1 },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.provider).toBe('google');
    expect(parsed.value.google).toEqual({ apiKey: 'KEY', placeNames: true });
    expect(parsed.value.osm).toMatchObject({
      tiles: '/osm/tiles/{z}/{x}/{y}.pbf',
      geocoder: '/search',
      router: '/route/v1',
      overpass: '/api/interpreter',
    });
    expect(parsed.value.consent).toEqual({ required: true, privacyUrl: '/datenschutz.html' });
  });

  it('the block schema still judges the merged settings: a bad block field fails as before', () => {
    const doc = page(site);
    const parsed = overPageConfig(mapBlockSchema, () => doc).parse({ ...block, mapSettings: { id: 'a b' } });
    expect(parsed.ok).toBe(false);
  });

  it('a wrong field is one console error naming #sf-maps-config and the field, and is left out', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const doc = page({
      provider: 'bing',
      osm: { tiles: 7, geocoder: '/search' },
      consent: { privacyUrl: 'javascript:alert(1)' },
    });
    const config = pageMapsConfig(doc);
    expect(config).toEqual({ osm: { geocoder: '/search' }, consent: {} });
    expect(error).toHaveBeenCalledTimes(3);
    const lines = error.mock.calls.map((call) => String(call[0]));
    expect(lines[0]).toMatch(/^\[SiteFrontend\] #sf-maps-config: settings field "provider": expected one of/);
    expect(lines[1]).toContain('"osm.tiles"');
    expect(lines[2]).toContain('"consent.privacyUrl"');
    // Read once per page: a second block reports nothing again.
    pageMapsConfig(doc);
    expect(error).toHaveBeenCalledTimes(3);
    // The blocks' own settings and the defaults apply.
    const parsed = overPageConfig(mapBlockSchema, () => doc).parse(block);
    expect(parsed.ok && parsed.value.provider).toBe('osm');
    expect(parsed.ok && parsed.value.osm.tiles).toBe('');
  });

  it('a page without the configuration reads as none; unreadable JSON too, with one console error', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(pageMapsConfig(document.implementation.createHTMLDocument('x'))).toEqual({});
    expect(error).not.toHaveBeenCalled();
    const broken = page('{not json');
    expect(pageMapsConfig(broken)).toEqual({});
    expect(pageMapsConfig(broken)).toEqual({});
    expect(error.mock.calls).toEqual([
      ['[SiteFrontend] #sf-maps-config: not valid JSON; the page configuration is ignored.'],
    ]);
    const report = jest.fn();
    expect(parseMapsConfig('[1]', report)).toEqual({});
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('empty page values are no values, and unknown fields are not passed on', () => {
    expect(parseMapsConfig('{"google": {"apiKey": ""}, "extra": 1}')).toEqual({ google: {} });
  });

  it('merging never sets a prototype and leaves arrays and non-objects to the schema', () => {
    const merged = mergeSettings(
      { osm: { tiles: 'a' } },
      JSON.parse('{"__proto__": {"polluted": 1}}'),
    ) as object;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(mergeSettings({ a: 1 }, [1])).toEqual([1]);
    expect(mergeSettings({ a: 1 }, 'x')).toBe('x');
    expect(mergeSettings({ locations: [1, 2] }, { locations: [3] })).toEqual({ locations: [3] });
  });
});
