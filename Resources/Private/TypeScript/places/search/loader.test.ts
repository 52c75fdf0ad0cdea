/** The search list's request cycle (loader.ts), without React: run, abort, newest wins, failures. */
import { Place } from '../model';
import type { PlaceOutcome } from '../source';
import { SearchLoader, type PlaceSearchApi, type SearchRequest } from './loader';

type Outcome = PlaceOutcome<Place[]>;

function deferred() {
  let resolve: (outcome: Outcome) => void = () => undefined;
  const promise = new Promise<Outcome>((done) => (resolve = done));
  return { promise, resolve };
}

const zentrale = new Place({ id: '1' }, 'cms', { displayName: 'Zentrale' });
const TEXT: SearchRequest = { kind: 'text', request: { textQuery: 'Café' } as never };
const NEARBY: SearchRequest = { kind: 'nearby', request: { maxResultCount: 5 } as never };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const answers: ReturnType<typeof deferred>[] = [];
  const calls: { kind: string; request: Record<string, unknown> }[] = [];
  const ask = (kind: string) => (request: unknown) => {
    calls.push({ kind, request: request as Record<string, unknown> });
    const answer = deferred();
    answers.push(answer);
    return answer.promise;
  };
  const api: PlaceSearchApi = { searchNearby: ask('nearby'), searchByText: ask('text'), show: jest.fn() };
  const report = jest.fn();
  const loader = new SearchLoader(api, report);
  const seen: string[] = [];
  loader.subscribe(() => seen.push(loader.getSnapshot().results?.status ?? 'stopped'));
  return { loader, answers, calls, report, seen };
}

describe('search list: the request cycle', () => {
  it('runs the search from its source: loading, then ready with the places', async () => {
    const { loader, answers, calls, seen } = setup();
    loader.run(TEXT, 'osm');
    expect(calls[0]).toMatchObject({ kind: 'text', request: { textQuery: 'Café', source: 'osm' } });
    answers[0]!.resolve({ status: 'OK', value: [zentrale] });
    await flush();
    expect(seen).toEqual(['loading', 'ready']);
    expect(loader.getSnapshot()).toEqual({
      request: TEXT,
      results: { status: 'ready', places: [zentrale], source: 'osm' },
    });
  });

  it('the newest run wins: the one under way is aborted and its late answer dropped', async () => {
    const { loader, answers, calls } = setup();
    loader.run(TEXT, 'osm');
    loader.run(NEARBY, 'cms');
    expect((calls[0]!.request.signal as AbortSignal).aborted).toBe(true);
    answers[0]!.resolve({ status: 'OK', value: [zentrale] });
    await flush();
    expect(loader.getSnapshot()).toEqual({ request: NEARBY, results: { status: 'loading' } });
    answers[1]!.resolve({ status: 'ZERO_RESULTS', detail: '' });
    await flush();
    expect(loader.getSnapshot().results).toEqual({ status: 'ready', places: [], source: 'cms' });
  });

  it('a failure is reported naming the status and published as error; stop aborts and clears', async () => {
    const { loader, answers, calls, report } = setup();
    loader.run(TEXT, 'osm');
    answers[0]!.resolve({ status: 'NETWORK_ERROR', detail: 'offline' });
    await flush();
    expect(report).toHaveBeenCalledWith('the places could not be loaded: NETWORK_ERROR (offline)');
    expect(loader.getSnapshot().results).toEqual({ status: 'error', failure: 'NETWORK_ERROR' });
    loader.run(TEXT, 'osm');
    loader.run(null, 'osm');
    expect((calls[1]!.request.signal as AbortSignal).aborted).toBe(true);
    expect(loader.getSnapshot()).toEqual({ request: null, results: null });
  });
});
