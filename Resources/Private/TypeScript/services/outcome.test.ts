/** The console's words for a failure whose request carried the visitor's position. */
import { withheldDetail } from './outcome';

test('a failure from the visitor position is named by its engine and answer, never its request', () => {
  const failure = {
    status: 'UNKNOWN_ERROR' as const,
    detail:
      'The Overpass API http://x/api/interpreter?data=(around%3A1000%2C48.142173%2C11.585347) answered HTTP 500.',
    engine: 'Overpass API',
    answer: 'HTTP 500',
  };
  const words = withheldDetail(failure);
  expect(words).toMatch(/^Overpass API: HTTP 500; /);
  expect(words).not.toMatch(/\d+\.\d+|interpreter|around/);
});

test('a failure without engine or answer still leaves its detail out', () => {
  const words = withheldDetail({ status: 'NETWORK_ERROR', detail: 'lat=48.1421&lon=11.5853' });
  expect(words).not.toMatch(/48|11\.5/);
  expect(words).toMatch(/^the service: /);
});
