/**
 * 4.7, 8.5 on the OpenStreetMap provider: the exact geocoder request, and how its answers become
 * outcomes (never a rejection).
 */
import { SERVICE_STATUSES } from '../services';
import { CONFIG, fakeFetch, KARLSPLATZ, MARIENPLATZ, services } from './testing/engines';

describe('geocode', () => {
  test('sends the address as typed, percent-encoded, with jsonv2, limit 1 and the page language', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] });
    await services(fake.fetch).geocode('Frauenplatz 12, 80331 München & Co');
    expect(fake.urls).toEqual([
      'http://localhost/search?q=Frauenplatz%2012%2C%2080331%20M%C3%BCnchen%20%26%20Co&format=jsonv2&limit=1&accept-language=de',
    ]);
    const english = fakeFetch({ body: [MARIENPLATZ] });
    await services(english.fetch, 'en').geocode('x');
    expect(english.urls[0]).toBe('http://localhost/search?q=x&format=jsonv2&limit=1&accept-language=en');
  });

  test('keeps an absolute endpoint and its own parameters', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ] });
    await services(fake.fetch, 'de', {
      ...CONFIG,
      geocoder: 'https://nominatim.example.org/search?countrycodes=de',
    }).geocode('Marienplatz 8');
    expect(fake.urls).toEqual([
      'https://nominatim.example.org/search?countrycodes=de&q=Marienplatz%208&format=jsonv2&limit=1&accept-language=de',
    ]);
  });

  test('parses Nominatim string coordinates and takes display_name as the label', async () => {
    const fake = fakeFetch({ body: [MARIENPLATZ, KARLSPLATZ] });
    await expect(services(fake.fetch).geocode('Marienplatz 8')).resolves.toEqual({
      status: 'OK',
      location: { lat: 48.1373943, lng: 11.5760552 },
      label: '8, Marienplatz, Altstadt, 80331 München, Deutschland',
    });
  });

  test('[] is ZERO_RESULTS', async () => {
    const fake = fakeFetch({ body: [] });
    const outcome = await services(fake.fetch).geocode('Nirgendwo 1');
    expect(outcome.status).toBe('ZERO_RESULTS');
  });

  test('an empty address is INVALID_REQUEST without a request', async () => {
    const fake = fakeFetch();
    await expect(services(fake.fetch).geocode('  ')).resolves.toMatchObject({ status: 'INVALID_REQUEST' });
    expect(fake.calls).not.toHaveBeenCalled();
  });

  test.each([
    [429, 'OVER_QUERY_LIMIT'],
    [401, 'REQUEST_DENIED'],
    [403, 'REQUEST_DENIED'],
    [400, 'INVALID_REQUEST'],
    [500, 'UNKNOWN_ERROR'],
    // Issue 11: a gateway or a server that is down is a service not reachable, not an error of it.
    [502, 'NETWORK_ERROR'],
    [503, 'NETWORK_ERROR'],
    [504, 'NETWORK_ERROR'],
    [404, 'UNKNOWN_ERROR'],
  ])('HTTP %i is %s, with the URL and the status in the detail', async (status, expected) => {
    const fake = fakeFetch({ status, body: '<html>error</html>' });
    const outcome = await services(fake.fetch).geocode('Marienplatz 8');
    expect(outcome.status).toBe(expected);
    expect(outcome).toHaveProperty(
      'detail',
      expect.stringContaining(
        `http://localhost/search?q=Marienplatz%208&format=jsonv2&limit=1&accept-language=de`,
      ),
    );
    expect(outcome).toHaveProperty('detail', expect.stringContaining(`HTTP ${status}`));
  });

  test('a network failure is NETWORK_ERROR', async () => {
    const fake = fakeFetch(new TypeError('Failed to fetch'));
    const outcome = await services(fake.fetch).geocode('Marienplatz 8');
    expect(outcome.status).toBe('NETWORK_ERROR');
    expect(outcome).toHaveProperty('detail', expect.stringContaining('Failed to fetch'));
  });

  test.each([
    ['not JSON', 'Bad gateway'],
    ['an object', { error: 'x' }],
    ['a result without coordinates', [{ display_name: 'x' }]],
    ['unparseable coordinates', [{ lat: 'north', lon: '11.5', display_name: 'x' }]],
  ])('a 200 with %s is UNKNOWN_ERROR', async (_what, body) => {
    const fake = fakeFetch({ body });
    await expect(services(fake.fetch).geocode('Marienplatz 8')).resolves.toMatchObject({
      status: 'UNKNOWN_ERROR',
    });
  });

  test('an aborted request resolves as UNKNOWN_ERROR "aborted"', async () => {
    const controller = new AbortController();
    const fake = fakeFetch(() => {
      controller.abort();
      return Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    });
    await expect(services(fake.fetch).geocode('Marienplatz 8', controller.signal)).resolves.toEqual({
      status: 'UNKNOWN_ERROR',
      detail: 'aborted',
    });
    // The request itself is aborted with the caller's signal (core/http.ts links the two).
    expect(fake.signals[0]?.aborted).toBe(true);
    // Already aborted: no request at all.
    const none = fakeFetch();
    await expect(services(none.fetch).geocode('x', controller.signal)).resolves.toEqual({
      status: 'UNKNOWN_ERROR',
      detail: 'aborted',
    });
    expect(none.calls).not.toHaveBeenCalled();
  });

  test('every status is one of the interface', async () => {
    for (const status of [200, 400, 401, 403, 429, 500]) {
      const outcome = await services(fakeFetch({ status, body: [] }).fetch).geocode('x');
      expect(SERVICE_STATUSES).toContain(outcome.status);
    }
  });
});
