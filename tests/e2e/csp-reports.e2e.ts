/**
 * HTML from the CMS, a remote page or a map style that carries an event handler (`<img onerror>`)
 * costs a site that collects Content-Security-Policy reports nothing: under the demo's strict policy
 * (fixtures/csp.json withoutGoogle) opening it yields no violation at all, not even the one Chromium
 * reports while an inert document parses a handler, and nothing runs. Each test also hears, as a
 * control, the report of the same markup parsed in the page's own inert document, so a zero counts.
 */
import type { Page } from 'puppeteer-core';
import { watchViolations, type Violations } from './csp-watch';
import {
  DESKTOP,
  disconnect,
  insertMapBlock,
  openPage,
  withoutWorkerCanvas,
  type OpenedPage,
} from './helpers';

afterAll(disconnect);
// Maps draw in software WebGL on 2 shared cores.
jest.setTimeout(60_000);

declare global {
  interface Window {
    /** Set by the hostile fixtures' handlers, should one ever run. */
    sfHostile?: string;
  }
}

interface Watched {
  opened: OpenedPage;
  read: () => Promise<Violations>;
  dialogs: string[];
}

async function watched(path: string, beforeLoad?: (page: Page) => Promise<void>): Promise<Watched> {
  let read: (() => Promise<Violations>) | undefined;
  const dialogs: string[] = [];
  const opened = await openPage(path, DESKTOP, {
    scrollThrough: false,
    reducedMotion: true,
    beforeLoad: async (page) => {
      read = await watchViolations(page);
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await beforeLoad?.(page);
    },
  });
  if (!read) throw new Error('the violation watch was not installed');
  return { opened, read, dialogs };
}

/** What the page heard until now: no violation, nothing ran; then the control is heard. */
async function expectSilence({ opened, read, dialogs }: Watched): Promise<void> {
  const { page } = opened;
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => window.sfHostile)).toBeUndefined();
  // Control, parsed last: a handler in an inert document of this page is reported (and runs
  // nowhere). Its report is queued after any the hostile content caused, so once it is heard,
  // every earlier report is in as well.
  await page.evaluate(() => {
    new DOMParser().parseFromString('<img src="data:,x" onerror="void 0">', 'text/html');
  });
  await page.waitForFunction(() => (window.__sfCspViolations ?? []).length > 0);
  const violations = await read();
  expect(violations.page.map((violation) => violation.directive)).toEqual(['script-src-attr']);
  // DevTools' issues come on another channel: at most the control's.
  expect(violations.audit.length).toBeLessThanOrEqual(1);
  for (const issue of violations.audit) expect(issue.directive).toBe('script-src-attr');
}

test('the info window with hostile CMS HTML (karte.html, location 4: onerror, <script>, javascript:) yields no CSP report and runs nothing', async () => {
  const watch = await watched('/karte.html');
  try {
    const { page } = watch.opened;
    await page.waitForSelector('#sf-map-11[data-sf-map="ready"]', { timeout: 30_000 });
    const marker = await page.waitForSelector('#sf-map-11 .sf-osm-marker[data-marker-index="4"]');
    await marker?.click();
    const info = await page.waitForSelector('#sf-map-11 .maplibregl-popup-content .sf-map-info');
    const html = (await info?.evaluate((element) => element.innerHTML)) ?? '';
    expect(html).toContain('Kundenbüro Karlsplatz');
    expect(html).toContain('<img src="data:,x" alt="">');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    await expectSilence(watch);
  } finally {
    await watch.opened.close();
  }
});

test('remote lightbox content with a handler and a script (boese.html) yields no CSP report and runs nothing', async () => {
  const watch = await watched('/galerie.html');
  try {
    const { page } = watch.opened;
    const link = await page.waitForSelector('a[href="/fileadmin/lightbox/boese.html"]');
    await link?.scrollIntoView();
    await link?.click();
    const content = await page.waitForSelector('.fancybox__container .lightbox-remote', { timeout: 15_000 });
    expect(await content?.evaluate((element) => element.textContent)).toContain('Hinweise zum Datenschutz');
    expect(await content?.evaluate((element) => element.innerHTML)).not.toMatch(
      /onerror|<script|href="javascript:/,
    );
    await expectSilence(watch);
  } finally {
    await watch.opened.close();
  }
});

/** The attribution control of block `id`, once it lists the site style's second credit. */
async function attribution(page: Page, id: string): Promise<string> {
  const selector = `#sf-map-${id} .maplibregl-ctrl-attrib-inner`;
  await page.waitForFunction(
    (inner) => document.querySelector(inner)?.textContent.includes('Beispiel-Karten') === true,
    { timeout: 30_000, polling: 100 },
    selector,
  );
  return page.$eval(selector, (element) => element.innerHTML);
}

describe.each([
  ['drawn by the worker', undefined],
  ['drawn on the page', withoutWorkerCanvas],
] as [string, ((page: Page) => Promise<void>) | undefined][])(
  'a site style whose source attribution carries <img onerror> (%s)',
  (_how, beforeLoad) => {
    test('lists the credits with their links, yields no CSP report and runs nothing', async () => {
      const watch = await watched('/impressum.html', beforeLoad);
      try {
        const { page } = watch.opened;
        await insertMapBlock(page, '94', {
          mapSettings: { id: '94', zoom: 16, height: '300px', zoomControl: 0, fullscreenControl: 0 },
          osm: { style: '/fileadmin/map-styles/fremde-attribution.json' },
        });
        await page.waitForSelector('#sf-map-94[data-sf-map="ready"]', { timeout: 30_000 });
        const html = await attribution(page, '94');
        expect(html).toContain(
          '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a>',
        );
        expect(html).toContain('© <a href="https://example.org/karten">Beispiel-Karten</a>');
        expect(html).not.toMatch(/onerror/);
        await expectSilence(watch);
      } finally {
        await watch.opened.close();
      }
    });
  },
);
