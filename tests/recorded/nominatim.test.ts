/**
 * Issue 27: the bundle's Nominatim clients on Nominatim's own published answers (recordings in
 * tests/recorded/nominatim/, sources in its README): the OSM place source's details (`/lookup`) and
 * details by location (`/reverse`), and the map forms' geocoder (`/search`, map/osm/services.ts).
 * Each recording maps to the model or to the right failure status; the fields the clients read are
 * derived while they run and held in nominatim/reads.json (`UPDATE_RECORDED_READS=1` rewrites it).
 */
import { setLanguage } from '../../Resources/Private/TypeScript/core/i18n';
import { osmServices } from '../../Resources/Private/TypeScript/map/osm/services';
import { PLACE_FIELD_NAMES, type Place } from '../../Resources/Private/TypeScript/places/model';
import type { PlaceOutcome } from '../../Resources/Private/TypeScript/places/source';
import { osmPlaceSource } from '../../Resources/Private/TypeScript/places/sources/osm';
import { parseOpeningHours } from '../../Resources/Private/TypeScript/places/sources/osm/hours-parser';
import { answering, checkReadsFile, readsOf, recording } from './geo-harness';
import type { Shape } from './shape';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const places = (fetch: typeof globalThis.fetch) =>
  osmPlaceSource(
    { nominatim: 'https://nominatim.example.org', photon: '', overpass: '', searchArea: null },
    {
      fetch,
      now: () => new Date(2026, 10, 24, 10),
      loadHoursParser: () => Promise.resolve(parseOpeningHours),
    },
  );

type Kind = 'lookup' | 'reverse' | 'search';
const derived: Record<Kind, { recordings: string[]; failures: string[]; reads: Shape }> = {
  lookup: { recordings: [], failures: [], reads: new Map() },
  reverse: { recordings: [], failures: [], reads: new Map() },
  search: { recordings: [], failures: [], reads: new Map() },
};

/** Runs one question of `kind` answered by `file`, recording what the client reads. */
async function ask<T>(
  kind: Kind,
  file: string,
  run: (fetch: typeof globalThis.fetch) => Promise<T>,
  options: { status?: number; failure?: boolean } = {},
): Promise<{ outcome: T; urls: string[] }> {
  const { fetch, urls } = answering({ text: recording('nominatim', file), status: options.status });
  const outcome = await readsOf(derived[kind].reads, () => run(fetch));
  (options.failure ? derived[kind].failures : derived[kind].recordings).push(file);
  return { outcome, urls };
}

const lookup = (file: string, id: string, options?: { failure?: boolean }) =>
  ask('lookup', file, (fetch) => places(fetch).details({ id, fields: [...PLACE_FIELD_NAMES] }), options);
const reverse = (file: string, options?: { status?: number; failure?: boolean }) =>
  ask(
    'reverse',
    file,
    (fetch) =>
      places(fetch).detailsByLocation({
        location: { lat: 48.1374, lng: 11.5755 },
        fields: [...PLACE_FIELD_NAMES],
      }),
    options,
  );

function place(outcome: PlaceOutcome<Place>): Place {
  expect(outcome.status).toBe('OK');
  if (outcome.status !== 'OK') throw new Error(outcome.detail);
  return outcome.value;
}

describe('issue 27 Nominatim /lookup recordings → the place model (details)', () => {
  it('lookup-json-extratags.json (Lookup.md, format=json): the name from address.tourism, the type from class', async () => {
    const { outcome, urls } = await lookup('lookup-json-extratags.json', 'way/50637691');
    expect(urls[0]).toContain(
      '/lookup?osm_ids=W50637691&format=jsonv2&addressdetails=1&extratags=1&namedetails=1',
    );
    const found = place(outcome);
    expect(found).toMatchObject({
      id: 'way/50637691',
      displayName: 'Brandenburger Tor',
      formattedAddress: 'Brandenburger Straße, 14467 Potsdam',
      location: { lat: 52.399550700000006, lng: 13.048066846939687 },
      primaryType: 'tourist_attraction',
    });
    expect(found.addressComponents?.find((c) => c.types.includes('locality'))?.longText).toBe('Potsdam');
  });

  it('lookup-jsonv2-namedetails.json (Details.md names): name:de beside name, a way with its centroid', async () => {
    const found = place((await lookup('lookup-jsonv2-namedetails.json', 'way/38210407')).outcome);
    expect(found).toMatchObject({
      id: 'way/38210407',
      displayName: 'Pariser Platz',
      location: { lat: 52.5163654, lng: 13.3786823 },
      formattedAddress: '10117',
    });
  });

  it('search-jsonv2-addressdetails.json (Search.md; a search item is a lookup item): a bakery', async () => {
    const found = place((await lookup('search-jsonv2-addressdetails.json', 'way/437595031')).outcome);
    expect(found).toMatchObject({
      id: 'way/437595031',
      displayName: 'Ditsch',
      formattedAddress: 'Lindower Straße, 13347 Berlin',
      primaryType: 'bakery',
      location: { lat: 52.54274275, lng: 13.36690305710228 },
    });
  });

  it('search-json-addressdetails-svg.json (Search.md, format=json): the name from address.historic', async () => {
    const found = place((await lookup('search-json-addressdetails-svg.json', 'way/15976890')).outcome);
    expect(found).toMatchObject({
      id: 'way/15976890',
      displayName: 'Kommandantenhaus',
      formattedAddress: 'Unter den Linden 1, 10117 Berlin',
    });
  });

  it('lookup-jsonv2-unknown-id.json ([]): NOT_FOUND', async () => {
    const { outcome } = await lookup('lookup-jsonv2-unknown-id.json', 'node/1', { failure: true });
    expect(outcome.status).toBe('NOT_FOUND');
  });
});

describe('issue 27 Nominatim /reverse recordings → the place model (details by location)', () => {
  it('reverse-jsonv2-road.json (Reverse.md): ids and ranks as strings, a road', async () => {
    const { outcome, urls } = await reverse('reverse-jsonv2-road.json');
    expect(urls[0]).toContain('/reverse?lat=48.1374&lon=11.5755&zoom=18&format=jsonv2');
    expect(place(outcome)).toMatchObject({
      id: 'way/280940520',
      displayName: 'Autopista Pedro Eugenio Aramburu',
      location: { lat: -34.4391708, lng: -58.7064573 },
    });
  });

  it('reverse-jsonv2-house-without-name.json: a house number only, name "", extratags and namedetails null', async () => {
    const found = place((await reverse('reverse-jsonv2-house-without-name.json')).outcome);
    expect(found).toMatchObject({
      id: 'node/1704756187',
      displayName: null,
      formattedAddress: 'Via Guglielmo Marconi 71, 40122 Bologna',
      location: { lat: 44.5015307, lng: 11.3398676 },
    });
  });

  it('reverse-jsonv2-namedetails.json: name:de beside name, the German name shown', async () => {
    const found = place((await reverse('reverse-jsonv2-namedetails.json')).outcome);
    expect(found).toMatchObject({ id: 'way/38210407', displayName: 'Pariser Platz' });
  });

  it('output-json-place.json (Output.md, format=json): osm_id as a string, the name from address.city', async () => {
    const found = place((await reverse('output-json-place.json')).outcome);
    expect(found).toMatchObject({
      id: 'node/107775',
      displayName: 'London',
      formattedAddress: 'SW1A 2DU London',
    });
    expect(found.websiteURI).toBe('http://www.london.gov.uk/');
  });

  it('reverse-error-unable-to-geocode.json (HTTP 200 {"error":"Unable to geocode"}): NOT_FOUND', async () => {
    const { outcome } = await reverse('reverse-error-unable-to-geocode.json', { failure: true });
    expect(outcome).toMatchObject({ status: 'NOT_FOUND' });
  });

  it('reverse-error-400.json (HTTP 400 {"error":{"code":400,…}}): INVALID_REQUEST with the message', async () => {
    const { outcome } = await reverse('reverse-error-400.json', { status: 400, failure: true });
    expect(outcome).toMatchObject({
      status: 'INVALID_REQUEST',
      detail: expect.stringContaining("Parameter 'lat' missing.") as string,
    });
  });
});

describe('issue 27 Nominatim /search recordings → the map forms geocoder (map/osm/services.ts)', () => {
  const geocode = (file: string, options?: { failure?: boolean }) =>
    ask(
      'search',
      file,
      (fetch) =>
        osmServices({ geocoder: 'https://nominatim.example.org/search', router: '', overpass: '' } as never, {
          fetch,
        }).geocode('Lindower Straße, Berlin'),
      options,
    );

  it('search-jsonv2-addressdetails.json: the first result’s position and display_name', async () => {
    const { outcome, urls } = await geocode('search-jsonv2-addressdetails.json');
    expect(urls[0]).toContain('/search?q=Lindower%20Stra%C3%9Fe%2C%20Berlin&format=jsonv2&limit=1');
    expect(outcome).toEqual({
      status: 'OK',
      location: { lat: 52.54274275, lng: 13.36690305710228 },
      label: 'Ditsch, Lindower Straße, Sprengelkiez, Wedding, Mitte, Berlin, 13347, Deutschland',
    });
  });

  it('search-json-addressdetails-svg.json (format=json): the same fields', async () => {
    const { outcome } = await geocode('search-json-addressdetails-svg.json');
    expect(outcome).toMatchObject({ status: 'OK', location: { lat: 52.51720765, lng: 13.397834399325466 } });
  });

  it('lookup-jsonv2-unknown-id.json ([], as /search answers no match): ZERO_RESULTS', async () => {
    const { outcome } = await geocode('lookup-jsonv2-unknown-id.json', { failure: true });
    expect(outcome.status).toBe('ZERO_RESULTS');
  });
});

describe('issue 27 nominatim/reads.json: the fields the clients read, derived from the clients', () => {
  it('is up to date (UPDATE_RECORDED_READS=1 rewrites it)', () => {
    const { committed, current } = checkReadsFile('nominatim', derived);
    expect(committed).toEqual(current);
  });
});
