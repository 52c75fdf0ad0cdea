/** Issue 16: a place shown on a map block by a linked search list or autocomplete. */
import { FakeMap } from './testing/fake-provider';
import { placeTarget, readShowRequest, SHOWN_PLACE_ZOOM, ShownPlace, type FetchPlace } from './shown-place';

const RATHAUS = {
  id: 'relation/147095',
  displayName: 'Neues Rathaus',
  formattedAddress: 'Marienplatz 8, 80331 München',
  location: { lat: 48.1377937, lng: 11.5759276 },
};

function setup(fetchPlace: FetchPlace = () => Promise.resolve({ status: 'OK', value: RATHAUS })) {
  const frame = document.createElement('section');
  const report = jest.fn<undefined, [string]>();
  const fetch = jest.fn(fetchPlace);
  const shown = new ShownPlace({ frame, fetchPlace: fetch, report });
  const map = new FakeMap(document.createElement('div'));
  return { frame, report, fetch, shown, map };
}

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('readShowRequest', () => {
  it('reads a place, a location, an id, and null', () => {
    expect(readShowRequest({ place: RATHAUS })).toEqual({
      target: { location: RATHAUS.location, name: 'Neues Rathaus', address: 'Marienplatz 8, 80331 München' },
    });
    expect(readShowRequest({ location: { lat: 48.1, lng: 11.5 }, title: 'Treffpunkt' })).toEqual({
      target: { location: { lat: 48.1, lng: 11.5 }, name: 'Treffpunkt', address: '' },
    });
    expect(readShowRequest({ id: ' node/1 ', source: 'osm' })).toEqual({ id: 'node/1', source: 'osm' });
    expect(readShowRequest(null)).toEqual({ clear: true });
  });

  it('names what is wrong with a request that is not a place', () => {
    const error = (read: ReturnType<typeof readShowRequest>): string => ('error' in read ? read.error : '');
    expect(error(readShowRequest('Marienplatz'))).toContain('must be an object');
    expect(readShowRequest({ place: { displayName: 'Ohne Ort' } })).toEqual({
      error: 'request.place has no location (lat, lng)',
    });
    expect(error(readShowRequest({ location: { lat: 91, lng: 0 } }))).toContain('request.location');
    expect(error(readShowRequest({ id: '' }))).toContain('must name a place');
  });

  it('a place without a location is no target', () => {
    expect(placeTarget({ ...RATHAUS, location: null })).toBeUndefined();
    expect(placeTarget({ location: { lat: 1, lng: 2 } })).toEqual({
      location: { lat: 1, lng: 2 },
      name: '',
      address: '',
    });
  });
});

describe('ShownPlace', () => {
  it('centres on the place, zooms in, puts one place marker there and opens its name and address as text', () => {
    const { frame, shown, map } = setup();
    shown.activate(map);
    shown.show({ place: { ...RATHAUS, displayName: '<img src=x onerror=alert(1)>' } });
    expect(map.center).toEqual(RATHAUS.location);
    expect(map.zoom).toBe(SHOWN_PLACE_ZOOM);
    expect(map.extra.map((marker) => [marker.spec.kind, marker.spec.title])).toEqual([
      ['place', '<img src=x onerror=alert(1)>'],
    ]);
    const content = map.info?.content as HTMLElement;
    expect(content.querySelector('img')).toBeNull();
    expect(content.textContent).toBe('<img src=x onerror=alert(1)>Marienplatz 8, 80331 München');
    expect(frame.getAttribute('data-sf-map-place')).toBe('shown');
  });

  it('never zooms out, and a newer place replaces the marker; null takes it away', () => {
    const { frame, shown, map } = setup();
    map.zoom = 19;
    shown.activate(map);
    shown.show({ place: RATHAUS });
    shown.show({ location: { lat: 48.14, lng: 11.56 } });
    expect(map.zoom).toBe(19);
    expect(map.extra).toHaveLength(1);
    expect(map.extra[0]?.spec.title).toBe('Gewählter Ort');
    shown.show(null);
    expect(map.extra).toHaveLength(0);
    expect(frame.hasAttribute('data-sf-map-place')).toBe(false);
  });

  it('a place shown before the map is ready waits for it (consent, loading)', () => {
    const { frame, shown, map } = setup();
    shown.show({ place: RATHAUS });
    expect(frame.getAttribute('data-sf-map-place')).toBe('loading');
    shown.activate(map);
    expect(map.extra).toHaveLength(1);
    expect(frame.getAttribute('data-sf-map-place')).toBe('shown');
    // A new map (consent given again) shows it again.
    shown.deactivate();
    const next = new FakeMap(document.createElement('div'));
    shown.activate(next);
    expect(next.extra).toHaveLength(1);
  });

  it('fetches a place named by id through the places API; an older answer never wins', async () => {
    let answer: (value: { status: string; value?: unknown }) => void = () => undefined;
    const first = new Promise<{ status: string; value?: unknown }>((done) => {
      answer = done;
    });
    const { shown, map, fetch } = setup(
      jest
        .fn<ReturnType<FetchPlace>, Parameters<FetchPlace>>()
        .mockReturnValueOnce(first)
        .mockResolvedValueOnce({ status: 'OK', value: { ...RATHAUS, displayName: 'Zweiter' } }),
    );
    shown.activate(map);
    shown.show({ id: 'relation/1' });
    shown.show({ id: 'relation/2', source: 'osm' });
    expect(fetch).toHaveBeenLastCalledWith({
      id: 'relation/2',
      source: 'osm',
      fields: ['displayName', 'formattedAddress', 'location'],
    });
    await flush();
    answer({ status: 'OK', value: { ...RATHAUS, displayName: 'Erster' } });
    await flush();
    expect(map.extra.map((marker) => marker.spec.title)).toEqual(['Zweiter']);
  });

  it('a failed fetch or a bad request is reported and published as failed', async () => {
    const { frame, shown, map, report } = setup(() =>
      Promise.resolve({ status: 'NOT_FOUND', detail: 'no such place' }),
    );
    shown.activate(map);
    shown.show({ id: 'node/0' });
    await flush();
    expect(report).toHaveBeenCalledWith(
      'places.show: place "node/0": NOT_FOUND (no such place); the map shows no place.',
    );
    expect(frame.getAttribute('data-sf-map-place')).toBe('failed');
    shown.show(42);
    expect(report).toHaveBeenLastCalledWith(expect.stringContaining('must be an object'));
    expect(map.extra).toHaveLength(0);
  });
});
