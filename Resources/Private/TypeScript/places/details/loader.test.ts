/** 4.12 load states of a place details widget. */
import { Place } from '../model';
import type { PlaceOutcome } from '../source';
import { fieldsFor, missingFields } from './content';
import { PlaceLoader, sameRequest, type FetchingRequest, type LoaderSnapshot } from './loader';

interface Call {
  request: FetchingRequest;
  fields: string[];
  signal: AbortSignal;
  resolve(outcome: PlaceOutcome<Place>): void;
  reject(error: unknown): void;
}

function setup() {
  const calls: Call[] = [];
  const states: string[] = [];
  const loader = new PlaceLoader(
    (request, fields, signal) =>
      new Promise((resolve, reject) => calls.push({ request, fields, signal, resolve, reject })),
    (snapshot: LoaderSnapshot) => states.push(snapshot.state),
  );
  return { loader, calls, states };
}

const place = (id: string, name = 'Café Remer') => new Place({ id }, 'osm', { displayName: name });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const REMER = { kind: 'id', id: 'node/699812911' } as const;

describe('4.12 load states', () => {
  it('empty → loading → success, with the fields the content reads', async () => {
    const { loader, calls, states } = setup();
    expect(loader.snapshot.state).toBe('empty');
    loader.set(REMER, ['title', 'rating']);
    expect(states).toEqual(['loading']);
    expect(calls[0]?.fields).toEqual(['displayName', 'rating', 'userRatingCount']);
    calls[0]?.resolve({ status: 'OK', value: place('node/699812911') });
    await flush();
    expect(states).toEqual(['loading', 'success']);
    expect(loader.snapshot.place?.displayName).toBe('Café Remer');
  });

  it('a failure is the error state with its status; a rejected fetch too', async () => {
    const { loader, calls, states } = setup();
    loader.set(REMER, ['title']);
    calls[0]?.resolve({ status: 'NOT_FOUND', detail: 'no such place' });
    await flush();
    expect(states).toEqual(['loading', 'error']);
    expect(loader.snapshot.failure).toEqual({ status: 'NOT_FOUND', detail: 'no such place' });
    loader.set({ kind: 'id', id: 'node/2' }, ['title']);
    calls[1]?.reject(new Error('Place: `id` invalid'));
    await flush();
    expect(loader.snapshot).toMatchObject({
      state: 'error',
      failure: { status: 'INVALID_REQUEST', detail: 'Place: `id` invalid' },
    });
  });

  it('a new request fetches again and the older answer is dropped', async () => {
    const { loader, calls } = setup();
    loader.set(REMER, ['title']);
    loader.set({ kind: 'id', id: 'node/447786250' }, ['title']);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.resolve({ status: 'OK', value: place('node/447786250', 'Woerner´s') });
    calls[0]?.resolve({ status: 'OK', value: place('node/699812911') });
    await flush();
    expect(loader.snapshot.place?.displayName).toBe('Woerner´s');
  });

  it('the same request again fetches nothing', async () => {
    const { loader, calls } = setup();
    loader.set(REMER, ['title']);
    calls[0]?.resolve({ status: 'OK', value: place('node/699812911') });
    await flush();
    loader.set({ kind: 'id', id: 'node/699812911' }, ['title']);
    expect(calls).toHaveLength(1);
  });

  it('a content change fetches again only when the place lacks a field, asking for old and new', async () => {
    const { loader, calls, states } = setup();
    loader.set(REMER, ['title', 'rating']);
    calls[0]?.resolve({ status: 'OK', value: place('node/699812911') });
    await flush();
    loader.set(REMER, ['rating']);
    expect(calls).toHaveLength(1);
    loader.set(REMER, ['title', 'summary']);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.fields).toEqual(['displayName', 'rating', 'userRatingCount', 'editorialSummary']);
    // The place stays shown while the fuller one loads.
    expect(loader.snapshot).toMatchObject({ state: 'loading', place: { displayName: 'Café Remer' } });
    calls[1]?.resolve({ status: 'OK', value: place('node/699812911') });
    await flush();
    expect(states).toEqual(['loading', 'success', 'loading', 'success']);
  });

  it('removing the request or the content clears the widget and stops a fetch', async () => {
    const { loader, calls, states } = setup();
    loader.set(REMER, ['title']);
    loader.set(null, ['title']);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(loader.snapshot).toEqual({ state: 'empty', place: null, failure: null, request: null });
    loader.set(REMER, ['title']);
    calls[1]?.resolve({ status: 'OK', value: place('node/699812911') });
    await flush();
    loader.set(REMER, []);
    expect(states).toEqual(['loading', 'empty', 'loading', 'success', 'empty']);
    // And back: the request fetches again.
    loader.set(REMER, ['title']);
    expect(calls).toHaveLength(3);
  });

  it('a Place given whole needs no fetch', () => {
    const { loader, calls, states } = setup();
    const given = place('cms:zentrale', 'Zentrale');
    loader.set({ kind: 'place', place: given }, ['title', 'reviews']);
    expect(calls).toHaveLength(0);
    expect(states).toEqual(['success']);
    expect(loader.snapshot.place).toBe(given);
  });
});

describe('content and fields', () => {
  it('fieldsFor: every field once, displayName always', () => {
    expect(fieldsFor(['mapsLink', 'address'])).toEqual([
      'displayName',
      'googleMapsURI',
      'openStreetMapURI',
      'location',
      'formattedAddress',
    ]);
    expect(fieldsFor(['features'])).toContain('hasWiFi');
    expect(missingFields(['displayName', 'rating'], new Set(['displayName']))).toEqual(['rating']);
  });

  it('sameRequest compares id, location and source; a Place by identity', () => {
    expect(sameRequest(REMER, { kind: 'id', id: 'node/699812911' })).toBe(true);
    expect(sameRequest(REMER, { kind: 'id', id: 'node/699812911', source: 'osm' })).toBe(false);
    expect(
      sameRequest(
        { kind: 'location', location: { lat: 1, lng: 2 } },
        { kind: 'location', location: { lat: 1, lng: 2 } },
      ),
    ).toBe(true);
    const p = place('x');
    expect(sameRequest({ kind: 'place', place: p }, { kind: 'place', place: p })).toBe(true);
    expect(sameRequest({ kind: 'place', place: p }, { kind: 'place', place: place('x') })).toBe(false);
  });
});
