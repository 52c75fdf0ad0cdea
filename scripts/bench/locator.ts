/**
 * The store locator (issue 29), in Chromium against the demo server: the JavaScript a map page
 * receives (gzip -9, by chunk) before any input, and what each feature adds on its first use: the
 * category filter, 'Jetzt geöffnet', the map search, 'Meinen Standort verwenden' (geolocation
 * granted at Marienplatz) and, at 390 px, the 'Liste' toggle. With BENCH_BASELINE_URL the page
 * before input is measured there too (an older build has none of the features to use).
 */
import type { Browser, Page } from 'puppeteer-core';
import { collectScripts } from './page-scripts';
import { kb, table } from '../bench-lib';

const PAGE = '/standorte.html';
const ID = '31';

const sum = (sizes: Map<string, number>): number => [...sizes.values()].reduce((a, b) => a + b, 0);
const names = (sizes: Map<string, number>): string =>
  [...sizes.entries()].map(([name, size]) => `${name} ${kb(size)}`).join(', ') || 'none';

interface Step {
  label: string;
  /** The selector that must exist for the step (an older build lacks it: the step is skipped). */
  needs: string;
  act(page: Page): Promise<void>;
}

const STEPS: Step[] = [
  {
    label: 'first category checked',
    needs: `#sf-map-filter-${ID} input[name="category"]`,
    act: (page) => page.click(`#sf-map-filter-${ID} input[name="category"]`),
  },
  {
    label: "'Jetzt geöffnet' checked",
    needs: `#sf-map-filter-${ID} input[name="openNow"]`,
    act: (page) => page.click(`#sf-map-filter-${ID} input[name="openNow"]`),
  },
  {
    label: 'map search sent (Karlsplatz 11, 1 km)',
    needs: `#sf-map-search-${ID} input[name="address"]`,
    act: async (page) => {
      await page.type(`#sf-map-search-${ID} input[name="address"]`, 'Karlsplatz 11');
      await page.click(`#sf-map-search-${ID} button[type="submit"]`);
    },
  },
  {
    label: "'Meinen Standort verwenden'",
    needs: `#sf-map-search-${ID} .ce-map__locate`,
    act: (page) => page.click(`#sf-map-search-${ID} .ce-map__locate`),
  },
];

const PHONE_STEP: Step = {
  label: "'Liste' toggle at 390 px",
  needs: `#sf-map-view-${ID} button`,
  act: async (page) => {
    const buttons = await page.$$(`#sf-map-view-${ID} button`);
    await buttons[buttons.length - 1]?.click();
  },
};

async function settle(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 400, timeout: 20_000 }).catch(() => undefined);
}

async function measure(
  browser: Browser,
  baseUrl: string,
  width: number,
  steps: readonly Step[],
): Promise<{ before: Map<string, number>; after: [string, Map<string, number> | undefined][] }> {
  const context = await browser.createBrowserContext();
  await context.setPermission(baseUrl, { permission: { name: 'geolocation' }, state: 'granted' });
  const page = await context.newPage();
  await page.setViewport(
    width < 700 ? { width, height: 844, isMobile: true, hasTouch: true } : { width, height: 900 },
  );
  await page.setGeolocation({ latitude: 48.13743, longitude: 11.57549 });
  let current = new Map<string, number>();
  const before = current;
  collectScripts(page, () => current);
  try {
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'load' });
    await page.evaluate(() => window.SiteFrontend?.ready);
    await page.waitForSelector(`#sf-map-${ID}[data-sf-map="ready"]`, { timeout: 30_000 });
    await settle(page);
    const after: [string, Map<string, number> | undefined][] = [];
    for (const step of steps) {
      if (!(await page.$(step.needs))) {
        after.push([step.label, undefined]);
        continue;
      }
      current = new Map();
      await step.act(page);
      await settle(page);
      after.push([step.label, current]);
    }
    return { before, after };
  } finally {
    await context.close();
  }
}

export async function locatorBench(browser: Browser, baseUrl: string): Promise<string> {
  const baseline = process.env.BENCH_BASELINE_URL;
  const desktop = await measure(browser, baseUrl, 1280, STEPS);
  const phone = await measure(browser, baseUrl, 390, [PHONE_STEP]);
  const old = baseline ? await measure(browser, baseline, 1280, []) : undefined;
  const rows: (string | number)[][] = [
    [
      'before any input (1280 px)',
      old ? `${kb(sum(old.before))} → ${kb(sum(desktop.before))}` : kb(sum(desktop.before)),
      names(desktop.before),
    ],
    ...(old ? [['the same, baseline build', kb(sum(old.before)), names(old.before)]] : []),
    ['before any input (390 px)', kb(sum(phone.before)), names(phone.before)],
    ...[...desktop.after, ...phone.after].map(([label, sizes]) =>
      sizes
        ? [`added by: ${label}`, kb(sum(sizes)), names(sizes)]
        : [`added by: ${label}`, '–', 'not on this page'],
    ),
  ];
  return [
    `${PAGE} (block ${ID}, the store locator), JavaScript as received (gzip -9, KB)${
      baseline ? '; before → after for the page before input' : ''
    }:`,
    '',
    table(['', 'KB gzip', 'chunks'], rows),
  ].join('\n');
}
