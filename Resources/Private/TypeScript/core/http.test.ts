/**
 * Issue 25: the one HTTP client of the engines gives up after its time limit (a hanging answer or a
 * body that never ends), builds queries from any text without throwing, and reads HTTP statuses the
 * same way for the map services and the place sources.
 */
import { encodeQuery, fetchText, httpFailureStatus, wellFormed, withDeadline, withQuery } from './http';

/** A fetch that never answers (and ignores its signal, as a hanging server would keep the socket). */
const hanging = (() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;

const answering =
  (status: number, text: string): typeof fetch =>
  () =>
    Promise.resolve({ status, text: () => Promise.resolve(text) } as Response);

afterEach(() => jest.useRealTimers());

describe('fetchText: every engine request has a time limit', () => {
  it('gives up a request that never answers after timeoutMs, not before', async () => {
    jest.useFakeTimers();
    let settled: unknown;
    void fetchText('https://nominatim.example/search?q=x', { timeoutMs: 2500, fetch: hanging }).then(
      (result) => (settled = result),
    );
    await jest.advanceTimersByTimeAsync(2499);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ ok: false, reason: 'timeout', detail: 'no answer within 2500 ms' });
  });

  it('gives up a body that never ends', async () => {
    jest.useFakeTimers();
    const endless = (() =>
      Promise.resolve({
        status: 200,
        text: () => new Promise<string>(() => undefined),
      } as Response)) as unknown as typeof fetch;
    const result = fetchText('https://photon.example/api?q=x', { timeoutMs: 1000, fetch: endless });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('aborts the request itself when the time is up', async () => {
    jest.useFakeTimers();
    let seen: AbortSignal | undefined;
    const spy = ((_url: string, init?: RequestInit) => {
      seen = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof fetch;
    const result = fetchText('https://overpass.example/api/interpreter', { timeoutMs: 500, fetch: spy });
    await jest.advanceTimersByTimeAsync(500);
    await result;
    expect(seen?.aborted).toBe(true);
  });

  it("reports the caller's abort as aborted, not as a timeout", async () => {
    const controller = new AbortController();
    const result = fetchText('https://nominatim.example/search', {
      timeoutMs: 10_000,
      fetch: hanging,
      signal: controller.signal,
    });
    controller.abort();
    await expect(result).resolves.toEqual({ ok: false, reason: 'aborted', detail: 'aborted' });
  });

  it('returns the status and the text of an answer', async () => {
    await expect(
      fetchText('https://osrm.example/route/v1/driving/1,2;3,4', {
        timeoutMs: 1000,
        fetch: answering(400, '{}'),
      }),
    ).resolves.toEqual({ ok: true, httpStatus: 400, text: '{}' });
  });

  it('reports a network error with its message', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(fetchText('https://x.example/', { timeoutMs: 1000, fetch: failing })).resolves.toEqual({
      ok: false,
      reason: 'network',
      detail: 'Failed to fetch',
    });
  });
});

describe('withDeadline: Google calls that take no signal', () => {
  it("rejects with Google's DEADLINE_EXCEEDED code after the time limit", async () => {
    jest.useFakeTimers();
    const result = withDeadline(new Promise(() => undefined), 3000, 'Geocoder');
    const caught = result.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(3000);
    expect(await caught).toMatchObject({
      code: 'DEADLINE_EXCEEDED',
      message: 'Geocoder: no answer within 3000 ms',
    });
  });

  it('passes an answer through', async () => {
    await expect(withDeadline(Promise.resolve(7), 3000, 'x')).resolves.toBe(7);
  });
});

describe('queries from any text', () => {
  it('a lone surrogate (pasted half of an emoji) becomes U+FFFD instead of throwing URI malformed', () => {
    const typed = 'Caf\uD83D';
    expect(() => encodeURIComponent(typed)).toThrow(URIError);
    expect(encodeQuery([['q', typed]])).toBe('q=Caf%EF%BF%BD');
    expect(wellFormed('\uDE00x\uD83D\uDE00')).toBe('\uFFFDx\uD83D\uDE00');
  });

  it('appends to the query a setting already has, spaces as %20', () => {
    const url = withQuery(new URL('https://nominatim.example/search?key=abc'), [['q', 'Marienplatz 1']]);
    expect(url.href).toBe('https://nominatim.example/search?key=abc&q=Marienplatz%201');
  });
});

describe('HTTP statuses', () => {
  it.each([
    [429, 'OVER_QUERY_LIMIT'],
    [401, 'REQUEST_DENIED'],
    [403, 'REQUEST_DENIED'],
    [400, 'INVALID_REQUEST'],
    [502, 'NETWORK_ERROR'],
    [503, 'NETWORK_ERROR'],
    [504, 'NETWORK_ERROR'],
    [500, 'UNKNOWN_ERROR'],
    [404, 'UNKNOWN_ERROR'],
  ])('HTTP %i is %s', (code, status) => expect(httpFailureStatus(code)).toBe(status));
});
