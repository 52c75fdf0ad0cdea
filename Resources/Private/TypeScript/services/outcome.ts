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
}

/** A request's answer: the value, or a failure. */
export type Outcome<T> = { status: 'OK'; value: T } | Failure;

/** What a request resolves with once its signal is aborted (a newer one runs, or the widget left). */
export const ABORTED: Failure = { status: 'UNKNOWN_ERROR', detail: 'aborted' };

export function isFailureStatus(value: unknown): value is FailureStatus {
  return typeof value === 'string' && value !== 'OK' && (STATUSES as readonly string[]).includes(value);
}
