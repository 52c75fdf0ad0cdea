/**
 * The forms' planning, alone: fields in, a request or the German sentence out (4.7–4.9, 5.1). The
 * runner and the drawing are tested through the forms in forms.test.ts.
 */
import { setLanguage, t } from '../../core/i18n';
import { planDirections, routeSummary } from './directions';
import { locationsWithin, mapSearchMessage, planMapSearch } from './map-search';
import { isRefusal, readFields, refuse, resolveAddress } from './plan';
import {
  clampedNote,
  nearbyRequest,
  placeMarkerSpecs,
  planRadiusSearch,
  radiusFoundMessage,
} from './radius-search';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('5.1 the address', () => {
  it.each([
    ['Marienplatz 8', '', 'Marienplatz 8'],
    ['  Marienplatz 8 ', 'Karlsplatz 11', 'Marienplatz 8'],
    ['', 'Karlsplatz 11', 'Karlsplatz 11'],
    ['   ', ' ', undefined],
    [undefined, '', undefined],
  ])('typed %j with fallback %j → %j', (typed, fallback, expected) => {
    expect(resolveAddress(typed, fallback)).toBe(expected);
  });
});

describe('4.7 radius search plan', () => {
  it.each([
    [
      { address: 'Marienplatz 8', radius: '1,5', type: 'cafe' },
      '',
      { address: 'Marienplatz 8', km: 1.5, type: 'cafe' },
    ],
    [{ address: '', radius: '2' }, 'Karlsplatz 11', { address: 'Karlsplatz 11', km: 2, type: '' }],
    [{ address: '', radius: '2' }, '', refuse(t('map.form.noAddress'))],
    [{ address: 'Marienplatz 8', radius: 'weit' }, '', refuse(t('map.form.badRadius'))],
    [{ address: 'Marienplatz 8', radius: '0' }, '', refuse(t('map.form.badRadius'))],
  ])('%j (fallback %j) → %j', (fields, fallback, expected) => {
    expect(planRadiusSearch(fields, fallback)).toEqual(expected);
  });

  it('the radius is km × 1000, clamped to the service limit, and the clamp is said', () => {
    const center = { lat: 48.137, lng: 11.576 };
    const within = nearbyRequest({ address: 'a', km: 1.5, type: 'bar' }, center, 50_000);
    expect(within).toEqual({
      request: { center, radiusMeters: 1500, type: 'bar', maxResults: 20 },
      wantedMeters: 1500,
    });
    expect(clampedNote(1500, 1500)).toBe('');
    const clamped = nearbyRequest({ address: 'a', km: 80, type: 'bar' }, center, 50_000);
    expect(clamped.request.radiusMeters).toBe(50_000);
    expect(clamped.wantedMeters).toBe(80_000);
    expect(clampedNote(50_000, 80_000)).toBe(` ${t('map.nearby.clamped', { radius: '50 km' })}`);
  });

  it('results become place markers; a nameless place is numbered', () => {
    const specs = placeMarkerSpecs([
      { name: 'Café Luitpold', location: { lat: 1, lng: 2 } },
      { name: '', location: { lat: 3, lng: 4 } },
    ]);
    expect(specs.map((spec) => [spec.kind, spec.title, spec.index])).toEqual([
      ['place', 'Café Luitpold', 0],
      ['place', t('map.nearby.place', { number: 2 }), 1],
    ]);
    expect(radiusFoundMessage(1, 1000)).toBe(t('map.nearby.foundOne', { radius: '1 km' }));
    expect(radiusFoundMessage(3, 1500)).toBe(t('map.nearby.found', { count: 3, radius: '1,5 km' }));
  });
});

describe('4.8 map search plan', () => {
  it.each([
    [
      { address: 'Marienplatz 8', radius: '03,7' },
      { address: 'Marienplatz 8', radiusMeters: 3000 },
    ],
    [
      { address: 'Marienplatz 8', radius: '3 km' },
      { address: 'Marienplatz 8', radiusMeters: 3000 },
    ],
    [{ address: 'Marienplatz 8', radius: '-1' }, refuse(t('map.form.badRadius'))],
    [{ radius: '1' }, refuse(t('map.form.noAddress'))],
  ])('%j → %j', (fields, expected) => {
    expect(planMapSearch(fields, '')).toEqual(expected);
  });

  it('keeps the locations nearer than the radius, nearest first, and says how many', () => {
    const locations = [
      { latitude: 48.1535, longitude: 11.5817 }, // Schwabing, ~1.9 km
      { latitude: 48.13743, longitude: 11.57549 }, // ~40 m
      { latitude: 48.1392, longitude: 11.5788 }, // ~260 m
    ] as Parameters<typeof locationsWithin>[0];
    const shown = locationsWithin(locations, { lat: 48.13739, lng: 11.57606 }, 1000);
    expect(shown.map((entry) => entry.index)).toEqual([1, 2]);
    expect(mapSearchMessage(2, 3, 1000)).toBe(t('map.search.found', { count: 2, total: 3, radius: '1 km' }));
    expect(mapSearchMessage(0, 3, 1000)).toBe(t('map.search.none', { radius: '1 km' }));
  });
});

describe('4.9 directions plan', () => {
  const modes = ['DRIVING', 'WALKING', 'BICYCLING'] as const;
  it.each([
    [{ origin: 'A', destination: 'B', mode: 'WALKING' }, '', { from: 'A', to: 'B', mode: 'WALKING' }],
    [
      { origin: '', destination: 'B', mode: 'DRIVING' },
      'Zentrale',
      { from: 'Zentrale', to: 'B', mode: 'DRIVING' },
    ],
    [{ origin: '', destination: ' ', mode: 'DRIVING' }, 'Zentrale', refuse(t('map.form.noRouteAddresses'))],
    [{ origin: 'A', destination: '', mode: 'DRIVING' }, '', refuse(t('map.form.noRouteAddresses'))],
    [{ origin: 'A', destination: 'B', mode: 'TRANSIT' }, '', refuse(t('map.form.modeUnavailable'))],
    [{ origin: 'A', destination: 'B' }, '', refuse(t('map.form.modeUnavailable'))],
  ])('%j (fallback %j) → %j', (fields, fallback, expected) => {
    expect(planDirections(fields, fallback, modes)).toEqual(expected);
  });

  it('the summary gives distance and duration in German', () => {
    const summary = routeSummary({
      distanceMeters: 1234,
      durationSeconds: 3720,
      steps: [],
      path: [],
      origin: { lat: 0, lng: 0 },
      destination: { lat: 0, lng: 0 },
    });
    expect(summary).toContain('1,2 km');
    expect(summary).toContain('1 Std. 2 Min.');
  });
});

describe('the fields', () => {
  it('reads text and select values; disabled controls are not submitted, and an unroutable mode is refused', () => {
    document.body.innerHTML = `<form><input name="address" value="Marienplatz 8">
      <select name="mode"><option value="TRANSIT" disabled selected>ÖPNV</option><option value="WALKING">zu Fuß</option></select>
      <input name="radius" value="2" disabled></form>`;
    const fields = readFields(document.querySelector('form')!);
    expect(fields.address).toBe('Marienplatz 8');
    expect(fields).not.toHaveProperty('radius');
    expect(isRefusal(planDirections({ ...fields, origin: 'A', destination: 'B' }, '', ['WALKING']))).toBe(
      true,
    );
  });
});
