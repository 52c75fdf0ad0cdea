/**
 * Issue 25, finding 2: an engine that never answers. Nominatim, Photon, Overpass and the geocoder of
 * the map forms are held without an answer (the request stays open, as with a hung server); the
 * pages set `requestTimeout` to 1 s (the default is 10 s). Each widget then says in German that
 * the service is unreachable, and the visitor can try again: once the engine answers, the same
 * widget works without a reload.
 */
import type { Page } from 'puppeteer-core';
import { DESKTOP, disconnect, openPage, seriousViolations, servePage } from './helpers';

afterAll(disconnect);

interface Hold {
  /** Whether requests matching the pattern are held (never answered) now. */
  holding: boolean;
  /** The held requests so far. */
  held: string[];
}

/** Serves `path` rewritten, and holds every request whose URL matches `engine` while `hold.holding`. */
async function serve(
  page: Page,
  path: string,
  rewrite: (html: string) => string,
  engine: RegExp,
): Promise<Hold> {
  const hold: Hold = { holding: true, held: [] };
  await servePage(page, path, rewrite, (request) => {
    const url = new URL(request.url());
    if (!hold.holding || !engine.test(url.pathname + url.search)) return false;
    hold.held.push(url.pathname);
    return true; // Never answered.
  });
  return hold;
}

/** The page's places configuration with a one-second time limit. */
const placesTimeout = (html: string): string =>
  html.replace('<script type="application/json" id="sf-places-config">{', '$&"requestTimeout": 1, ');

const UNREACHABLE_PLACE = 'Der Dienst antwortet gerade nicht. Bitte versuchen Sie es erneut.';

describe('issue 25: engines that never answer', () => {
  test('place details (Nominatim held): error after the time limit, "Erneut versuchen" loads the place once it answers', async () => {
    let hold: Hold | undefined;
    const opened = await openPage('/orte.html', DESKTOP, {
      beforeLoad: async (page) => {
        hold = await serve(page, '/orte.html', placesTimeout, /^\/lookup\?/);
      },
    });
    try {
      const { page } = opened;
      await page.waitForSelector('#c140[data-sf-place-state="error"]', { timeout: 10_000 });
      expect(hold!.held.length).toBeGreaterThan(0);
      const text = await page.$eval('#c140', (frame) => frame.textContent);
      expect(text).toContain('Ortsdetails konnten nicht geladen werden');
      expect(text).toContain(UNREACHABLE_PLACE);
      expect(await seriousViolations(page)).toEqual([]);
      hold!.holding = false;
      await page.click('#c140 .sf-place-status__retry');
      await page.waitForSelector('#c140[data-sf-place-state="success"]', { timeout: 10_000 });
      expect(opened.errors.some((error) => /c140.*NETWORK_ERROR.*no answer within 1000 ms/.test(error))).toBe(
        true,
      );
    } finally {
      await opened.close();
    }
  });

  test('search list (Overpass held) and autocomplete (Photon held): German messages, then both work', async () => {
    let hold: Hold | undefined;
    const opened = await openPage('/orte-suche.html', DESKTOP, {
      beforeLoad: async (page) => {
        hold = await serve(page, '/orte-suche.html', placesTimeout, /^\/api(\/interpreter)?\?/);
      },
    });
    try {
      const { page } = opened;
      await page.waitForSelector('#c161[data-sf-place-search="error"]', { timeout: 10_000 });
      expect(await page.$eval('#c161', (frame) => frame.textContent)).toContain(UNREACHABLE_PLACE);
      // Photon held: after the time limit the open list says so (it said nothing, for good).
      await page.click('#c160-q');
      await page.keyboard.type('Viktualien');
      await page.waitForFunction(
        () =>
          document.querySelector('#c160')?.textContent.includes('Vorschläge konnten nicht geladen werden'),
        { timeout: 10_000 },
      );
      hold!.holding = false;
      await page.click('#c161 .sf-place-status__retry');
      await page.waitForSelector('#c161[data-sf-place-search="ready"]', { timeout: 10_000 });
      // Typing again asks again.
      await page.click('#c160-q', { count: 3 });
      await page.keyboard.type('Viktualienm');
      await page.waitForFunction(
        () => document.querySelector('#c160-q')?.getAttribute('aria-expanded') === 'true',
        {
          timeout: 10_000,
        },
      );
    } finally {
      await opened.close();
    }
  });

  test('map search form (geocoder held): the unreachable sentence after the time limit; sent again, it finds the address', async () => {
    let hold: Hold | undefined;
    const opened = await openPage('/karte.html', DESKTOP, {
      beforeLoad: async (page) => {
        hold = await serve(
          page,
          '/karte.html',
          (html) => html.replace(/"mapSettings": \{/g, '$&"requestTimeout": 1, '),
          /^\/search\?/,
        );
      },
    });
    try {
      const { page } = opened;
      await page.waitForFunction(
        () => document.querySelector('#sf-map-11')?.getAttribute('data-sf-map') === 'ready',
      );
      await page.type('#sf-map-search-address-11', 'Karlsplatz 11');
      // Sent as the visitor's Enter would send it (no prediction list may cover the button).
      const send = () => page.$eval('#sf-map-search-11', (form) => (form as HTMLFormElement).requestSubmit());
      await send();
      const status = '#sf-map-search-11 [data-sf-status]';
      await page.waitForSelector(`${status}[data-tone="error"]`, { timeout: 10_000 });
      expect(await page.$eval(status, (region) => region.textContent)).toBe(
        'Der Kartendienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      );
      hold!.holding = false;
      await send();
      await page.waitForSelector(`${status}[data-tone="ok"]`, { timeout: 10_000 });
      expect(opened.errors.some((error) => /geocoder .* no answer within 1000 ms/.test(error))).toBe(true);
    } finally {
      await opened.close();
    }
  });
});
