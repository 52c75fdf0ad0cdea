/**
 * OpenStreetMap in production (issue 17): the tile bytes of the demo area and the map-ready time,
 * before and after, in one run. "Before" is BENCH_BASELINE_URL (a demo server of an older commit,
 * see `startBaseline` in bench.ts); without it only the current figures are printed.
 *
 * - Tile set: every tile covering the extract from zoom 0 to the server's last zoom, fetched as a
 *   browser would (gzip), counted as sent; and the PMTiles archive's size.
 * - A view: a map block inserted at Marienplatz on index.html at two zooms; the bytes the page
 *   transferred for tiles (or archive ranges), glyphs and sprite (CDP encodedDataLength, headers
 *   included), and the milliseconds from the insertion to MapLibre's idle with everything drawn
 *   (`data-sf-idle`). Runs alternate between the servers; medians over BENCH_RUNS (default 5).
 */
import { request } from 'node:http';
import type { Browser, CDPSession, Page, WebWorker } from 'puppeteer-core';
import { osmState } from '../../fixtures/server/osm';
import { tilesCovering } from '../../fixtures/server/osm/tilemath';
import { insertMapBlock } from '../../tests/e2e/helpers';
import { kb, median, table } from '../bench-lib';

const RUNS = Number(process.env.BENCH_RUNS ?? '5');

/** Bytes of a GET as sent (gzip asked for), 0 for 204/404. */
function sentBytes(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function tileSet(base: string, maxZoom: number): Promise<{ tiles: number; bytes: number }> {
  const data = osmState.data;
  if (!data) throw new Error('the demo server has no OSM data');
  let tiles = 0;
  let bytes = 0;
  const all = [...tilesCovering(data.bounds, 0, maxZoom)];
  for (let i = 0; i < all.length; i += 16) {
    const answers = await Promise.all(
      all.slice(i, i + 16).map(({ z, x, y }) => sentBytes(`${base}/osm/tiles/${z}/${x}/${y}.pbf`)),
    );
    for (const answer of answers)
      if (answer.status === 200) {
        tiles += 1;
        bytes += answer.bytes;
      }
  }
  return { tiles, bytes };
}

interface ViewRun {
  ms: number;
  tiles: number;
  glyphs: number;
  sprite: number;
  requests: number;
}

const VIEWS = [
  { zoom: 15, label: 'zoom 15 (old town)' },
  { zoom: 18, label: 'zoom 18 (street level)' },
];

/** One cold view: inserts a block with `tiles` at `zoom` and waits until it is drawn. */
async function view(browser: Browser, base: string, tiles: string, zoom: number): Promise<ViewRun> {
  const context = await browser.createBrowserContext();
  try {
    const page: Page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.setCacheEnabled(false);
    const run: ViewRun = { ms: 0, tiles: 0, glyphs: 0, sprite: 0, requests: 0 };
    let counting = false;
    // The page and MapLibre's workers (they fetch {z}/{x}/{y} tiles themselves) each report theirs.
    const watch = async (client: CDPSession): Promise<void> => {
      const urls = new Map<string, string>();
      client.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
      client.on('Network.loadingFinished', (event) => {
        const url = urls.get(event.requestId) ?? '';
        if (!counting) return;
        if (/\/osm\/tiles\/|\.pmtiles$|tiles\.json$/.test(url)) {
          run.tiles += event.encodedDataLength;
          run.requests += 1;
        } else if (url.includes('/glyphs/')) run.glyphs += event.encodedDataLength;
        else if (url.includes('/sprite/')) run.sprite += event.encodedDataLength;
      });
      await client.send('Network.enable');
    };
    page.on('workercreated', (worker: WebWorker) => void watch(worker.client));
    await watch(await page.createCDPSession());
    await page.goto(`${base}/index.html`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => window.SiteFrontend?.ready);
    counting = true;
    const started = Date.now();
    await insertMapBlock(page, '89', { mapSettings: { id: '89', zoom, height: '500px' }, osm: { tiles } });
    await page.waitForSelector('#sf-map-89[data-sf-map="ready"]', { timeout: 60_000 });
    await page.waitForSelector('#sf-map-89 [data-sf-idle="true"]', { timeout: 60_000 });
    run.ms = Date.now() - started;
    // The last responses' loadingFinished events.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return run;
  } finally {
    await context.close();
  }
}

export async function osmTilesBench(browser: Browser, baseUrl: string): Promise<string> {
  await osmState.done;
  const before = process.env.BENCH_BASELINE_URL;
  const out: string[] = [];

  const sets: (string | number)[][] = [];
  if (before) {
    const old = await tileSet(before, 16);
    sets.push(['before: own schema, z0–16', old.tiles, kb(old.bytes)]);
  }
  const now = await tileSet(baseUrl, 15);
  sets.push(['after: Protomaps schema, z0–15', now.tiles, kb(now.bytes)]);
  const archive = await sentBytes(`${baseUrl}/osm/altstadt.pmtiles`);
  sets.push(['after: the same as one PMTiles archive', now.tiles, kb(archive.bytes)]);
  out.push(
    'The demo area (the extract), every tile as sent with gzip:\n',
    table(['tiles', 'count', 'KB'], sets),
  );

  const variants: { name: string; base: string; tiles: string }[] = [
    ...(before ? [{ name: 'before: {z}/{x}/{y}', base: before, tiles: '/osm/tiles/{z}/{x}/{y}.pbf' }] : []),
    { name: 'after: {z}/{x}/{y}', base: baseUrl, tiles: '/osm/tiles/{z}/{x}/{y}.pbf' },
    { name: 'after: PMTiles', base: baseUrl, tiles: 'pmtiles:///osm/altstadt.pmtiles' },
  ];
  for (const { zoom, label } of VIEWS) {
    const runs: ViewRun[][] = variants.map(() => []);
    for (let i = 0; i < RUNS; i += 1)
      for (const [index, variant] of variants.entries())
        runs[index]?.push(await view(browser, variant.base, variant.tiles, zoom));
    const rows = variants.map((variant, index) => {
      const list = runs[index] ?? [];
      return [
        variant.name,
        median(list.map((run) => run.ms)).toFixed(0),
        kb(median(list.map((run) => run.tiles))),
        median(list.map((run) => run.requests)).toFixed(0),
        kb(median(list.map((run) => run.glyphs))),
        kb(median(list.map((run) => run.sprite))),
      ];
    });
    out.push(
      `\nA map block at Marienplatz, ${label}, 1280×900, cold cache (medians of ${RUNS}, runs alternating):\n`,
      table(['tiles from', 'insert → drawn ms', 'tile KB', 'tile requests', 'glyph KB', 'sprite KB'], rows),
    );
  }
  return out.join('\n');
}
