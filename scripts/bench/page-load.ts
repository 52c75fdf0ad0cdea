/**
 * Issue 12: what each fixture page costs from navigation until it is idle, without any input or
 * scrolling: JavaScript fetched (gzip -9), LCP, total blocking time, longest main-thread task and
 * CLS, at 1280×900 and 390×844, and at 390×844 with 4× CPU throttling (a mid-range phone). With a
 * baseline URL (BENCH_BASELINE) every figure is printed before → after, both measured in this run.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { listPages, renderPage } from '../../fixtures/server/render';
import {
  kb,
  loadBudgets,
  medianFigures,
  pageClass,
  selectPages,
  table,
  totalBlockingTime,
  type Budget,
  type LoadFigures,
  budgetLine,
  gzipSize,
} from '../bench-lib';

export interface Condition {
  name: string;
  viewport: { width: number; height: number; isMobile?: boolean; hasTouch?: boolean };
  cpu: number;
}

export const CONDITIONS: Condition[] = [
  { name: '1280×900', viewport: { width: 1280, height: 900 }, cpu: 1 },
  { name: '390×844', viewport: { width: 390, height: 844, isMobile: true, hasTouch: true }, cpu: 1 },
  { name: '390×844 4× CPU', viewport: { width: 390, height: 844, isMobile: true, hasTouch: true }, cpu: 4 },
];

/** Installed before the page's scripts: long tasks, LCP and layout shifts into `window.__sfBench`. */
export const OBSERVERS = `(() => {
  const store = (window.__sfBench = { tasks: [], lcp: 0, cls: 0, lastTask: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) { store.tasks.push(entry.duration); store.lastTask = performance.now(); }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) store.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** A cold tab in `context` at the condition's viewport and CPU, with `observers` run before the page's scripts. */
export async function conditionedPage(
  context: BrowserContext,
  condition: Condition,
  observers: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport(condition.viewport);
  await page.setCacheEnabled(false);
  const session = await page.createCDPSession();
  if (condition.cpu > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  await page.evaluateOnNewDocument(observers);
  return page;
}

/** Sums the gzip -9 sizes of the scripts `page` receives; call the result once loaded for the total. */
export function scriptGzip(page: Page): () => Promise<number> {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.buffer().then(
        (body) => gzipSize(body),
        () => 0,
      ),
    );
  });
  return async () => (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
}

/** What the OBSERVERS gathered so far: LCP, TBT, the longest task, CLS. */
export async function observed(page: Page): Promise<Omit<LoadFigures, 'jsGzip'>> {
  const store = await page.evaluate(
    () => (window as unknown as { __sfBench: { tasks: number[]; lcp: number; cls: number } }).__sfBench,
  );
  return {
    lcpMs: store.lcp,
    tbtMs: totalBlockingTime(store.tasks),
    longestTaskMs: Math.max(0, ...store.tasks),
    cls: store.cls,
  };
}

export async function loadPage(browser: Browser, url: string, condition: Condition): Promise<LoadFigures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await conditionedPage(context, condition, OBSERVERS);
    const js = scriptGzip(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 }).catch(() => undefined);
    // Idle: a second without a long task (at most 15 s).
    await page
      .waitForFunction(
        () => {
          const bench = (window as unknown as { __sfBench: { lastTask: number } }).__sfBench;
          return performance.now() - bench.lastTask > 1000;
        },
        { polling: 200, timeout: 15_000 },
      )
      .catch(() => undefined);
    return { jsGzip: await js(), ...(await observed(page)) };
  } finally {
    await context.close();
  }
}

const RUNS = Number(process.env.BENCH_RUNS ?? '3');

/** `after`, or `before → after` when there is a baseline figure. */
export const cell = (before: number | undefined, after: number, format: (n: number) => string): string =>
  before === undefined ? format(after) : `${format(before)} → ${format(after)}`;

/** `runs` loads of `path` from `baseUrl` and, with a baseline URL, from it too, alternating so both see the same machine. */
export async function alternateRuns<T>(
  path: string,
  baseUrl: string,
  baseline: string | undefined,
  runs: number,
  load: (url: string) => Promise<T>,
): Promise<{ before: T[]; after: T[] }> {
  const before: T[] = [];
  const after: T[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (baseline) before.push(await load(`${baseline}${path}`));
    after.push(await load(`${baseUrl}${path}`));
  }
  return { before, after };
}

/** Markdown: one table per condition, then the budget lines. Returns them and the failed budgets' count. */
export async function pageLoadBench(browser: Browser, baseUrl: string): Promise<string> {
  const baseline = process.env.BENCH_BASELINE_URL;
  const pages = selectPages(listPages(), process.env.BENCH_PAGES);
  const out: string[] = [];
  const budgets: Budget[] = [];
  for (const condition of CONDITIONS) {
    const rows: string[][] = [];
    for (const meta of pages) {
      const kind = pageClass(renderPage(meta.path)?.html ?? '');
      const { before, after } = await alternateRuns(meta.path, baseUrl, baseline, RUNS, (url) =>
        loadPage(browser, url, condition),
      );
      const a = medianFigures(after);
      const b = baseline ? medianFigures(before) : undefined;
      budgets.push(...loadBudgets(meta.path, kind, condition.name, a, condition.cpu > 1));
      rows.push([
        meta.path,
        kind,
        cell(b?.jsGzip, a.jsGzip, (n) => kb(n)),
        cell(b?.lcpMs, a.lcpMs, (n) => String(Math.round(n))),
        cell(b?.tbtMs, a.tbtMs, (n) => String(Math.round(n))),
        cell(b?.longestTaskMs, a.longestTaskMs, (n) => (n === 0 ? '<50' : String(Math.round(n)))),
        cell(b?.cls, a.cls, (n) => n.toFixed(3)),
      ]);
    }
    out.push(`### ${condition.name}${baseline ? ' (before → after)' : ''}, median of ${RUNS}\n`);
    out.push(
      table(
        ['page', 'class', 'JS before input (KB gzip)', 'LCP (ms)', 'TBT (ms)', 'longest task (ms)', 'CLS'],
        rows,
      ),
    );
    out.push('');
  }
  out.push('### Budgets (map pages: MapLibre draws in software WebGL on this machine)\n');
  const failed = budgets.filter((budget) => !budget.met);
  out.push(`${budgets.length - failed.length} of ${budgets.length} met.`);
  for (const budget of failed) out.push(budgetLine(budget));
  return out.join('\n');
}
