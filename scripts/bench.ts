/**
 * `npm run bench`: measures the production build in Debian Chromium against the demo server and
 * prints figures (never a pass/fail test). Per fixture page: JavaScript and CSS the page loads
 * (raw and gzip -9), requests, third-party requests, mounted frames, and the median time from
 * navigation start to `sf:mounted` over BENCH_RUNS cold loads (default 5). Widgets add their own
 * sections (layout times and the like) to `sections` below.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { listPages } from '../fixtures/server/render';
import { startServer } from '../fixtures/server/server';
import { launchChromium } from '../tests/e2e/browser';
import { galleryBench } from './bench/gallery';
import { mapBench } from './bench/map';
import { servicesBench } from './bench/services';
import {
  checkGoals,
  gzipSize,
  kb,
  pageTable,
  summarize,
  type LoadedResource,
  type PageRun,
} from './bench-lib';

const RUNS = Number(process.env.BENCH_RUNS ?? '5');

/** A widget's own benchmark: returns Markdown to print under its title. */
export interface BenchSection {
  title: string;
  run(browser: Browser, baseUrl: string): Promise<string>;
}

const sections: BenchSection[] = [
  { title: 'Gallery and lightbox (issue 4)', run: galleryBench },
  { title: 'Map blocks (issue 5)', run: mapBench },
  { title: 'Map services (issue 6)', run: servicesBench },
];

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
  try {
    const entry = readFileSync(path.join(__dirname, '../Resources/Public/JavaScript/main.js'));
    const figures = [];
    for (const page of listPages()) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, `${server.url}${page.path}`));
      figures.push(summarize(page.path, runs, server.url));
    }
    console.log(
      `# Benchmark (production build, Chromium ${await browser.version()}, ${RUNS} cold loads per page)\n`,
    );
    console.log(`Entry main.js: ${kb(entry.length)} KB raw, ${kb(gzipSize(entry))} KB gzip\n`);
    console.log(pageTable(figures));
    console.log('\n## Goals\n');
    for (const check of checkGoals(gzipSize(entry), figures)) {
      console.log(`- ${check.met ? 'met' : 'NOT MET'}: ${check.goal}: ${check.actual}`);
    }
    for (const section of sections) {
      console.log(`\n## ${section.title}\n`);
      console.log(await section.run(browser, server.url));
    }
    console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
