/**
 * Issue 29: the list entries carry the marker letter as text, the route links of the visitor's
 * navigation app and the phone of the location's CMS place as a tel: link; the info window gets the
 * same route links. Texts are text, never markup.
 */
import { setLanguage } from '../../core/i18n';
import { infoContent } from '../content';
import { cmsPlacePhones, phoneElement, routeLinksElement } from './app-links';
import { decorateListEntries } from './list-entry';

const location = (title: string, placeId?: string) => ({
  latitude: 48.13743,
  longitude: 11.57549,
  title,
  ...(placeId ? { placeId } : {}),
});

function page(places: unknown): HTMLElement {
  document.body.innerHTML = `
    <script type="application/json" id="sf-places">${JSON.stringify(places)}</script>
    <ul id="list">
      <li><a href="#c" data-marker-index="0">Zentrale</a><address>Marienplatz 1</address></li>
      <li><a href="#c" data-marker-index="1">Vertrieb</a></li>
      <li><a href="#c" data-marker-index="2">Ohne Ort</a></li>
    </ul>`;
  return document.getElementById('list') as HTMLElement;
}

const settings = (markerLabel: boolean) =>
  ({
    mapSettings: { markerLabel },
    locations: [location('Zentrale', 'cms:zentrale'), location('Vertrieb <b>Süd</b>', 'cms:unbekannt')],
  }) as unknown as Parameters<typeof decorateListEntries>[1];

beforeEach(() => setLanguage('de'));
afterEach(() => setLanguage(undefined));

describe('issue 29: list entries', () => {
  test('the marker letter as visible text before the title, once, when markerLabel is on', () => {
    const list = page([]);
    decorateListEntries(list, settings(true), 'other');
    decorateListEntries(list, settings(true), 'other');
    const letters = [...list.querySelectorAll('[data-sf-letter]')].map((el) => el.textContent);
    expect(letters).toEqual(['A', 'B']);
    expect(list.querySelector('li')?.textContent).toMatch(/^A Zentrale/);
    expect(list.querySelectorAll('.sf-route')).toHaveLength(2);
  });

  test('no letter without markerLabel; an entry without a location is left alone', () => {
    const list = page([]);
    decorateListEntries(list, settings(false), 'other');
    expect(list.querySelector('[data-sf-letter]')).toBeNull();
    expect(list.querySelectorAll('li')[2]?.querySelector('.sf-route')).toBeNull();
  });

  test('route links: Google Maps and OpenStreetMap on desktop Linux, in a new tab, named by place and app', () => {
    const list = page([]);
    decorateListEntries(list, settings(false), 'other');
    const links = [...(list.querySelector('li')?.querySelectorAll<HTMLAnchorElement>('.sf-route a') ?? [])];
    expect(list.querySelector('.sf-route__label')?.textContent).toBe('Route in App öffnen:');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.target, a.rel])).toEqual([
      [
        'Google Maps',
        'https://www.google.com/maps/dir/?api=1&destination=48.13743,11.57549',
        '_blank',
        'noopener',
      ],
      [
        'OpenStreetMap',
        'https://www.openstreetmap.org/directions?to=48.13743,11.57549',
        '_blank',
        'noopener',
      ],
    ]);
    expect(links[0]?.getAttribute('aria-label')).toBe(
      'Route zu Zentrale in Google Maps öffnen (öffnet in einem neuen Tab)',
    );
  });

  test('Apple Maps on Apple platforms; geo: (same tab) on Android; a title with markup stays text', () => {
    const apple = routeLinksElement(document, { lat: 1, lng: 2, label: 'Vertrieb <b>Süd</b>' }, 'apple');
    expect([...apple.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Apple Karten',
      'OpenStreetMap',
    ]);
    expect(apple.querySelector('b')).toBeNull();
    expect(apple.querySelector('a')?.getAttribute('href')).toBe(
      'https://maps.apple.com/?daddr=1,2&q=Vertrieb%20%3Cb%3ES%C3%BCd%3C%2Fb%3E',
    );
    const android = routeLinksElement(document, { lat: 1, lng: 2, label: 'X' }, 'android');
    const geo = android.querySelector<HTMLAnchorElement>('[data-sf-route-app="geo"]');
    expect([geo?.textContent, geo?.getAttribute('href'), geo?.hasAttribute('target')]).toEqual([
      'Navigations-App',
      'geo:1,2?q=1,2(X)',
      false,
    ]);
  });

  test('the phone of the CMS place as a tel: link; none when the place is unknown or has none', () => {
    const list = page([
      {
        id: 'cms:zentrale',
        internationalPhoneNumber: '+49 89 1234567-00',
        nationalPhoneNumber: '089 1234567-00',
      },
    ]);
    decorateListEntries(list, settings(false), 'other');
    const tels = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')];
    expect(tels.map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('aria-label')])).toEqual([
      ['tel:+4989123456700', '+49 89 1234567-00', 'Zentrale anrufen: +49 89 1234567-00'],
    ]);
    expect(tels[0]?.closest('.sf-phone')?.textContent).toBe('Telefon: +49 89 1234567-00');
  });

  test('the CMS places: the national number when there is no international one; broken JSON gives none', () => {
    page([{ id: 'a', nationalPhoneNumber: '089 1' }, { id: 'b' }, null, 'x']);
    expect([...cmsPlacePhones(document)]).toEqual([['a', '089 1']]);
    document.body.innerHTML = '<script type="application/json" id="sf-places">[{</script>';
    expect(cmsPlacePhones(document).size).toBe(0);
    expect(phoneElement(document, 'keine', 'X')).toBeNull();
  });

  test('4.4 / issue 29: the info window holds the CMS content, then the route links', () => {
    const route = routeLinksElement(document, { lat: 1, lng: 2, label: 'Zentrale' }, 'other');
    const wrapper = infoContent('<p>Zentrale</p>', 'Zentrale', document, route).firstElementChild;
    expect(wrapper?.firstElementChild?.textContent).toBe('Zentrale');
    expect(wrapper?.lastElementChild?.className).toBe('sf-route');
  });
});
