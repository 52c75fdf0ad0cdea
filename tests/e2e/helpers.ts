/** Shared helpers of the end-to-end tests: a page on the demo server, its console, axe-core. */
import { readFileSync } from 'node:fs';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { measurePictures } from '../../scripts/bench/pictures';

export const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
export const DESKTOP = { width: 1280, height: 900 };
export type Viewport = typeof PHONE | typeof DESKTOP;

export function baseUrl(): string {
  const url = process.env.SF_BASE_URL;
  if (!url) throw new Error('SF_BASE_URL is not set: run the e2e project through jest (global setup)');
  return url;
}

let browser: Browser | undefined;

export async function connect(): Promise<Browser> {
  browser ??= await puppeteer.connect({ browserWSEndpoint: process.env.SF_BROWSER_WS ?? '' });
  return browser;
}

export async function disconnect(): Promise<void> {
  await browser?.disconnect();
  browser = undefined;
}

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests, in order. */
  errors: string[];
  warnings: string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Emulates `prefers-reduced-motion: reduce` before the page loads (no CSS transitions to wait for). */
  reducedMotion?: boolean;
  /**
   * Scroll through the page once, so every frame that mounts near the viewport has mounted, then back
   * to the top (default). `false`: the page as loaded, below-the-fold frames still `deferred`.
   */
  scrollThrough?: boolean;
  /** Mount the frames that wait for their first use (the mobile menu, the language list) at once. */
  useChrome?: boolean;
  /** Runs before the page loads (request interception for a failing service, say). */
  beforeLoad?: (page: Page) => Promise<void>;
}

/**
 * Resolves when no frame of the page is `loading`, no place widget is loading its place, and no
 * photo in or within 400 px of the viewport is loading. A photo is a lazy image: farther away the
 * browser does not fetch it until the visitor scrolls there, so waiting for it would wait for ever
 * (a card filled after the scroll had moved on: orte.html at 390 px, now and then).
 */
/** Frames still loading: a widget's mount, a place's lookup. */
const LOADING = '[data-sf-state="loading"], [data-sf-place-state="loading"]';

export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    (loading) => {
      if (document.querySelector(loading)) return false;
      return [...document.querySelectorAll('[data-sf-photo="loading"]')].every((photo) => {
        const box = photo.getBoundingClientRect();
        return box.bottom < -400 || box.top > innerHeight + 400;
      });
    },
    { polling: 50 },
    LOADING,
  );
}

/**
 * Scrolls through the page a screen at a time until no frame that mounts near the viewport is still
 * deferred, then back to the top. Frames that wait for their first use stay deferred.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight));
  for (let step = 1; step <= steps; step += 1) {
    await page.evaluate((y) => window.scrollTo(0, y * innerHeight), step);
    // Two frames: the observers have seen the new position.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await settled(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settled(page);
}

export interface StepWatch {
  /** The page to describe, once it exists (before it loads: it then notes when `SiteFrontend.ready` settles). */
  page(page: Page): Promise<void>;
  /** The step the test enters. */
  step(name: string): void;
  stop(): void;
}

/**
 * For a test that may hang: after `afterMs` (before the test's own timeout, which says nothing but
 * its length), prints the step the test is in and what each map block on the page shows: its
 * `data-sf-map` and `data-sf-state`, the map's `data-sf-idle`, the canvas's visibility; then which
 * frames and place widgets are still loading, and whether `SiteFrontend.ready` has settled.
 */
export function watchSteps(label: string, afterMs: number): StepWatch {
  let current = 'open the page (load, scroll through, the chrome used)';
  let watched: Page | undefined;
  const timer = setTimeout(() => {
    const described =
      watched?.evaluate(
        (loading) =>
          JSON.stringify({
            blocks: [...document.querySelectorAll<HTMLElement>('section.ce-map')].map((block) => ({
              id: block.id,
              map: block.dataset.sfMap,
              state: block.dataset.sfState,
              idle: block.querySelector<HTMLElement>('[data-sf-idle]')?.dataset.sfIdle,
              canvas:
                block.querySelector<HTMLCanvasElement>('.maplibregl-canvas')?.style.visibility || 'shown',
            })),
            // Every frame or place widget still loading, by widget and id: the hang may be another's.
            loading: [...document.querySelectorAll<HTMLElement>(loading)].map(
              (frame) => `${frame.dataset.sfWidget ?? frame.tagName.toLowerCase()}#${frame.id}`,
            ),
            ready: (window as unknown as { sfReadySettled?: boolean }).sfReadySettled ?? 'unknown',
          }),
        LOADING,
      ) ?? Promise.resolve('no page yet');
    void described
      .catch((error: unknown) => String(error))
      .then((page) => console.error(`${label}: still in "${current}" after ${afterMs} ms; ${page}`));
  }, afterMs);
  return {
    page: async (page) => {
      watched = page;
      await page.evaluateOnNewDocument(() => {
        addEventListener('load', () => {
          const state = window as unknown as { sfReadySettled?: boolean };
          const ready = window.SiteFrontend?.ready;
          if (!ready) return;
          state.sfReadySettled = false;
          void ready.then(() => {
            state.sfReadySettled = true;
          });
        });
      });
    },
    step: (name) => {
      current = name;
    },
    stop: () => clearTimeout(timer),
  };
}

/** Mounts the frames that wait for their first use by giving each its first use (a pointerdown). */
export async function useChrome(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const frame of document.querySelectorAll(
      '[data-sf-widget="mobile-menu"], [data-sf-widget="language-selector"]',
    ))
      frame.dispatchEvent(new Event('pointerdown'));
  });
  await settled(page);
}

/** Opens `path` at `viewport` and waits until the bundle has mounted every frame of the page. */
export async function openPage(
  path: string,
  viewport: Viewport = DESKTOP,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await (await connect()).createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  if (options.reducedMotion)
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warn') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
  page.on('requestfailed', (request) => {
    // A fetch the page cancelled itself (a newer autocomplete keystroke, a tile scrolled away) is
    // no failure: Chromium reports it as net::ERR_ABORTED. Requests a test refuses fail otherwise.
    const cancelled =
      request.failure()?.errorText === 'net::ERR_ABORTED' &&
      ['fetch', 'xhr'].includes(request.resourceType());
    if (!cancelled) errors.push(`request failed: ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  if (options.beforeLoad) await options.beforeLoad(page);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await page.evaluate(() => window.SiteFrontend?.ready);
  if (options.scrollThrough !== false) await scrollThrough(page);
  if (options.useChrome) await useChrome(page);
  return { page, errors, warnings, close: () => context.close() };
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical violations on the page as it is now. */
/** Every axe-core violation on the page as it is now. */
async function violations(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  return (await violations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Every axe-core violation (any impact) on the page as it is now, one line each. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await violations(page)).map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** The element that has focus, described for assertions. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label') ?? element.textContent.trim();
    return `${element.tagName.toLowerCase()}${element.className ? `.${element.className.split(' ')[0] ?? ''}` : ''}:${label}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) with the real keyboard until the focused element matches `selector`.
 * Resolves to the number of presses; fails after `max` presses without reaching it.
 */
export async function tabTo(
  page: Page,
  selector: string,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    if (backwards) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (backwards) await page.keyboard.up('Shift');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return presses;
  }
  throw new Error(`Tab did not reach ${selector} in ${max} presses (focus on ${await focused(page)})`);
}

/** Whether the element is rendered with a box and visible (not `display: none`, not `visibility: hidden`). */
export function isVisible(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
  }, selector);
}

/** What a screenshot shows: the mean spread between the largest and smallest channel, and the dark pixels. */
export interface PixelStats {
  /** Mean of max(r, g, b) − min(r, g, b): 0 for pure greys. */
  spread: number;
  /** Pixels with every channel below 70 (letters, on a light map). */
  dark: number;
}

/** Screenshots `clip` (or the element `selector`) and measures its pixels in the page. */
export async function screenshotStats(
  page: Page,
  target: string | { x: number; y: number; width: number; height: number },
): Promise<PixelStats> {
  let shot: string;
  if (typeof target === 'string') {
    const element = await page.$(target);
    if (!element) throw new Error(`no element ${target} to screenshot`);
    shot = await element.screenshot({ encoding: 'base64' });
  } else shot = await page.screenshot({ encoding: 'base64', clip: target });
  const [spread = 0, dark = 0] = await measurePictures(page, [shot], { kind: 'colours' });
  return { spread, dark };
}

/**
 * Inserts a map block `sf-map-{id}` with these settings at the top of `<main>` (or the body) and
 * mounts it, as the CMS would render it: the settings script and the canvas element. The e2e
 * tests, the benchmark and the theme screenshots use it.
 */
/**
 * A browser that cannot hand a canvas to a worker (Safari before 16.4): the page's map draws the
 * whole map (map/osm/base-map.ts). Also for tests that hold requests with Puppeteer's interception,
 * which now and then holds a worker's fetch for ever (see servePage): the worker that draws a map's
 * theme fetches its style, tiles, glyphs and sprite.
 */
export async function withoutWorkerCanvas(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
}

export async function insertMapBlock(
  page: Page,
  id: string,
  settings: Record<string, unknown>,
): Promise<void> {
  await page.evaluate(
    async (blockId, blockSettings) => {
      const section = document.createElement('section');
      section.id = `sf-map-${blockId}`;
      section.className = 'frame ce-map';
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = `sf-map-settings-${blockId}`;
      script.textContent = JSON.stringify(blockSettings);
      const canvas = document.createElement('div');
      canvas.id = `sf-map-canvas-${blockId}`;
      section.append(script, canvas);
      (document.querySelector('main') ?? document.body).prepend(section);
      window.scrollTo(0, 0);
      await window.SiteFrontend?.mount(section);
    },
    id,
    settings,
  );
}

/**
 * Serves the page at `path` with its HTML passed through `rewrite` (status and headers kept, the CSP
 * included), as a CMS would have rendered other settings. `claim` sees every other request first
 * and returns true for one it handles itself (held, answered); the rest go to the demo server.
 *
 * Without `claim` only the page's own request is held (DevTools Fetch with its URL as the pattern):
 * puppeteer's request interception holds every request, MapLibre's worker fetches of tiles
 * included, and a map then now and then waited for ever for a tile (site-config.e2e's map in
 * consent mode 'external' stayed 'Karte wird geladen …' in about one run of three).
 */
export async function servePage(
  page: Page,
  path: string,
  rewrite: (html: string) => string,
  claim?: (request: HTTPRequest) => boolean,
): Promise<void> {
  if (!claim) {
    const session = await page.createCDPSession();
    session.on('Fetch.requestPaused', ({ requestId, request }) => {
      void (async () => {
        const response = await fetch(request.url);
        const headers = [...response.headers.entries()]
          .filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
          .map(([name, value]) => ({ name, value }));
        await session.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: response.status,
          responseHeaders: headers,
          body: Buffer.from(rewrite(await response.text())).toString('base64'),
        });
      })();
    });
    await session.send('Fetch.enable', { patterns: [{ urlPattern: `${baseUrl()}${path}` }] });
    return;
  }
  // The same holds a map worker's fetches: its maps are drawn on the page (withoutWorkerCanvas).
  await withoutWorkerCanvas(page);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname !== path) {
      if (!claim(request)) void request.continue();
      return;
    }
    void (async () => {
      const response = await fetch(request.url());
      const headers = Object.fromEntries(
        [...response.headers.entries()].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
        ),
      );
      await request.respond({
        status: response.status,
        headers,
        contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
        body: rewrite(await response.text()),
      });
    })();
  });
}

/** Pixels that differ clearly (any channel by more than 48) between two PNGs of the same size. */
export async function differingPixels(page: Page, a: string, b: string): Promise<number> {
  const [differing = Number.NaN] = await measurePictures(page, [a, b], { kind: 'differing', threshold: 48 });
  if (Number.isNaN(differing)) throw new Error('the two drawings differ in size');
  return differing;
}

/** One layout shift the visitor saw: its score and what moved (id, class or tag of each source). */
export interface LayoutShift {
  value: number;
  sources: string[];
}

const SHIFT_OBSERVER = `window.__sfShifts = [];
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
 * Watches the layout shifts of the next document `page` loads (the observer is in place before the
 * page's own scripts). `read` waits until the page has settled and two frames are painted, then
 * returns every shift.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.evaluateOnNewDocument(SHIFT_OBSERVER);
  return async () => {
    await settled(page);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return page.evaluate(() => (window as unknown as { __sfShifts: LayoutShift[] }).__sfShifts);
  };
}

/** [] when the shifts add up to under `bound`; otherwise the total and each shift, naming what moved. */
export function shiftsOver(shifts: readonly LayoutShift[], bound = 0.01): string[] {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return total < bound ? [] : [`CLS ${total.toFixed(4)}`, ...shifts.map((shift) => JSON.stringify(shift))];
}
