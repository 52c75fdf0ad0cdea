/**
 * Issue 12: a page runs only what the visitor sees or touches. Frames below the fold wait
 * (`data-sf-state="deferred"`) and mount when they come near; the mobile menu and the language list
 * load on their first use, and that first click or Enter is not lost; a chrome-only page fetches no
 * React before the first interaction.
 */
import { gzipSync } from 'node:zlib';
import type { HTTPResponse, Page } from 'puppeteer-core';
import {
  DESKTOP,
  PHONE,
  disconnect,
  openPage,
  settled,
  tabTo,
  type OpenedPage,
  type Viewport,
} from './helpers';

afterAll(disconnect);

/** Opens the page as loaded (no scrolling, no use) and records every script it fetches, with its gzip size. */
async function openAsLoaded(
  path: string,
  viewport: Viewport,
): Promise<OpenedPage & { scripts: () => Promise<{ url: string; gzip: number }[]> }> {
  const responses: Promise<{ url: string; gzip: number } | undefined>[] = [];
  const page = await openPage(path, viewport, { scrollThrough: false, reducedMotion: true });
  // The first navigation is over; record from a fresh load, so nothing is missed.
  const record = (response: HTTPResponse): void => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(
      response.buffer().then(
        (body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  };
  page.page.on('response', record);
  await page.page.setCacheEnabled(false);
  await page.page.reload({ waitUntil: 'networkidle0' });
  await page.page.evaluate(() => window.SiteFrontend?.ready);
  const scripts = async () =>
    (await Promise.all(responses)).filter(
      (entry): entry is { url: string; gzip: number } => entry !== undefined,
    );
  return { ...page, scripts };
}

const chunk = (url: string): string => (url.split('/').pop() ?? '').replace(/\.[0-9a-f]{10}\.js$/, '');
const stateOf = (page: Page, selector: string) =>
  page.$eval(selector, (frame) => frame.getAttribute('data-sf-state'));

test('a journal list off the home page stays the CMS list and loads no carousel code (spec 2.6)', async () => {
  const opened = await openAsLoaded('/journal.html', DESKTOP);
  try {
    const names = (await opened.scripts()).map((script) => chunk(script.url));
    expect(names).not.toContain('react');
    expect(names).not.toContain('carousel');
    expect(names).not.toContain('react-slick');
    const frames = await opened.page.$$eval('[data-sf-widget="carousel"]', (list) =>
      list.map((frame) => [frame.getAttribute('data-sf-state'), frame.getAttribute('data-sf-carousel')]),
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(frames).toEqual(frames.map(() => ['mounted', 'list']));
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('a chrome-only page at %s width', (_name, viewport) => {
  test('fetches at most 15.5 KB gzip of JavaScript before the first interaction, and no React', async () => {
    const opened = await openAsLoaded('/impressum.html', viewport);
    try {
      const scripts = await opened.scripts();
      const names = scripts.map((script) => chunk(script.url));
      expect(names).toContain('main.js');
      expect(names).not.toContain('react');
      expect(names).not.toContain('mobile-menu');
      expect(names).not.toContain('language-selector');
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      // 15 KB until issue 26: consent.mode (entry) and the label overrides (lookup) cost 0.4 KB.
      expect(total).toBeLessThanOrEqual(15.5 * 1024);
      expect(await stateOf(opened.page, '#c3')).toBe('deferred');
      expect(await stateOf(opened.page, '#c2')).toBe('deferred');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

describe('frames below the fold', () => {
  test('wait deferred, fetch nothing, and mount when the visitor scrolls near them', async () => {
    const opened = await openAsLoaded('/unternehmen.html', PHONE);
    const { page } = opened;
    try {
      const top = await page.$eval('#c90', (frame) => frame.getBoundingClientRect().top / innerHeight);
      // More than two screens down: beyond the one-screen margin.
      expect(top).toBeGreaterThan(2);
      expect(await stateOf(page, '#c90')).toBe('deferred');
      expect((await opened.scripts()).map((script) => chunk(script.url))).not.toContain('footer-social');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForSelector('#c90[data-sf-state="mounted"]');
      expect((await opened.scripts()).map((script) => chunk(script.url))).toContain('footer-social');
      expect(await page.$$eval('#c90 .site-footer__social-moved a', (links) => links.length)).toBe(4);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('frames in the first screen mount at once, before any scrolling', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await openAsLoaded('/karriere.html', viewport);
      try {
        const frames = await opened.page.$$eval('[data-sf-widget="carousel"]', (list) =>
          list.map((frame) => ({
            top: frame.getBoundingClientRect().top,
            state: frame.getAttribute('data-sf-state'),
          })),
        );
        const first = frames.filter((frame) => frame.top < viewport.height);
        expect(first.length).toBeGreaterThan(0);
        for (const frame of first) expect(frame.state).toBe('mounted');
      } finally {
        await opened.close();
      }
    }
  });
});

describe('first use of the header widgets at phone width', () => {
  const BURGER_LINK = '#c3 a.burger';
  const menuOpen = (page: Page) =>
    page.waitForSelector('.sf-mmenu[data-open="true"] .sf-mmenu__panel', { visible: true });

  test('the first tap on the CMS burger loads the menu and opens it; the page does not jump to #main-nav', async () => {
    const opened = await openAsLoaded('/home.html', PHONE);
    const { page } = opened;
    try {
      expect(await stateOf(page, '#c3')).toBe('deferred');
      await page.tap(BURGER_LINK);
      await menuOpen(page);
      expect(await stateOf(page, '#c3')).toBe('mounted');
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.$eval('#c3 .sf-burger', (button) => button.getAttribute('aria-expanded'))).toBe(
        'true',
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('keyboard: Tab to the CMS burger and Enter: the menu opens with focus inside it', async () => {
    const opened = await openAsLoaded('/home.html', PHONE);
    const { page } = opened;
    try {
      await tabTo(page, BURGER_LINK, { max: 10 });
      await page.keyboard.press('Enter');
      await menuOpen(page);
      expect(await page.evaluate(() => !!document.activeElement?.closest('.sf-mmenu__panel'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.sf-mmenu[data-open="false"] .sf-mmenu__panel', { hidden: true });
      // Focus returns to the burger that replaced the CMS link.
      expect(await page.evaluate(() => document.activeElement?.matches('#c3 .sf-burger'))).toBe(true);
    } finally {
      await opened.close();
    }
  });

  test('the first click on the current language opens the list instead of reloading the page', async () => {
    const opened = await openAsLoaded('/home.html', DESKTOP);
    const { page } = opened;
    try {
      expect(await stateOf(page, '#c2')).toBe('deferred');
      await page.click('#c2 li:first-child > a');
      await page.waitForSelector('#c2 .sf-lang__list', { visible: true });
      expect(await page.$eval('#c2 .sf-lang__toggle', (button) => button.getAttribute('aria-expanded'))).toBe(
        'true',
      );
      await settled(page);
      expect(new URL(page.url()).pathname).toBe('/home.html');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('the other languages are plain links before any code has loaded', async () => {
    const opened = await openAsLoaded('/home.html', DESKTOP);
    const { page } = opened;
    try {
      await Promise.all([page.waitForNavigation(), page.click('#c2 a[hreflang="en"]')]);
      expect(new URL(page.url()).pathname).toBe('/en/home.html');
    } finally {
      await opened.close();
    }
  });
});
