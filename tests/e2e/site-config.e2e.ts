/**
 * Issue 26: the site's configuration reaches the widgets. Pages as a CMS would render them with
 * other site settings (servePage rewrites the page JSON): engines left empty switch their features
 * off (no error a visitor reads, one console line each for the integrator), consent.mode external
 * hands the choice to a consent tool, and label overrides (#sf-labels) show on the page.
 */
import type { Page } from 'puppeteer-core';
import { DESKTOP, disconnect, openPage, servePage, type OpenedPage } from './helpers';

afterAll(() => disconnect());

/** Replaces the JSON of the page's `<script type="application/json" id="{id}">`. */
const withJson =
  (id: string, value: unknown) =>
  (html: string): string => {
    const pattern = new RegExp(`(<script type="application/json" id="${id}">)[^<]*(</script>)`);
    if (!pattern.test(html)) throw new Error(`the page has no #${id}`);
    return html.replace(
      pattern,
      (_, open: string, close: string) => `${open}${JSON.stringify(value)}${close}`,
    );
  };

const compose =
  (...rewrites: ((html: string) => string)[]) =>
  (html: string): string =>
    rewrites.reduce((text, rewrite) => rewrite(text), html);

/** The demo site's places configuration with its OpenStreetMap engines emptied. */
const PLACES_NO_ENGINES = {
  source: 'osm',
  osm: { nominatim: '', photon: '', overpass: '' },
  google: { apiKey: '', region: 'DE' },
  cmsMapsProvider: 'osm',
};

const PAGE_ENGINES = { geocoder: '/search', router: '/route/v1', overpass: '/api/interpreter' };

function open(path: string, rewrite: (html: string) => string): Promise<OpenedPage> {
  return openPage(path, DESKTOP, { beforeLoad: (page) => servePage(page, path, rewrite) });
}

/** The page's visible text (what a visitor reads). */
const visibleText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

/** Texts that would greet a visitor with an error. */
const ERROR_TEXT = /konnte[n]? nicht|nicht geladen|nicht erreichbar|antwortet gerade nicht|Fehler/i;

const isHidden = (page: Page, selector: string): Promise<boolean> =>
  page.$eval(selector, (element) => (element as HTMLElement).offsetParent === null);

describe('issue 26: features whose engine is not configured are off, not broken', () => {
  test('an OSM block without tiles: no map, no error; the location list stays; one console line names osmTiles', async () => {
    const opened = await open(
      '/karte.html',
      compose(
        withJson('sf-maps-config', { provider: 'osm', osm: {}, consent: { mode: 'placeholder' } }),
        withJson('sf-places-config', PLACES_NO_ENGINES),
      ),
    );
    try {
      const { page, errors, warnings } = opened;
      expect(await page.$eval('#sf-map-11', (b) => b.getAttribute('data-sf-map'))).toBe('off');
      expect(await page.$eval('#sf-map-11', (b) => b.getAttribute('data-sf-state'))).toBe('mounted');
      expect(await isHidden(page, '#sf-map-canvas-11')).toBe(true);
      expect(await isHidden(page, '#sf-map-radius-11')).toBe(true);
      expect(await isHidden(page, '#sf-map-theme-11')).toBe(true);
      expect(await isHidden(page, '#sf-map-list-11')).toBe(false);
      expect(await page.$eval('#sf-map-list-11', (l) => l.textContent)).toContain('Zentrale am Marienplatz');
      expect(await visibleText(page)).not.toMatch(ERROR_TEXT);
      expect(errors).toEqual([]);
      const lines = warnings.filter((line) => line.includes('#sf-map-11'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[SiteFrontend\] map #sf-map-11: the OpenStreetMap map is off/);
      expect(lines[0]).toContain(
        'plugin.tx_sitefrontend.settings.maps.osmTiles ("osm.tiles" in #sf-maps-config)',
      );
    } finally {
      await opened.close();
    }
  });

  test('a map without geocoder, router and Overpass: the map works, the three forms are hidden, a line each', async () => {
    const opened = await open(
      '/karte.html',
      withJson('sf-maps-config', { osm: { tiles: 'pmtiles:///osm/altstadt.pmtiles' } }),
    );
    try {
      const { page, errors, warnings } = opened;
      await page.waitForSelector('#sf-map-11[data-sf-map="ready"]', { timeout: 30_000 });
      for (const form of ['radius', 'search', 'directions'])
        expect(await isHidden(page, `#sf-map-${form}-11`)).toBe(true);
      expect(await visibleText(page)).not.toMatch(ERROR_TEXT);
      expect(errors).toEqual([]);
      const lines = warnings.filter((line) => line.includes('#sf-map-11'));
      expect(lines.map((line) => /: (the [a-z ]+ form) is off/.exec(line)?.[1])).toEqual([
        'the radius search form',
        'the map search form',
        'the directions form',
      ]);
      expect(lines[2]).toContain('settings.maps.osmGeocoder ("osm.geocoder" in #sf-maps-config) and ');
      expect(lines[2]).toContain('settings.maps.osmRouter ("osm.router" in #sf-maps-config)');
    } finally {
      await opened.close();
    }
  });

  test('no Photon: the address fields are plain inputs, typing shows no suggestions and no error; one line', async () => {
    const opened = await open(
      '/karte.html',
      withJson('sf-places-config', {
        ...PLACES_NO_ENGINES,
        osm: { nominatim: '/', overpass: '/api/interpreter' },
      }),
    );
    try {
      const { page, errors, warnings } = opened;
      await page.waitForSelector('#sf-map-11[data-sf-map="ready"]', { timeout: 30_000 });
      const field = '#sf-map-search-11 input[name="address"]';
      const photon: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api') photon.push(request.url());
      });
      // The visitor types and sends the form, as without JavaScript; the search's published result
      // is the point where a suggestion list would long have shown.
      await page.click(field);
      await page.keyboard.type('Karlsplatz 11');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => {
          const status = document.querySelector<HTMLElement>('#sf-map-search-11 [data-sf-status]');
          return !!status && status.textContent.trim() !== '' && status.dataset.tone !== 'busy';
        },
        { timeout: 10_000 },
      );
      expect(await page.$eval(field, (input) => input.getAttribute('role'))).toBeNull();
      expect(await page.$eval(field, (input) => input.hasAttribute('data-sf-autocomplete'))).toBe(false);
      expect(await page.$('#sf-map-11 [role="listbox"]')).toBeNull();
      expect(photon).toEqual([]);
      expect(await visibleText(page)).not.toMatch(ERROR_TEXT);
      expect(errors).toEqual([]);
      const lines = warnings.filter((line) => line.includes('address suggestions'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(
        'plugin.tx_sitefrontend.settings.places.photon ("osm.photon" in #sf-places-config)',
      );
    } finally {
      await opened.close();
    }
  });

  test('OSM place widgets without Nominatim, Overpass and Photon keep their CMS markup; a line each', async () => {
    const opened = await open('/orte-suche.html', withJson('sf-places-config', PLACES_NO_ENGINES));
    try {
      const { page, errors, warnings } = opened;
      // The autocomplete's field stays the CMS form's field; the lists and details show their CMS text.
      expect(await page.$eval('#c160-q', (input) => input.getAttribute('role'))).toBeNull();
      expect(await page.$('#c161 .sf-place-search-host')).toBeNull();
      expect(await page.$eval('#c161', (frame) => frame.textContent)).toContain('Cafés am Marienplatz');
      expect(await page.$('#c163 .sf-place-host')).toBeNull();
      expect(await page.$eval('#c163', (frame) => frame.textContent)).toContain('Ortsdetails');
      expect(await visibleText(page)).not.toMatch(ERROR_TEXT);
      expect(errors).toEqual([]);
      const line = (frame: string) => warnings.filter((text) => text.includes(` #${frame}: `));
      expect(line('c160')).toEqual([expect.stringContaining('the place autocomplete is off')]);
      expect(line('c160')[0]).toContain('settings.places.photon ("osm.photon" in #sf-places-config)');
      expect(line('c161')).toEqual([expect.stringContaining('the place search is off')]);
      expect(line('c163')).toEqual([expect.stringContaining('settings.places.nominatim ("osm.nominatim"')]);
    } finally {
      await opened.close();
    }
  });
});

describe('issue 26: consent.mode external', () => {
  test("no 'always' checkbox; the button loads the map for this page view, tells the tool, stores nothing", async () => {
    const opened = await open(
      '/karte-einwilligung.html',
      withJson('sf-maps-config', {
        osm: { tiles: 'pmtiles:///osm/altstadt.pmtiles', ...PAGE_ENGINES },
        consent: { mode: 'external', privacyUrl: '/datenschutz.html' },
      }),
    );
    try {
      const { page, errors } = opened;
      await page.waitForSelector('#sf-map-51 .sf-map-consent');
      expect(await page.$('#sf-map-51 .sf-map-consent__always')).toBeNull();
      await page.evaluate(() => {
        document.addEventListener('sf:consent-request', (event) => {
          document.body.dataset.requested = JSON.stringify((event as CustomEvent).detail);
        });
      });
      await page.click('#sf-map-51 .sf-map-consent__load');
      await page.waitForSelector('#sf-map-51[data-sf-map="ready"]', { timeout: 30_000 });
      expect(await page.evaluate(() => document.body.dataset.requested)).toBe('{"provider":"osm"}');
      expect(await page.evaluate(() => localStorage.getItem('sf-consent'))).toBeNull();
      expect(await page.evaluate(() => window.SiteFrontend?.consent.mode)).toBe('external');
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('issue 26: label overrides (#sf-labels)', () => {
  test('a page with an override shows the overridden text; placeholders are filled', async () => {
    const labels =
      '<script type="application/json" id="sf-labels">{"map.load": "Karte jetzt anzeigen", "map.consentTitle": "Inhalte von {provider}"}</script>';
    const opened = await open('/karte-einwilligung.html', (html) =>
      html.replace('</head>', `${labels}</head>`),
    );
    try {
      const { page, errors } = opened;
      await page.waitForSelector('#sf-map-51 .sf-map-consent');
      expect(await page.$eval('#sf-map-51 .sf-map-consent__load', (b) => b.textContent)).toBe(
        'Karte jetzt anzeigen',
      );
      expect(await page.$eval('#sf-map-51 .sf-map-consent__title', (p) => p.textContent)).toBe(
        'Inhalte von OpenStreetMap',
      );
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
