/**
 * Issue 12: the Galerie page with 1,000 images in its first gallery (#c71), loaded cold from
 * navigation until idle, at 1280×900, 390×844 and 390×844 with 4× CPU. The page is the demo's
 * /galerie.html with the first gallery's 18 CMS entries repeated to 1,000 (same markup, same
 * images), answered by request interception at /galerie-1000.html, so before (BENCH_BASELINE) and
 * after get the same page.
 *
 * Figures: total blocking time and longest main-thread task from navigation until idle; when all
 * 1,000 items are laid out (positioned by the widget), from navigation and from the moment its code
 * had arrived (the later of the gallery chunk and, where the page loads it, React); the widget's own
 * User Timing measure `sf:gallery-layout #c71` (from its mount to the last item laid out) where it
 * publishes one; CLS.
 */
import type { Browser } from 'puppeteer-core';
import { CONDITIONS, conditionedPage, type Condition } from './page-load';
import { median, table, totalBlockingTime } from '../bench-lib';

export const LARGE_COUNT = 1000;
const PATH = '/galerie-1000.html';

/** The Galerie page's HTML with the first gallery's entries repeated to `count`. */
export function largeGalleryHtml(html: string, count: number): string {
  const open = html.indexOf('data-sf-gallery-items>');
  if (open < 0) throw new Error('no gallery list in /galerie.html');
  const start = open + 'data-sf-gallery-items>'.length;
  const end = html.indexOf('</div>', start);
  const entries = html.slice(start, end).match(/<a [\s\S]*?<\/a>/g) ?? [];
  if (entries.length === 0) throw new Error('no gallery entries in /galerie.html');
  const repeated = Array.from({ length: count }, (_, index) => entries[index % entries.length]).join('\n');
  return `${html.slice(0, start)}\n${repeated}\n${html.slice(end)}`;
}

const OBSERVERS = `(() => {
  const store = (window.__sfGallery = { tasks: [], cls: 0, lastTask: 0, laidOut: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) { store.tasks.push(entry.duration); store.lastTask = performance.now(); }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) store.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const look = () => {
    if (document.querySelectorAll('#c71 .sf-gallery__item[style*="top"]').length >= ${LARGE_COUNT}) {
      store.laidOut = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

interface Figures {
  tbt: number;
  longest: number;
  laidOut: number;
  afterCode: number;
  measure: number;
  cls: number;
}

async function loadLarge(
  browser: Browser,
  baseUrl: string,
  html: string,
  headers: Record<string, string>,
  condition: Condition,
): Promise<Figures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await conditionedPage(context, condition, OBSERVERS);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url() === `${baseUrl}${PATH}`)
        void request.respond({ status: 200, headers, contentType: 'text/html; charset=utf-8', body: html });
      else void request.continue();
    });
    await page.goto(`${baseUrl}${PATH}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.SiteFrontend?.ready !== undefined, { timeout: 60_000 });
    await page.evaluate(() => window.SiteFrontend?.ready);
    await page.waitForFunction(
      () => (window as unknown as { __sfGallery: { laidOut: number } }).__sfGallery.laidOut > 0,
      { timeout: 60_000, polling: 100 },
    );
    // Idle: a second without a long task (at most 15 s).
    await page
      .waitForFunction(
        () =>
          performance.now() -
            (window as unknown as { __sfGallery: { lastTask: number } }).__sfGallery.lastTask >
          1000,
        { polling: 200, timeout: 15_000 },
      )
      .catch(() => undefined);
    const figures = await page.evaluate(() => {
      const store = (window as unknown as { __sfGallery: { tasks: number[]; cls: number; laidOut: number } })
        .__sfGallery;
      const arrived = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(gallery|react-host|vendors?[^/]*react[^/]*)[.-][^/]*\.js/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      const code = Math.max(0, ...arrived);
      const measure = performance.getEntriesByName('sf:gallery-layout #c71')[0]?.duration ?? Number.NaN;
      return {
        tasks: store.tasks,
        laidOut: store.laidOut,
        afterCode: store.laidOut - code,
        measure,
        cls: store.cls,
      };
    });
    return {
      tbt: totalBlockingTime(figures.tasks),
      longest: Math.max(0, ...figures.tasks),
      laidOut: figures.laidOut,
      afterCode: figures.afterCode,
      measure: figures.measure,
      cls: figures.cls,
    };
  } finally {
    await context.close();
  }
}

const RUNS = Number(process.env.BENCH_RUNS ?? '3');

export async function largeGalleryBench(browser: Browser, baseUrl: string): Promise<string> {
  const baseline = process.env.BENCH_BASELINE_URL;
  const sources = [...(baseline ? [{ name: 'before', url: baseline }] : []), { name: 'after', url: baseUrl }];
  const pages = await Promise.all(
    sources.map(async (source) => {
      const response = await fetch(`${source.url}/galerie.html`);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
          headers[name] = value;
      });
      return { ...source, html: largeGalleryHtml(await response.text(), LARGE_COUNT), headers };
    }),
  );
  const rows: string[][] = [];
  for (const condition of CONDITIONS) {
    const runs = new Map<string, Figures[]>(pages.map((page) => [page.name, []]));
    for (let run = 0; run < RUNS; run += 1)
      for (const page of pages)
        runs.get(page.name)?.push(await loadLarge(browser, page.url, page.html, page.headers, condition));
    for (const page of pages) {
      const figures = runs.get(page.name) ?? [];
      const pick = (key: keyof Figures) => median(figures.map((figure) => figure[key]));
      rows.push([
        condition.name,
        page.name,
        pick('tbt').toFixed(0),
        pick('longest') === 0 ? '<50' : pick('longest').toFixed(0),
        pick('laidOut').toFixed(0),
        pick('afterCode').toFixed(0),
        Number.isNaN(pick('measure')) ? '–' : pick('measure').toFixed(0),
        pick('cls').toFixed(3),
      ]);
    }
  }
  return [
    `/galerie.html with ${LARGE_COUNT.toLocaleString('en')} images in #c71, cold loads until idle, median of ${RUNS} ` +
      '(goals: no task over 50 ms, laid out within 100 ms of its code):\n',
    table(
      [
        'condition',
        'build',
        'TBT (ms)',
        'longest task (ms)',
        'laid out after navigation (ms)',
        'laid out after its code arrived (ms)',
        'sf:gallery-layout (ms)',
        'CLS',
      ],
      rows,
    ),
    '',
    '"Its code": the later of the gallery chunk and the React chunk (where the page loads React) to arrive.',
  ].join('\n');
}
