/**
 * Issue 30, an experiment: does MapLibre off the main thread bring a map page to Lighthouse ≥ 90?
 * Pages with the same header and the same map (karte.html's block: its locations fitted, the default
 * theme over the demo server's tiles, glyphs and sprite):
 *
 * - `main thread, MapLibre alone`: the same MapLibre build on the page's main thread, as MapLibre
 *   draws by default (a frame whenever a tile, glyph range or the sprite arrives);
 * - `worker`: the same MapLibre build, unchanged, in a dedicated worker that draws on the page's
 *   canvas through an OffscreenCanvas (`map-worker/map-worker.js`, a small DOM for MapLibre), the
 *   visitor's events forwarded to MapLibre's own handlers (`map-worker/offscreen-page.js`);
 * - `worker, frames as bitmaps`: the worker draws on a canvas of its own and sends each frame as an
 *   ImageBitmap with its camera, so the page could place its DOM over the map in the same task.
 *
 * Beside them, karte.html as the product draws it today (main thread, the first view held until it
 * is complete, first-draw.ts). For each: Lighthouse 12 (mobile preset) over BENCH_RUNS runs, the pages in turn (medians), when the
 * map is idle at 390×844 with 4× CPU, the share of the map's pixels that differ from the main
 * thread's, whether a mouse drag, a wheel turn and an arrow key move the map (and on a touch screen
 * a one-finger drag and a two-finger spread), and a probe of what else the product would ask of
 * MapLibre in the worker. The pages are served by a small server of this section that passes every
 * other request to the demo server.
 */
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { renderPage } from '../../fixtures/server/render';
import { buildStyle } from '../../Resources/Private/TypeScript/map/osm/style';
import { FIT_OPTIONS } from '../../Resources/Private/TypeScript/map/osm/zoom';
import { themeByName } from '../../Resources/Private/TypeScript/map/themes';
import { median, table } from '../bench-lib';
import { firstMapSettings } from './map-load-lib';
import { runLighthouse } from './lighthouse';
import { pixelsDiffering } from './pictures';
import { CONDITIONS, conditionedPage } from './page-load';

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
const HERE = path.join(__dirname, 'map-worker');
const MAPLIBRE = path.dirname(require.resolve('maplibre-gl/dist/maplibre-gl-csp.js'));

const WORKER_PAGE = '<script defer src="offscreen-page.js"></script>';
const VARIANTS = {
  'main thread, MapLibre alone': {
    file: 'main-thread.html',
    head: '<link rel="stylesheet" href="maplibre-gl.css" /><script defer src="maplibre-gl-csp.js"></script><script defer src="main-thread-page.js"></script>',
    canvas: '',
    frames: '',
  },
  worker: { file: 'worker.html', head: WORKER_PAGE, canvas: '<canvas></canvas>', frames: '' },
  'worker, frames as bitmaps': {
    file: 'worker-bitmaps.html',
    head: WORKER_PAGE,
    canvas: '<canvas></canvas>',
    frames: 'data-frames="bitmaps"',
  },
} as const;
type Variant = keyof typeof VARIANTS;
const PRODUCT_ROW = 'main thread: karte.html as the product draws it';
const NAMES = Object.keys(VARIANTS) as Variant[];

/** karte.html's map block: its locations' bounds ([west, south], [east, north]). */
function karteBounds(): [[number, number], [number, number]] {
  const json = firstMapSettings(renderPage('/karte.html')?.html ?? '');
  if (!json) throw new Error('karte.html has no map settings');
  const { locations } = JSON.parse(json) as { locations: { latitude: number; longitude: number }[] };
  const lngs = locations.map((location) => location.longitude);
  const lats = locations.map((location) => location.latitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** The experiment's page of `variant`, its map given as `map` (JSON: style, bounds, fit). */
function page(template: string, variant: Variant, map: string): string {
  const attribute = map.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return template
    .replace('{{title}}', `Karte (${variant})`)
    .replace('{{head}}', VARIANTS[variant].head)
    .replace('{{map}}', attribute)
    .replace('{{canvas}}', VARIANTS[variant].canvas)
    .replace('{{frames}}', VARIANTS[variant].frames);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** The files served as they are: MapLibre's, and this experiment's scripts. */
const FILES: Record<string, string> = {
  'maplibre-gl.css': path.join(MAPLIBRE, 'maplibre-gl.css'),
  'maplibre-gl-csp.js': path.join(MAPLIBRE, 'maplibre-gl-csp.js'),
  'maplibre-gl-csp-worker.js': path.join(MAPLIBRE, 'maplibre-gl-csp-worker.js'),
  'map-worker.js': path.join(HERE, 'map-worker.js'),
  'offscreen-page.js': path.join(HERE, 'offscreen-page.js'),
  'main-thread-page.js': path.join(HERE, 'main-thread-page.js'),
  'pmtiles.js': path.join(path.dirname(require.resolve('pmtiles')), '..', 'pmtiles.js'),
};

/**
 * The OSM provider's style over the demo server's tiles, glyphs and sprite, through `origin`: the
 * default theme over TileJSON tiles, or `?theme=…&tiles=pmtiles` (the worker's probe).
 */
function experimentStyle(origin: string, query: URLSearchParams): ReturnType<typeof buildStyle> {
  const pmtiles = query.get('tiles') === 'pmtiles';
  return buildStyle(themeByName(query.get('theme') ?? 'default'), {
    tiles: { url: pmtiles ? `pmtiles://${origin}/osm/altstadt.pmtiles` : `${origin}/osm/tiles.json` },
    glyphs: `${origin}/_assets/site_frontend/Map/glyphs/{fontstack}/{range}.pbf`,
    sprite: `${origin}/_assets/site_frontend/Map/sprite/poi`,
    maxZoom: 15,
    language: 'de',
  });
}

/** The experiment's pages and scripts under /exp/; everything else from the demo server. */
async function startExperiment(baseUrl: string): Promise<{ url: string; server: Server }> {
  const demo = new URL(baseUrl);
  const map = JSON.stringify({ style: 'style.json', bounds: karteBounds(), fit: FIT_OPTIONS });
  const template = readFileSync(path.join(HERE, 'page.html'), 'utf8');
  const pages = new Map<string, string>(
    NAMES.map((name) => [VARIANTS[name].file, page(template, name, map)]),
  );
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const name = url.pathname.startsWith('/exp/') ? url.pathname.slice(5) : undefined;
    if (name === undefined) {
      const upstream = request(
        { host: demo.hostname, port: demo.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const origin = `http://${req.headers.host ?? ''}`;
    const file = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    const body =
      name === 'style.json'
        ? JSON.stringify(experimentStyle(origin, url.searchParams))
        : (pages.get(name) ?? (file ? readFileSync(file) : undefined));
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? '' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, server };
}

/** Milliseconds from navigation until the page's map says it is idle (at most 20 s: NaN). */
async function idleAt(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  return page
    .waitForFunction(
      // The experiment's pages say so on <html>; the product's map on its element (data-sf-idle).
      () =>
        document.documentElement.dataset.mapIdle === 'true' ||
        document.querySelector('[data-sf-idle="true"]') !== null,
      { timeout: 20_000, polling: 20 },
    )
    .then(
      () => page.evaluate(() => performance.now()),
      () => Number.NaN,
    );
}

/** Lighthouse's phone, and a desktop window. */
const PHONE_VIEW = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP_VIEW = { width: 800, height: 900 };

/** Opens `url` in a fresh context at `viewport`, waits for the map to be idle, then runs `use`. */
async function onIdleMap<T>(
  browser: Browser,
  url: string,
  viewport: Parameters<Page['setViewport']>[0],
  use: (tab: Page) => Promise<T>,
  never: T,
): Promise<T> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport(viewport);
    if (Number.isNaN(await idleAt(tab, url))) return never;
    return await use(tab);
  } finally {
    await context.close();
  }
}

/** Where the worker's map was last seen to stop (its moveend reports): 'lng,lat zZOOM'. */
const camera = (tab: Page): Promise<string> =>
  tab.$eval('#map', (map) => {
    const { center = '', zoom = '' } = (map as HTMLElement).dataset;
    return `${center} z${zoom}`;
  });

/** Waits (at most 5 s) until the camera is no longer `before`, and returns it. */
async function moved(tab: Page, before: string): Promise<string> {
  await tab
    .waitForFunction(
      (was) => {
        const { center = '', zoom = '' } = document.getElementById('map')?.dataset ?? {};
        return `${center} z${zoom}` !== was;
      },
      { timeout: 5000 },
      before,
    )
    .catch(() => undefined);
  return camera(tab);
}

const mapCentre = (tab: Page): Promise<{ x: number; y: number }> =>
  tab.$eval('#map', (map) => {
    const rect = map.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });

/** Whether a mouse drag, a wheel turn and an arrow key move the worker's map. */
function moves(browser: Browser, url: string): Promise<string> {
  return onIdleMap(
    browser,
    url,
    DESKTOP_VIEW,
    async (tab) => {
      const { x, y } = await mapCentre(tab);
      await tab.mouse.move(x, y);
      await tab.mouse.down();
      for (let step = 1; step <= 10; step += 1) await tab.mouse.move(x - step * 20, y - step * 10);
      await tab.mouse.up();
      const dragged = await moved(tab, ' z');
      await tab.mouse.wheel({ deltaY: -300 });
      const wheeled = await moved(tab, dragged);
      await tab.focus('#map');
      await tab.keyboard.press('ArrowRight');
      return `drag → ${dragged}; wheel → ${wheeled}; arrow key → ${await moved(tab, wheeled)}`;
    },
    'never idle',
  );
}

/** Whether a one-finger drag and a two-finger spread move the worker's map on a phone's touch screen. */
function touches(browser: Browser, url: string): Promise<string> {
  return onIdleMap(
    browser,
    url,
    PHONE_VIEW,
    async (tab) => {
      const { x, y } = await mapCentre(tab);
      const session = await tab.createCDPSession();
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
        session.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: points.map((point, id) => ({ ...point, id })),
        });
      /** Fingers down at `at(0)`, moved through `at(1)` … `at(10)`, lifted. */
      const gesture = async (at: (step: number) => { x: number; y: number }[]) => {
        await touch('touchStart', at(0));
        for (let step = 1; step <= 10; step += 1) await touch('touchMove', at(step));
        await touch('touchEnd', []);
      };
      await gesture((step) => [{ x: x - step * 10, y: y - step * 5 }]);
      const dragged = await moved(tab, ' z');
      await gesture((step) => [
        { x: x - 20 - step * 8, y },
        { x: x + 20 + step * 8, y },
      ]);
      return `one finger → ${dragged}; two fingers spread → ${await moved(tab, dragged)}`;
    },
    'never idle',
  );
}

/** The worker's probe (map-worker.js): what else the product would ask of MapLibre there. */
function probe(browser: Browser, url: string): Promise<string[]> {
  return onIdleMap(
    browser,
    url,
    DESKTOP_VIEW,
    (tab) =>
      tab.evaluate(() => (window as unknown as { probeMapWorker: () => Promise<string[]> }).probeMapWorker()),
    ['never idle'],
  );
}

/** A screenshot of the map at Lighthouse's phone size once it is idle, as PNG base64 ('' if never). */
function mapPicture(browser: Browser, url: string): Promise<string> {
  return onIdleMap(
    browser,
    url,
    PHONE_VIEW,
    async (tab) => (await (await tab.$('#map'))?.screenshot({ encoding: 'base64' })) ?? '',
    '',
  );
}

/** For each worker variant: the share of its map's pixels that differ from the main thread's. */
async function compare(browser: Browser, url: string): Promise<string> {
  const reference = await mapPicture(browser, `${url}/exp/${VARIANTS['main thread, MapLibre alone'].file}`);
  const parts: string[] = [];
  for (const name of NAMES.filter((variant) => variant !== 'main thread, MapLibre alone')) {
    const picture = await mapPicture(browser, `${url}/exp/${VARIANTS[name].file}`);
    const share = reference && picture ? await pixelsDiffering(browser, reference, picture) : Number.NaN;
    parts.push(
      `${name} ${Number.isNaN(share) ? 'not drawn' : `${(share * 100).toFixed(2)} % of pixels differ`}`,
    );
  }
  return parts.join(', ');
}

export async function mapWorkerBench(browser: Browser, baseUrl: string): Promise<string> {
  const { url, server } = await startExperiment(baseUrl);
  try {
    const port = Number(new URL(browser.wsEndpoint()).port);
    const phone = CONDITIONS.find((condition) => condition.cpu > 1);
    if (!phone) throw new Error('no 4× CPU condition');
    // The experiment's pages, and beside them karte.html as the product draws it today (the first
    // view held until complete, markers, info window and the page's other widgets).
    const targets = new Map<string, string>([
      ...NAMES.map((name): [string, string] => [name, `${url}/exp/${VARIANTS[name].file}`]),
      [PRODUCT_ROW, `${baseUrl}/karte.html`],
    ]);
    const names = [...targets.keys()];
    const runs = new Map(names.map((name) => [name, { lh: [] as number[][], idle: [] as number[] }]));
    const of = (name: string) => runs.get(name) ?? { lh: [], idle: [] };
    for (let run = 0; run < RUNS; run += 1)
      for (const name of [...names.slice(run % names.length), ...names.slice(0, run % names.length)]) {
        const target = targets.get(name) ?? '';
        const { lhr } = await runLighthouse(port, target, ['performance']);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        of(name).lh.push([
          Math.round((lhr.categories.performance?.score ?? 0) * 100),
          audit('total-blocking-time'),
          audit('first-contentful-paint'),
          audit('largest-contentful-paint'),
          audit('speed-index'),
          audit('cumulative-layout-shift'),
        ]);
        const context = await browser.createBrowserContext();
        try {
          of(name).idle.push(await idleAt(await conditionedPage(context, phone, ''), target));
        } finally {
          await context.close();
        }
      }
    const rows = names.map((name) => {
      const column = (index: number) => median(of(name).lh.map((row) => row[index] ?? Number.NaN));
      return [
        name,
        String(column(0)),
        String(Math.round(column(1))),
        String(Math.round(column(2))),
        String(Math.round(column(3))),
        String(Math.round(column(4))),
        column(5).toFixed(3),
        String(Math.round(median(of(name).idle))),
      ];
    });
    return [
      table(
        [
          'MapLibre runs on',
          'performance',
          'TBT (ms)',
          'FCP (ms)',
          'LCP (ms)',
          'SI (ms)',
          'CLS',
          'map idle, 390 px 4× CPU (ms)',
        ],
        rows,
      ),
      '',
      `The picture against the main thread's (412 px, pixel ratio 1.75): ${await compare(browser, url)}.`,
      '',
      `Medians of ${String(RUNS)} runs, the variants in turn. Under the visitor's hand, the worker's map: ${await moves(browser, `${url}/exp/worker.html`)}; with frames as bitmaps: ${await moves(browser, `${url}/exp/worker-bitmaps.html`)}.`,
      '',
      `On a phone's touch screen (412 px, the worker's map): ${await touches(browser, `${url}/exp/worker.html`)}.`,
      '',
      'What else MapLibre does in the worker (its probe, after the first view):',
      '',
      ...(await probe(browser, `${url}/exp/worker.html`)).map((step) => `- ${step}`),
    ].join('\n');
  } finally {
    server.close();
  }
}
