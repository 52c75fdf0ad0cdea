/**
 * Issue 29 on the store locator (/standorte.html, block 31, OpenStreetMap): on a phone the 'Karte' /
 * 'Liste' toggle shows one part at a time and keeps the chosen location; on a desktop there is no
 * toggle and both show. Each location offers the visitor's navigation app (Google Maps on desktop
 * Linux, Apple Maps on an iPhone, OpenStreetMap always) in its list entry and info window, the phone
 * of its CMS place as a tel: link, the marker letter as text; the map forms are search landmarks;
 * the distance of a map search is visible text; axe finds nothing serious. With SF_SCREENSHOTS=1 the
 * test writes Documentation/images/locator-390.png and locator-1280.png.
 */
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import {
  DESKTOP,
  PHONE,
  disconnect,
  isVisible,
  openPage,
  seriousViolations,
  type OpenedPage,
} from './helpers';

afterAll(disconnect);
jest.setTimeout(90_000);

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IMAGES = path.join(__dirname, '../../Documentation/images');
const SCREENSHOTS = process.env.SF_SCREENSHOTS === '1';

async function openLocator(viewport: typeof PHONE | typeof DESKTOP, userAgent?: string): Promise<OpenedPage> {
  const opened = await openPage('/standorte.html', viewport, {
    ...(userAgent
      ? { beforeLoad: (page: Page) => page.setUserAgent({ userAgent, platform: 'iPhone' }) }
      : {}),
  });
  await opened.page.waitForSelector('#sf-map-31[data-sf-map="ready"]', { timeout: 30_000 });
  return opened;
}

/** The whole block, for Documentation/images (only with SF_SCREENSHOTS=1). */
async function screenshot(page: Page, file: string): Promise<void> {
  const block = await page.$('#sf-map-31');
  await block?.screenshot({ path: path.join(IMAGES, file) });
}

/** The list entry of a location: its letter, its route links and its phone link. */
const entry = (page: Page, index: number) =>
  page.$eval(`#sf-map-list-31 [data-marker-index="${index}"]`, (link) => {
    const li = link.closest('li')!;
    return {
      letter: li.querySelector('[data-sf-letter]')?.textContent ?? null,
      routes: [...li.querySelectorAll<HTMLAnchorElement>('.sf-route a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
        a.getAttribute('target'),
      ]),
      tel: li.querySelector('a[href^="tel:"]')?.getAttribute('href') ?? null,
      current: link.getAttribute('aria-current'),
    };
  });

const pressed = (page: Page) =>
  page.$$eval('#sf-map-view-31 button', (buttons) =>
    buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
  );

/** The open info window: its text and its route links' hrefs. */
const infoWindow = (page: Page) =>
  page.waitForFunction(
    () => {
      const info = document.querySelector('#sf-map-31 .maplibregl-popup-content .sf-map-info');
      if (!info) return null;
      return {
        text: info.textContent,
        routes: [...info.querySelectorAll<HTMLAnchorElement>('.sf-route a')].map((a) =>
          a.getAttribute('href'),
        ),
      };
    },
    { timeout: 15_000 },
  );

/** Every map form of the page is a search landmark, named by its title. */
const searchLandmarks = (page: Page) =>
  page.$$eval('form[id^="sf-map-"]', (forms) =>
    forms
      .filter((form) => /^sf-map-(radius|search|directions)-/.test(form.id))
      .map((form) => [form.id, form.getAttribute('role'), form.hasAttribute('aria-labelledby')]),
  );

describe('issue 29: the store locator on a phone (390 px, iPhone)', () => {
  test('Karte/Liste toggle keeps the chosen location; Apple Maps and OpenStreetMap links; tel:; axe clean', async () => {
    const opened = await openLocator(PHONE, IPHONE_UA);
    const { page, errors } = opened;
    try {
      // The toggle, on the map; the list waits behind 'Liste'.
      expect(await isVisible(page, '#sf-map-view-31')).toBe(true);
      expect(
        await page.$eval('#sf-map-view-31', (g) => [g.getAttribute('role'), g.getAttribute('aria-label')]),
      ).toEqual(['group', 'Karte oder Liste zeigen']);
      expect(await pressed(page)).toEqual([
        ['Karte', 'true'],
        ['Liste', 'false'],
      ]);
      expect(await isVisible(page, '#sf-map-canvas-31')).toBe(true);
      expect(await isVisible(page, '#sf-map-list-31')).toBe(false);

      await page.click('#sf-map-view-31 button[data-sf-view="list"]');
      expect(await pressed(page)).toEqual([
        ['Karte', 'false'],
        ['Liste', 'true'],
      ]);
      expect(await isVisible(page, '#sf-map-list-31')).toBe(true);
      expect(await isVisible(page, '#sf-map-canvas-31')).toBe(false);

      // Letters as text, Apple Maps (iPhone) and OpenStreetMap, the phone of the CMS place.
      expect(
        await page.$$eval('#sf-map-list-31 [data-sf-letter]', (l) => l.map((e) => e.textContent)),
      ).toEqual('ABCDEFGHIJKL'.split(''));
      expect(await entry(page, 1)).toEqual({
        letter: 'B',
        routes: [
          ['Apple Karten', 'https://maps.apple.com/?daddr=48.13862,11.57362&q=Vertrieb%20S%C3%BCd', '_blank'],
          ['OpenStreetMap', 'https://www.openstreetmap.org/directions?to=48.13862,11.57362', '_blank'],
        ],
        tel: 'tel:+4989123456701',
        current: null,
      });
      if (SCREENSHOTS) await screenshot(page, 'locator-390.png');
      expect(await seriousViolations(page)).toEqual([]);

      // Choosing an entry shows the map with its info window (Apple Maps there too).
      await page.click('#sf-map-list-31 [data-marker-index="1"]');
      expect(await pressed(page)).toEqual([
        ['Karte', 'true'],
        ['Liste', 'false'],
      ]);
      expect(await isVisible(page, '#sf-map-canvas-31')).toBe(true);
      const info = await (await infoWindow(page)).jsonValue();
      expect(info?.text).toContain('Vertrieb Süd');
      expect(info?.routes).toEqual([
        'https://maps.apple.com/?daddr=48.13862,11.57362&q=Vertrieb%20S%C3%BCd',
        'https://www.openstreetmap.org/directions?to=48.13862,11.57362',
      ]);
      expect(await seriousViolations(page)).toEqual([]);

      // 'Liste' again: the chosen entry is marked and in view.
      await page.click('#sf-map-view-31 button[data-sf-view="list"]');
      expect((await entry(page, 1)).current).toBe('true');
      const inView = await page.$eval('#sf-map-list-31 [data-marker-index="1"]', (link) => {
        const box = link.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(inView).toBe(true);
      expect(await searchLandmarks(page)).toEqual([['sf-map-search-31', 'search', true]]);
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('issue 29: the store locator on a desktop (1280 px, Linux)', () => {
  test('no toggle, map and list both shown; Google Maps and OpenStreetMap links; tel:; distances as text; axe clean', async () => {
    const opened = await openLocator(DESKTOP);
    const { page, errors } = opened;
    try {
      expect(await isVisible(page, '#sf-map-view-31')).toBe(false);
      expect(await isVisible(page, '#sf-map-canvas-31')).toBe(true);
      expect(await isVisible(page, '#sf-map-list-31')).toBe(true);
      expect(await entry(page, 0)).toEqual({
        letter: 'A',
        routes: [
          ['Google Maps', 'https://www.google.com/maps/dir/?api=1&destination=48.13743,11.57549', '_blank'],
          ['OpenStreetMap', 'https://www.openstreetmap.org/directions?to=48.13743,11.57549', '_blank'],
        ],
        tel: 'tel:+4989123456700',
        current: null,
      });
      const name = await page.$eval('#sf-map-list-31 li .sf-route a', (a) => a.getAttribute('aria-label'));
      expect(name).toBe('Route zu Zentrale am Marienplatz in Google Maps öffnen (öffnet in einem neuen Tab)');

      await page.click('#sf-map-list-31 [data-marker-index="0"]');
      const info = await (await infoWindow(page)).jsonValue();
      expect(info?.text).toContain('Zentrale');
      expect(info?.routes).toEqual([
        'https://www.google.com/maps/dir/?api=1&destination=48.13743,11.57549',
        'https://www.openstreetmap.org/directions?to=48.13743,11.57549',
      ]);
      // The place card of the chosen location offers the same route links (its content here has no
      // 'contacts', so no phone is fetched for it: the list entry carries the phone).
      await page.waitForSelector('#c84 .sf-place-card .sf-route', { timeout: 15_000 });
      expect(
        await page.$eval('#c84', (card) =>
          [...card.querySelectorAll('.sf-route a')].map((a) => a.getAttribute('href')),
        ),
      ).toEqual([
        'https://www.google.com/maps/dir/?api=1&destination=48.13743,11.57549',
        'https://www.openstreetmap.org/directions?to=48.13743,11.57549',
      ]);
      expect(await searchLandmarks(page)).toEqual([['sf-map-search-31', 'search', true]]);
      if (SCREENSHOTS) await screenshot(page, 'locator-1280.png');
      expect(await seriousViolations(page)).toEqual([]);

      // 4.8: a map search writes each shown entry's distance as visible text.
      // As a visitor: the field's suggestions load on focus, Escape closes them, then 'Suchen'.
      const field = '#sf-map-search-address-31';
      await page.focus(field);
      await page.waitForFunction(
        (f) => {
          const input = document.querySelector(f);
          return (
            !input?.hasAttribute('data-sf-autocomplete') ||
            input.getAttribute('data-sf-autocomplete') === 'ready'
          );
        },
        {},
        field,
      );
      await page.type(field, 'Karlsplatz 11');
      await page.waitForFunction(
        (f) => document.querySelector(f)?.closest('.sf-place-ac')?.getAttribute('data-sf-ac') !== 'loading',
        {},
        field,
      );
      await page.keyboard.press('Escape');
      await page.click('#sf-map-search-31 button[type="submit"]');
      await page.waitForSelector('#sf-map-list-31 .ce-map__distance', { timeout: 20_000 });
      const distances = await page.$$eval('#sf-map-list-31 li:not([hidden]) .ce-map__distance', (spans) =>
        spans.map((s) => [s.textContent, (s as HTMLElement).offsetHeight > 0, s.getAttribute('aria-hidden')]),
      );
      expect(distances.length).toBeGreaterThan(0);
      for (const [text, shown, hidden] of distances) {
        expect(text).toMatch(/^\d+(,\d)? (m|km) entfernt$/);
        expect([shown, hidden]).toEqual([true, null]);
      }
      // Text only: no attribute carries the metres (they would give the searched point away).
      expect(await page.$$('#sf-map-list-31 [data-sf-distance]')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
