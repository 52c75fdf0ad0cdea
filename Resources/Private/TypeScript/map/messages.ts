/**
 * The visitor's messages for the map services (spec 8.1, 8.5): every status reaches the visitor as
 * a German sentence (English on English pages) and the integrator as a console error with the
 * status and the service's detail. Durations and distances in the page's language.
 */
import { language, t } from '../core/i18n';
import { formatDistance } from '../services/geo';
import type { LocateFailure } from '../core/geolocation';
import type { FailureStatus } from './services';

/** What a failed status means for the visitor, after the sentence of the form that failed. */
export function statusHint(status: FailureStatus): string {
  switch (status) {
    case 'ZERO_RESULTS':
      return t('map.status.ZERO_RESULTS');
    case 'NOT_FOUND':
      return t('map.status.NOT_FOUND');
    case 'OVER_QUERY_LIMIT':
      return t('map.status.OVER_QUERY_LIMIT');
    case 'REQUEST_DENIED':
      return t('map.status.REQUEST_DENIED');
    case 'INVALID_REQUEST':
      return t('map.status.INVALID_REQUEST');
    case 'NETWORK_ERROR':
      return t('map.status.NETWORK_ERROR');
    case 'UNKNOWN_ERROR':
      return t('map.status.UNKNOWN_ERROR');
  }
}

/**
 * Issue 11: a service that cannot be reached (offline, HTTP 502–504, Google's UNAVAILABLE) has its
 * own sentence in every form, on its own: the address was not 'not found', nor is there 'no route'.
 */
export const unreachableMessage = (): string => statusHint('NETWORK_ERROR');

/**
 * 4.8 / 8.1: 'Die Adresse konnte nicht gefunden werden.' plus what to do for the status. The
 * visitor reads sentences only; the status code goes to the integrator's console (the runner's
 * error names it).
 */
export function geocodeFailedMessage(status: FailureStatus): string {
  if (status === 'NETWORK_ERROR') return unreachableMessage();
  return `${t('map.geocodeFailed')}. ${statusHint(status)}`;
}

/** 4.7 / 8.1: the nearby search found nothing, or failed. */
export function nearbyFailedMessage(status: FailureStatus, radiusMeters: number): string {
  if (status === 'ZERO_RESULTS') return t('map.nearby.none', { radius: distance(radiusMeters) });
  if (status === 'NETWORK_ERROR') return unreachableMessage();
  return `${t('map.nearby.failed')} ${statusHint(status)}`;
}

/**
 * 4.9 / 8.1: a failed route is this map's 'not found' message when the addresses or the way
 * between them are the problem (nothing found, a point off the roads, an unusable request). When
 * the service could not be reached (issue 11), or refused or broke (issue 25), no route was looked
 * for: the visitor is told so, not asked to check the addresses.
 */
export function routeFailedMessage(status: FailureStatus, notFound: string): string {
  if (status === 'NETWORK_ERROR') return unreachableMessage();
  if (status === 'ZERO_RESULTS' || status === 'NOT_FOUND' || status === 'INVALID_REQUEST') return notFound;
  return `${t('map.route.failed')} ${statusHint(status)}`;
}

export function distance(meters: number): string {
  return formatDistance(meters, language());
}

/** '12 Min.', '1 Std. 5 Min.' (rounded up to whole minutes; at least 1). */
export function duration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return t('map.duration.minutes', { minutes });
  return t('map.duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** Issue 29: why "Meinen Standort verwenden" found no position, as the visitor's sentence. */
export function locateFailedMessage(failure: LocateFailure): string {
  switch (failure) {
    case 'denied':
      return t('map.locate.denied');
    case 'unavailable':
      return t('map.locate.unavailable');
    case 'timeout':
      return t('map.locate.timeout');
    case 'insecure':
      return t('map.locate.insecure');
    case 'unsupported':
      return t('map.locate.unsupported');
  }
}
