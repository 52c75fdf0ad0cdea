/**
 * 4.7–4.9, 8.5 on the OpenStreetMap provider: what the three services share (coordinates, wording,
 * unset engines, time limits).
 */
import * as fullLanguages from 'osrm-text-instructions/languages';
import type { MapServices } from '../services';
import * as otiLanguages from './oti-languages';
import { coordinate, wordForMode } from './services';
import { blockOsmConfig, CONFIG, fakeFetch, services } from './testing/engines';

describe('helpers', () => {
  test('coordinates have at most 6 decimals and no trailing zeros', () => {
    expect(coordinate(48.1374)).toBe('48.1374');
    expect(coordinate(11.57605529)).toBe('11.576055');
    expect(coordinate(-0.0000004)).toBe('0');
    expect(coordinate(11)).toBe('11');
  });

  test.each([
    ['Fahren Sie Richtung Norden auf Kaufingerstraße', 'Gehen Sie Richtung Norden auf Kaufingerstraße'],
    ['Geradeaus weiterfahren', 'Geradeaus weitergehen'],
    ['Weiterfahren auf Neuhauser Straße', 'Weitergehen auf Neuhauser Straße'],
    ['Leicht links auffahren auf Altstadtring', 'Leicht links weitergehen auf Altstadtring'],
    [
      'In den Kreisverkehr fahren und erste Ausfahrt nehmen',
      'In den Kreisverkehr gehen und erste Ausfahrt nehmen',
    ],
    ['Links abbiegen auf Fahrenheitstraße', 'Links abbiegen auf Fahrenheitstraße'],
    ['Fähre nehmen', 'Fähre nehmen'],
  ])('walking: %s → %s', (driving, walking) => {
    expect(wordForMode(driving, 'WALKING', 'de')).toBe(walking);
    expect(wordForMode(driving, 'BICYCLING', 'de')).toBe(driving);
    expect(wordForMode(driving, 'DRIVING', 'de')).toBe(driving);
  });

  test('English texts stay as they are', () => {
    expect(wordForMode('Continue straight', 'WALKING', 'en')).toBe('Continue straight');
  });

  test('the bundled language module is the package one restricted to de and en', () => {
    expect(otiLanguages.supportedCodes).toEqual(['de', 'en']);
    expect(otiLanguages.instructions).toEqual({
      de: fullLanguages.instructions.de,
      en: fullLanguages.instructions.en,
    });
    expect(otiLanguages.abbreviations).toEqual({
      de: fullLanguages.abbreviations.de,
      en: fullLanguages.abbreviations.en,
    });
    expect(Object.keys(fullLanguages.grammars)).not.toContain('de');
    expect(Object.keys(fullLanguages.grammars)).not.toContain('en');
  });
});

describe('unset engines', () => {
  test('the bundle names no server of its own: an empty endpoint is REQUEST_DENIED naming the setting, with no request', async () => {
    const fake = fakeFetch();
    const none = services(fake.fetch, 'de', blockOsmConfig({}));
    await expect(none.geocode('Marienplatz 8')).resolves.toEqual({
      status: 'REQUEST_DENIED',
      detail: 'Setting "osm.geocoder" is empty: this block has no geocoder to ask.',
    });
    await expect(
      none.nearby({ center: { lat: 48.1, lng: 11.5 }, radiusMeters: 500, type: 'cafe', maxResults: 5 }),
    ).resolves.toEqual({
      status: 'REQUEST_DENIED',
      detail: 'Setting "osm.overpass" is empty: this block has no overpass to ask.',
    });
    await expect(none.route({ origin: 'A', destination: 'B', mode: 'WALKING' })).resolves.toMatchObject({
      status: 'REQUEST_DENIED',
    });
    expect(blockOsmConfig({}).tiles).toBe('');
    expect(fake.urls).toEqual([]);
  });
});

describe('issue 25: an engine that never answers', () => {
  afterEach(() => jest.useRealTimers());
  const hanging = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;

  test.each([
    ['geocode', (s: MapServices) => s.geocode('Marienplatz 8')],
    [
      'nearby',
      (s: MapServices) =>
        s.nearby({ center: { lat: 48.137, lng: 11.575 }, radiusMeters: 500, type: 'cafe', maxResults: 5 }),
    ],
  ])('%s is NETWORK_ERROR once the block’s requestTimeoutMs has passed', async (_name, call) => {
    jest.useFakeTimers();
    let outcome: unknown;
    void call(services(hanging, 'de', { ...CONFIG, requestTimeoutMs: 5000 })).then(
      (result) => (outcome = result),
    );
    await jest.advanceTimersByTimeAsync(4999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({
      status: 'NETWORK_ERROR',
      detail: expect.stringContaining('no answer within 5000 ms') as string,
    });
  });

  test('without a setting, 10 s', async () => {
    jest.useFakeTimers();
    const outcome = services(hanging).geocode('Marienplatz 8');
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
  });
});
