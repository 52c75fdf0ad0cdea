/** Issue 29: reverse geocoding on OpenStreetMap, held to Nominatim's and Photon's recorded answers. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reverseAnswer, reverseParams, reverseUrl } from './reverse';
import { blockOsmConfig, fakeFetch, KARLSPLATZ, OSRM_WALKING, ROUTE_URL, services } from './testing/engines';

const recorded = (engine: string, file: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '../../../../../tests/recorded', engine, file), 'utf8'));

const POSITION = { lat: 48.1372, lng: 11.5755 };

describe('issue 29 reverseAnswer: Nominatim /reverse (jsonv2) and Photon /reverse', () => {
  it('a house: street and number, postcode and city (nominatim/reverse-jsonv2-house-without-name.json)', () => {
    expect(reverseAnswer(recorded('nominatim', 'reverse-jsonv2-house-without-name.json'))).toEqual({
      found: 'Via Guglielmo Marconi 71, 40122 Bologna',
    });
  });

  it('a road without a number (reverse-jsonv2-road.json): the road, postcode and village', () => {
    expect(reverseAnswer(recorded('nominatim', 'reverse-jsonv2-road.json'))).toEqual({
      found: 'Autopista Pedro Eugenio Aramburu, 1.619 El Triángulo',
    });
  });

  it('a place without a road (reverse-jsonv2-namedetails.json): its display name', () => {
    expect(reverseAnswer(recorded('nominatim', 'reverse-jsonv2-namedetails.json'))).toEqual({
      found: 'Pariser Platz, 10117',
    });
  });

  it('"Unable to geocode" (reverse-error-unable-to-geocode.json) is empty; other shapes are unusable', () => {
    expect(reverseAnswer(recorded('nominatim', 'reverse-error-unable-to-geocode.json'))).toEqual({
      empty: true,
    });
    expect(reverseAnswer([])).toHaveProperty('unusable');
    expect(reverseAnswer({ lat: '1' })).toHaveProperty('unusable');
  });

  it('Photon (photon/search-house-without-name.json): the label from the properties; no feature is empty', () => {
    expect(reverseAnswer(recorded('photon', 'search-house-without-name.json'))).toEqual({
      found: 'Via Guglielmo Marconi 71, 40122 Bologna',
    });
    expect(reverseAnswer(recorded('photon', 'search-no-results.json'))).toEqual({ empty: true });
  });
});

describe('issue 29 reverse request', () => {
  it('the endpoint beside the search endpoint, Nominatim or Photon parameters', () => {
    const base = (path: string) => new URL(path, 'https://example.org');
    expect(reverseUrl(base('/search')).href).toBe('https://example.org/reverse');
    expect(reverseUrl(base('/nominatim/search?x=1')).href).toBe('https://example.org/nominatim/reverse');
    expect(reverseUrl(base('/photon/api')).href).toBe('https://example.org/photon/reverse');
    expect(reverseUrl(base('/geo/')).href).toBe('https://example.org/geo/reverse');
    expect(reverseParams(base('/search'), POSITION, 'de')).toEqual([
      ['lat', '48.1372'],
      ['lon', '11.5755'],
      ['format', 'jsonv2'],
      ['addressdetails', '1'],
      ['zoom', '18'],
      ['accept-language', 'de'],
    ]);
    expect(reverseParams(base('/api'), POSITION, 'de')).toEqual([
      ['lat', '48.1372'],
      ['lon', '11.5755'],
      ['lang', 'de'],
      ['limit', '1'],
    ]);
  });

  it('services.reverse: one GET of /reverse; the label, ZERO_RESULTS, failures without the position', async () => {
    const { fetch, urls } = fakeFetch(
      { body: recorded('nominatim', 'reverse-jsonv2-house-without-name.json') },
      { body: recorded('nominatim', 'reverse-error-unable-to-geocode.json') },
      { status: 400, body: recorded('nominatim', 'reverse-error-400.json') },
    );
    const osm = services(fetch);
    await expect(osm.reverse(POSITION)).resolves.toEqual({
      status: 'OK',
      label: 'Via Guglielmo Marconi 71, 40122 Bologna',
    });
    const none = await osm.reverse(POSITION);
    expect(none).toMatchObject({ status: 'ZERO_RESULTS' });
    const failed = await osm.reverse(POSITION);
    expect(failed).toMatchObject({ status: 'INVALID_REQUEST' });
    expect(urls[0]).toBe(
      `${document.baseURI.replace(/\/[^/]*$/, '')}/reverse?lat=48.1372&lon=11.5755&format=jsonv2&addressdetails=1&zoom=18&accept-language=de`,
    );
    // The console detail names the endpoint, never the position.
    expect(JSON.stringify([none, failed])).not.toContain('48.13');
  });

  it('no geocoder configured: REQUEST_DENIED and no request', async () => {
    const { fetch, urls } = fakeFetch();
    const osm = services(fetch, 'de', blockOsmConfig({ geocoder: '' }));
    await expect(osm.reverse(POSITION)).resolves.toMatchObject({ status: 'REQUEST_DENIED' });
    expect(urls).toEqual([]);
  });
});

describe('issue 29 a route from the located start', () => {
  it('routes from originAt as it is: only the destination is geocoded', async () => {
    const fake = fakeFetch({ body: [KARLSPLATZ] }, { body: OSRM_WALKING });
    const outcome = await services(fake.fetch).route({
      origin: 'Mein Standort',
      destination: 'Karlsplatz 11',
      mode: 'WALKING',
      originAt: { lat: 48.1373943, lng: 11.5760552 },
    });
    expect(fake.urls).toEqual([
      'http://localhost/search?q=Karlsplatz%2011&format=jsonv2&limit=1&accept-language=de',
      ROUTE_URL,
    ]);
    expect(outcome).toMatchObject({ status: 'OK', origin: { lat: 48.1373943, lng: 11.5760552 } });
  });
});
