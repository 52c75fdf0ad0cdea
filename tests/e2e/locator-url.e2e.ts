/**
 * Issue 29, links that can be shared: a map block keeps the visitor's typed search and chosen
 * location in the URL (`sf-{id}-…`, replaceState), a reload shows the same view, two blocks on one
 * page keep apart, back and forward restore, a bad value is skipped with a warning, and no
 * coordinate ever reaches the URL. At 390 and 1280 px on the OpenStreetMap default.
 */
import type { Page } from 'puppeteer-core';
import {
  DESKTOP,
  disconnect,
  isVisible,
  openPage,
  PHONE,
  scrollThrough,
  type OpenedPage,
  type Viewport,
} from './helpers';

afterAll(disconnect);

/** A latitude or longitude of the demo's Munich, as a URL could carry it (48.137…, 11.57…). */
const COORDINATE = /4[78][.,]\d{3}|11[.,]\d{3}/;

async function ready(page: Page, blocks: string[]): Promise<void> {
  await page.waitForFunction(
    (ids: string[]) => ids.every((id) => document.getElementById(`sf-map-${id}`)?.dataset.sfMap === 'ready'),
    { timeout: 30_000 },
    blocks,
  );
}

async function openMap(path: string, viewport: Viewport, blocks: string[]): Promise<OpenedPage> {
  const opened = await openPage(path, viewport);
  await ready(opened.page, blocks);
  return opened;
}

/** Types into the named fields of a form, as map-services.e2e does (the autocomplete closed with Escape). */
async function fill(page: Page, formId: string, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const selector = `#${formId} [name="${name}"]`;
    await page.$eval(selector, (element) => {
      (element as HTMLInputElement).value = '';
    });
    await page.focus(selector);
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

/** The form's status once it reports a result containing `containing` (not 'busy', not sending). */
async function result(page: Page, formId: string, containing = ''): Promise<{ tone: string; text: string }> {
  await page.waitForFunction(
    (id: string, part: string) => {
      const form = document.getElementById(id);
      const region = form?.querySelector<HTMLElement>('[data-sf-status]');
      return (
        !!region &&
        !form?.hasAttribute('aria-busy') &&
        region.textContent !== '' &&
        region.dataset.tone !== 'busy' &&
        region.textContent.includes(part)
      );
    },
    { timeout: 20_000 },
    formId,
    containing,
  );
  return page.$eval(`#${formId} [data-sf-status]`, (region) => ({
    tone: (region as HTMLElement).dataset.tone ?? '',
    text: region.textContent,
  }));
}

const params = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

const shownTitles = (page: Page, list: string) =>
  page.$$eval(`#${list} li`, (items) =>
    items.filter((li) => !(li as HTMLElement).hidden).map((li) => li.querySelector('a')?.textContent ?? ''),
  );

const popupText = (page: Page, block: string) =>
  page.$eval(
    `#${block}`,
    (frame) => frame.querySelector('.maplibregl-popup-content .sf-map-info')?.textContent.trim() ?? null,
  );

const linkWarnings = (opened: OpenedPage): string[] =>
  opened.warnings.filter((warning) => warning.includes("the link's parameter"));

describe.each([
  ['PHONE', PHONE],
  ['DESKTOP', DESKTOP],
])('issue 29 links that can be shared at %s', (_name, viewport) => {
  test('standorte.html: the typed search and the chosen location are in the URL and come back after a reload', async () => {
    const opened = await openMap('/standorte.html?ref=newsletter', viewport, ['31']);
    try {
      const { page } = opened;
      const entries = await page.evaluate(() => history.length);
      await fill(page, 'sf-map-search-31', { address: 'Karlsplatz 11', radius: '1' });
      await page.keyboard.press('Enter');
      const status = await result(page, 'sf-map-search-31');
      expect(status.tone).toBe('ok');
      expect(status.text).toMatch(
        /^\d+ von 12 Standorten im Umkreis von 1 km, in der Liste nach Entfernung sortiert\.$/,
      );
      const shown = await shownTitles(page, 'sf-map-list-31');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(12);
      expect(params(page).get('sf-31-address')).toBe('Karlsplatz 11');
      expect(params(page).get('sf-31-radius')).toBe('1');
      expect(params(page).get('ref')).toBe('newsletter');
      expect(page.url()).toContain('sf-31-address=Karlsplatz%2011');
      // replaceState: the back button leaves the page, it does not step through the search.
      expect(await page.evaluate(() => history.length)).toBe(entries);

      // Choose the second shown location in the list.
      const title = shown[1] ?? shown[0] ?? '';
      const index = await page.$$eval(
        '#sf-map-list-31 li',
        (items, wanted) =>
          items.find((li) => li.querySelector('a')?.textContent === wanted)?.querySelector('a')?.dataset
            .markerIndex,
        title,
      );
      // On a phone the list is behind the 'Liste' toggle (the map shows first).
      if (await isVisible(page, '#sf-map-view-31'))
        await page.click('#sf-map-view-31 button[data-sf-view="list"]');
      await page.click(`#sf-map-list-31 [data-marker-index="${index}"]`);
      await page.waitForFunction(
        (i) => new URL(location.href).searchParams.get('sf-31-loc') === i,
        { timeout: 5_000 },
        index ?? '',
      );
      expect(page.url()).not.toMatch(COORDINATE);
      await page.waitForFunction(
        (block: string) => !!document.querySelector(`#${block} .maplibregl-popup-content .sf-map-info`),
        { timeout: 10_000 },
        'sf-map-31',
      );
      const info = await popupText(page, 'sf-map-31');
      expect(info).toBeTruthy();

      // Reload: the field, the same locations, the status and the chosen location's info window.
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      await scrollThrough(page);
      await ready(page, ['31']);
      const again = await result(page, 'sf-map-search-31');
      expect(again).toEqual(status);
      expect(
        await page.$eval('#sf-map-search-31 [name="address"]', (i) => (i as HTMLInputElement).value),
      ).toBe('Karlsplatz 11');
      expect(await shownTitles(page, 'sf-map-list-31')).toEqual(shown);
      await page.waitForFunction(
        (block: string) => !!document.querySelector(`#${block} .maplibregl-popup-content .sf-map-info`),
        { timeout: 10_000 },
        'sf-map-31',
      );
      expect(await popupText(page, 'sf-map-31')).toBe(info);
      expect(params(page).get('sf-31-loc')).toBe(index);
      expect(params(page).get('ref')).toBe('newsletter');

      // The reset takes the search and the location out of the URL; other parameters stay.
      await page.click('#sf-map-search-31 .ce-map__reset');
      await result(page, 'sf-map-search-31', 'Alle Standorte werden wieder angezeigt.');
      expect([...params(page).keys()]).toEqual(['ref']);
      expect(linkWarnings(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('karten-vergleich.html: two blocks keep apart, and back and forward restore each', async () => {
    const opened = await openMap('/karten-vergleich.html', viewport, ['21', '22']);
    try {
      const { page } = opened;
      await fill(page, 'sf-map-search-21', { address: 'Marienplatz 1', radius: '1' });
      await page.click('#sf-map-search-21 button[type="submit"]');
      const first21 = await result(page, 'sf-map-search-21');
      await fill(page, 'sf-map-search-22', { address: 'Karlsplatz 11', radius: '2' });
      await page.click('#sf-map-search-22 button[type="submit"]');
      const first22 = await result(page, 'sf-map-search-22', 'Umkreis von 2 km');
      expect(first21.tone).toBe('ok');
      expect(first22.tone).toBe('ok');
      expect(Object.fromEntries(params(page))).toEqual({
        'sf-21-address': 'Marienplatz 1',
        'sf-21-radius': '1',
        'sf-22-address': 'Karlsplatz 11',
        'sf-22-radius': '2',
      });
      // Another script adds a history entry where block 22 searched elsewhere and 21 did not.
      const before = page.url();
      await page.evaluate(() =>
        history.pushState(null, '', '?sf-22-address=Sendlinger-Tor-Platz%208&sf-22-radius=1#liste'),
      );
      await page.goBack();
      // Back to our own entry: both blocks already show it, nothing runs again.
      expect(page.url()).toBe(before);
      expect(await result(page, 'sf-map-search-22')).toEqual(first22);
      await page.goForward();
      // Forward: block 22 searches Sendlinger-Tor-Platz 8 within 1 km, block 21 shows all again.
      const forward22 = await result(page, 'sf-map-search-22', 'Umkreis von 1 km');
      expect(forward22.tone).toBe('ok');
      expect(
        await page.$eval('#sf-map-search-22 [name="address"]', (i) => (i as HTMLInputElement).value),
      ).toBe('Sendlinger-Tor-Platz 8');
      expect(await result(page, 'sf-map-search-21', 'Alle Standorte')).toEqual({
        tone: 'ok',
        text: 'Alle Standorte werden wieder angezeigt.',
      });
      expect(await page.$$eval('#sf-map-list-21 li[hidden]', (items) => items.length)).toBe(0);
      // Back again: each block its own first search.
      await page.goBack();
      expect(await result(page, 'sf-map-search-22', 'Umkreis von 2 km')).toEqual(first22);
      expect(await result(page, 'sf-map-search-21', 'Umkreis von 1 km')).toEqual(first21);
      expect(page.url()).toBe(before);
      expect(page.url()).not.toMatch(COORDINATE);
      expect(linkWarnings(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

test('a link with bad values: each is skipped with one warning naming the block and the parameter', async () => {
  const opened = await openMap(
    '/standorte.html?sf-31-address=Karlsplatz%2011&sf-31-radius=viele&sf-31-loc=99',
    DESKTOP,
    ['31'],
  );
  try {
    const { page } = opened;
    const status = await result(page, 'sf-map-search-31');
    // The default radius of the form (1 km) and the address from the link.
    expect(status.text).toMatch(/Umkreis von 1 km/);
    expect(linkWarnings(opened)).toHaveLength(2);
    expect(linkWarnings(opened).join('\n')).toMatch(/"sf-31-radius" \("viele"\)/);
    expect(linkWarnings(opened).join('\n')).toMatch(/"sf-31-loc" \("99"\)/);
    expect(await popupText(page, 'sf-map-31')).toBeNull();
    // What was skipped is gone from the URL: the block wrote back what it shows.
    expect(page.url()).toMatch(/\?sf-31-address=Karlsplatz%2011&sf-31-radius=1$/);
  } finally {
    await opened.close();
  }
});

/** Clicks a location's list entry (the phone's 'Liste' toggle first, where the block has one). */
async function chooseInList(page: Page, id: string, index: number): Promise<void> {
  if (await isVisible(page, `#sf-map-view-${id}`))
    await page.click(`#sf-map-view-${id} button[data-sf-view="list"]`);
  await page.click(`#sf-map-list-${id} [data-marker-index="${index}"]`);
}

const waitForParam = (page: Page, name: string, value: string | null) =>
  page.waitForFunction(
    (key: string, wanted: string | null) => new URL(location.href).searchParams.get(key) === wanted,
    { timeout: 10_000 },
    name,
    value,
  );

const waitForPopup = (page: Page, block: string) =>
  page.waitForFunction(
    (frame: string) => !!document.querySelector(`#${frame} .maplibregl-popup-content .sf-map-info`),
    { timeout: 10_000 },
    block,
  );

describe('the URL state holds whatever the visitor does', () => {
  test('a pasted lone surrogate in the map search is written as U+FFFD, and later clicks keep writing', async () => {
    const opened = await openMap('/standorte.html', DESKTOP, ['31']);
    try {
      const { page } = opened;
      await page.$eval('#sf-map-search-31 [name="address"]', (input) => {
        (input as HTMLInputElement).value = 'Karlsplatz \uD800 11';
      });
      await page.click('#sf-map-search-31 button[type="submit"]');
      await result(page, 'sf-map-search-31');
      await waitForParam(page, 'sf-31-address', 'Karlsplatz \uFFFD 11');
      await chooseInList(page, '31', 1);
      await waitForParam(page, 'sf-31-loc', '1');
      await page.click('#sf-map-filter-31-laden');
      await waitForParam(page, 'sf-31-cat', 'laden');
      expect(opened.errors.filter((line) => /URIError|URI malformed/.test(line))).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('karten-vergleich.html: back and forward to an entry with a chosen location select it and keep it in the URL', async () => {
    const opened = await openMap('/karten-vergleich.html', DESKTOP, ['21', '22']);
    try {
      const { page } = opened;
      await fill(page, 'sf-map-search-21', { address: 'Marienplatz 1', radius: '1' });
      await page.click('#sf-map-search-21 button[type="submit"]');
      await result(page, 'sf-map-search-21', 'Umkreis von 1 km');
      await page.evaluate(() => history.pushState(null, '', '?sf-21-loc=2'));
      await page.goBack();
      await page.goForward();
      await waitForPopup(page, 'sf-map-21');
      expect(await popupText(page, 'sf-map-21')).toContain('Servicecenter');
      // The selection stays in the entry's URL: a reload or a shared link opens it again.
      await result(page, 'sf-map-search-21', 'Alle Standorte');
      expect(params(page).get('sf-21-loc')).toBe('2');
      expect(page.url()).toMatch(/\?sf-21-loc=2$/);
    } finally {
      await opened.close();
    }
  });

  test('standorte.html: a filter that hides the chosen location drops the choice: the info window closes, loc leaves the URL', async () => {
    const opened = await openMap('/standorte.html', DESKTOP, ['31']);
    try {
      const { page } = opened;
      await chooseInList(page, '31', 1);
      await waitForParam(page, 'sf-31-loc', '1');
      await waitForPopup(page, 'sf-map-31');
      expect(await popupText(page, 'sf-map-31')).toContain('Vertrieb Süd');
      await page.click('#sf-map-filter-31-verwaltung');
      await waitForParam(page, 'sf-31-cat', 'verwaltung');
      expect(await shownTitles(page, 'sf-map-list-31')).not.toContain('Vertrieb Süd');
      await waitForParam(page, 'sf-31-loc', null);
      expect(await popupText(page, 'sf-map-31')).toBeNull();
    } finally {
      await opened.close();
    }
  });

  test('standorte.html: a link whose restored filter hides its chosen location does not open it', async () => {
    const opened = await openMap('/standorte.html?sf-31-cat=verwaltung&sf-31-loc=1', DESKTOP, ['31']);
    try {
      const { page } = opened;
      await waitForParam(page, 'sf-31-loc', null);
      expect(params(page).get('sf-31-cat')).toBe('verwaltung');
      expect(await shownTitles(page, 'sf-map-list-31')).not.toContain('Vertrieb Süd');
      expect(await popupText(page, 'sf-map-31')).toBeNull();
    } finally {
      await opened.close();
    }
  });
});

describe('the radius place search in the URL', () => {
  const RADIUS = 'sf-map-radius-11';
  const value = (page: Page, name: string) =>
    page.$eval(`#${RADIUS} [name="${name}"]`, (field) => (field as HTMLInputElement).value);

  test('karte.html: the radius search is written beside the map search, comes back after a reload and on back and forward', async () => {
    const opened = await openMap('/karte.html', DESKTOP, ['11']);
    try {
      const { page } = opened;
      await fill(page, 'sf-map-search-11', { address: 'Karlsplatz 11', radius: '2' });
      await page.click('#sf-map-search-11 button[type="submit"]');
      const mapStatus = await result(page, 'sf-map-search-11', 'Umkreis von 2 km');
      await fill(page, RADIUS, { address: 'Marienplatz 8', radius: '1' });
      await page.select(`#${RADIUS} [name="type"]`, 'pharmacy');
      await page.click(`#${RADIUS} button[type="submit"]`);
      const status = await result(page, RADIUS);
      expect(status.tone).toBe('ok');
      expect(Object.fromEntries(params(page))).toEqual({
        'sf-11-address': 'Karlsplatz 11',
        'sf-11-radius': '2',
        'sf-11-near-address': 'Marienplatz 8',
        'sf-11-near-type': 'pharmacy',
        'sf-11-near-radius': '1',
      });
      const shared = page.url();

      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      await scrollThrough(page);
      await ready(page, ['11']);
      expect(await result(page, RADIUS)).toEqual(status);
      expect(await result(page, 'sf-map-search-11')).toEqual(mapStatus);
      expect(await value(page, 'address')).toBe('Marienplatz 8');
      expect(await value(page, 'type')).toBe('pharmacy');
      expect(page.url()).toBe(shared);

      // Another entry where the radius search looked for cafés within 2 km; back and forward.
      await page.evaluate(() =>
        history.pushState(
          null,
          '',
          '?sf-11-near-address=Sendlinger-Tor-Platz%208&sf-11-near-type=cafe&sf-11-near-radius=2',
        ),
      );
      await page.goBack();
      await page.goForward();
      await page.waitForFunction(
        (id: string) =>
          document.querySelector<HTMLInputElement>(`#${id} [name="address"]`)?.value ===
          'Sendlinger-Tor-Platz 8',
        { timeout: 10_000 },
        RADIUS,
      );
      expect((await result(page, RADIUS, '2 km')).tone).toBe('ok');
      expect(await value(page, 'type')).toBe('cafe');
      expect(await value(page, 'radius')).toBe('2');
      expect(page.url()).not.toMatch(COORDINATE);
      expect(linkWarnings(opened)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
