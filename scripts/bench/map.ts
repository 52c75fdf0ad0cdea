/**
 * Map figures (issue 5): JavaScript on a map page before and after consent, the time from the
 * consent click to the markers drawn, and the longest main-thread task while 10,000 locations are
 * clustered on the OpenStreetMap default (goal: under 200 ms).
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { pageScripts } from './page-scripts';
import { kb, median, table } from '../bench-lib';
import { bundlePart, splitLongTasks, type TaskSplit } from './task-split';

/** The long tasks of a traced run, longest first, with what each is made of. */
function splitTable(split: readonly TaskSplit[]): string {
  const parts = ['ours', 'MapLibre', 'garbage collection', 'style & layout', 'paint', 'other native'];
  const others = new Set(
    split.flatMap((task) => Object.keys(task.parts)).filter((part) => !parts.includes(part)),
  );
  const columns = [...parts, ...others];
  const rows = [...split]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 8)
    .map((task) => [
      task.at.toFixed(0),
      task.duration.toFixed(0),
      ...columns.map((part) => (task.parts[part] ?? 0).toFixed(0)),
    ]);
  const total = (part: string) => split.reduce((sum, task) => sum + (task.parts[part] ?? 0), 0).toFixed(0);
  rows.push([
    'all long tasks',
    split.reduce((sum, task) => sum + task.duration, 0).toFixed(0),
    ...columns.map(total),
  ]);
  return [
    'Its long tasks (traced, so a little slower), longest first, in ms: JavaScript by script (V8 samples), ' +
      'then the browser\'s own work in the task ("other native": mostly WebGL commands through SwiftShader):\n',
    table(['at ms', 'task ms', ...columns], rows),
  ].join('\n');
}

function observeLongTasks(page: Page): Promise<void> {
  return page.evaluate(() => {
    const win = window as unknown as { sfLong: number[] };
    win.sfLong = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.sfLong.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** The index page in a new tab at 1280×900, mounted, recording long tasks. */
async function openIndex(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/index.html`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => window.SiteFrontend?.ready);
  await observeLongTasks(page);
  return page;
}

/**
 * Opens the index page in a new tab (or takes `page`, opened so), starts recording long tasks, then inserts and mounts a map
 * block `sf-map-{id}` with 10,000 generated locations spread over the old town and `mapSettings`.
 * Resolves when the block is ready and MapLibre has drawn it (`data-sf-idle`), with the milliseconds
 * from the insertion.
 */
async function mountTenThousand(
  context: BrowserContext,
  baseUrl: string,
  id: string,
  mapSettings: Record<string, number | string>,
  page?: Page,
): Promise<{ page: Page; drawn: number }> {
  if (!page) page = await openIndex(context, baseUrl);
  const started = Date.now();
  await page.evaluate(
    async (mapId, options) => {
      const locations = Array.from({ length: 10_000 }, (_, index) => ({
        latitude: 48.1315 + (((index * 7919) % 10_000) / 10_000) * 0.0118,
        longitude: 11.5657 + (((index * 104_729) % 10_000) / 10_000) * 0.0204,
        title: `Standort ${index + 1}`,
      }));
      const section = document.createElement('section');
      section.id = `sf-map-${mapId}`;
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = `sf-map-settings-${mapId}`;
      script.textContent = JSON.stringify({
        mapSettings: { id: mapId, zoom: 0, height: '500px', ...options },
        locations,
        osm: { tiles: '/osm/tiles/{z}/{x}/{y}.pbf' },
      });
      const canvas = document.createElement('div');
      canvas.id = `sf-map-canvas-${mapId}`;
      section.append(script, canvas);
      document.querySelector('main')?.prepend(section);
      await window.SiteFrontend?.mount(section);
    },
    id,
    mapSettings,
  );
  await page.waitForSelector(`#sf-map-${id}[data-sf-map="ready"]`, { timeout: 120_000 });
  await page.waitForSelector(`#sf-map-${id} [data-sf-idle="true"]`, { timeout: 120_000 });
  return { page, drawn: Date.now() - started };
}

/** Zooms in twice with the control, each time until MapLibre is idle again. */
async function zoomInTwice(page: Page, id: string): Promise<void> {
  for (let step = 0; step < 2; step += 1) {
    await page.click(`#sf-map-${id} .maplibregl-ctrl-zoom-in`);
    await page
      .waitForSelector(`#sf-map-${id} [data-sf-idle="false"]`, { timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForSelector(`#sf-map-${id} [data-sf-idle="true"]`, { timeout: 60_000 });
  }
}

/**
 * 10,000 locations with markerCluster 0 (issue 11): above GL_MARKER_THRESHOLD the pins are a GL
 * layer, not 10,000 buttons. Mounted, drawn, zoomed in twice; the longest main-thread task.
 */
export async function unclusteredBench(context: BrowserContext, baseUrl: string): Promise<string> {
  const { page, drawn } = await mountTenThousand(context, baseUrl, '98', { markerCluster: 0 });
  try {
    await zoomInTwice(page, '98');
    const long = await page.evaluate(() => (window as unknown as { sfLong: number[] }).sfLong);
    const start = await page.evaluate(
      () => performance.getEntriesByName('sf:map-start 98')[0]?.duration ?? Number.NaN,
    );
    const buttons = await page.$$eval('#sf-map-98 .sf-osm-marker', (elements) => elements.length);
    const gl = await page.$eval(
      '#sf-map-98 .maplibregl-canvas',
      (c) => c.getAttribute('data-sf-gl-markers') ?? '0',
    );
    return [
      '10,000 locations unclustered (markerCluster 0) on the OSM default (inserted, mounted, drawn, zoomed in twice):\n',
      table(
        [
          'mount → settled ms',
          'markers set up ms (one task)',
          'long tasks',
          'longest task ms',
          'marker buttons',
          'drawn by the GL layer',
        ],
        [
          [
            drawn,
            start.toFixed(0),
            long.length,
            long.length ? Math.max(...long).toFixed(0) : '0',
            buttons,
            gl,
          ],
        ],
      ),
    ].join('\n');
  } finally {
    await page.close();
  }
}

export async function mapBench(browser: Browser, baseUrl: string): Promise<string> {
  const lines: string[] = [];
  const context = await browser.createBrowserContext();
  try {
    // Before and after consent, and consent → markers drawn.
    const rows: (string | number)[][] = [];
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.setCacheEnabled(false);
      await page.goto(`${baseUrl}/karte-einwilligung.html`, { waitUntil: 'networkidle0' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      const before = await pageScripts(page);
      const started = Date.now();
      await page.click('#sf-map-51 .sf-map-consent__load');
      await page.waitForSelector('#sf-map-51[data-sf-map="ready"]', { timeout: 60_000 });
      await page.waitForFunction(
        () => document.querySelectorAll('#sf-map-51 .sf-osm-marker, #sf-map-51 .sf-osm-cluster').length > 0,
      );
      times.push(Date.now() - started);
      const after = await pageScripts(page);
      if (run === 0) {
        rows.push(['before consent', before.files, kb(before.raw), kb(before.gzip)]);
        rows.push(['after consent (OSM map drawn)', after.files, kb(after.raw), kb(after.gzip)]);
      }
      await page.close();
    }
    lines.push('JavaScript on /karte-einwilligung.html (an OSM block that waits for consent):\n');
    lines.push(table(['moment', 'files', 'raw KB', 'gzip KB'], rows));
    lines.push(`\nConsent click → markers drawn (cold cache, median of 3): ${median(times).toFixed(0)} ms\n`);

    // 10,000 clustered locations, traced: which part of each long task is MapLibre, which is ours.
    const page = await openIndex(context, baseUrl);
    let drawn = 0;
    const split = await splitLongTasks(
      page,
      async () => {
        ({ drawn } = await mountTenThousand(
          context,
          baseUrl,
          '99',
          { markerCluster: 1, markerClusterZoom: 17, markerClusterSize: 60 },
          page,
        ));
        await zoomInTwice(page, '99');
      },
      bundlePart,
    );
    const long = await page.evaluate(() => (window as unknown as { sfLong: number[] }).sfLong);
    const start = await page.evaluate(
      () => performance.getEntriesByName('sf:map-start 99')[0]?.duration ?? Number.NaN,
    );
    const clusters = await page.$$eval('#sf-map-99 .sf-osm-cluster', (elements) => elements.length);
    lines.push(
      '10,000 locations clustered on the OSM default (inserted, mounted, drawn, zoomed in twice):\n',
    );
    lines.push(
      table(
        [
          'mount → settled ms',
          'markers + clusters set up ms (one task)',
          'long tasks',
          'longest task ms',
          'cluster markers shown',
        ],
        [[drawn, start.toFixed(0), long.length, long.length ? Math.max(...long).toFixed(0) : '0', clusters]],
      ),
    );
    lines.push('\n' + splitTable(split));
    lines.push('\n' + (await unclusteredBench(context, baseUrl)));
    // The same with 12 locations: what MapLibre itself costs on this machine's software WebGL.
    const base = await context.newPage();
    await base.setViewport({ width: 1280, height: 900 });
    await base.goto(`${baseUrl}/karte.html`, { waitUntil: 'load' });
    await observeLongTasks(base);
    await base.reload({ waitUntil: 'load' });
    await base.evaluate(() => {
      const win = window as unknown as { sfLong: number[] };
      win.sfLong = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) win.sfLong.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await base.waitForSelector('#sf-map-11[data-sf-map="ready"]', { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const baseLong = await base.evaluate(() => (window as unknown as { sfLong: number[] }).sfLong);
    lines.push(
      `\nFor comparison, /karte.html (12 locations): longest task ${Math.max(0, ...baseLong).toFixed(0)} ms ` +
        '(MapLibre drawing its first frames through SwiftShader, the software WebGL of these machines).',
    );
  } finally {
    await context.close();
  }
  return lines.join('\n');
}
