/**
 * Talking to the engines over HTTP, written once: every request has a time limit (issue 25: an
 * engine that never answers must not leave a widget on 'Wird geladen' for good), query strings are
 * built from well-formed text (a pasted lone surrogate would make `encodeURIComponent` throw 'URI
 * malformed'), and HTTP statuses mean the same in the map services and the place sources.
 *
 * Nothing here rejects: a request resolves with the answer's status and text, or with why there is
 * none (aborted by the caller, timed out, no connection).
 */

/** Seconds an engine may take to answer before the widget says it is unreachable (the settings' default). */
export const REQUEST_TIMEOUT_SECONDS = 10;
/** The range the `requestTimeout` settings accept, in seconds. */
export const REQUEST_TIMEOUT_RANGE = { min: 1, max: 120 } as const;

/**
 * The longest text a visitor's field sends to an engine (an address, a search): longer input is
 * refused with a German sentence before any request (issue 25: 10,000 characters went out as typed).
 */
export const MAX_QUERY_LENGTH = 200;

/** The statuses a failed engine request is reported with (the map services' and the place sources'). */
export type EngineFailureStatus =
  | 'ZERO_RESULTS'
  | 'NOT_FOUND'
  | 'OVER_QUERY_LIMIT'
  | 'REQUEST_DENIED'
  | 'INVALID_REQUEST'
  | 'NETWORK_ERROR'
  | 'UNKNOWN_ERROR';

/**
 * Failures worth asking again (the engine was unreachable, busy or broke): the widgets offer
 * 'Erneut versuchen' for these. A request the engine refused or found nothing for is not retried.
 */
export function isTransient(status: EngineFailureStatus): boolean {
  return status === 'NETWORK_ERROR' || status === 'UNKNOWN_ERROR' || status === 'OVER_QUERY_LIMIT';
}

/** `text` with every lone surrogate replaced by U+FFFD (what `String.prototype.toWellFormed` does). */
export function wellFormed(text: string): string {
  // A pair is matched whole and kept; a surrogate matched alone is lone (no look-behind: Safari 16.0).
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (match) =>
    match.length === 2 ? match : '\uFFFD',
  );
}

/** `a=1&b=2`, percent-encoded with spaces as %20 (as the engines' docs write them), never throwing. */
export function encodeQuery(params: readonly (readonly [string, string])[]): string {
  return params
    .map(
      ([name, value]) => `${encodeURIComponent(wellFormed(name))}=${encodeURIComponent(wellFormed(value))}`,
    )
    .join('&');
}

/** `url` with `params` appended to the query it already has (a setting may carry its own). */
export function withQuery(url: URL, params: readonly (readonly [string, string])[]): URL {
  const query = encodeQuery(params);
  const result = new URL(url.href);
  result.search = url.search ? `${url.search}&${query}` : `?${query}`;
  return result;
}

export type Fetched<T = string> =
  | { ok: true; httpStatus: number; text: T }
  | { ok: false; reason: 'aborted' | 'timeout' | 'network'; detail: string };

export interface FetchTextOptions {
  /** The caller's signal: a newer request, or the widget leaving the page. */
  signal?: AbortSignal;
  /** Milliseconds until the request, its body included, is given up. */
  timeoutMs: number;
  init?: Omit<RequestInit, 'signal'>;
  /** The fetch to use (tests); the page's by default. */
  fetch?: typeof fetch;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Rejects once `signal` aborts (for work that does not listen to it: a body that never ends). */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    else signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}

/** GETs `url` and reads its body as text, within `timeoutMs`. */
export function fetchText(url: string, options: FetchTextOptions): Promise<Fetched> {
  return fetchBody(url, options, (response) => response.text());
}

/** GETs `url` and reads its body with `read` (text, JSON, bytes, its headers too), within `timeoutMs`. */
export async function fetchBody<T>(
  url: string,
  options: FetchTextOptions,
  read: (response: Response) => Promise<T>,
): Promise<Fetched<T>> {
  const { signal, timeoutMs } = options;
  if (signal?.aborted) return { ok: false, reason: 'aborted', detail: 'aborted' };
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const deadline = { passed: false };
  const timer = setTimeout(() => {
    deadline.passed = true;
    controller.abort();
  }, timeoutMs);
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const stop = whenAborted(controller.signal);
  try {
    const response = await Promise.race([doFetch(url, { ...options.init, signal: controller.signal }), stop]);
    const text = await Promise.race([read(response), stop]);
    return { ok: true, httpStatus: response.status, text };
  } catch (error) {
    if (signal?.aborted) return { ok: false, reason: 'aborted', detail: 'aborted' };
    if (deadline.passed)
      return { ok: false, reason: 'timeout', detail: `no answer within ${String(timeoutMs)} ms` };
    return { ok: false, reason: 'network', detail: messageOf(error) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
    stop.catch(() => undefined);
  }
}

/**
 * What an HTTP status that is not a success means. 502–504 (a gateway without its upstream, a
 * server down for maintenance, a gateway's timeout) are, for the visitor, the same as no connection.
 */
export function httpFailureStatus(httpStatus: number): EngineFailureStatus {
  if (httpStatus === 429) return 'OVER_QUERY_LIMIT';
  if (httpStatus === 401 || httpStatus === 403) return 'REQUEST_DENIED';
  if (httpStatus === 400) return 'INVALID_REQUEST';
  if (httpStatus === 502 || httpStatus === 503 || httpStatus === 504) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

/**
 * `work` (a call into a library that takes no signal, such as Google's services), given up after
 * `timeoutMs`: then it rejects with an error whose `code` is DEADLINE_EXCEEDED, Google's own code for
 * a request that ran out of time, so the Google error mapping reads it as unreachable.
 */
export function withDeadline<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`${what}: no answer within ${String(timeoutMs)} ms`), {
            code: 'DEADLINE_EXCEEDED',
          }),
        ),
      timeoutMs,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
