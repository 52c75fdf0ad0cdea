/**
 * Issue 27: the bundle's Photon client (the OSM place source's autocomplete, which the place
 * autocomplete widget and the map forms' address fields use) on Photon's published answers
 * (recordings in tests/recorded/photon/, sources in its README). Each maps to predictions or to
 * the right failure status; the fields read are derived while it runs and held in
 * photon/reads.json (`UPDATE_RECORDED_READS=1` rewrites it).
 */
import { setLanguage } from '../../Resources/Private/TypeScript/core/i18n';
import { osmPlaceSource } from '../../Resources/Private/TypeScript/places/sources/osm';
import { answering, checkReadsFile, readsOf, recording } from './geo-harness';
import type { Shape } from './shape';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const derived: Record<'autocomplete', { recordings: string[]; failures: string[]; reads: Shape }> = {
  autocomplete: { recordings: [], failures: [], reads: new Map() },
};

async function autocomplete(
  file: string,
  input: string,
  options: { status?: number; failure?: boolean } = {},
) {
  const { fetch, urls } = answering({ text: recording('photon', file), status: options.status });
  const source = osmPlaceSource(
    { nominatim: '', photon: 'https://photon.example.org/api', overpass: '', searchArea: null },
    { fetch },
  );
  const outcome = await readsOf(derived.autocomplete.reads, () =>
    source.autocomplete({ input, origin: { lat: 52.52, lng: 13.405 } }),
  );
  (options.failure ? derived.autocomplete.failures : derived.autocomplete.recordings).push(file);
  return { outcome, urls };
}

describe('issue 27 Photon /api recordings → place predictions', () => {
  it('search-berlin.json (docs/api-v1.md): a city, and a stadium whose town is its state (no city)', async () => {
    const { outcome, urls } = await autocomplete('search-berlin.json', 'Berlin');
    expect(urls[0]).toBe(
      'https://photon.example.org/api?q=Berlin&lang=de&limit=5&lat=52.52&lon=13.405&zoom=12&location_bias_scale=0.2',
    );
    expect(outcome).toEqual({
      status: 'OK',
      value: [
        {
          placeId: 'node/240109189',
          text: 'Berlin, Germany',
          textMatches: [{ start: 0, end: 6 }],
          mainText: 'Berlin',
          mainTextMatches: [{ start: 0, end: 6 }],
          secondaryText: 'Germany',
          types: ['city', 'place'],
          distanceMeters: 1141,
        },
        {
          placeId: 'way/38862723',
          text: 'Berlin Olympic Stadium, Olympischer Platz 3, 14053 Berlin',
          textMatches: [{ start: 0, end: 6 }],
          mainText: 'Berlin Olympic Stadium',
          mainTextMatches: [{ start: 0, end: 6 }],
          secondaryText: 'Olympischer Platz 3, 14053 Berlin',
          types: ['stadium', 'leisure'],
          distanceMeters: 11213,
        },
      ],
    });
  });

  it('search-house-without-name.json: a house number only, the street line is the main text', async () => {
    const { outcome } = await autocomplete('search-house-without-name.json', 'Via Guglielmo Marconi 71');
    expect(outcome).toMatchObject({
      status: 'OK',
      value: [
        {
          placeId: 'node/1704756187',
          mainText: 'Via Guglielmo Marconi 71',
          secondaryText: '40122 Bologna',
          types: ['house', 'place'],
        },
      ],
    });
  });

  it('search-no-results.json: no predictions', async () => {
    const { outcome } = await autocomplete('search-no-results.json', 'xyzzy');
    expect(outcome).toEqual({ status: 'OK', value: [] });
  });

  it('error-400-bbox.json (HTTP 400 {"message":…}): INVALID_REQUEST with the message', async () => {
    const { outcome } = await autocomplete('error-400-bbox.json', 'Berlin', { status: 400, failure: true });
    expect(outcome).toMatchObject({
      status: 'INVALID_REQUEST',
      detail: expect.stringContaining("parameter 'bbox'") as string,
    });
  });
});

describe('issue 27 photon/reads.json: the fields the client reads, derived from the client', () => {
  it('is up to date (UPDATE_RECORDED_READS=1 rewrites it)', () => {
    const { committed, current } = checkReadsFile('photon', derived);
    expect(committed).toEqual(current);
  });
});
