/**
 * Issue 29: "Meinen Standort verwenden" on /karte.html (OpenStreetMap, the demo server's /reverse):
 * a granted position in Munich's old town becomes a German street address in the map search's
 * field and the search runs from it; a denied permission says how to allow it and keeps the typed
 * text; only the /reverse request carries the position, the URL never; sf:search tells the kind and
 * count without an address; axe finds nothing serious. At phone and desktop width.
 */
import type { Page } from 'puppeteer-core';
import { baseUrl, DESKTOP, disconnect, openPage, PHONE, seriousViolations, type Viewport } from './helpers';

afterAll(disconnect);

const HERE = { latitude: 48.1372, longitude: 11.5755 };
const FIELD = '#sf-map-search-address-11';
const BUTTON = '.ce-map__locate[aria-controls="sf-map-search-address-11"]';
const STATUS = '#sf-map-search-11 [data-sf-status]';

async function openMap(viewport: Viewport, grant: boolean) {
  const opened = await openPage('/karte.html', viewport);
  const { page } = opened;
  const origin = new URL(baseUrl()).origin;
  await page
    .browserContext()
    .setPermission(origin, { permission: { name: 'geolocation' }, state: grant ? 'granted' : 'denied' });
  if (grant) await page.setGeolocation(HERE);
  await page.waitForFunction(
    () => document.getElementById('sf-map-11')?.getAttribute('data-sf-map') === 'ready',
    {
      timeout: 30_000,
    },
  );
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { searches: unknown[] }).searches = seen;
    document.addEventListener('sf:search', (event) => seen.push((event as CustomEvent).detail));
  });
  return { ...opened, requests };
}

const searches = (page: Page) => page.evaluate(() => (window as unknown as { searches: unknown[] }).searches);
const text = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('issue 29 Meinen Standort verwenden (/karte.html, %s)', (_, viewport) => {
  test('a granted position: a German street address in the field, the map search from it, no coordinates anywhere else', async () => {
    const opened = await openMap(viewport, true);
    const { page, errors, requests } = opened;
    try {
      expect(
        await page.$$eval('.ce-map__locate', (buttons) => buttons.map((b) => b.textContent)),
      ).toStrictEqual([
        'Meinen Standort verwenden',
        'Meinen Standort verwenden',
        'Meinen Standort verwenden',
      ]);
      // Its row is there from the first paint (content.css): without the button nothing would move.
      const moved = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLButtonElement>('.ce-map__locate')].flatMap((button) => {
          const field = button.nextElementSibling as HTMLElement;
          const form = button.closest('form') as HTMLElement;
          const box = () => JSON.stringify([field.getBoundingClientRect(), form.getBoundingClientRect()]);
          const withButton = box();
          const parent = button.parentElement as HTMLElement;
          button.remove();
          const without = box();
          parent.insertBefore(button, field);
          return withButton === without ? [] : [`${field.id}: ${withButton} → ${without}`];
        }),
      );
      expect(moved).toEqual([]);
      await page.click(BUTTON);
      await page.waitForFunction(
        (status) => document.querySelector(status)?.getAttribute('data-tone') === 'ok',
        { timeout: 20_000 },
        STATUS,
      );
      const value = await page.$eval(FIELD, (input) => (input as HTMLInputElement).value);
      // The demo server's nearest address or POI: the square, as Nominatim's address details name it.
      expect(value).toBe('Marienplatz, 80331 München');
      expect(await page.$eval(FIELD, (input) => input.getAttribute('data-sf-located'))).toBe('true');
      expect(await text(page, STATUS)).toMatch(/^\d+ von 12 Standorten im Umkreis von 1 km/);
      expect(await text(page, BUTTON)).toBe('Meinen Standort verwenden');
      // Only the reverse call carried the position; no forward geocoding of the label.
      const carrying = requests.filter((url) => url.includes('48.1372') || url.includes('11.5755'));
      expect(carrying.length).toBeGreaterThanOrEqual(1);
      expect(carrying.every((url) => new URL(url).pathname === '/reverse')).toBe(true);
      expect(requests.filter((url) => new URL(url).pathname === '/search')).toEqual([]);
      expect(page.url()).not.toMatch(/48\.13|11\.57/);
      const events = (await searches(page)) as { mapId: string; kind: string; results: number }[];
      expect(events).toEqual([{ mapId: '11', kind: 'map', results: expect.any(Number) as number }]);
      expect(events[0]?.results).toBeGreaterThan(0);
      expect(JSON.stringify(events)).not.toMatch(/München|48\.1|11\.5/);
      // Typing takes the located mark away.
      await page.type(FIELD, ' ');
      expect(await page.$eval(FIELD, (input) => input.hasAttribute('data-sf-located'))).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('a denied permission: the German sentence how to allow it, the typed text kept, no request', async () => {
    const opened = await openMap(viewport, false);
    const { page, requests } = opened;
    try {
      await page.$eval(FIELD, (input) => {
        (input as HTMLInputElement).value = 'Sendlinger Str';
      });
      await page.click(BUTTON);
      await page.waitForFunction(
        (status) => document.querySelector(status)?.getAttribute('data-tone') === 'error',
        { timeout: 20_000 },
        STATUS,
      );
      expect(await text(page, STATUS)).toMatch(
        /^Ihr Browser erlaubt dieser Seite nicht, Ihren Standort zu verwenden\. Um es zu erlauben/,
      );
      expect(await page.$eval(FIELD, (input) => (input as HTMLInputElement).value)).toBe('Sendlinger Str');
      expect(await text(page, BUTTON)).toBe('Meinen Standort verwenden');
      expect(requests.filter((url) => new URL(url).pathname === '/reverse')).toEqual([]);
      expect(await searches(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
