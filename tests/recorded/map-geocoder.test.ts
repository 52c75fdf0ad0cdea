/**
 * Issue 27: the map forms' geocoder (map/osm/services.ts) on a real Photon's answers. `osm.geocoder`
 * may be Photon's `…/api` (Documentation/maps.md): it is asked only what Photon accepts (a `format`
 * or `accept-language` is a 400 'Unknown query parameter' there) and its FeatureCollection is read.
 */
import { setLanguage } from '../../Resources/Private/TypeScript/core/i18n';
import { osmServices } from '../../Resources/Private/TypeScript/map/osm/services';
import { answering, recording } from './geo-harness';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

const geocode = (file: string, status?: number) => {
  const scripted = answering({ text: recording('photon', file), status });
  const services = osmServices(
    { geocoder: 'https://photon.example.org/api', router: '', overpass: '' } as never,
    { fetch: scripted.fetch },
  );
  return { outcome: services.geocode('Olympischer Platz 3, Berlin'), urls: scripted.urls };
};

describe('issue 27: the map forms geocode with a Photon endpoint', () => {
  it('search-berlin.json: q, lang and limit only; the first feature’s position and a label from its properties', async () => {
    const { outcome, urls } = geocode('search-berlin.json');
    const result = await outcome;
    expect(new URL(urls[0]!).searchParams.toString()).toBe('q=Olympischer+Platz+3%2C+Berlin&lang=de&limit=1');
    expect(result).toMatchObject({ status: 'OK' });
    const found = result as { location: { lat: number; lng: number }; label: string };
    expect(Number.isFinite(found.location.lat) && Number.isFinite(found.location.lng)).toBe(true);
    expect(found.label).not.toBe('');
  });

  it('search-no-results.json: ZERO_RESULTS', async () => {
    expect(await geocode('search-no-results.json').outcome).toMatchObject({ status: 'ZERO_RESULTS' });
  });

  it('error-400-bbox.json (HTTP 400): a failure, not a position', async () => {
    const result = await geocode('error-400-bbox.json', 400).outcome;
    expect(result.status).not.toBe('OK');
  });
});
