/**
 * `npm run bench`: measures the production build in Debian Chromium against the demo server and
 * prints figures (never a pass/fail test). Per fixture page: JavaScript and CSS the page loads
 * (raw and gzip -9), requests, third-party requests, mounted frames, and the median time from
 * navigation start to `sf:mounted` over BENCH_RUNS cold loads (default 5). Widgets add their own
 * sections (layout times and the like) to `sections` below.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { listPages } from '../fixtures/server/render';
import { startServer } from '../fixtures/server/server';
import { launchChromium } from '../tests/e2e/browser';
import { galleryBench } from './bench/gallery';
import { largeGalleryBench } from './bench/gallery-large';
import { lighthouseBench } from './bench/lighthouse';
import { locatorBench } from './bench/locator';
import { mapBench } from './bench/map';
import { mapLoadBench } from './bench/map-load';
import { mapWorkerBench } from './bench/map-worker';
import { osmTilesBench } from './bench/osm-tiles';
import { overpassLoadBench } from './bench/overpass-load';
import { pageLoadBench } from './bench/page-load';
import { placeAutocompleteBench } from './bench/place-autocomplete';
import { placeDetailsBench } from './bench/place-details';
import { placesBench } from './bench/places';
import { reviewsBench } from './bench/reviews';
import { servicesBench } from './bench/services';
import {
  checkGoals,
  gzipSize,
  kb,
  pageTable,
  sectionEnabled,
  selectPages,
  summarize,
  type LoadedResource,
  type PageRun,
} from './bench-lib';

const RUNS = Number(process.env.BENCH_RUNS ?? '5');

/** A widget's own benchmark: returns Markdown to print under its title. */
export interface BenchSection {
  /** Its name in BENCH_SECTIONS. */
  name: string;
  title: string;
  run(browser: Browser, baseUrl: string): Promise<string>;
}

const sections: BenchSection[] = [
  { name: 'load', title: 'Page load until idle, no input (issue 12)', run: pageLoadBench },
  { name: 'lighthouse', title: 'Lighthouse 12, mobile preset (issue 12)', run: lighthouseBench },
  { name: 'gallery', title: 'Gallery and lightbox (issue 4)', run: galleryBench },
  { name: 'gallery-1000', title: 'A gallery of 1,000 images (issue 12)', run: largeGalleryBench },
  { name: 'map', title: 'Map blocks (issue 5)', run: mapBench },
  { name: 'services', title: 'Map services (issue 6)', run: servicesBench },
  { name: 'places', title: 'Place data (issue 14)', run: placesBench },
  { name: 'place-details', title: 'Place details widgets (issue 15)', run: placeDetailsBench },
  { name: 'place-autocomplete', title: 'Place autocomplete (issue 16)', run: placeAutocompleteBench },
  { name: 'osm-tiles', title: 'OpenStreetMap tiles in the Protomaps schema (issue 17)', run: osmTilesBench },
  { name: 'reviews', title: 'A place with 10,000 CMS reviews (issue 25)', run: reviewsBench },
  {
    name: 'overpass-load',
    title: 'The demo server under heavy Overpass queries (issue 25)',
    run: overpassLoadBench,
  },
  { name: 'locator', title: 'The store locator (issue 29)', run: locatorBench },
  { name: 'map-load', title: 'Map pages until the map is idle (issue 30)', run: mapLoadBench },
  {
    name: 'map-worker',
    title: 'An experiment: MapLibre in a worker on an OffscreenCanvas (issue 30)',
    run: mapWorkerBench,
  },
];

/**
 * BENCH_BASELINE: a checkout of an older commit with its build (`git worktree add /tmp/before <commit>
 * && cd /tmp/before && npm ci && npm run build`). Its demo server runs beside this one, so before and
 * after are measured in the same run on the same machine; sections read BENCH_BASELINE_URL.
 */
async function startBaseline(dir: string): Promise<{ url: string; stop: () => void }> {
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const child: ChildProcess = spawn('npx', ['ts-node', 'fixtures/server/main.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 500) {
    const up = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`the baseline server in ${dir} did not answer on ${url}`);
}

async function loadOnce(browser: Browser, url: string): Promise<PageRun> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.setCacheEnabled(false);
    const pending: Promise<LoadedResource | undefined>[] = [];
    page.on('response', (response) => {
      pending.push(
        response.buffer().then(
          (body) => ({
            url: response.url(),
            type: response.request().resourceType(),
            raw: body.length,
            gzip: gzipSize(body),
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle0' });
    const { mountedMs, frames } = await page.evaluate(async () => {
      const reports = (await window.SiteFrontend?.ready) ?? [];
      const mark = performance.getEntriesByName('sf:mounted')[0];
      return { mountedMs: mark ? mark.startTime : Number.NaN, frames: reports.length };
    });
    const resources = (await Promise.all(pending)).filter((r): r is LoadedResource => r !== undefined);
    return { resources, mountedMs, frames };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const server = await startServer(0);
  const browser = await launchChromium();
  const baseline = process.env.BENCH_BASELINE ? await startBaseline(process.env.BENCH_BASELINE) : undefined;
  if (baseline) process.env.BENCH_BASELINE_URL = baseline.url;
  try {
    const entry = readFileSync(path.join(__dirname, '../Resources/Public/JavaScript/main.js'));
    const figures = [];
    const only = process.env.BENCH_SECTIONS;
    for (const page of sectionEnabled('pages', only)
      ? selectPages(listPages(), process.env.BENCH_PAGES)
      : []) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, `${server.url}${page.path}`));
      figures.push(summarize(page.path, runs, server.url));
    }
    console.log(
      `# Benchmark (production build, Chromium ${await browser.version()}, ${RUNS} cold loads per page)\n`,
    );
    console.log(`Entry main.js: ${kb(entry.length)} KB raw, ${kb(gzipSize(entry))} KB gzip\n`);
    if (figures.length > 0) {
      console.log(pageTable(figures));
      console.log('\n## Goals\n');
      for (const check of checkGoals(gzipSize(entry), figures)) {
        console.log(`- ${check.met ? 'met' : 'NOT MET'}: ${check.goal}: ${check.actual}`);
      }
    }
    for (const section of sections.filter((entry) => sectionEnabled(entry.name, only))) {
      console.log(`\n## ${section.title}\n`);
      console.log(await section.run(browser, server.url));
    }
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    baseline?.stop();
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
