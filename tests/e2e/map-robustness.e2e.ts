/**
 * Issue 25, a map block when one of its OpenStreetMap resources fails: a POI sprite that answers
 * 404 costs the icons, not the map (spec 4.3: the map shows the locations), and the console says so
 * in one readable line that names the block, the setting and the URL.
 */
import type { Page } from 'puppeteer-core';
import {
  DESKTOP,
  disconnect,
  insertMapBlock,
  openPage,
  screenshotStats,
  withoutWorkerCanvas,
  type OpenedPage,
} from './helpers';

afterAll(disconnect);
jest.setTimeout(60_000);

/** A sprite the demo server does not have: it answers 404, as a site's server would. */
const SPRITE = '/no-such-sprite/poi';

/**
 * Points the page's `osm.sprite` at SPRITE (in the settings JSON, before the bundle reads it) and
 * collects the 404s for it. Not Puppeteer's request interception: the sprite is fetched by the
 * worker that draws the map, and an intercepted request that the worker gives up can hang there.
 */
async function refuseSprite(page: Page, refused: string[]): Promise<void> {
  await page.evaluateOnNewDocument((sprite) => {
    new MutationObserver((_changes, observer) => {
      const settings = document.getElementById('sf-maps-config');
      if (!settings?.textContent) return;
      const config = JSON.parse(settings.textContent) as { osm: Record<string, string> };
      config.osm.sprite = sprite;
      settings.textContent = JSON.stringify(config);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, SPRITE);
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(SPRITE) && response.status() === 404)
      refused.push(response.url());
  });
}

/** The block's outcome once it has one: 'ready' or 'failed'. */
async function outcome(page: Page, id: string): Promise<string | undefined> {
  await page.waitForSelector(`#sf-map-${id}[data-sf-map="ready"], #sf-map-${id}[data-sf-map="failed"]`, {
    timeout: 30_000,
  });
  return page.$eval(`#sf-map-${id}`, (block) => block.getAttribute('data-sf-map') ?? undefined);
}

describe('issue 25: a failing POI sprite', () => {
  test('4.3 karte.html with the sprite answering 404: the map is ready and drawn without icons, one warning names block, osm.sprite and URL', async () => {
    const refused: string[] = [];
    let opened: OpenedPage | undefined;
    try {
      opened = await openPage('/karte.html', DESKTOP, {
        scrollThrough: false,
        beforeLoad: (page) => refuseSprite(page, refused),
      });
      const { page, errors, warnings } = opened;
      expect(await outcome(page, '11')).toBe('ready');
      await page.waitForSelector('#sf-map-11 [data-sf-idle="true"]', { timeout: 30_000 });
      expect(refused.length).toBeGreaterThan(0);
      // Drawn: the theme's colours and the self-hosted glyphs' letters are on the canvas.
      const drawn = await screenshotStats(page, '#sf-map-canvas-11 canvas');
      expect(drawn.spread).toBeGreaterThan(1);
      expect(drawn.dark).toBeGreaterThan(0);
      // The locations are on the map (markers or clusters).
      expect(
        await page.$$eval('#sf-map-11 .sf-osm-marker, #sf-map-11 .sf-osm-cluster', (m) => m.length),
      ).toBeGreaterThan(0);
      // One readable line: the block, the setting and the sprite's URL; no [object …].
      const spriteLines = [...warnings, ...errors].filter((line) => line.includes('osm.sprite'));
      expect(spriteLines).toHaveLength(1);
      const [line] = spriteLines;
      expect(warnings).toContain(line);
      expect(line).toContain('[SiteFrontend] map #sf-map-11');
      expect(line).toContain(`${new URL(page.url()).origin}${SPRITE}`);
      expect(line).not.toContain('[object');
      // Nothing else went wrong: only the refused requests themselves (the HTTP lines and Chromium's
      // own 'Failed to load resource' for each) are in the console.
      const refusedLines = (error: string) =>
        error.includes(SPRITE) ||
        error.startsWith('Failed to load resource: the server responded with a status of 404');
      expect(errors.filter((error) => !refusedLines(error))).toEqual([]);
      // A theme change keeps the map iconless without asking for the sprite again, and says nothing more.
      const asked = refused.length;
      await page.select('#sf-map-theme-11', 'Energy');
      await page.waitForFunction(
        () => document.querySelector('#sf-map-11 [data-theme]')?.getAttribute('data-theme') === 'Energy',
      );
      await page.waitForSelector('#sf-map-11 [data-sf-idle="true"]', { timeout: 30_000 });
      expect(refused).toHaveLength(asked);
      expect([...warnings, ...errors].filter((l) => l.includes('osm.sprite'))).toHaveLength(1);
    } finally {
      await opened?.close();
    }
  });
});

describe('a sprite and a glyph server that take the requests and never answer', () => {
  test.each([
    ['drawn by its worker', false],
    ['drawn on the page', true],
  ])(
    '%s: each has its own time limit (a third of loadTimeout) and falls back as a missing one: the map is ready and drawn, without icons',
    async (_how, onPage) => {
      const opened = await openPage('/index.html', DESKTOP, {
        scrollThrough: false,
        beforeLoad: (page) => (onPage ? withoutWorkerCanvas(page) : Promise.resolve()),
      });
      try {
        const { page, warnings } = opened;
        // loadTimeout 6 s: sprite and glyphs may take 2 s each; the map itself still loads within 6 s.
        await insertMapBlock(page, '95', {
          mapSettings: { id: '95', zoom: 16, height: '300px', loadTimeout: 6 },
          locations: [{ latitude: 48.13743, longitude: 11.57549, title: 'Zentrale am Marienplatz' }],
          osm: {
            tiles: '/osm/tiles/{z}/{x}/{y}.pbf',
            sprite: '/demo/hang/sprite/poi',
            glyphs: '/demo/hang/glyphs/{fontstack}/{range}.pbf',
          },
        });
        expect(await outcome(page, '95')).toBe('ready');
        await page.waitForSelector('#sf-map-95 [data-sf-idle="true"]', { timeout: 30_000 });
        const drawn = await screenshotStats(page, '#sf-map-canvas-95 canvas');
        expect(drawn.spread).toBeGreaterThan(1);
        const spriteLines = warnings.filter((line) => line.includes('osm.sprite'));
        expect(spriteLines).toHaveLength(1);
        expect(spriteLines[0]).toContain('[SiteFrontend] map #sf-map-95');
        expect(spriteLines[0]).toContain('no answer within 2 s');
      } finally {
        await opened.close();
      }
    },
  );
});
