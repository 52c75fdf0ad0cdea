/**
 * Issue 12: mounting moves nothing. The CMS markup is styled to its final shape before the widgets'
 * code runs (carousels as a row, the text slider's first text, tab blocks with their first panel), so
 * the layout shifts a visitor sees while the page loads and its widgets mount add up to under 0.01.
 */
import type { Page } from 'puppeteer-core';
import { listPages } from '../../fixtures/server/render';
import { DESKTOP, PHONE, baseUrl, disconnect, openPage, settled } from './helpers';

afterAll(disconnect);

const SHIFTS = `window.__sfShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (!entry.hadRecentInput)
      window.__sfShifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => source.node && source.node.nodeType === 1
          ? source.node.id || source.node.className || source.node.nodeName : String(source.node && source.node.nodeName)),
      });
}).observe({ type: 'layout-shift', buffered: true });`;

/**
 * Pages over the budget, each with its reason and the bound it keeps. karte-fehler is the demo of a
 * broken block: once its settings are read it hides the theme select and the forms it cannot serve.
 */
const KNOWN: Record<string, { bound: number; reason: string }> = {
  '/karte-fehler.html': { bound: 0.03, reason: 'the broken block hides its theme select and forms' },
};

/**
 * With the entry arriving after the first paint (a slow connection), the mounts change what the
 * visitor has already seen. Pages above the budget there, each with its reason and bound.
 */
const KNOWN_LATE: Record<string, { bound: number; reason: string }> = {
  ...KNOWN,
  '/orte-google.html': { bound: 0.035, reason: 'the UI Kit consent placeholder grows its frame (issue 30)' },
  '/orte-fehler.html': { bound: 0.03, reason: 'a failed lookup adds its German message under the CMS text' },
};

/** Holds the entry script (main.js) until the page has painted, then lets it load. */
async function holdEntryUntilPainted(page: Page): Promise<void> {
  // From the network, not the cache of the first load: only a request on the wire can be held.
  await page.setCacheEnabled(false);
  const session = await page.createCDPSession();
  session.on('Fetch.requestPaused', ({ requestId }: { requestId: string }) => {
    void (async () => {
      await page
        .waitForFunction(() => performance.getEntriesByName('first-paint').length > 0, { polling: 20 })
        .catch(() => undefined);
      await session.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
    })();
  });
  await session.send('Fetch.enable', {
    patterns: [{ urlPattern: `${baseUrl()}/_assets/site_frontend/JavaScript/main.js*` }],
  });
}

// Short text pages share one layout: one of them stands for all at phone width.
const pages = listPages().filter((page) => page.path !== '/');
const isText = (page: (typeof pages)[number]) => page.fields.kind === 'text';

describe.each([
  ['phone', PHONE, pages.filter((page) => !isText(page) || page.path === '/impressum.html'), false, false],
  ['desktop', DESKTOP, pages, false, false],
  // Reduced motion: a tiny transition on every element once made each mount show a frame of the old
  // layout (karriere: CLS 0.045). The pages with widgets, at desktop width.
  ['desktop with reduced motion', DESKTOP, pages.filter((page) => !isText(page)), true, false],
  // The entry after the first paint: the CMS markup's shape is what the visitor saw (orte-suche at
  // 390 px: the search button wrapped under its field before the mount, CLS 0.112).
  [
    'phone, the entry arriving after the first paint,',
    PHONE,
    pages.filter((page) => !isText(page)),
    false,
    true,
  ],
  [
    'desktop, the entry arriving after the first paint,',
    DESKTOP,
    pages.filter((page) => !isText(page)),
    false,
    true,
  ],
])('no layout shift while a page loads at %s width', (_name, viewport, selected, reducedMotion, late) => {
  test.each(selected.map((page) => [page.path]))('%s: layout shifts add up to under 0.01', async (path) => {
    const opened = await openPage(path, viewport, { scrollThrough: false, reducedMotion });
    const { page } = opened;
    try {
      // Measure a fresh load with the observer in place from the start.
      await page.evaluateOnNewDocument(SHIFTS);
      if (late) await holdEntryUntilPainted(page);
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      await settled(page);
      // Two frames: the last mount's layout has been painted and reported.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const shifts = await page.evaluate(
        () => (window as unknown as { __sfShifts: { value: number; sources: string[] }[] }).__sfShifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      // On failure the message names what moved.
      const bound = (late ? KNOWN_LATE : KNOWN)[path]?.bound ?? 0.01;
      expect(
        total < bound ? [] : [`CLS ${total.toFixed(4)}`, ...shifts.map((shift) => JSON.stringify(shift))],
      ).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
