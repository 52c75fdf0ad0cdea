/**
 * Issue 26: every fixture page, German and English, works under the Content-Security-Policy the
 * extension sends (fixtures/csp.json withoutGoogle, sent by the demo server): no inline script or
 * style, no foreign origin. A `securitypolicyviolation` listener is installed before any script of
 * the page runs; Chromium's own CSP issues (DevTools Audits: also those of MapLibre's workers) are
 * collected beside it. Each page is scrolled through so every deferred frame mounts, and what a
 * visitor touches is opened where it is cheap: the mobile menu and the language list (phone), the
 * gallery lightbox with an image and with remote content, every OpenStreetMap map drawn by MapLibre
 * (a map that asks for consent first gets it, as a click on its 'Karte laden' button), a marker's
 * info window. Google's blocks stay on their placeholder (the demo site configures no Google key:
 * the Google flows under the withGoogle policy are in map.e2e.ts and place-uikit.e2e.ts).
 */
import type { Page } from 'puppeteer-core';
import { CSP } from '../../fixtures/server/csp';
import { listPages } from '../../fixtures/server/render';
import { watchViolations, type Violations } from './csp-watch';
import { DESKTOP, PHONE, disconnect, openPage, settled, watchSteps, type Viewport } from './helpers';

afterAll(disconnect);
// Maps draw in software WebGL; a page with three of them, scrolled through, takes a while on 2 cores.
jest.setTimeout(90_000);

/** Every OpenStreetMap block is drawn (MapLibre idle), failed or invalid; Google blocks wait for consent. */
async function mapsDrawn(page: Page): Promise<number> {
  // A block that asks for consent before OpenStreetMap gets it, as the visitor's click on its button
  // gives it (a DOM click: a consent tool's notice may cover the button at phone width).
  await page.$$eval('section.ce-map .sf-map-consent__load', (buttons) => {
    for (const button of buttons) {
      const settings = button.closest('section')?.querySelector('script[type="application/json"]');
      const { provider } = JSON.parse(settings?.textContent ?? '{}') as { provider?: string };
      if (provider !== 'google') (button as HTMLButtonElement).click();
    }
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('section.ce-map')].every((block) => {
        const state = block.dataset.sfMap;
        if (block.dataset.sfState === 'invalid' || state === 'failed') return true;
        let provider: string | undefined;
        try {
          const settings = block.querySelector('script[type="application/json"]')?.textContent ?? '{}';
          ({ provider } = JSON.parse(settings) as { provider?: string });
        } catch {
          return true; // broken settings: the block says so itself
        }
        // Google's blocks stay on their placeholder: the demo site has no Google key.
        if (provider === 'google') return block.querySelector('.sf-map-consent') !== null;
        return state === 'ready' && block.querySelector('[data-sf-idle="true"]') !== null;
      }),
    { timeout: 60_000, polling: 100 },
  );
  return page.$$eval('section.ce-map[data-sf-map="ready"]', (blocks) => blocks.length);
}

/**
 * Opens an info window (sanitized CMS HTML) of each drawn map: the first marker's (`index`: another
 * one's, where it is a marker of its own).
 */
async function openInfoWindows(page: Page, index = '0'): Promise<number> {
  let opened = 0;
  for (const block of await page.$$('section.ce-map[data-sf-map="ready"]')) {
    const marker =
      (await block.$(`.sf-osm-marker[data-marker-index="${index}"]`)) ?? (await block.$('.sf-osm-marker'));
    if (!marker) continue;
    await marker.click();
    await block.waitForSelector('.maplibregl-popup-content .sf-map-info', { timeout: 10_000 });
    opened += 1;
  }
  return opened;
}

/** The lightbox with an image, then with remote content (sanitized), each closed with Escape. */
async function openLightbox(page: Page): Promise<number> {
  let opened = 0;
  for (const selector of ['a[data-fancybox]:not([data-type])', 'a[data-fancybox][data-type="ajax"]']) {
    const link = await page.$(selector);
    if (!link) continue;
    await link.scrollIntoView();
    await link.click();
    await page.waitForSelector('.fancybox__container.is-ready', { timeout: 15_000 });
    if (selector.includes('ajax')) await page.waitForSelector('.fancybox__container .lightbox-remote');
    else await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.fancybox__container'));
    opened += 1;
  }
  return opened;
}

/** The mobile menu opened and closed (phone width: the burger is shown). */
async function openMobileMenu(page: Page): Promise<boolean> {
  const burger = await page.$('.sf-burger');
  if (!burger || !(await burger.isVisible())) return false;
  await burger.click();
  await page.waitForSelector('.sf-mmenu[data-open="true"]', { timeout: 10_000 });
  await page.keyboard.press('Escape');
  await page.waitForSelector('.sf-mmenu[data-open="false"]', { timeout: 10_000 });
  return true;
}

const summary: string[] = [];
afterAll(() => {
  // One line per page and width: the count of violations and what was exercised.
  console.log(`CSP violations per page (policy: ${CSP})\n${summary.sort().join('\n')}`);
});

test('control: the watch hears what the policy blocks (an inline <style>, a style from CSS text, an inline handler)', async () => {
  let read: (() => Promise<Violations>) | undefined;
  const opened = await openPage('/impressum.html', DESKTOP, {
    scrollThrough: false,
    beforeLoad: async (page) => {
      read = await watchViolations(page);
    },
  });
  try {
    await opened.page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.append(style);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'void 0');
      image.src = 'data:,x';
      document.body.append(image);
    });
    await opened.page.waitForFunction(() => (window.__sfCspViolations ?? []).length >= 2);
    const { page } = await read!();
    expect(page.map((violation) => violation.directive).sort()).toEqual([
      'script-src-attr',
      'style-src-elem',
    ]);
  } finally {
    await opened.close();
  }
});

test('hostile info-window HTML (karte.html, location 4: onerror, <script>, javascript:): no report, nothing runs', async () => {
  let read: (() => Promise<Violations>) | undefined;
  const opened = await openPage('/karte.html', DESKTOP, {
    reducedMotion: true,
    beforeLoad: async (page) => {
      read = await watchViolations(page);
    },
  });
  try {
    const { page } = opened;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await mapsDrawn(page);
    expect(await openInfoWindows(page, '4')).toBe(1);
    const html = await page.$eval('.maplibregl-popup-content .sf-map-info', (info) => info.innerHTML);
    expect(html).toContain('Kundenbüro Karlsplatz');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    // The sanitiser hands no parser the handler (core/quiet-html.ts): nothing is reported.
    const { page: violations } = await read!();
    expect(violations).toEqual([]);
    expect(dialogs).toEqual([]);
  } finally {
    await opened.close();
  }
});

const PAGES = listPages().map((page) => page.path);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as [string, Viewport][])('under the CSP at %s width', (width, viewport) => {
  test.each(PAGES)('%s: zero CSP violations, every frame mounted and the widgets used', async (path) => {
    let read: (() => Promise<Violations>) | undefined;
    // A hang says where it is (one in about 30 runs of standorte at desktop width ran into the
    // timeout without a word, issue 30's closing note).
    const watch = watchSteps(`${width} ${path}`, 75_000);
    const opened = await openPage(path, viewport, {
      reducedMotion: true,
      useChrome: true,
      beforeLoad: async (page) => {
        await watch.page(page);
        read = await watchViolations(page);
      },
    }).catch((error: unknown) => {
      watch.stop();
      throw error;
    });
    try {
      const { page } = opened;
      watch.step('header');
      const header = await page.evaluate(async () =>
        (await fetch(location.href)).headers.get('content-security-policy'),
      );
      expect(header).toBe(CSP);
      watch.step('maps drawn');
      const maps = await mapsDrawn(page);
      watch.step('info windows');
      const infos = width === 'desktop' ? await openInfoWindows(page) : 0;
      watch.step('lightbox');
      const lightbox = width === 'desktop' ? await openLightbox(page) : 0;
      const menu = width === 'phone' ? await openMobileMenu(page) : false;
      watch.step('settled');
      await settled(page);
      // Nothing is left waiting for the visitor to come near.
      expect(
        await page.$$eval('[data-sf-state="deferred"]', (frames) =>
          frames
            .filter(
              (frame) =>
                !['mobile-menu', 'language-selector'].includes(frame.getAttribute('data-sf-widget') ?? ''),
            )
            .map((frame) => frame.id),
        ),
      ).toEqual([]);
      const violations = await read!();
      summary.push(
        `${width.padEnd(7)} ${path.padEnd(32)} ${String(violations.page.length).padStart(2)} violations` +
          ` (${violations.audit.length} CSP issues)` +
          `  (maps drawn ${maps}, info windows ${infos}, lightbox ${lightbox}, menu ${menu ? 'opened' : '-'})`,
      );
      expect(violations.page).toEqual([]);
      // Chromium's issues: the same, and those of workers.
      expect(violations.audit).toEqual([]);
      expect(opened.errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    } finally {
      watch.stop();
      await opened.close();
    }
  });
});
