/**
 * Issue 12: mounting moves nothing. The CMS markup is styled to its final shape before the widgets'
 * code runs (carousels as a row, the text slider's first text, tab blocks with their first panel), so
 * the layout shifts a visitor sees while the page loads and its widgets mount add up to under 0.01.
 */
import type { Page } from 'puppeteer-core';
import { listPages } from '../../fixtures/server/render';
import { DESKTOP, PHONE, baseUrl, disconnect, openPage, shiftsOver, watchLayoutShifts } from './helpers';

afterAll(disconnect);

/**
 * Pages over the budget, each with its reason and the bound it keeps; both are error demos. karte-fehler
 * is the demo of a broken block: once its settings are read it hides the theme select and the forms it
 * cannot serve. On orte-fehler a compact card whose place does not exist adds its German message under
 * the CMS text, beyond the frame's reserved height, when the answer comes after the first paint (390 px:
 * 0.025, seen in a run of this test).
 */
const KNOWN: Record<string, { bound: number; reason: string }> = {
  '/karte-fehler.html': { bound: 0.03, reason: 'the broken block hides its theme select and forms' },
  '/orte-fehler.html': { bound: 0.03, reason: 'a failed lookup adds its German message under the CMS text' },
};

/**
 * With the entry arriving after the first paint (a slow connection), the mounts change what the
 * visitor has already seen. Pages above the budget there, each with its reason and bound. Issue 30:
 * /orte-google.html is no longer one (its compact card's consent placeholder keeps to the frame's
 * reserved height; it grew the frame at 390 px, CLS 0.030).
 */
const KNOWN_LATE: Record<string, { bound: number; reason: string }> = { ...KNOWN };

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
      const readShifts = await watchLayoutShifts(page);
      if (late) await holdEntryUntilPainted(page);
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      // On failure the message names what moved.
      expect(shiftsOver(await readShifts(), (late ? KNOWN_LATE : KNOWN)[path]?.bound)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
