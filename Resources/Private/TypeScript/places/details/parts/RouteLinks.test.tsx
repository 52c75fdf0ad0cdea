/** Issue 29: the place card offers the visitor's navigation app and the phone as a tel: link. */
import { render, screen } from '@testing-library/react';
import { setLanguage } from '../../../core/i18n';
import { Place } from '../../model';
import { PhoneLink, RouteLinks } from './RouteLinks';

const place = new Place({ id: 'cms:zentrale' }, 'osm', {
  displayName: 'Beispiel AG – Zentrale',
  location: { lat: 48.13743, lng: 11.57549 },
  internationalPhoneNumber: '+49 89 1234567-00',
});

beforeEach(() => setLanguage('de'));
afterEach(() => setLanguage(undefined));

test('route links: the platform\u2019s app, then OpenStreetMap, each named by place and app', () => {
  render(<RouteLinks place={place} platform="apple" />);
  const apple = screen.getByRole('link', {
    name: 'Route zu Beispiel AG – Zentrale in Apple Karten öffnen (öffnet in einem neuen Tab)',
  });
  expect(apple.getAttribute('href')).toBe(
    'https://maps.apple.com/?daddr=48.13743,11.57549&q=Beispiel%20AG%20%E2%80%93%20Zentrale',
  );
  expect([apple.getAttribute('target'), apple.getAttribute('rel'), apple.textContent]).toEqual([
    '_blank',
    'noopener',
    'Apple Karten',
  ]);
  expect(screen.getByRole('link', { name: /in OpenStreetMap öffnen/ }).getAttribute('href')).toBe(
    'https://www.openstreetmap.org/directions?to=48.13743,11.57549',
  );
});

test('Android adds geo:, in the same tab; a place without a position has no route links', () => {
  const { container } = render(<RouteLinks place={place} platform="android" />);
  expect([...container.querySelectorAll('a')].map((a) => a.dataset.sfRouteApp)).toEqual([
    'google',
    'osm',
    'geo',
  ]);
  expect(container.querySelector('[data-sf-route-app="geo"]')?.hasAttribute('target')).toBe(false);
  const nowhere = new Place({ id: 'x' }, 'osm', { displayName: 'X' });
  expect(render(<RouteLinks place={nowhere} platform="other" />).container.innerHTML).toBe('');
});

test('the phone as a normalised tel: link; none without a number', () => {
  render(<PhoneLink place={place} />);
  const link = screen.getByRole('link', { name: 'Beispiel AG – Zentrale anrufen: +49 89 1234567-00' });
  expect(link.getAttribute('href')).toBe('tel:+4989123456700');
  expect(link.textContent).toBe('+49 89 1234567-00');
  const silent = new Place({ id: 'y' }, 'osm', { displayName: 'Y' });
  expect(render(<PhoneLink place={silent} />).container.innerHTML).toBe('');
});
