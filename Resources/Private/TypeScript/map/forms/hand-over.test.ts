/** Issue 16: the radius search hands its results to a place search list. */
import { handOver, RESULTS_EVENT, type PlacesNearby } from './hand-over';

const CAFE = {
  id: 'node/1',
  source: 'osm',
  displayName: 'Café Remer',
  location: { lat: 48.137, lng: 11.575 },
};
const REQUEST = { center: { lat: 48.1378, lng: 11.5759 }, radiusMeters: 1000, type: 'cafe', maxResults: 20 };

function setup(answer: Awaited<ReturnType<PlacesNearby>>, names = true) {
  const list = document.createElement('section');
  const nearby = jest.fn<ReturnType<PlacesNearby>, Parameters<PlacesNearby>>().mockResolvedValue(answer);
  return { list, nearby, over: handOver(list, 'osm', nearby, names) };
}

describe('handOver', () => {
  it('asks the places API of the provider for the type within the radius, nearest first', async () => {
    const { nearby, over } = setup({ status: 'OK', value: [CAFE] });
    const signal = new AbortController().signal;
    await over.nearby(REQUEST, signal);
    expect(nearby).toHaveBeenCalledWith({
      source: 'osm',
      locationRestriction: { center: REQUEST.center, radius: 1000 },
      includedTypes: ['cafe'],
      maxResultCount: 20,
      rankPreference: 'DISTANCE',
      signal,
    });
  });

  it('gives the map markers (names unless hidden) and keeps the places for the list', async () => {
    const noLocation = { ...CAFE, id: 'node/2', location: null };
    const { over } = setup({ status: 'OK', value: [CAFE, noLocation] });
    expect(await over.nearby(REQUEST, new AbortController().signal)).toEqual({
      status: 'OK',
      places: [{ location: CAFE.location, name: 'Café Remer' }],
      results: [CAFE],
    });
    const hidden = setup({ status: 'OK', value: [CAFE] }, false);
    const found = await hidden.over.nearby(REQUEST, new AbortController().signal);
    expect(found.status === 'OK' && found.places[0]?.name).toBe('');
  });

  it('no place is ZERO_RESULTS; a failure keeps its status and detail', async () => {
    expect(
      (await setup({ status: 'OK', value: [] }).over.nearby(REQUEST, new AbortController().signal)).status,
    ).toBe('ZERO_RESULTS');
    expect(
      await setup({ status: 'NETWORK_ERROR', detail: 'HTTP 504' }).over.nearby(
        REQUEST,
        new AbortController().signal,
      ),
    ).toMatchObject({ status: 'NETWORK_ERROR', detail: 'HTTP 504' });
    expect(
      (await setup({ status: 'SOMETHING_NEW' }).over.nearby(REQUEST, new AbortController().signal)).status,
    ).toBe('UNKNOWN_ERROR');
  });

  it('shows the results on the list frame with sf:place-results', () => {
    const { list, over } = setup({ status: 'OK', value: [] });
    const seen: unknown[] = [];
    list.addEventListener(RESULTS_EVENT, (event) => seen.push((event as CustomEvent).detail));
    over.show([CAFE]);
    over.show([]);
    expect(seen).toEqual([
      { places: [CAFE], source: 'osm' },
      { places: [], source: 'osm' },
    ]);
  });
});
