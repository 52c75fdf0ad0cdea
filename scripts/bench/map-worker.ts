/**
 * Issue 30, an experiment: does MapLibre off the main thread bring a map page to Lighthouse ≥ 90?
 * Pages with the same header and the same map (karte.html's block: its locations fitted, the default
 * theme over the demo server's tiles, glyphs and sprite):
 *
 * - `main thread`: MapLibre as the product runs it today;
 * - `worker`: the same MapLibre build, unchanged, in a dedicated worker that draws on the page's
 *   canvas through an OffscreenCanvas (`map-worker/map-worker.js`, a small DOM for MapLibre), the
 *   visitor's events forwarded to MapLibre's own handlers (`map-worker/offscreen-page.js`);
 * - `worker, frames as bitmaps`: the worker draws on a canvas of its own and sends each frame as an
 *   ImageBitmap with its camera, so the page could place its DOM over the map in the same task.
 *
 * For each: Lighthouse 12 (mobile preset) over BENCH_RUNS runs, the pages in turn (medians), when the
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
import { FIT_PADDING } from '../../Resources/Private/TypeScript/map/rules';
import { ZOOM_OFFSET } from '../../Resources/Private/TypeScript/map/osm/zoom';
import { themeByName } from '../../Resources/Private/TypeScript/map/themes';
import { median, table } from '../bench-lib';
import { runLighthouse } from './lighthouse';
import { CONDITIONS, conditionedPage } from './page-load';

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
const HERE = path.join(__dirname, 'map-worker');
const MAPLIBRE = path.dirname(require.resolve('maplibre-gl/dist/maplibre-gl-csp.js'));
/** The OSM provider's fit: FIT_MAX_ZOOM (18, Google's levels) in MapLibre's. */
const FIT = { padding: FIT_PADDING, maxZoom: 18 - ZOOM_OFFSET };

const WORKER_PAGE = '<script defer src="offscreen-page.js"></script>';
const VARIANTS = {
  'main thread': {
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
const NAMES = Object.keys(VARIANTS) as Variant[];

/** karte.html's map block: its locations' bounds ([west, south], [east, north]). */
function karteBounds(): [[number, number], [number, number]] {
  const html = renderPage('/karte.html')?.html ?? '';
  const json = /<script[^>]*id="sf-map-settings-[^"]+"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('karte.html has no map settings');
  const { locations } = JSON.parse(json) as { locations: { latitude: number; longitude: number }[] };
  const lngs = locations.map((location) => location.longitude);
  const lats = locations.map((location) => location.latitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

function page(variant: Variant, map: string): string {
  const attribute = map.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return readFileSync(path.join(HERE, 'page.html'), 'utf8')
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
    const pages: Record<string, () => string> = {
      'style.json': () => JSON.stringify(experimentStyle(origin, url.searchParams)),
    };
    for (const variant of NAMES) pages[VARIANTS[variant].file] = () => page(variant, mapSettings);
    const made = Object.hasOwn(pages, name) ? pages[name] : undefined;
    const file = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
    if (made) res.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? '' }).end(made());
    else if (file)
      res.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? '' }).end(readFileSync(file));
    else res.writeHead(404).end();
  });
  const mapSettings = JSON.stringify({ style: 'style.json', bounds: karteBounds(), fit: FIT });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`, server };
}

/** Milliseconds from navigation until the page's map says it is idle (at most 20 s: NaN). */
async function idleAt(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  return page
    .waitForFunction(() => document.documentElement.dataset.mapIdle === 'true', {
      timeout: 20_000,
      polling: 20,
    })
    .then(
      () => page.evaluate(() => performance.now()),
      () => Number.NaN,
    );
}

/** Whether a drag and a wheel turn over the worker's map move its camera (its moveend reports). */
async function moves(browser: Browser, url: string): Promise<string> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 800, height: 900 });
    if (Number.isNaN(await idleAt(tab, url))) return 'never idle';
    const camera = () =>
      tab.$eval('#map', (map) => {
        const { center = '', zoom = '' } = (map as HTMLElement).dataset;
        return `${center} z${zoom}`;
      });
    const box = await tab.$eval('#map', (map) => {
      const rect = map.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    await tab.mouse.move(box.x, box.y);
    await tab.mouse.down();
    for (let step = 1; step <= 10; step += 1) await tab.mouse.move(box.x - step * 20, box.y - step * 10);
    await tab.mouse.up();
    await tab.waitForFunction(() => document.getElementById('map')?.dataset.center, { timeout: 5000 });
    const dragged = await camera();
    await tab.mouse.wheel({ deltaY: -300 });
    await tab
      .waitForFunction(
        (before) => document.getElementById('map')?.dataset.zoom !== before,
        { timeout: 5000 },
        dragged.split(' z')[1],
      )
      .catch(() => undefined);
    const wheeled = await camera();
    await tab.focus('#map');
    await tab.keyboard.press('ArrowRight');
    await tab
      .waitForFunction(
        (before) => document.getElementById('map')?.dataset.center !== before,
        { timeout: 5000 },
        wheeled.split(' z')[0],
      )
      .catch(() => undefined);
    const keyed = await camera();
    return `drag → ${dragged}; wheel → ${wheeled}; arrow key → ${keyed}`;
  } finally {
    await context.close();
  }
}

/** Whether a one-finger drag and a two-finger spread move the worker's map on a phone's touch screen. */
async function touches(browser: Browser, url: string): Promise<string> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (Number.isNaN(await idleAt(tab, url))) return 'never idle';
    const camera = () =>
      tab.$eval('#map', (map) => {
        const { center = '', zoom = '' } = (map as HTMLElement).dataset;
        return `${center} z${zoom}`;
      });
    const { x, y } = await tab.$eval('#map', (map) => {
      const rect = map.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    const session = await tab.createCDPSession();
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map((point, id) => ({ ...point, id })),
      });
    const changed = (before: string) =>
      tab
        .waitForFunction(
          (was) => {
            const map = document.getElementById('map');
            return `${map?.dataset.center ?? ''} z${map?.dataset.zoom ?? ''}` !== was;
          },
          { timeout: 5000 },
          before,
        )
        .catch(() => undefined);
    let before = await camera();
    await touch('touchStart', [{ x, y }]);
    for (let step = 1; step <= 10; step += 1)
      await touch('touchMove', [{ x: x - step * 10, y: y - step * 5 }]);
    await touch('touchEnd', []);
    await changed(before);
    const dragged = await camera();
    before = dragged;
    await touch('touchStart', [
      { x: x - 20, y },
      { x: x + 20, y },
    ]);
    for (let step = 1; step <= 10; step += 1)
      await touch('touchMove', [
        { x: x - 20 - step * 8, y },
        { x: x + 20 + step * 8, y },
      ]);
    await touch('touchEnd', []);
    await changed(before);
    return `one finger → ${dragged}; two fingers spread → ${await camera()}`;
  } finally {
    await context.close();
  }
}

/** The worker's probe (map-worker.js): what else the product would ask of MapLibre there. */
async function probe(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({ width: 800, height: 900 });
    if (Number.isNaN(await idleAt(tab, url))) return ['never idle'];
    return await tab.evaluate(() =>
      (window as unknown as { probeMapWorker: () => Promise<string[]> }).probeMapWorker(),
    );
  } finally {
    await context.close();
  }
}

/** A screenshot of the map (412×823 at pixel ratio 1.75, as Lighthouse's phone) once it is idle, as PNG base64. */
async function mapPicture(browser: Browser, url: string): Promise<string> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.setViewport({
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (Number.isNaN(await idleAt(tab, url))) return '';
    const map = await tab.$('#map');
    return (await map?.screenshot({ encoding: 'base64' })) ?? '';
  } finally {
    await context.close();
  }
}

/** The share of pixels of two PNG screenshots that differ by more than 8 in a channel, decoded by Chromium. */
async function pixelsDiffering(browser: Browser, a: string, b: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    return await tab.evaluate(
      async (first, second) => {
        const pixels = async (png: string) => {
          const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context2d = canvas.getContext('2d');
          if (!context2d) throw new Error('no 2d context');
          context2d.drawImage(image, 0, 0);
          return context2d.getImageData(0, 0, image.width, image.height).data;
        };
        const [x, y] = await Promise.all([pixels(first), pixels(second)]);
        if (x.length !== y.length) return 1;
        let differing = 0;
        for (let index = 0; index < x.length; index += 4)
          for (let channel = 0; channel < 3; channel += 1)
            if (Math.abs((x[index + channel] ?? 0) - (y[index + channel] ?? 0)) > 8) {
              differing += 1;
              break;
            }
        return differing / (x.length / 4);
      },
      a,
      b,
    );
  } finally {
    await context.close();
  }
}

/** For each worker variant: the share of its map's pixels that differ from the main thread's. */
async function compare(browser: Browser, url: string): Promise<string> {
  const reference = await mapPicture(browser, `${url}/exp/${VARIANTS['main thread'].file}`);
  const parts: string[] = [];
  for (const name of NAMES.filter((variant) => variant !== 'main thread')) {
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
    const runs = new Map(NAMES.map((name) => [name, { lh: [] as number[][], idle: [] as number[] }]));
    const of = (name: Variant) => runs.get(name) ?? { lh: [], idle: [] };
    for (let run = 0; run < RUNS; run += 1)
      for (const name of [...NAMES.slice(run % NAMES.length), ...NAMES.slice(0, run % NAMES.length)]) {
        const target = `${url}/exp/${VARIANTS[name].file}`;
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
    const rows = NAMES.map((name) => {
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
