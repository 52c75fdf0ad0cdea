/** Issue 29: reverse geocoding on Google (Geocoder.geocode with a location), only through the services. */
import { setLanguage } from '../../core/i18n';
import type { GoogleServiceLibraries } from '../../services/google/loader';
import {
  FakeGeocoder,
  FakeMapsRequestError,
  FakePlace,
  FakeRoute,
  installGoogle,
  latLng,
  mockLibraries,
  mockServiceLibraries,
} from '../testing/mock-google';
import { withheldDetail } from '../../services/outcome';
import { googleServices, reverseLabel, reverseRequest } from './services';

const POSITION = { lat: 48.1372, lng: 11.5755 };

beforeEach(() => {
  installGoogle();
  setLanguage('de');
});
afterAll(() => setLanguage(undefined));

async function make(load: () => Promise<GoogleServiceLibraries> = mockServiceLibraries) {
  const loader = jest.fn(load);
  return {
    services: googleServices(await mockLibraries(), { apiKey: 'KEY-1', placeNames: true }, loader),
    loader,
  };
}

describe('issue 29 reverse: Geocoder.geocode({ location })', () => {
  test('asks with the position only and takes the street address', async () => {
    FakeGeocoder.geocode.mockResolvedValue({
      results: [
        {
          geometry: { location: latLng(48.137, 11.575) },
          formatted_address: 'Altstadt, München',
          types: ['political'],
        },
        {
          geometry: { location: latLng(48.137, 11.575) },
          formatted_address: 'Marienplatz 1, 80331 München, Deutschland',
          types: ['street_address'],
        },
      ],
    });
    const { services } = await make();
    await expect(services.reverse(POSITION)).resolves.toEqual({
      status: 'OK',
      label: 'Marienplatz 1, 80331 München, Deutschland',
    });
    expect(FakeGeocoder.geocode.mock.calls).toEqual([[{ location: POSITION }]]);
    expect(reverseRequest(POSITION)).toEqual({ location: POSITION });
  });

  test('no street address: the first result; none at all: ZERO_RESULTS without the position in the detail', async () => {
    expect(reverseLabel([{ formatted_address: 'München, Deutschland' }])).toBe('München, Deutschland');
    expect(reverseLabel([])).toBeUndefined();
    FakeGeocoder.geocode.mockResolvedValue({ results: [] });
    const { services } = await make();
    const outcome = await services.reverse(POSITION);
    expect(outcome).toMatchObject({ status: 'ZERO_RESULTS' });
    expect(JSON.stringify(outcome)).not.toContain('48.13');
  });

  test('a rejection is a status (never a throw); libraries that fail to load are NETWORK_ERROR', async () => {
    FakeGeocoder.geocode.mockRejectedValue(new FakeMapsRequestError('REQUEST_DENIED', 'GEOCODER_GEOCODE'));
    const { services } = await make();
    await expect(services.reverse(POSITION)).resolves.toMatchObject({ status: 'REQUEST_DENIED' });
    const broken = await make(() => Promise.reject(new Error('offline')));
    await expect(broken.services.reverse(POSITION)).resolves.toMatchObject({ status: 'NETWORK_ERROR' });
  });

  test('a route from the located start goes to Routes with the position, not the label', async () => {
    const { services } = await make();
    await services.route({
      origin: 'Mein Standort',
      destination: 'Odeonsplatz',
      mode: 'WALKING',
      originAt: POSITION,
    });
    expect(FakeRoute.computeRoutes.mock.calls[0]?.[0]).toMatchObject({
      origin: POSITION,
      destination: 'Odeonsplatz',
    });
  });
});

describe('failures from the visitor position on Google', () => {
  /** Google's message may repeat the request; the failure names the call and the code apart from it. */
  const repeating = () =>
    new FakeMapsRequestError(
      'INVALID_ARGUMENT',
      'PLACES_SEARCH_NEARBY',
      `bad center ${POSITION.lat},${POSITION.lng}`,
    );

  test('reverse, nearby and route: engine and code apart from the detail, the console words carry no coordinate', async () => {
    FakeGeocoder.geocode.mockRejectedValue(repeating());
    FakePlace.searchNearby.mockRejectedValue(repeating());
    FakeRoute.computeRoutes.mockRejectedValue(repeating());
    const { services } = await make();
    const failures = [
      await services.reverse(POSITION),
      await services.nearby({ center: POSITION, radiusMeters: 1000, type: 'cafe', maxResults: 20 }),
      await services.route({
        origin: 'Mein Standort',
        destination: 'Odeonsplatz',
        mode: 'WALKING',
        originAt: POSITION,
      }),
    ];
    const words = failures.map((failure) => (failure.status === 'OK' ? 'OK' : withheldDetail(failure)));
    expect(words).toEqual([
      expect.stringMatching(/^Google Geocoder\.geocode \(reverse\): code INVALID_ARGUMENT; /),
      expect.stringMatching(/^Google Place\.searchNearby: code INVALID_ARGUMENT; /),
      expect.stringMatching(/^Google Route\.computeRoutes: code INVALID_ARGUMENT; /),
    ]);
    expect(words.join('\n')).not.toMatch(/48\.1|11\.57/);
  });
});
