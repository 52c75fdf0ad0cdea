/**
 * Place details widgets (issue 15), in Chromium against the demo server: the JavaScript /orte.html
 * loads (gzip -9) before any input and after the first lightbox opens, and the time from a widget's
 * request to its filled card per source (the widgets' `sf:place-filled {frame}` User Timing), over
 * BENCH_PLACE_RUNS cold loads. Google cannot be reached here: its cards stay behind the consent
 * placeholder, so no figure for them.
 */
import type { Browser } from 'puppeteer-core';
import { collectScripts } from './page-scripts';
import { kb, median, table } from '../bench-lib';

const RUNS = Number(process.env.BENCH_PLACE_RUNS ?? '5');

/** The frames of orte.html by source. */
const SOURCES: Record<string, string[]> = {
  'cms (page JSON)': ['c131', 'c132', 'c134', 'c135', 'c136', 'c137', 'c138', 'c139'],
  'osm (Nominatim, opening_hours)': ['c140', 'c142'],
};

interface Run {
  before: Map<string, number>;
  after: Map<string, number>;
  filled: Map<string, number>;
}

async function loadOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const run: Run = { before: new Map(), after: new Map(), filled: new Map() };
  let current = run.before;
  collectScripts(page, () => current);
  try {
    await page.goto(`${url}/orte.html`, { waitUntil: 'load' });
    await page.evaluate(() => window.SiteFrontend?.ready);
    // Bring every widget near the screen, then wait until none is loading.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
        window.scrollTo(0, y);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForFunction(
      () => !document.querySelector('[data-sf-state="loading"], [data-sf-place-state="loading"]'),
    );
    await page.waitForNetworkIdle({ idleTime: 300 });
    current = run.after;
    await page.click('#c131 .sf-place-collage button.sf-place-photo');
    await page.waitForSelector('[role="dialog"][data-sf-lightbox-index="0"]');
    await page.waitForNetworkIdle({ idleTime: 300 });
    const measures = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith('sf:place-filled '))
        .map((entry) => [entry.name.slice('sf:place-filled '.length), entry.duration] as const),
    );
    for (const [frame, duration] of measures) run.filled.set(frame, duration);
  } finally {
    await context.close();
  }
  return run;
}

const sum = (sizes: Map<string, number>): number => [...sizes.values()].reduce((a, b) => a + b, 0);

export async function placeDetailsBench(browser: Browser, baseUrl: string): Promise<string> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, baseUrl));
  const last = runs[runs.length - 1];
  if (!last) return 'no run';
  const chunks = [...last.before.entries()].sort(([a], [b]) => a.localeCompare(b));
  const opened = [...last.after.entries()].sort(([a], [b]) => a.localeCompare(b));
  const rows = Object.entries(SOURCES).map(([source, frames]) => {
    const times = runs.flatMap((run) =>
      frames.map((frame) => run.filled.get(frame)).filter((t): t is number => t !== undefined),
    );
    const sorted = [...times].sort((a, b) => a - b);
    return [source, times.length, median(sorted).toFixed(1), (sorted.at(-1) ?? 0).toFixed(1)];
  });
  return [
    `/orte.html at 1280×900, ${String(RUNS)} cold loads; JavaScript as received (gzip -9, KB):`,
    '',
    table(
      ['', 'KB gzip'],
      [
        ['before any input (all widgets filled)', kb(sum(last.before))],
        ['added by the first lightbox open', kb(sum(last.after))],
      ],
    ),
    '',
    `Chunks before input: ${chunks.map(([name, size]) => `${name} ${kb(size)}`).join(', ')}.`,
    `Chunks on the first lightbox open: ${opened.map(([name, size]) => `${name} ${kb(size)}`).join(', ') || 'none'}.`,
    '',
    'From the request to the filled widget (`sf:place-filled`, ms), per source:',
    '',
    table(['source', 'n', 'median', 'max'], rows),
    '',
    'Google: not measurable here (no network); its card waits behind the consent placeholder.',
  ].join('\n');
}
