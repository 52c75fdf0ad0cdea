/**
 * One JSON-over-HTTP client for the engines the bundle asks itself (Nominatim, Photon, Overpass,
 * OSRM): a GET within a time limit (core/http.ts `fetchText`), its answer read as JSON, and every
 * way it can fail turned into one of the statuses of services/outcome.ts by one table. The map's
 * services (map/osm/) and the OSM place source (places/sources/osm/) both ask through it, so an
 * HTTP 503 or a body that is not JSON means the same in a map form and in a place search.
 *
 * Nothing here rejects: a failure resolves with an English detail for the console that names the
 * engine (`what`) and the URL, and apart from it the engine and its answer without the request
 * (`engine`, `answer`: what the console may say of a request that carried the visitor's position).
 */
import { fetchText, httpFailureStatus, REQUEST_TIMEOUT_SECONDS } from '../core/http';
import { ABORTED, type Failure, type Outcome } from './outcome';

export interface GetJsonOptions {
  /** The engine as the detail names it: 'Overpass API', 'Nominatim lookup', 'router'. */
  what: string;
  /** The caller's signal: an aborted request resolves with ABORTED. */
  signal?: AbortSignal;
  /** The fetch to use (tests); the page's by default. */
  fetch?: typeof fetch;
  /** Milliseconds the engine may take, body included (default: the settings' 10 s). */
  timeoutMs?: number;
  /**
   * For an engine that words its refusals in a JSON body (OSRM: `{"code":"NoRoute"}` with HTTP 400):
   * read before the HTTP status, for every answer whose body is JSON; a failure it returns is the
   * answer's, undefined leaves the answer to the table.
   */
  failureOf?: (body: unknown, httpStatus: number) => Failure | undefined;
}

/**
 * The status → service status table, as one function: a success is 2xx; any other HTTP status is
 * read by core/http.ts `httpFailureStatus` (429 OVER_QUERY_LIMIT, 401/403 REQUEST_DENIED,
 * 400 INVALID_REQUEST, 502–504 NETWORK_ERROR as for no connection, the rest UNKNOWN_ERROR), and a
 * 2xx without JSON is UNKNOWN_ERROR (an engine that broke, or a proxy's HTML page).
 */
export const isSuccess = (httpStatus: number): boolean => httpStatus >= 200 && httpStatus <= 299;

/** GETs `url` and resolves with its JSON body, or the failure that stands for the answer. */
export async function getJson(url: URL | string, options: GetJsonOptions): Promise<Outcome<unknown>> {
  const { what, signal } = options;
  const href = typeof url === 'string' ? url : url.href;
  const fetched = await fetchText(href, {
    signal,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_SECONDS * 1000,
    fetch: options.fetch,
    init: { headers: { Accept: 'application/json' } },
  });
  if (signal?.aborted || (!fetched.ok && fetched.reason === 'aborted')) return ABORTED;
  if (!fetched.ok) {
    return {
      status: 'NETWORK_ERROR',
      detail: `The ${what} ${href} could not be reached: ${fetched.detail}.`,
      engine: what,
      answer: `not reached (${fetched.reason})`,
    };
  }
  const { httpStatus, text } = fetched;
  const body = parsed(text);
  const refused = body.json && options.failureOf?.(body.value, httpStatus);
  if (refused) return { engine: what, answer: `HTTP ${String(httpStatus)}`, ...refused };
  if (!isSuccess(httpStatus)) {
    // A 400 says what was wrong with the request: its first words help the integrator.
    const why = httpStatus === 400 ? `: ${text.slice(0, 200)}` : '.';
    return {
      status: httpFailureStatus(httpStatus),
      detail: `The ${what} ${href} answered HTTP ${String(httpStatus)}${why}`,
      engine: what,
      answer: `HTTP ${String(httpStatus)}`,
    };
  }
  if (!body.json) {
    return {
      status: 'UNKNOWN_ERROR',
      detail: `The ${what} ${href} answered HTTP ${String(httpStatus)}, but not JSON.`,
      engine: what,
      answer: `HTTP ${String(httpStatus)}, not JSON`,
    };
  }
  return { status: 'OK', value: body.value };
}

function parsed(text: string): { json: true; value: unknown } | { json: false } {
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}
