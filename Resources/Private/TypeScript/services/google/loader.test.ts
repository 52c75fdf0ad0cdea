/**
 * 7.2 Loading the maps service: key, language de, region US, the places library; once per page
 * however many blocks; nothing requested before the block asks (after consent).
 */
import { mockInstances } from '@googlemaps/jest-mocks';
import {
  FakeGeocoder,
  FakePlace,
  FakeRoute,
  installGoogle,
  mapOptions,
  GOOGLE_CONFIG,
  RecordingMap,
  RecordingMarker,
} from '../../map/testing/mock-google';

jest.mock('@googlemaps/js-api-loader');

type LoaderApi = typeof import('@googlemaps/js-api-loader');
type LoaderModule = typeof import('./loader');
type ProviderModule = typeof import('../../map/google/index');

let api: LoaderApi;
let loader: LoaderModule;

/** Fresh modules per test: the loader is a page-wide singleton. */
async function freshModules(): Promise<void> {
  jest.resetModules();
  api = await import('@googlemaps/js-api-loader');
  loader = await import('./loader');
  jest.mocked(api.importLibrary).mockImplementation((name) => google.maps.importLibrary(name));
}

const EXPECTED_OPTIONS = { key: 'KEY-1', v: 'weekly', language: 'de', region: 'US', libraries: ['places'] };

beforeEach(async () => {
  installGoogle();
  await freshModules();
});

describe('7.2 loading Google Maps', () => {
  test('7.2 consent: importing the provider requests nothing (no setOptions, no importLibrary)', async () => {
    const provider: ProviderModule = await import('../../map/google/index');
    expect(provider.googleProvider.name).toBe('google');
    expect(api.setOptions).not.toHaveBeenCalled();
    expect(api.importLibrary).not.toHaveBeenCalled();
  });

  test('7.2 setOptions once with the key, language de, region US and the places library', async () => {
    const libraries = await loader.loadGoogle('KEY-1');
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith(EXPECTED_OPTIONS);
    expect(
      jest
        .mocked(api.importLibrary)
        .mock.calls.map(([name]) => name)
        .sort(),
    ).toEqual(['core', 'maps', 'marker']);
    expect(libraries.maps.Map).toBe(google.maps.Map);
    expect(libraries.marker).toHaveProperty('Marker', RecordingMarker);
    expect(libraries.core.event).toBe(google.maps.event);
  });

  test('7.2 two blocks on one page: one setOptions, one load, the same libraries', async () => {
    const [first, second] = await Promise.all([loader.loadGoogle('KEY-1'), loader.loadGoogle('KEY-1')]);
    const third = await loader.loadGoogle('KEY-1');
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.importLibrary).toHaveBeenCalledTimes(3);
  });

  test('7.2 the provider loads through the singleton: load and create of two blocks call setOptions once', async () => {
    const { googleProvider } = await import('../../map/google/index');
    const config = GOOGLE_CONFIG;
    await Promise.all([googleProvider.load(config), googleProvider.load(config)]);
    const options = mapOptions();
    await (await googleProvider.load(GOOGLE_CONFIG)).create(document.createElement('div'), options);
    await (await googleProvider.load(GOOGLE_CONFIG)).create(document.createElement('div'), options);
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith(EXPECTED_OPTIONS);
    expect(api.importLibrary).toHaveBeenCalledTimes(3);
  });

  test('7.2 a second block with another key does not call setOptions again (Google takes options once)', async () => {
    await loader.loadGoogle('KEY-1');
    await loader.loadGoogle('KEY-2');
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith(EXPECTED_OPTIONS);
  });

  test('7.2 the key is trimmed', async () => {
    await loader.loadGoogle('  KEY-1 ');
    expect(api.setOptions).toHaveBeenCalledWith(EXPECTED_OPTIONS);
  });

  test('8.1 no key: rejects with a clear Error and requests nothing', async () => {
    await expect(loader.loadGoogle('  ')).rejects.toThrow(/no API key configured.*google\.apiKey/);
    expect(api.setOptions).not.toHaveBeenCalled();
    expect(api.importLibrary).not.toHaveBeenCalled();
  });

  test('8.1 a failed load rejects with an Error naming the cause; the next call tries again', async () => {
    jest
      .mocked(api.importLibrary)
      .mockRejectedValueOnce(new Error('The Google Maps JavaScript API could not load.'));
    const failed = loader.loadGoogle('KEY-1');
    await expect(failed).rejects.toThrow(
      'Google Maps could not be loaded: The Google Maps JavaScript API could not load.',
    );
    await expect(failed).rejects.toBeInstanceOf(Error);
    const retried = await loader.loadGoogle('KEY-1');
    expect(retried.maps.Map).toBe(google.maps.Map);
    expect(api.setOptions).toHaveBeenCalledTimes(1);
  });

  test('8.1 a failed load is reported by provider.load; no map is created', async () => {
    const { googleProvider } = await import('../../map/google/index');
    jest.mocked(api.importLibrary).mockRejectedValue(new Error('offline'));
    await expect(googleProvider.load(GOOGLE_CONFIG)).rejects.toThrow(
      'Google Maps could not be loaded: offline',
    );
    expect(mockInstances.get(RecordingMap)).toHaveLength(0);
  });
});

describe('4.7–4.9 the service libraries load lazily', () => {
  const imported = () =>
    jest
      .mocked(api.importLibrary)
      .mock.calls.map(([name]) => name)
      .sort();

  test('loadGoogleServices imports geocoding, places and routes once per page, with the one setOptions', async () => {
    await loader.loadGoogle('KEY-1');
    expect(imported()).toEqual(['core', 'maps', 'marker']);
    const [first, second] = await Promise.all([
      loader.loadGoogleServices('KEY-1'),
      loader.loadGoogleServices('KEY-1'),
    ]);
    expect(second).toBe(first);
    expect(await loader.loadGoogleServices('KEY-1')).toBe(first);
    expect(imported()).toEqual(['core', 'geocoding', 'maps', 'marker', 'places', 'routes']);
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith(EXPECTED_OPTIONS);
    expect(first.geocoding.Geocoder).toBe(FakeGeocoder);
    expect(first.places.Place).toBe(FakePlace);
    expect(first.routes.Route).toBe(FakeRoute);
  });

  test('no key: rejects without a request; a failed import rejects and the next call tries again', async () => {
    await expect(loader.loadGoogleServices(' ')).rejects.toThrow(/no API key configured/);
    expect(api.importLibrary).not.toHaveBeenCalled();
    jest.mocked(api.importLibrary).mockRejectedValueOnce(new Error('offline'));
    await expect(loader.loadGoogleServices('KEY-1')).rejects.toThrow(
      'Google Maps could not be loaded: offline',
    );
    await expect(loader.loadGoogleServices('KEY-1')).resolves.toHaveProperty('routes');
  });

  test('the map does not wait for them: provider.services imports them on the first service call only', async () => {
    const { googleProvider } = await import('../../map/google/index');
    await (await googleProvider.load(GOOGLE_CONFIG)).create(document.createElement('div'), mapOptions());
    const services = (await googleProvider.load(GOOGLE_CONFIG)).services;
    expect(imported()).toEqual(['core', 'maps', 'marker']);
    await expect(services.geocode('Marienplatz 1, München')).resolves.toMatchObject({
      status: 'ZERO_RESULTS',
    });
    expect(FakeGeocoder.geocode).toHaveBeenCalledWith({ address: 'Marienplatz 1, München' });
    expect(imported()).toEqual(['core', 'geocoding', 'maps', 'marker', 'places', 'routes']);
    await services.nearby({
      center: { lat: 48.1, lng: 11.5 },
      radiusMeters: 500,
      type: 'cafe',
      maxResults: 5,
    });
    await services.route({ origin: 'A', destination: 'B', mode: 'DRIVING' });
    expect(FakePlace.searchNearby).toHaveBeenCalledTimes(1);
    expect(FakeRoute.computeRoutes).toHaveBeenCalledTimes(1);
    expect(api.importLibrary).toHaveBeenCalledTimes(6);
    expect(api.setOptions).toHaveBeenCalledTimes(1);
  });

  test('a failed service import resolves as NETWORK_ERROR; the map is unaffected', async () => {
    const { googleProvider } = await import('../../map/google/index');
    const services = (await googleProvider.load(GOOGLE_CONFIG)).services;
    jest.mocked(api.importLibrary).mockRejectedValueOnce(new Error('offline'));
    await expect(services.geocode('München')).resolves.toMatchObject({
      status: 'NETWORK_ERROR',
      detail: 'Google Maps could not be loaded: offline',
    });
    await expect(services.geocode('München')).resolves.toMatchObject({ status: 'ZERO_RESULTS' });
  });
});

describe('issue 16 the places library alone, for the Places UI Kit', () => {
  const imported = () => jest.mocked(api.importLibrary).mock.calls.map(([name]) => name);

  test('loadGooglePlaces imports only the places library, once per page, with the one setOptions', async () => {
    const [first, second] = await Promise.all([
      loader.loadGooglePlaces('KEY-1'),
      loader.loadGooglePlaces('KEY-1'),
    ]);
    expect(second).toBe(first);
    expect(await loader.loadGooglePlaces('KEY-1')).toBe(first);
    expect(imported()).toEqual(['places']);
    expect(first.Place).toBe(FakePlace);
    await loader.loadGoogle('KEY-1');
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith(EXPECTED_OPTIONS);
  });

  test('no key: rejects without a request; a failed import rejects and the next call tries again', async () => {
    await expect(loader.loadGooglePlaces(' ')).rejects.toThrow(/no API key configured.*google\.apiKey/);
    expect(api.setOptions).not.toHaveBeenCalled();
    expect(api.importLibrary).not.toHaveBeenCalled();
    jest.mocked(api.importLibrary).mockRejectedValueOnce(new Error('offline'));
    await expect(loader.loadGooglePlaces('KEY-1')).rejects.toThrow(
      'Google Maps could not be loaded: offline',
    );
    await expect(loader.loadGooglePlaces('KEY-1')).resolves.toHaveProperty('Place', FakePlace);
    expect(imported()).toEqual(['places', 'places']);
  });
});
