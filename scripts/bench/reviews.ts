/**
 * Issue 25: a CMS place with 10,000 reviews on /orte.html (the head office, shown by the full panel
 * #c131). The page's `#sf-places` is rewritten in flight (request interception), so the demo server
 * and the fixture stay as they are. Figure: the longest main-thread task (PerformanceObserver
 * 'longtask', buffered from the start of the page) until the panel is filled, and how many review
 * items it renders, over BENCH_REVIEWS_RUNS cold loads; with BENCH_BASELINE_URL, before and after.
 */
import { servePage } from '../../tests/e2e/helpers';
import type { Browser, Page } from 'puppeteer-core';
import { median, table } from '../bench-lib';

const RUNS = Number(process.env.BENCH_REVIEWS_RUNS ?? '3');
/** The number of reviews the bench and tests/e2e/reviews.e2e.ts give the head office. */
export const MANY_REVIEWS = 10_000;

/** `count` reviews, distinct and short, alternating 5 and 4 stars (the mean is 4.5). */
export function manyReviews(count: number): unknown[] {
  return Array.from({ length: count }, (_, index) => ({
    author: { displayName: `Kunde ${String(index + 1)}` },
    rating: index % 2 === 0 ? 5 : 4,
    text: `Rezension ${String(index + 1)}: freundlich beraten, gerne wieder.`,
    publishTime: '2026-10-01T09:00:00Z',
  }));
}

/** The page's HTML with `count` reviews for the CMS place `id` in its `#sf-places`. */
export function withReviews(html: string, count: number, id = 'cms:zentrale'): string {
  const pattern = /(<script type="application\/json" id="sf-places">)([\s\S]*?)(<\/script>)/;
  const match = pattern.exec(html);
  if (!match) throw new Error('the page has no #sf-places');
  const places = JSON.parse(match[2] ?? '[]') as { id: string; reviews?: unknown[] }[];
  const place = places.find((p) => p.id === id);
  if (!place) throw new Error(`#sf-places has no ${id}`);
  place.reviews = manyReviews(count);
  const json = JSON.stringify(places).replace(/<\//g, '<\\/');
  return html.replace(pattern, (_, open: string, __: string, close: string) => `${open}${json}${close}`);
}

/** Serves `path` of the page's own server with `count` reviews for the head office; the rest as is. */
export function serveWithReviews(page: Page, path: string, count: number): Promise<void> {
  return servePage(page, path, (html) => withReviews(html, count));
}

interface Run {
  longestTaskMs: number;
  reviewItems: number;
}

async function loadOnce(browser: Browser, baseUrl: string): Promise<Run> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __longest: number };
      w.__longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await serveWithReviews(page, '/orte.html', MANY_REVIEWS);
    await page.goto(`${baseUrl}/orte.html`, { waitUntil: 'load' });
    await page.waitForSelector('#c131[data-sf-place-state="success"] .sf-place-review', { timeout: 120_000 });
    // Two frames and a pause: the panel has painted and the observer has had its entries.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500))),
        ),
    );
    return await page.evaluate(() => ({
      longestTaskMs: (window as unknown as { __longest: number }).__longest,
      reviewItems: document.querySelectorAll('#c131 .sf-place-review').length,
    }));
  } finally {
    await context.close();
  }
}

export async function reviewsBench(browser: Browser, baseUrl: string): Promise<string> {
  const baseline = process.env.BENCH_BASELINE_URL;
  const sides: [string, string][] = [
    ...(baseline ? [['before', baseline] as [string, string]] : []),
    ['after', baseUrl],
  ];
  const runs = new Map<string, Run[]>(sides.map(([name]) => [name, []]));
  for (let i = 0; i < RUNS; i += 1)
    // Alternate before and after, so both see the same machine.
    for (const [name, url] of sides) runs.get(name)?.push(await loadOnce(browser, url));
  const rows = sides.map(([name]) => {
    const list = runs.get(name) ?? [];
    const longest = list.map((run) => run.longestTaskMs).sort((a, b) => a - b);
    return [
      name,
      String(median(list.map((run) => run.reviewItems))),
      longest.length && median(longest) > 0 ? String(Math.round(median(longest))) : '<50',
      String(Math.round(longest.at(-1) ?? 0)),
    ];
  });
  return [
    `/orte.html at 1280×900 with ${MANY_REVIEWS.toLocaleString('en')} CMS reviews for the head office (#c131, the full panel), ${String(RUNS)} cold loads:`,
    '',
    table(['', 'review items rendered', 'longest task, median (ms)', 'longest task, max (ms)'], rows),
  ].join('\n');
}
