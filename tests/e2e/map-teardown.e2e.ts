/**
 * A failed map is a dead map (Documentation/robustness.md, "A map that fails is taken down"): an
 * OpenStreetMap block whose tile server takes the requests and never answers fails at its load
 * time limit, and then nothing of it keeps running behind the German message. Its workers end, its
 * WebGL contexts are lost and its canvases leave the page, each time consent is given again and the
 * map fails again. Counted: the page's workers (DevTools targets; MapLibre's one shared worker may
 * stay, reused by the next map) and the WebGL contexts the page
 * made (getContext instrumented before any script runs) that are not lost.
 */
import type { Page } from 'puppeteer-core';
import { DESKTOP, disconnect, insertMapBlock, openPage, withoutWorkerCanvas } from './helpers';
import { startOtherOrigin, type OtherOrigin } from './other-origin';

afterAll(disconnect);
jest.setTimeout(90_000);

let tiles: OtherOrigin;
beforeAll(async () => {
  // Every tile request is taken and never answered.
  tiles = await startOtherOrigin((path) => (path.startsWith('/tiles/') ? 'hold' : undefined));
});
afterAll(() => tiles.close());

declare global {
  interface Window {
    __sfContexts?: (WebGLRenderingContext | WebGL2RenderingContext)[];
  }
}

/** Records every WebGL context the page's canvases hand out. */
async function countContexts(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const contexts: (WebGLRenderingContext | WebGL2RenderingContext)[] = [];
    window.__sfContexts = contexts;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to each canvas below
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof original>
    ) {
      const context = original.apply(this, args) as unknown;
      if (
        (context instanceof WebGLRenderingContext || context instanceof WebGL2RenderingContext) &&
        !contexts.includes(context)
      )
        contexts.push(context);
      return context;
    } as typeof original;
  });
}

interface Leftovers {
  /** The page's workers, by script URL. */
  workers: string[];
  contexts: number;
  canvases: number;
}

/** What is left of the map: workers, WebGL contexts not lost, canvases in the block. */
async function leftovers(page: Page): Promise<Leftovers> {
  return {
    workers: page.workers().map((worker) => worker.url()),
    ...(await page.evaluate(() => ({
      contexts: (window.__sfContexts ?? []).filter((context) => !context.isContextLost()).length,
      canvases: document.querySelectorAll('#sf-map-canvas-97 canvas').length,
    }))),
  };
}

/**
 * MapLibre keeps one worker per page for all its maps (its global dispatcher, made with the first
 * map and reused by the next one): that one may stay, every other worker is the failed map's.
 */
const SHARED = /\/maplibre-gl-csp-worker\.[0-9a-f]+\.js$/;
const DEAD: Leftovers = { workers: [], contexts: 0, canvases: 0 };
const onlyShared = (left: Leftovers): Leftovers => ({
  ...left,
  workers: left.workers.filter((url, index) => !(index === 0 && SHARED.test(url))),
});

/**
 * What is left once the map is dead, or after 5 s: the page says when its contexts are lost and its
 * canvases gone; a worker's end reaches puppeteer as an event, a moment after the page ended it.
 */
async function settledLeftovers(page: Page): Promise<Leftovers> {
  const timeout = 5000;
  const until = Date.now() + timeout;
  await page
    .waitForFunction(
      () =>
        (window.__sfContexts ?? []).every((context) => context.isContextLost()) &&
        document.querySelectorAll('#sf-map-canvas-97 canvas').length === 0,
      { timeout },
    )
    .catch(() => undefined);
  while (onlyShared(await leftovers(page)).workers.length > 0 && Date.now() < until) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      new Promise((resolve) => page.once('workerdestroyed', resolve)),
      new Promise((resolve) => (timer = setTimeout(resolve, until - Date.now()))),
    ]);
    clearTimeout(timer);
  }
  return onlyShared(await leftovers(page));
}

describe('a map whose tile server never answers', () => {
  test.each([
    ['drawn by its worker', false],
    ['drawn on the page', true],
  ])(
    '%s: after each load timeout its workers end, its WebGL contexts are lost, its canvases go (three times, consent given again)',
    async (_how, onPage) => {
      const opened = await openPage('/index.html', DESKTOP, {
        scrollThrough: false,
        beforeLoad: async (page) => {
          await countContexts(page);
          if (onPage) await withoutWorkerCanvas(page);
        },
      });
      try {
        const { page } = opened;
        await insertMapBlock(page, '97', {
          mapSettings: { id: '97', zoom: 15, height: '300px', loadTimeout: 2 },
          locations: [{ latitude: 48.13743, longitude: 11.57549, title: 'Zentrale am Marienplatz' }],
          consent: { required: 1 },
          osm: { tiles: `${tiles.origin}/tiles/{z}/{x}/{y}.pbf` },
        });
        await page.waitForSelector('#sf-map-97 .sf-map-consent');
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const asked = tiles.requests.length;
          await page.evaluate(() => window.SiteFrontend?.consent.grant('osm', { remember: false }));
          await page.waitForSelector('#sf-map-97[data-sf-map="failed"]', { timeout: 20_000 });
          // It failed because the tiles hung, not before it asked for them.
          expect(tiles.requests.length).toBeGreaterThan(asked);
          expect(await page.$eval('#sf-map-97 .sf-map-view__status--error', (e) => e.textContent)).toBe(
            'Die Karte konnte nicht geladen werden. Die Standorte finden Sie in der Liste.',
          );
          expect({ attempt, ...(await settledLeftovers(page)) }).toEqual({ attempt, ...DEAD });
          await page.evaluate(() => window.SiteFrontend?.consent.revoke('osm'));
          await page.waitForSelector('#sf-map-97 .sf-map-consent');
        }
        expect(await settledLeftovers(page)).toEqual(DEAD);
      } finally {
        await opened.close();
      }
    },
  );
});
