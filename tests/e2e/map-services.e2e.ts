/**
 * The map services on the OpenStreetMap default, with the demo server's geocoder, nearby search
 * and router over the real extract (spec 2.3, 4.7–4.9, 5.1, 8.1, 8.5): routes on foot, by bike and
 * by car with German steps, a radius search for cafés, the map search with its circle, hidden
 * markers and sorted list, the reset, and the messages of an unknown address, an unreachable
 * destination, a server error and a network failure; two blocks on one page stay apart.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import {
  disconnect,
  isVisible,
  openPage,
  PHONE,
  seriousViolations,
  withoutWorkerCanvas,
  type OpenedPage,
} from './helpers';

afterAll(disconnect);

const DESKTOP = { width: 1280, height: 900 };

async function openMap(pagePath: string, options: { intercepted?: boolean } = {}): Promise<OpenedPage> {
  // A page whose requests Puppeteer intercepts draws its maps on the page (helpers.ts, withoutWorkerCanvas).
  const opened = await openPage(
    pagePath,
    DESKTOP,
    options.intercepted ? { beforeLoad: withoutWorkerCanvas } : {},
  );
  // Every OSM block ready (the Google block 23 waits for consent).
  await opened.page.waitForFunction(
    () =>
      [...document.querySelectorAll('section.ce-map')]
        .filter((block) => block.id !== 'sf-map-23')
        .every((block) => block.getAttribute('data-sf-map') === 'ready'),
    { timeout: 30_000 },
  );
  return opened;
}

/** Types into the named fields of a form (clearing them first). */
async function fill(page: Page, formId: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const selector = `#${formId} [name="${name}"]`;
    const tag = await page.$eval(selector, (element) => element.tagName);
    if (tag === 'SELECT') {
      await page.select(selector, value);
      continue;
    }
    await page.$eval(selector, (element) => {
      (element as HTMLInputElement).value = '';
    });
    await page.focus(selector);
    // Issue 16: an address field of a ready map loads its autocomplete on the first focus. The
    // typing waits for it, and the predictions are closed with Escape afterwards, as a visitor
    // would before clicking the button they might cover.
    const completing = await page.$eval(selector, (input) => input.hasAttribute('data-sf-autocomplete'));
    if (completing)
      await page.waitForFunction(
        (field) => document.querySelector(field)?.getAttribute('data-sf-autocomplete') === 'ready',
        {},
        selector,
      );
    await page.type(selector, value);
    if (completing) {
      await page.waitForFunction(
        (field) =>
          document.querySelector(field)?.closest('.sf-place-ac')?.getAttribute('data-sf-ac') !== 'loading',
        {},
        selector,
      );
      await page.keyboard.press('Escape');
    }
  }
}

/** Waits until the form's status region reports a result (not 'busy') and returns it. */
async function result(page: Page, formId: string): Promise<{ tone: string; text: string }> {
  await page.waitForFunction(
    (id) => {
      const region = document.querySelector<HTMLElement>(`#${id} [data-sf-status]`);
      return !!region && region.textContent !== '' && region.dataset.tone !== 'busy';
    },
    { timeout: 20_000 },
    formId,
  );
  return page.$eval(`#${formId} [data-sf-status]`, (region) => ({
    tone: (region as HTMLElement).dataset.tone ?? '',
    text: region.textContent,
  }));
}

/** Issue 11: what every form says when a map service cannot be reached. */
const UNREACHABLE = 'Der Kartendienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.';

/** Issue 11: what every form of a block without a map says. */
const UNAVAILABLE =
  'Die Karte ist nicht verfügbar; Suche und Routenplanung sind daher nicht möglich. Die Standorte finden Sie in der Liste.';

/** Clears the status so that the next `result` waits for the next answer. */
const clearStatus = (page: Page, formId: string) =>
  page.$eval(`#${formId} [data-sf-status]`, (region) => {
    region.textContent = '';
  });

/** '1,2 km' / '960 m' → metres. */
function meters(text: string): number {
  const match = /([\d.,]+)\s*(km|m)\b/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no distance in "${text}"`);
  const value = Number(match[1]!.replace(/\./g, '').replace(',', '.'));
  return match[2] === 'km' ? value * 1000 : value;
}

/** The expected console errors of a failing service (the integrator's side), and nothing else. */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (e) =>
      !/ failed: [A-Z_]+ \(/.test(e) &&
      !/^HTTP (4\d\d|5\d\d): .*\/(search|route\/v1|api\/interpreter)/.test(e) &&
      !/^request failed: .*\/(search|route\/v1|api\/interpreter)/.test(e) &&
      !/Failed to load resource/.test(e),
  );
}

describe('4.9 directions on OpenStreetMap (/karte.html): Marienplatz 8 → Karlsplatz 11', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openMap('/karte.html');
  });
  afterAll(() => opened.close());

  const lengths: Record<string, number> = {};

  test.each([
    ['WALKING', 700, 1_500, 'enter'],
    ['BICYCLING', 800, 2_500, 'button'],
    ['DRIVING', 1_200, 6_000, 'button'],
  ])('%s: route drawn, German steps with distances, plausible length', async (mode, min, max, how) => {
    const { page } = opened;
    await clearStatus(page, 'sf-map-directions-11');
    await fill(page, 'sf-map-directions-11', { origin: 'Marienplatz 8', destination: 'Karlsplatz 11', mode });
    if (how === 'enter') {
      await page.focus('#sf-map-directions-11 [name="destination"]');
      await page.keyboard.press('Enter');
    } else {
      await page.click('#sf-map-directions-11 button[type="submit"]');
    }
    const status = await result(page, 'sf-map-directions-11');
    expect(status.tone).toBe('ok');
    expect(status.text).toMatch(
      /^Route berechnet \(.+, etwa .+\)\. Die Wegbeschreibung steht unter der Karte\.$/,
    );
    // The line is on the map.
    const points = await page.$eval('#sf-map-11 [data-sf-route]', (e) =>
      Number(e.getAttribute('data-sf-route')),
    );
    expect(points).toBeGreaterThan(5);
    // The panel: heading, total, German steps with distances, arrival last.
    const panel = await page.$eval('#sf-map-directions-panel-11', (p) => ({
      total: p.querySelector('.ce-map__route-total')?.textContent ?? '',
      steps: [...p.querySelectorAll('.ce-map__steps li')].map((li) => li.textContent),
      distances: [...p.querySelectorAll('.ce-map__step-distance')].map((s) => s.textContent),
    }));
    expect(panel.total).toMatch(/^Gesamt: .+, etwa \d+ (Min\.|Std\.)/);
    const total = meters(panel.total);
    expect(total).toBeGreaterThanOrEqual(min);
    expect(total).toBeLessThanOrEqual(max);
    lengths[mode] = total;
    expect(panel.steps.length).toBeGreaterThanOrEqual(3);
    expect(panel.steps.at(-1)).toMatch(/Ziel erreicht/);
    expect(panel.steps.join(' ')).toMatch(/(links|rechts|geradeaus|weiter|Richtung)/i);
    expect(panel.steps.join(' ')).not.toMatch(/\b(Turn|Head|You have arrived)\b/);
    // The step distances add up to the total (within rounding).
    const sum = panel.distances.reduce((acc, text) => acc + meters(text), 0);
    expect(Math.abs(sum - total)).toBeLessThan(Math.max(60, total * 0.08));
    if (mode === 'WALKING') {
      expect(panel.steps.join(' ')).not.toMatch(/Fahren Sie/);
    }
  });

  test('by car is longer than on foot (one-way streets and the pedestrian zone)', () => {
    expect(lengths.DRIVING).toBeGreaterThan(lengths.WALKING ?? Infinity);
  });

  test('public transport is not offered on OSM; the page has no serious axe violation with a route shown', async () => {
    const { page, errors } = opened;
    const transit = await page.$eval('#sf-map-directions-11 option[value="TRANSIT"]', (o) => o.disabled);
    expect(transit).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('4.7 radius search (/karte.html)', () => {
  test('cafés near Marienplatz 8: markers whose click shows the name; the previous results go', async () => {
    const opened = await openMap('/karte.html');
    try {
      const { page, errors } = opened;
      await fill(page, 'sf-map-radius-11', { address: 'Marienplatz 8', type: 'cafe', radius: '0,5' });
      await page.click('#sf-map-radius-11 button[type="submit"]');
      const status = await result(page, 'sf-map-radius-11');
      expect(status.tone).toBe('ok');
      expect(status.text).toMatch(/^\d+ Orte im Umkreis von 500 m gefunden\.$/);
      const count = Number(/^(\d+)/.exec(status.text)?.[1]);
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(20);
      await page.waitForFunction(
        (n) => document.querySelectorAll('#sf-map-11 [data-sf-marker-kind="place"]').length === n,
        {},
        count,
      );
      // Zoom 15 on the geocoded address (Google's levels, as the map element reports them).
      expect(await page.$eval('#sf-map-11 [data-zoom]', (e) => e.getAttribute('data-zoom'))).toBe('15');
      // Every result is drawn inside the map, not pushed somewhere else on the page.
      const outsideCanvas = await page.$eval('#sf-map-canvas-11', (canvas) => {
        const box = canvas.getBoundingClientRect();
        return [...canvas.querySelectorAll('[data-sf-marker-kind="place"]')].filter((m) => {
          const r = m.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.bottom;
          return x < box.left || x > box.right || y < box.top || y > box.bottom + 1;
        }).length;
      });
      expect(outsideCanvas).toBe(0);
      const place = await page.$('#sf-map-11 [data-sf-marker-kind="place"]:not([hidden])');
      const name = await place!.evaluate(
        (e) => e.getAttribute('aria-label') ?? e.getAttribute('title') ?? '',
      );
      await place!.click();
      await page.waitForSelector('#sf-map-11 .maplibregl-popup-content');
      const popup = await page.$eval('#sf-map-11 .maplibregl-popup-content', (p) => p.textContent.trim());
      expect(popup.length).toBeGreaterThan(1);
      expect(name).toContain(popup.replace(/\s*(Schließen|×)\s*$/, ''));
      // A second search (bars) replaces the cafés.
      await clearStatus(page, 'sf-map-radius-11');
      await fill(page, 'sf-map-radius-11', { type: 'pharmacy', radius: '80' });
      await page.click('#sf-map-radius-11 button[type="submit"]');
      const second = await result(page, 'sf-map-radius-11');
      // 80 km is more than the nearby search takes: clamped, and the visitor told.
      expect(second.text).toContain('Der Umkreis wurde auf 50 km begrenzt');
      const kinds = await page.$$eval('#sf-map-11 [data-sf-marker-kind="place"]', (m) => m.length);
      expect(kinds).toBe(Number(/^(\d+)/.exec(second.text)?.[1] ?? 0));
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

/** Reference haversine in the test, independent of the bundle. */
function haversine(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('4.8 map search and two blocks (/karten-vergleich.html)', () => {
  test('hides markers outside the circle, sorts the list by distance, reset brings all back; the other block is untouched', async () => {
    const opened = await openMap('/karten-vergleich.html');
    try {
      const { page, errors } = opened;
      const locations = await page.$eval(
        '#sf-map-settings-22',
        (s) =>
          (
            JSON.parse(s.textContent) as {
              locations: { latitude: number; longitude: number; title: string }[];
            }
          ).locations,
      );
      await fill(page, 'sf-map-search-22', { address: 'Karlsplatz 11', radius: '1' });
      // The geocoded point, as the geocoder answered it (the page writes no centre into the DOM).
      const geocoded = page.waitForResponse((response) => new URL(response.url()).pathname === '/search');
      await page.keyboard.press('Enter');
      const [hit] = (await (await geocoded).json()) as { lat: string; lon: string }[];
      const [lat, lng] = [Number(hit?.lat), Number(hit?.lon)];
      const status = await result(page, 'sf-map-search-22');
      expect(status.tone).toBe('ok');
      // The search-point marker, and the circle with its radius (its centre is not written down).
      const circle = await page.$eval(
        '#sf-map-22 [data-sf-circle]',
        (e) => e.getAttribute('data-sf-circle') ?? '',
      );
      expect(circle).toBe('1000');
      expect(haversine([lat, lng], [48.1387, 11.566])).toBeLessThan(150);
      expect(await page.$$eval('#sf-map-22 [data-sf-marker-kind="point"]', (m) => m.length)).toBe(1);
      const expected = locations
        .map((l, index) => ({ index, title: l.title, d: haversine([lat, lng], [l.latitude, l.longitude]) }))
        .filter((l) => l.d < 1000)
        .sort((a, b) => a.d - b.d);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(locations.length);
      const list = await page.$$eval('#sf-map-list-22 li', (items) =>
        items.map((li) => ({
          title: li.querySelector('a')?.textContent ?? '',
          hidden: (li as HTMLElement).hidden,
          distance: li.querySelector('.ce-map__distance')?.textContent ?? '',
        })),
      );
      const shown = list.filter((item) => !item.hidden);
      expect(shown.map((item) => item.title)).toEqual(expected.map((l) => l.title));
      for (const item of shown) expect(item.distance).toMatch(/^\d+(,\d)? (m|km) entfernt$/);
      expect(status.text).toBe(
        `${expected.length} von ${locations.length} Standorten im Umkreis von 1 km, in der Liste nach Entfernung sortiert.`,
      );
      // Markers of the locations outside are not drawn (hidden or, clustered, not counted).
      const outside = locations.map((_, i) => i).filter((i) => !expected.some((l) => l.index === i));
      const drawnNow = () =>
        page.$eval('#sf-map-22', (block) => ({
          drawn: [...block.querySelectorAll<HTMLElement>('.sf-osm-marker[data-sf-marker-kind="location"]')]
            .filter((m) => m.isConnected && !m.hidden)
            .map((m) => Number(m.dataset.markerIndex)),
          clustered: [...block.querySelectorAll<HTMLElement>('.sf-osm-cluster')].reduce(
            (sum, e) => sum + Number(e.dataset.count),
            0,
          ),
        }));
      // The clusters redraw when the map has moved: wait for the count to settle.
      await page
        .waitForFunction(
          (n) => {
            const block = document.querySelector('#sf-map-22')!;
            const singles = [
              ...block.querySelectorAll<HTMLElement>('.sf-osm-marker[data-sf-marker-kind="location"]'),
            ].filter((m) => !m.hidden).length;
            const clustered = [...block.querySelectorAll<HTMLElement>('.sf-osm-cluster')].reduce(
              (sum, e) => sum + Number(e.dataset.count),
              0,
            );
            return singles + clustered === n;
          },
          { timeout: 10_000 },
          expected.length,
        )
        .catch(() => undefined);
      const { drawn, clustered } = await drawnNow();
      for (const index of outside) expect(drawn).not.toContain(index);
      expect(drawn.length + clustered).toBe(expected.length);
      // Block 21 is untouched.
      expect(await page.$('#sf-map-21 [data-sf-circle]')).toBeNull();
      expect(
        await page.$$eval(
          '#sf-map-list-21 li',
          (items) => items.filter((li) => (li as HTMLElement).hidden).length,
        ),
      ).toBe(0);
      expect(await page.$eval('#sf-map-search-21 [data-sf-status]', (s) => s.textContent)).toBe('');
      // Reset: every marker back, the list in its order, the circle gone.
      await page.click('#sf-map-search-22 .ce-map__reset');
      await page.waitForFunction(() => !document.querySelector('#sf-map-22 [data-sf-circle]'));
      const after = await page.$$eval('#sf-map-list-22 li', (items) =>
        items.map((li) => ({
          title: li.querySelector('a')?.textContent ?? '',
          hidden: (li as HTMLElement).hidden,
        })),
      );
      expect(after.map((i) => i.title)).toEqual(locations.map((l) => l.title));
      expect(after.every((i) => !i.hidden)).toBe(true);
      expect(await page.$$eval('#sf-map-22 [data-sf-marker-kind="point"]', (m) => m.length)).toBe(0);
      expect(await result(page, 'sf-map-search-22')).toEqual({
        tone: 'ok',
        text: 'Alle Standorte werden wieder angezeigt.',
      });
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('the Google block waits for consent: its form asks for the map and nothing goes to Google', async () => {
    const opened = await openMap('/karten-vergleich.html');
    try {
      const { page } = opened;
      const google: string[] = [];
      page.on('request', (request) => {
        if (/google|gstatic/.test(new URL(request.url()).host)) google.push(request.url());
      });
      await fill(page, 'sf-map-search-23', { address: 'Marienplatz 8' });
      await page.click('#sf-map-search-23 button[type="submit"]');
      expect(await result(page, 'sf-map-search-23')).toEqual({
        tone: 'error',
        text: 'Bitte laden Sie zuerst die Karte.',
      });
      expect(google).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('8.1 / 8.5 failures reach the visitor in German (/karte.html)', () => {
  let opened: OpenedPage;
  let answer: ((request: HTTPRequest) => Promise<void> | undefined) | undefined;
  beforeAll(async () => {
    opened = await openMap('/karte.html', { intercepted: true });
    await opened.page.setRequestInterception(true);
    opened.page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const handled = answer?.(request);
      if (!handled) void request.continue();
    });
  });
  afterAll(() => opened.close());
  afterEach(() => {
    answer = undefined;
  });

  test('an unknown address: the inline message with the status, no alert', async () => {
    const { page, errors } = opened;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await clearStatus(page, 'sf-map-search-11');
    await fill(page, 'sf-map-search-11', { address: 'Nirgendwo 1', radius: '2' });
    await page.click('#sf-map-search-11 button[type="submit"]');
    expect(await result(page, 'sf-map-search-11')).toEqual({
      tone: 'error',
      text: 'Die Adresse konnte nicht gefunden werden. Bitte prüfen Sie die Schreibweise oder ergänzen Sie die Postleitzahl.',
    });
    expect(dialogs).toEqual([]);
    expect(errors.some((e) => /map search: geocoding "Nirgendwo 1" failed: ZERO_RESULTS/.test(e))).toBe(true);
    // The radius search says so too (the old site stayed silent).
    await clearStatus(page, 'sf-map-radius-11');
    await fill(page, 'sf-map-radius-11', { address: 'Nirgendwo 1' });
    await page.click('#sf-map-radius-11 button[type="submit"]');
    expect((await result(page, 'sf-map-radius-11')).text).toMatch(
      /^Die Adresse konnte nicht gefunden werden\. Bitte prüfen/,
    );
  });

  test("an unreachable destination: this map's not-found message in the block", async () => {
    const { page, errors } = opened;
    // What an OSRM server answers when no road joins the two points.
    answer = (request) =>
      request.url().includes('/route/v1/')
        ? request.respond({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'NoRoute', message: 'Impossible route between points' }),
          })
        : undefined;
    await clearStatus(page, 'sf-map-directions-11');
    await fill(page, 'sf-map-directions-11', {
      origin: 'Marienplatz 8',
      destination: 'Karlsplatz 11',
      mode: 'DRIVING',
    });
    await page.click('#sf-map-directions-11 button[type="submit"]');
    const notFound = await page.$eval('#sf-map-notfound-11', (i) => (i as HTMLInputElement).value);
    expect(await result(page, 'sf-map-directions-11')).toEqual({ tone: 'error', text: notFound });
    expect(await page.$eval('#sf-map-directions-panel-11', (p) => p.textContent)).toBe('');
    expect(await page.$('#sf-map-11 [data-sf-route]')).toBeNull();
    expect(errors.some((e) => /directions .* failed: ZERO_RESULTS/.test(e))).toBe(true);
  });

  test('a server error and a network failure each give their own German message', async () => {
    const { page } = opened;
    answer = (request) =>
      new URL(request.url()).pathname === '/search'
        ? request.respond({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
        : undefined;
    await clearStatus(page, 'sf-map-search-11');
    await fill(page, 'sf-map-search-11', { address: 'Marienplatz 8', radius: '1' });
    await page.click('#sf-map-search-11 button[type="submit"]');
    expect(await result(page, 'sf-map-search-11')).toEqual({
      tone: 'error',
      text: 'Die Adresse konnte nicht gefunden werden. Der Kartendienst hat einen Fehler gemeldet. Bitte versuchen Sie es später noch einmal.',
    });
    answer = (request) =>
      new URL(request.url()).pathname === '/search' ? request.abort('connectionrefused') : undefined;
    await clearStatus(page, 'sf-map-search-11');
    await page.click('#sf-map-search-11 button[type="submit"]');
    expect(await result(page, 'sf-map-search-11')).toEqual({ tone: 'error', text: UNREACHABLE });
    answer = (request) =>
      new URL(request.url()).pathname === '/search'
        ? request.respond({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' })
        : undefined;
    await clearStatus(page, 'sf-map-search-11');
    await page.click('#sf-map-search-11 button[type="submit"]');
    // A German sentence only: the status code goes to the console, never to the visitor (issue 28).
    expect((await result(page, 'sf-map-search-11')).text).toBe(
      'Die Adresse konnte nicht gefunden werden. Zu viele Anfragen an den Kartendienst. Bitte versuchen Sie es in einer Minute erneut.',
    );
    // The map still works afterwards.
    answer = undefined;
    await clearStatus(page, 'sf-map-search-11');
    await page.click('#sf-map-search-11 button[type="submit"]');
    expect((await result(page, 'sf-map-search-11')).tone).toBe('ok');
  });

  test('issue 11: services answering 503 are "not reachable" in directions, radius search and map search', async () => {
    const { page, errors } = opened;
    /** Answers 503 for the requests of the one service under test, lets the others through. */
    const down = (service: RegExp) => (request: HTTPRequest) =>
      service.test(new URL(request.url()).pathname)
        ? request.respond({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' })
        : undefined;

    // The router is down, the geocoder answers: not 'no route', but the service is unreachable.
    answer = down(/^\/route\/v1\//);
    await clearStatus(page, 'sf-map-directions-11');
    await fill(page, 'sf-map-directions-11', {
      origin: 'Marienplatz 8',
      destination: 'Karlsplatz 11',
      mode: 'WALKING',
    });
    await page.click('#sf-map-directions-11 button[type="submit"]');
    expect(await result(page, 'sf-map-directions-11')).toEqual({ tone: 'error', text: UNREACHABLE });
    expect(errors.some((e) => /directions .* failed: NETWORK_ERROR \(.*HTTP 503/.test(e))).toBe(true);

    // The nearby search is down after a good geocode: not 'UNKNOWN_ERROR'.
    answer = down(/^\/api\/interpreter$/);
    await clearStatus(page, 'sf-map-radius-11');
    await fill(page, 'sf-map-radius-11', { address: 'Marienplatz 8', type: 'cafe', radius: '1' });
    await page.click('#sf-map-radius-11 button[type="submit"]');
    expect(await result(page, 'sf-map-radius-11')).toEqual({ tone: 'error', text: UNREACHABLE });

    // The geocoder is down: the map search and the directions say the same.
    answer = down(/^\/search$/);
    await clearStatus(page, 'sf-map-search-11');
    await fill(page, 'sf-map-search-11', { address: 'Marienplatz 8', radius: '1' });
    await page.click('#sf-map-search-11 button[type="submit"]');
    expect(await result(page, 'sf-map-search-11')).toEqual({ tone: 'error', text: UNREACHABLE });
    await clearStatus(page, 'sf-map-directions-11');
    await page.click('#sf-map-directions-11 button[type="submit"]');
    expect(await result(page, 'sf-map-directions-11')).toEqual({ tone: 'error', text: UNREACHABLE });
    expect(await page.$eval('#sf-map-directions-panel-11', (p) => p.textContent)).toBe('');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('issue 11: what a visitor met on the demo', () => {
  test('the places of a radius search leave the map when the map search runs and when it resets (/karte.html)', async () => {
    const opened = await openMap('/karte.html');
    try {
      const { page, errors } = opened;
      const places = () => page.$$eval('#sf-map-11 [data-sf-marker-kind="place"]', (m) => m.length);
      const radiusSearch = async () => {
        await clearStatus(page, 'sf-map-radius-11');
        await fill(page, 'sf-map-radius-11', { address: 'Marienplatz 8', type: 'cafe', radius: '0,5' });
        await page.click('#sf-map-radius-11 button[type="submit"]');
        expect((await result(page, 'sf-map-radius-11')).tone).toBe('ok');
        await page.waitForSelector('#sf-map-11 [data-sf-marker-kind="place"]');
        expect(await places()).toBeGreaterThan(0);
      };
      await radiusSearch();
      await clearStatus(page, 'sf-map-search-11');
      await fill(page, 'sf-map-search-11', { address: 'Karlsplatz 11', radius: '1' });
      await page.click('#sf-map-search-11 button[type="submit"]');
      expect((await result(page, 'sf-map-search-11')).tone).toBe('ok');
      expect(await places()).toBe(0);
      // The radius form no longer counts places that are gone.
      expect(await page.$eval('#sf-map-radius-11 [data-sf-status]', (s) => s.textContent)).toBe('');
      await radiusSearch();
      await clearStatus(page, 'sf-map-search-11');
      await page.click('#sf-map-search-11 .ce-map__reset');
      expect(await result(page, 'sf-map-search-11')).toEqual({
        tone: 'ok',
        text: 'Alle Standorte werden wieder angezeigt.',
      });
      expect(await places()).toBe(0);
      expect(await page.$$eval('#sf-map-11 [data-sf-marker-kind="point"]', (m) => m.length)).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test.each([
    ['390×844', PHONE],
    ['320×640', { ...PHONE, width: 320, height: 640 }],
  ])(
    'the Google consent placeholder grows with its content at %s: title and button fully shown and reachable',
    async (_size, viewport) => {
      const opened = await openPage('/karten-vergleich.html', viewport);
      try {
        const { page } = opened;
        await page.waitForSelector('#sf-map-23 .sf-map-consent');
        const box = await page.$eval('#sf-map-23 .sf-map-consent', (p) => {
          const canvas = p.parentElement!.getBoundingClientRect();
          const own = p.getBoundingClientRect();
          const inside = (selector: string) => {
            const r = p.querySelector(selector)!.getBoundingClientRect();
            return r.top >= own.top - 0.5 && r.bottom <= own.bottom + 0.5 && r.height > 0;
          };
          const next = p.closest('.ce-map__body')?.nextElementSibling?.getBoundingClientRect();
          return {
            scroll: p.scrollHeight,
            client: p.clientHeight,
            clipped: getComputedStyle(p).overflowY !== 'visible' && p.scrollHeight > p.clientHeight + 1,
            inCanvas: own.top >= canvas.top - 0.5 && own.bottom <= canvas.bottom + 0.5,
            configured: 320,
            height: canvas.height,
            title: inside('.sf-map-consent__title'),
            button: inside('.sf-map-consent__load'),
            overlapsNext: next ? next.top < canvas.bottom - 0.5 : false,
          };
        });
        expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
        expect(box.clipped).toBe(false);
        expect(box.inCanvas).toBe(true);
        expect(box.height).toBeGreaterThanOrEqual(box.configured);
        expect(box.title).toBe(true);
        expect(box.button).toBe(true);
        expect(box.overlapsNext).toBe(false);
        // The button, scrolled into view, lies within the viewport and takes the click itself.
        await page.$eval('#sf-map-23 .sf-map-consent__load', (b) => b.scrollIntoView({ block: 'center' }));
        const reachable = await page.$eval('#sf-map-23 .sf-map-consent__load', (b) => {
          const r = b.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return {
            inViewport: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
            hit: hit === b || b.contains(hit),
          };
        });
        expect(reachable).toEqual({ inViewport: true, hit: true });
        const title = await page.$eval('#sf-map-23 .sf-map-consent__title', (t) => {
          t.scrollIntoView({ block: 'center' });
          const r = t.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + 2, r.top + r.height / 2);
          return { inViewport: r.top >= 0 && r.bottom <= innerHeight, hit: hit === t || t.contains(hit) };
        });
        expect(title).toEqual({ inViewport: true, hit: true });
      } finally {
        await opened.close();
      }
    },
  );

  test('after the Google map failed to load, its form says the map is unavailable (/karten-vergleich.html)', async () => {
    const opened = await openMap('/karten-vergleich.html');
    try {
      const { page } = opened;
      await page.click('#sf-map-23 .sf-map-consent__load');
      await page.waitForFunction(
        () => document.querySelector('#sf-map-23')?.getAttribute('data-sf-map') === 'failed',
        { timeout: 20_000 },
      );
      await fill(page, 'sf-map-search-23', { address: 'Marienplatz 8' });
      await page.click('#sf-map-search-23 button[type="submit"]');
      expect(await result(page, 'sf-map-search-23')).toEqual({ tone: 'error', text: UNAVAILABLE });
      // The OSM block beside it still asks nothing of the kind.
      await fill(page, 'sf-map-search-22', { address: 'Karlsplatz 11', radius: '1' });
      await page.click('#sf-map-search-22 button[type="submit"]');
      expect((await result(page, 'sf-map-search-22')).tone).toBe('ok');
    } finally {
      await opened.close();
    }
  });

  test('a map that failed to load hides its theme select; its forms say the map is unavailable (/karte.html)', async () => {
    const opened = await openPage('/karte.html', DESKTOP);
    try {
      const { page } = opened;
      expect(await isVisible(page, '#sf-map-theme-11')).toBe(true);
      // The OpenStreetMap code cannot be loaded: the block fails as on a broken network.
      await page.setCacheEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (/\/chunks\/(map-osm|maplibre)\./.test(request.url())) void request.abort('connectionrefused');
        else void request.continue();
      });
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(
        () => document.querySelector('#sf-map-11')?.getAttribute('data-sf-map') === 'failed',
        { timeout: 20_000 },
      );
      expect(await isVisible(page, '#sf-map-theme-11')).toBe(false);
      expect(await isVisible(page, '#sf-map-list-11')).toBe(true);
      for (const form of ['sf-map-radius-11', 'sf-map-search-11', 'sf-map-directions-11']) {
        await page.click(`#${form} button[type="submit"]`);
        expect([form, await result(page, form)]).toEqual([form, { tone: 'error', text: UNAVAILABLE }]);
      }
    } finally {
      await opened.close();
    }
  });

  test('the block with broken settings shows no theme select and no forms; the good block keeps its select (/karte-fehler.html)', async () => {
    const opened = await openPage('/karte-fehler.html', DESKTOP);
    try {
      const { page } = opened;
      await page.waitForFunction(
        () => document.querySelector('#sf-map-42')?.getAttribute('data-sf-map') === 'ready',
        { timeout: 30_000 },
      );
      expect(await page.$eval('#sf-map-41', (b) => b.getAttribute('data-sf-state'))).toBe('invalid');
      expect(await page.$('#sf-map-theme-41')).not.toBeNull();
      expect(await isVisible(page, '#sf-map-theme-41')).toBe(false);
      expect(await isVisible(page, '#sf-map-41 .ce-map__fallback')).toBe(true);
      expect(await isVisible(page, '#sf-map-list-41')).toBe(true);
      expect(await isVisible(page, '#sf-map-theme-42')).toBe(true);
      expect(
        await page.$$eval(
          '#sf-map-41 form',
          (forms) => forms.filter((f) => f.getClientRects().length > 0).length,
        ),
      ).toBe(0);
    } finally {
      await opened.close();
    }
  });

  test.each([
    ['1280×900', DESKTOP],
    ['390×844', PHONE],
  ])(
    "the 'nicht mehr laden' link covers neither the scale bar nor the credits at %s (/karte-einwilligung.html)",
    async (_size, viewport) => {
      const opened = await openPage('/karte-einwilligung.html', viewport);
      try {
        const { page } = opened;
        await page.click('#sf-map-51 .sf-map-consent__load');
        await page.waitForFunction(
          () => document.querySelector('#sf-map-51')?.getAttribute('data-sf-map') === 'ready',
          { timeout: 30_000 },
        );
        await page.waitForSelector('#sf-map-51 .sf-map-view__revoke');
        await page.waitForSelector('#sf-map-51 .maplibregl-ctrl-scale');
        const boxes = await page.$eval('#sf-map-51', (block) => {
          const rect = (selector: string) => {
            const r = block.querySelector(selector)?.getBoundingClientRect();
            return r ? { left: r.left, right: r.right, top: r.top, bottom: r.bottom } : undefined;
          };
          return {
            link: rect('.sf-map-view__revoke')!,
            text: block.querySelector('.sf-map-view__revoke')!.textContent,
            scale: rect('.maplibregl-ctrl-scale')!,
            credits: rect('.maplibregl-ctrl-attrib'),
            map: rect('.sf-map-view')!,
          };
        });
        type Box = typeof boxes.link;
        const intersects = (a: Box, b: Box) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(boxes.text).toBe('Karten von OpenStreetMap nicht mehr laden');
        expect(intersects(boxes.link, boxes.scale)).toBe(false);
        if (boxes.credits) expect(intersects(boxes.link, boxes.credits)).toBe(false);
        // Both stay inside the map.
        for (const box of [boxes.link, boxes.scale]) {
          expect(box.left).toBeGreaterThanOrEqual(boxes.map.left - 0.5);
          expect(box.bottom).toBeLessThanOrEqual(boxes.map.bottom + 0.5);
        }
      } finally {
        await opened.close();
      }
    },
  );
});
