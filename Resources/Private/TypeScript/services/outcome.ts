/**
 * The statuses every request to the outside world ends in (spec 8.3, 8.5): Google's statuses plus
 * the two a fetch adds, NOT_FOUND (no such place or route point) and NETWORK_ERROR. The map's
 * services (map/services.ts) and the place sources (places/source.ts) both answer with them; the
 * German sentences for them live with each widget (map/messages.ts, places' labels).
 *
 * Nothing here rejects: a failure is a value with an English detail for the integrator's console.
 */
export const STATUSES = [
  'OK',
  'ZERO_RESULTS',
  'NOT_FOUND',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'INVALID_REQUEST',
  'NETWORK_ERROR',
  'UNKNOWN_ERROR',
] as const;
export type Status = (typeof STATUSES)[number];
export type FailureStatus = Exclude<Status, 'OK'>;

export interface Failure {
  status: FailureStatus;
  /** What went wrong, in English, for the integrator's console (never shown to visitors). */
  detail: string;
  /**
   * The engine that failed, as the console names it ('Overpass API', 'router', 'Google
   * Place.searchNearby'): what the console may still say of a request that carried the visitor's
   * position (`withheldDetail`), where the detail, with the request in it, is left out.
   */
  engine?: string;
  /** The engine's answer in a few words without the request: 'HTTP 500', 'HTTP 400, code NoRoute', 'not reached (timeout)'. */
  answer?: string;
}

/** A request's answer: the value, or a failure. */
export type Outcome<T> = { status: 'OK'; value: T } | Failure;

/** What a request resolves with once its signal is aborted (a newer one runs, or the widget left). */
export const ABORTED: Failure = { status: 'UNKNOWN_ERROR', detail: 'aborted' };

/**
 * The console's words for a failure whose request carried the visitor's position: the engine and
 * its answer (the HTTP code), never the detail, which holds the request (the URL, the query) and
 * with it the position. The caller names the status.
 */
export function withheldDetail(failure: Failure): string {
  const engine = failure.engine ?? 'the service';
  return `${engine}: ${failure.answer ?? 'no answer named'}; the request is left out: it carried the visitor's position`;
}

export function isFailureStatus(value: unknown): value is FailureStatus {
  return typeof value === 'string' && value !== 'OK' && (STATUSES as readonly string[]).includes(value);
}
