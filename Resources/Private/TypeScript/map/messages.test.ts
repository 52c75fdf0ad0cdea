/**
 * 8.1 / 8.5 the visitor's messages for the map services: sentences in the page's language only;
 * a status code (ZERO_RESULTS, OVER_QUERY_LIMIT, …) is for the integrator's console, never shown.
 */
import { setLanguage } from '../core/i18n';
import { geocodeFailedMessage, nearbyFailedMessage, routeFailedMessage } from './messages';
import { SERVICE_STATUSES, type FailureStatus } from './services';

const FAILURES = SERVICE_STATUSES.filter((status): status is FailureStatus => status !== 'OK');
/** A status code as Google and our outcome spell it: capitals joined by underscores. */
const CODE = /\b[A-Z]+_[A-Z_]+\b/;

afterEach(() => setLanguage(undefined));

describe.each(['de', 'en'] as const)('8.1 on a page in %s', (lang) => {
  beforeEach(() => setLanguage(lang));

  test.each(FAILURES)('%s: the geocode, nearby and route messages name no status code', (status) => {
    const messages = [
      geocodeFailedMessage(status),
      nearbyFailedMessage(status, 1500),
      routeFailedMessage(status, 'Route nicht gefunden'),
    ];
    for (const message of messages) {
      expect(message).not.toMatch(CODE);
      expect(message).not.toContain(status);
    }
  });
});

test('8.1 German: the failed geocode is a German sentence, then what to do', () => {
  setLanguage('de');
  expect(geocodeFailedMessage('ZERO_RESULTS')).toBe(
    'Die Adresse konnte nicht gefunden werden. Bitte prüfen Sie die Schreibweise oder ergänzen Sie die Postleitzahl.',
  );
  expect(nearbyFailedMessage('OVER_QUERY_LIMIT', 1500)).toBe(
    'Die Suche nach Orten ist fehlgeschlagen. Zu viele Anfragen an den Kartendienst. Bitte versuchen Sie es in einer Minute erneut.',
  );
});
