import fc from 'fast-check';
import { formatIssue } from '../core/schema';
import { googleOnlyOptionsSet, initialMapType, mapBlockSchema, needsConsent } from './settings';

const valid = {
  mapSettings: { id: '11', zoom: 0 },
  locations: [{ latitude: 48.1374, longitude: 11.5755, title: 'Zentrale' }],
};

describe('3.3 / 3.4 map settings', () => {
  it('gives the defaults for a minimal block', () => {
    const parsed = mapBlockSchema.parse(valid);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.provider).toBe('osm');
    expect(parsed.value.mapSettings).toMatchObject({
      width: '100%',
      height: '450px',
      markerOpacity: 1,
      markerCluster: false,
    });
    expect(parsed.value.locations[0]).toMatchObject({
      icon: '',
      openByClick: true,
      closeByClick: false,
      opened: false,
    });
    expect(needsConsent(parsed.value)).toBe(false);
    expect(initialMapType(parsed.value)).toBe('roadmap');
  });

  it('reads the CMS forms: 0/1 flags, numeric strings, pixel numbers', () => {
    const parsed = mapBlockSchema.parse({
      provider: 'google',
      mapSettings: {
        id: 'a_1',
        width: 600,
        height: '400',
        zoom: '14',
        markerLabel: '1',
        markerOpacity: '0.8',
        defaultType: '2',
      },
      defaultMapTypes: { '1': 'roadmap', '2': 'satellite' },
      locations: [{ latitude: '48.1', longitude: '11.5', opened: 1 }],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.mapSettings).toMatchObject({
      width: '600px',
      height: '400px',
      zoom: 14,
      markerLabel: true,
      markerOpacity: 0.8,
    });
    expect(initialMapType(parsed.value)).toBe('satellite');
    expect(needsConsent(parsed.value)).toBe(true);
  });

  it.each([
    [{ ...valid, locations: [{ latitude: 'achtundvierzig', longitude: 11 }] }, 'locations[0].latitude'],
    [{ ...valid, mapSettings: { id: '11', zoom: 30 } }, 'mapSettings.zoom'],
    [{ ...valid, mapSettings: { id: 'a b' } }, 'mapSettings.id'],
    [{ ...valid, mapSettings: { id: '11', markerOpacity: 2 } }, 'mapSettings.markerOpacity'],
    [{ ...valid, provider: 'bing' }, 'provider'],
    [
      { ...valid, mapSettings: { id: '11', zoomControlOptions: { position: 'MIDDLE' } } },
      'mapSettings.zoomControlOptions.position',
    ],
    [{ locations: [] }, 'mapSettings'],
  ])('names the field of a bad value (%#)', (input, path) => {
    const parsed = mapBlockSchema.parse(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issue.path).toBe(path);
    expect(formatIssue(parsed.issue)).toContain(`settings field "${path}"`);
  });

  it('never throws and either parses or names a field, whatever the JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const parsed = mapBlockSchema.parse(json);
        if (!parsed.ok) expect(typeof formatIssue(parsed.issue)).toBe('string');
      }),
    );
  });

  it('rejects every location whose coordinates are out of range or not numbers', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 90.0001, max: 1e6, noNaN: true }),
          fc.string(),
          fc.constant(null),
          fc.boolean(),
        ),
        (latitude) => {
          fc.pre(
            !(
              typeof latitude === 'string' &&
              /^\s*-?\d+(\.\d+)?\s*$/.test(latitude) &&
              Math.abs(Number(latitude)) <= 90
            ),
          );
          const parsed = mapBlockSchema.parse({ ...valid, locations: [{ latitude, longitude: 11 }] });
          expect(parsed.ok).toBe(false);
        },
      ),
    );
  });
});

describe('Google-only options on OpenStreetMap (deviation 7.2 / 7.3 / 9.6)', () => {
  const parse = (extra: Record<string, unknown>, provider = 'osm') => {
    const parsed = mapBlockSchema.parse({
      ...valid,
      provider,
      mapSettings: { ...valid.mapSettings, ...(extra.mapSettings as object) },
      ...(extra.defaultMapTypes ? { defaultMapTypes: extra.defaultMapTypes } : {}),
    });
    if (!parsed.ok) throw new Error(formatIssue(parsed.issue));
    return parsed.value;
  };

  it('names each one a block sets, for one console warning', () => {
    expect(googleOnlyOptionsSet(parse({}))).toEqual([]);
    expect(
      googleOnlyOptionsSet(
        parse({
          mapSettings: {
            mapTypeControl: 1,
            streetViewControl: 1,
            mapTypes: ['roadmap', 'satellite'],
            defaultType: '2',
          },
          defaultMapTypes: { 1: 'roadmap', 2: 'satellite' },
        }),
      ),
    ).toEqual([
      'mapSettings.mapTypeControl',
      'mapSettings.streetViewControl',
      'mapSettings.mapTypes',
      'defaultMapTypes / mapSettings.defaultType',
    ]);
  });

  it('names none on Google, which honours them', () => {
    expect(
      googleOnlyOptionsSet(parse({ mapSettings: { mapTypeControl: 1, streetViewControl: 1 } }, 'google')),
    ).toEqual([]);
  });
});

describe('issue 25: defaultType names an own entry of defaultMapTypes only', () => {
  const parse = (defaultType: string) => {
    const parsed = mapBlockSchema.parse({
      provider: 'google',
      mapSettings: { id: '11', defaultType, mapTypes: ['terrain', 'roadmap'] },
      defaultMapTypes: { 1: 'roadmap', 2: 'satellite' },
    });
    if (!parsed.ok) throw new Error(formatIssue(parsed.issue));
    return parsed.value;
  };

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', '3'])(
    'defaultType "%s" is unknown: the block starts with its first map type',
    (defaultType) => {
      expect(initialMapType(parse(defaultType))).toBe('terrain');
    },
  );

  it('a known defaultType still chooses its map type', () => {
    expect(initialMapType(parse('2'))).toBe('satellite');
  });

  it.each(['constructor', '__proto__', 'toString'])(
    'on OpenStreetMap, defaultType "%s" is no Google-only map type to warn about',
    (defaultType) => {
      const settings = { ...parse(defaultType), provider: 'osm' as const };
      expect(
        googleOnlyOptionsSet({
          ...settings,
          mapSettings: { ...settings.mapSettings, mapTypes: ['roadmap'] },
        }),
      ).toEqual([]);
    },
  );
});

describe('issue 25: consent.privacyUrl is a link on this site or an absolute http(s) URL', () => {
  it.each(['javascript:alert(1)', '//evil.example/datenschutz', '/\\evil.example'])(
    'refuses %j, naming the field',
    (url) => {
      const parsed = mapBlockSchema.parse({ mapSettings: { id: '7' }, consent: { privacyUrl: url } });
      expect(parsed.ok).toBe(false);
      expect(!parsed.ok && parsed.issue.path).toBe('consent.privacyUrl');
    },
  );

  it.each(['', '/datenschutz.html', 'https://www.beispiel.de/datenschutz'])('takes %j', (url) => {
    expect(mapBlockSchema.parse({ mapSettings: { id: '7' }, consent: { privacyUrl: url } }).ok).toBe(true);
  });
});
