/**
 * 8.3, 8.5: the one JSON-over-HTTP client of the map services and the OSM place source: every way
 * an engine's answer can fail becomes one status, named with the engine and the URL.
 */
import { getJson } from './http-json';

const URL_ = 'http://localhost/api/interpreter?data=x';

type Reply = { status?: number; text: string } | Error;

function fakeFetch(reply: Reply) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    calls.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init,
    });
    if (reply instanceof Error) return Promise.reject(reply);
    const { status = 200, text } = reply;
    return Promise.resolve({ status, ok: status < 300, text: () => Promise.resolve(text) } as Response);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

test('8.3 a 2xx answer with JSON is OK with the parsed body, asked for as JSON', async () => {
  const fake = fakeFetch({ text: '{"elements":[]}' });
  await expect(getJson(new URL(URL_), { what: 'Overpass API', fetch: fake.fetch })).resolves.toEqual({
    status: 'OK',
    value: { elements: [] },
  });
  expect(fake.calls[0]?.url).toBe(URL_);
  expect(fake.calls[0]?.init?.headers).toEqual({ Accept: 'application/json' });
});

test.each([
  [400, 'INVALID_REQUEST'],
  [401, 'REQUEST_DENIED'],
  [403, 'REQUEST_DENIED'],
  [404, 'UNKNOWN_ERROR'],
  [429, 'OVER_QUERY_LIMIT'],
  [500, 'UNKNOWN_ERROR'],
  // Issue 11: a gateway or a server that is down is a service not reachable.
  [502, 'NETWORK_ERROR'],
  [503, 'NETWORK_ERROR'],
  [504, 'NETWORK_ERROR'],
])('8.5 HTTP %i is %s, the engine, the URL and the status in the detail', async (status, expected) => {
  const fake = fakeFetch({ status, text: '{"error":"x"}' });
  const outcome = await getJson(URL_, { what: 'Overpass API', fetch: fake.fetch });
  expect(outcome.status).toBe(expected);
  expect(outcome).toHaveProperty(
    'detail',
    expect.stringContaining(`The Overpass API ${URL_} answered HTTP ${status}`),
  );
});

test('8.5 a 400 names the first words of what the engine said', async () => {
  const fake = fakeFetch({ status: 400, text: 'parse error: line 1: ' + 'x'.repeat(500) });
  const outcome = await getJson(URL_, { what: 'Overpass API', fetch: fake.fetch });
  expect(outcome).toHaveProperty('detail', expect.stringContaining(': parse error: line 1: xxx'));
  expect(outcome.status !== 'OK' && outcome.detail.length).toBeLessThan(300);
});

test('8.5 a 2xx answer that is not JSON is UNKNOWN_ERROR', async () => {
  const fake = fakeFetch({ text: '<html>Bad gateway</html>' });
  const outcome = await getJson(URL_, { what: 'Photon', fetch: fake.fetch });
  expect(outcome).toMatchObject({
    status: 'UNKNOWN_ERROR',
    detail: `The Photon ${URL_} answered HTTP 200, but not JSON.`,
  });
});

test('8.5 no connection is NETWORK_ERROR with the reason', async () => {
  const fake = fakeFetch(new TypeError('Failed to fetch'));
  const outcome = await getJson(URL_, { what: 'router', fetch: fake.fetch });
  expect(outcome).toMatchObject({
    status: 'NETWORK_ERROR',
    detail: `The router ${URL_} could not be reached: Failed to fetch.`,
  });
});

test('issue 25: an engine that does not answer within timeoutMs is NETWORK_ERROR', async () => {
  jest.useFakeTimers();
  try {
    const fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const pending = getJson(URL_, {
      what: 'router',
      fetch: fetch,
      timeoutMs: 500,
    });
    await jest.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toMatchObject({
      status: 'NETWORK_ERROR',
      detail: `The router ${URL_} could not be reached: no answer within 500 ms.`,
    });
  } finally {
    jest.useRealTimers();
  }
});

test('an aborted request is ABORTED, and an already aborted one asks nothing', async () => {
  const controller = new AbortController();
  const fetch = jest.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    controller.abort();
    return Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError', init }));
  });
  const ask = () => getJson(URL_, { what: 'router', signal: controller.signal, fetch: fetch });
  await expect(ask()).resolves.toEqual({ status: 'UNKNOWN_ERROR', detail: 'aborted' });
  fetch.mockClear();
  await expect(ask()).resolves.toEqual({ status: 'UNKNOWN_ERROR', detail: 'aborted' });
  expect(fetch).not.toHaveBeenCalled();
});

test('failureOf reads a refusal worded in a JSON body before the HTTP status (OSRM)', async () => {
  const failureOf = (body: unknown) =>
    (body as { code?: string }).code === 'NoRoute'
      ? ({ status: 'ZERO_RESULTS', detail: 'no route' } as const)
      : undefined;
  const refused = fakeFetch({ status: 400, text: '{"code":"NoRoute"}' });
  await expect(getJson(URL_, { what: 'router', fetch: refused.fetch, failureOf })).resolves.toMatchObject({
    status: 'ZERO_RESULTS',
    detail: 'no route',
  });
  // A body failureOf does not know leaves the answer to the table.
  const other = fakeFetch({ status: 400, text: '{"code":"Other"}' });
  await expect(getJson(URL_, { what: 'router', fetch: other.fetch, failureOf })).resolves.toMatchObject({
    status: 'INVALID_REQUEST',
  });
  const ok = fakeFetch({ text: '{"code":"Ok"}' });
  await expect(getJson(URL_, { what: 'router', fetch: ok.fetch, failureOf })).resolves.toEqual({
    status: 'OK',
    value: { code: 'Ok' },
  });
});

test.each<[string, Reply, string]>([
  ['HTTP 500', { status: 500, text: 'Internal Server Error' }, 'HTTP 500'],
  ['a page that is not JSON', { text: '<html>proxy</html>' }, 'HTTP 200, not JSON'],
  ['no connection', new TypeError('Failed to fetch'), 'not reached (network)'],
])(
  '%s: the failure names its engine and answer apart from the detail with the URL',
  async (_, reply, answer) => {
    const url = 'http://localhost/api/interpreter?data=(around%3A1000%2C48.142173%2C11.585347)';
    const outcome = await getJson(url, { what: 'Overpass API', fetch: fakeFetch(reply).fetch });
    expect(outcome).toMatchObject({ engine: 'Overpass API', answer });
    expect(outcome).toHaveProperty('detail', expect.stringContaining(url));
    expect(
      JSON.stringify([(outcome as { engine: string }).engine, (outcome as { answer: string }).answer]),
    ).not.toMatch(/48\.14|11\.58/);
  },
);
