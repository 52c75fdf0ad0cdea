/**
 * The page chrome in Chromium (spec 2.10–2.13, 4.11, 9.4): mobile menu, language selector and the
 * footer's social links with the real keyboard and the real pointer at a phone and a desktop width,
 * equal-height blocks, the page with a broken settings frame, `SiteFrontend.mount()` on markup
 * inserted later, and axe-core with the menu and the language list open.
 */
import type { Page } from 'puppeteer-core';
import {
  DESKTOP,
  PHONE,
  disconnect,
  isVisible,
  openPage,
  seriousViolations,
  tabTo,
  type OpenedPage,
  type Viewport,
  useChrome,
} from './helpers';

afterAll(disconnect);

const WIDTHS: [string, Viewport][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

/** Opens a page (reduced motion unless asked otherwise), runs the test, and closes the page. */
async function withPage(
  path: string,
  viewport: Viewport,
  run: (opened: OpenedPage) => Promise<void>,
  { reducedMotion = true, expectErrors = false } = {},
): Promise<void> {
  // The header widgets mount on first use; these tests start from their mounted state
  // (deferred.e2e.ts covers the first use itself).
  const opened = await openPage(path, viewport, { reducedMotion, useChrome: true });
  try {
    await run(opened);
    if (!expectErrors) expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** A pointer press as the visitor at that width makes it: a tap on the phone, a click on desktop. */
async function press(page: Page, viewport: Viewport, selector: string): Promise<void> {
  if (viewport === PHONE) await page.tap(selector);
  else await page.click(selector);
}

async function pressAt(page: Page, viewport: Viewport, x: number, y: number): Promise<void> {
  if (viewport === PHONE) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const attribute = (page: Page, selector: string, name: string) =>
  page.$eval(selector, (element, attr) => element.getAttribute(attr), name);

const activeMatches = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.sf-mmenu__panel[role="dialog"]')));

// ---- Mobile menu ---------------------------------------------------------------------------

const BURGER = '#c3 .sf-burger';
const PANEL = '.sf-mmenu__panel';

async function menuOpened(page: Page): Promise<void> {
  await page.waitForSelector(`.sf-mmenu[data-open="true"] ${PANEL}`, { visible: true });
  // The panel slides in (0.25 s): wait until it has arrived at the left edge.
  await page.waitForFunction(
    (selector) => Math.abs(document.querySelector(selector)?.getBoundingClientRect().left ?? -1) < 0.5,
    {},
    PANEL,
  );
  expect(await attribute(page, BURGER, 'aria-expanded')).toBe('true');
}

async function menuClosed(page: Page): Promise<void> {
  await page.waitForSelector(`.sf-mmenu[data-open="false"] ${PANEL}`, { hidden: true });
  expect(await attribute(page, BURGER, 'aria-expanded')).toBe('false');
  expect(await page.$eval('html', (html) => html.classList.contains('sf-scroll-lock'))).toBe(false);
}

describe('2.11 mobile menu at phone width', () => {
  test('keyboard: Tab to the burger, Enter opens, Tab stays inside, Escape closes and gives focus back', async () => {
    await withPage('/home.html', PHONE, async ({ page }) => {
      await tabTo(page, BURGER, { max: 10 });
      expect(await attribute(page, BURGER, 'aria-expanded')).toBe('false');
      await page.keyboard.press('Enter');
      await menuOpened(page);
      expect(await focusInDialog(page)).toBe(true);
      expect(await activeMatches(page, '.sf-mmenu__close')).toBe(true);

      // Close button, 5 top-level links and 3 nested-level toggles: 9 stops, then round again.
      const stops = await page.$$eval(
        `${PANEL} a[href], ${PANEL} button`,
        (elements) => elements.filter((element) => !element.closest('[hidden]')).length,
      );
      expect(stops).toBe(9);
      const visited: string[] = [];
      for (let i = 0; i < stops; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
        visited.push(
          await page.evaluate(
            () =>
              document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
          ),
        );
      }
      expect(visited).toEqual([
        'Unternehmen',
        'Untermenü Unternehmen',
        'Lösungen',
        'Untermenü Lösungen',
        'Karriere',
        'Untermenü Karriere',
        'Journal',
        'Kontakt',
        'Menü schließen',
      ]);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      expect(await activeMatches(page, `${PANEL} .sf-mmenu__link[href="/kontakt.html"]`)).toBe(true);

      await page.keyboard.press('Escape');
      await menuClosed(page);
      expect(await activeMatches(page, BURGER)).toBe(true);
    });
  });

  test('keyboard: Space opens too, and a nested level expands with Enter on its toggle', async () => {
    await withPage('/home.html', PHONE, async ({ page }) => {
      await page.focus(BURGER);
      await page.keyboard.press('Space');
      await menuOpened(page);
      const toggle = `${PANEL} .sf-mmenu__toggle[aria-label="Untermenü Lösungen"]`;
      await tabTo(page, toggle, { max: 9 });
      expect(await attribute(page, toggle, 'aria-expanded')).toBe('false');
      expect(await isVisible(page, `${PANEL} a[href="/energie.html"]`)).toBe(false);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${PANEL} a[href="/energie.html"]`, { visible: true });
      expect(await attribute(page, toggle, 'aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await activeMatches(page, `${PANEL} a[href="/energie.html"]`)).toBe(true);
      await page.keyboard.press('Escape');
      await menuClosed(page);
      expect(await activeMatches(page, BURGER)).toBe(true);
    });
  });

  test('pointer: tap the burger, the dimmed page closes it; the close button closes it', async () => {
    await withPage('/home.html', PHONE, async ({ page }) => {
      await press(page, PHONE, BURGER);
      await menuOpened(page);
      expect(await page.$eval('html', (html) => html.classList.contains('sf-scroll-lock'))).toBe(true);
      // The dimmed page to the right of the panel.
      const panel = (await (await page.$(PANEL))!.boundingBox())!;
      expect(panel.x).toBe(0);
      expect(panel.width).toBeLessThan(PHONE.width);
      const x = Math.round((panel.width + PHONE.width) / 2);
      expect(await page.evaluate((px, py) => document.elementFromPoint(px, py)?.className, x, 400)).toBe(
        'sf-mmenu__backdrop',
      );
      await pressAt(page, PHONE, x, 400);
      await menuClosed(page);
      expect(await activeMatches(page, BURGER)).toBe(true);

      await press(page, PHONE, BURGER);
      await menuOpened(page);
      await press(page, PHONE, '.sf-mmenu__close');
      await menuClosed(page);
      expect(await activeMatches(page, BURGER)).toBe(true);
    });
  });

  test('pointer: a nested level expands and its links can be followed', async () => {
    await withPage('/home.html', PHONE, async ({ page }) => {
      await press(page, PHONE, BURGER);
      await menuOpened(page);
      const toggle = `${PANEL} .sf-mmenu__toggle[aria-label="Untermenü Unternehmen"]`;
      await press(page, PHONE, toggle);
      await page.waitForSelector(`${PANEL} a[href="/geschichte.html"]`, { visible: true });
      expect(await attribute(page, toggle, 'aria-expanded')).toBe('true');
      // The nested link is the element under the pointer at its place (nothing covers it).
      const hit = await page.$eval(`${PANEL} a[href="/geschichte.html"]`, (link) => {
        const box = link.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === link;
      });
      expect(hit).toBe(true);
      await press(page, PHONE, toggle);
      await page.waitForSelector(`${PANEL} a[href="/geschichte.html"]`, { hidden: true });
    });
  });

  test('9.4 dark panel titled MENÜ over a visibly dimmed page (with the real transition)', async () => {
    await withPage(
      '/home.html',
      PHONE,
      async ({ page }) => {
        const backdropOpacity = () =>
          page.$eval('.sf-mmenu__backdrop', (element) => getComputedStyle(element).opacity);
        expect(await backdropOpacity()).toBe('0');
        await press(page, PHONE, BURGER);
        await menuOpened(page);
        expect(await activeMatches(page, '.sf-mmenu__close')).toBe(true);
        await page.waitForFunction(
          () => getComputedStyle(document.querySelector('.sf-mmenu__backdrop')!).opacity === '1',
        );
        await page.waitForFunction(
          () => getComputedStyle(document.querySelector('.sf-mmenu__panel')!).transform === 'none',
        );
        const look = await page.evaluate(() => {
          const backdrop = document.querySelector('.sf-mmenu__backdrop')!;
          const panel = document.querySelector('.sf-mmenu__panel')!;
          const title = document.getElementById(panel.getAttribute('aria-labelledby')!)!;
          const box = backdrop.getBoundingClientRect();
          return {
            dim: getComputedStyle(backdrop).backgroundColor,
            covers: box.left <= 0 && box.top <= 0 && box.right >= innerWidth && box.bottom >= innerHeight,
            panel: getComputedStyle(panel).backgroundColor,
            text: getComputedStyle(panel.querySelector('.sf-mmenu__link')!).color,
            title: title.textContent,
            titleVisible: title.getBoundingClientRect().height > 0,
          };
        });
        expect(look).toEqual({
          dim: 'rgba(0, 0, 0, 0.6)',
          covers: true,
          panel: 'rgb(31, 35, 38)',
          text: 'rgb(242, 244, 245)',
          title: 'MENÜ',
          titleVisible: true,
        });
        await page.keyboard.press('Escape');
        await page.waitForFunction(
          () => getComputedStyle(document.querySelector('.sf-mmenu__backdrop')!).opacity === '0',
        );
        await menuClosed(page);
      },
      { reducedMotion: false },
    );
  });

  test('the current page is marked and its nested level open (/karriere.html)', async () => {
    await withPage('/karriere.html', PHONE, async ({ page }) => {
      await press(page, PHONE, BURGER);
      await menuOpened(page);
      expect(
        await page.$$eval(`${PANEL} [aria-current="page"]`, (links) => links.map((link) => link.textContent)),
      ).toEqual(['Karriere']);
      expect(await isVisible(page, `${PANEL} a[href="/stellenangebote.html"]`)).toBe(true);
    });
  });

  test('an open menu closes when the window grows to the desktop layout', async () => {
    await withPage('/home.html', PHONE, async ({ page }) => {
      await press(page, PHONE, BURGER);
      await menuOpened(page);
      await page.setViewport(DESKTOP);
      await page.waitForSelector(`.sf-mmenu[data-open="false"] ${PANEL}`, { hidden: true });
      expect(await page.$eval('html', (html) => html.classList.contains('sf-scroll-lock'))).toBe(false);
      expect(await isVisible(page, '#main-nav')).toBe(true);
    });
  });

  test('axe: no serious violation with the menu open', async () => {
    await withPage('/home.html', PHONE, async ({ page }) => {
      await press(page, PHONE, BURGER);
      await menuOpened(page);
      await press(page, PHONE, `${PANEL} .sf-mmenu__toggle`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

describe('2.11 mobile menu at desktop width', () => {
  test('the burger is hidden and the main navigation visible; the panel is out of reach', async () => {
    await withPage('/home.html', DESKTOP, async ({ page }) => {
      expect(await page.$(BURGER)).not.toBeNull();
      expect(await isVisible(page, BURGER)).toBe(false);
      expect(await isVisible(page, '#main-nav')).toBe(true);
      expect(await isVisible(page, '#main-nav a[href="/journal.html"]')).toBe(true);
      expect(await isVisible(page, PANEL)).toBe(false);
      // Tab never lands on the burger or in the hidden panel.
      await tabTo(page, '#c2 .sf-lang__toggle', { max: 30 });
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        expect(await activeMatches(page, `${BURGER}, ${PANEL} *`)).toBe(false);
      }
    });
  });
});

// ---- Language selector ---------------------------------------------------------------------

const TOGGLE = '#c2 .sf-lang__toggle';
const LIST = '#c2 .sf-lang__list';

async function listShown(page: Page, shown: boolean): Promise<void> {
  await page.waitForSelector(LIST, shown ? { visible: true } : { hidden: true });
  expect(await attribute(page, TOGGLE, 'aria-expanded')).toBe(String(shown));
}

describe.each(WIDTHS)('2.12 / 4.11 language selector at %s width', (_name, viewport) => {
  test('keyboard: Enter and Space toggle the list (aria-expanded), Escape closes and keeps focus', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      await tabTo(page, TOGGLE, { max: 30 });
      const controls = await attribute(page, TOGGLE, 'aria-controls');
      expect(await page.$eval(LIST, (list) => list.id)).toBe(controls);
      await listShown(page, false);
      await page.keyboard.press('Enter');
      await listShown(page, true);
      await page.keyboard.press('Enter');
      await listShown(page, false);
      await page.keyboard.press('Space');
      await listShown(page, true);
      await page.keyboard.press('Tab');
      expect(await activeMatches(page, `${LIST} a[hreflang="en"]`)).toBe(true);
      await page.keyboard.press('Escape');
      await listShown(page, false);
      expect(await activeMatches(page, TOGGLE)).toBe(true);
    });
  });

  test('keyboard: Tab past the list closes it', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      await page.focus(TOGGLE);
      await page.keyboard.press('Enter');
      await listShown(page, true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await listShown(page, false);
    });
  });

  test('pointer: the current language toggles the list, a press outside closes it', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      await press(page, viewport, TOGGLE);
      await listShown(page, true);
      // The other language is visible, inside the window, and the element under the pointer.
      const link = `${LIST} a[hreflang="en"]`;
      expect(await attribute(page, link, 'href')).toBe('/en/home.html');
      const onTop = await page.$eval(link, (element) => {
        const box = element.getBoundingClientRect();
        const inside = box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return inside && (hit === element || element.contains(hit));
      });
      expect(onTop).toBe(true);
      await press(page, viewport, TOGGLE);
      await listShown(page, false);
      await press(page, viewport, TOGGLE);
      await listShown(page, true);
      await press(page, viewport, 'main h1');
      await listShown(page, false);
    });
  });

  test('pointer: following the other language opens the English page', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      await press(page, viewport, TOGGLE);
      await listShown(page, true);
      await Promise.all([page.waitForNavigation(), press(page, viewport, `${LIST} a[hreflang="en"]`)]);
      expect(new URL(page.url()).pathname).toBe('/en/home.html');
      await page.evaluate(() => window.SiteFrontend?.ready);
      await useChrome(page);
      expect(await page.$eval(TOGGLE, (toggle) => toggle.textContent)).toBe('EN, choose language');
    });
  });

  test('axe: no serious violation with the language list open', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      await press(page, viewport, TOGGLE);
      await listShown(page, true);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

// ---- Footer --------------------------------------------------------------------------------

const MOVED = '#c90 .site-footer__social-moved';

describe.each(WIDTHS)('2.10 footer social links at %s width', (_name, viewport) => {
  test('sit in the configured info column (3), visible, once', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      const place = await page.evaluate(() => {
        const columns = [...document.querySelectorAll('#c90 [data-sf-footer-column]')];
        const moved = document.querySelector('#c90 .site-footer__social-moved')!;
        return {
          column: columns.findIndex((column) => column.contains(moved)) + 1,
          links: [...moved.querySelectorAll('a')].map((link) => link.getAttribute('href')),
        };
      });
      expect(place).toEqual({
        column: 3,
        links: [
          'https://www.linkedin.com/company/beispiel-ag',
          'https://www.xing.com/pages/beispiel-ag',
          'https://www.youtube.com/@beispiel-ag',
          'https://www.instagram.com/beispiel.ag',
        ],
      });
      expect(await isVisible(page, MOVED)).toBe(true);
      // One social block: the CMS's, in its column.
      expect(await page.$$eval('#c90 [data-sf-social]', (blocks) => blocks.length)).toBe(1);
      // On screen the links are inside the column's box.
      const inside = await page.evaluate(() => {
        const column = document.querySelectorAll('#c90 [data-sf-footer-column]')[2]!.getBoundingClientRect();
        const moved = document.querySelector('#c90 .site-footer__social-moved')!.getBoundingClientRect();
        return (
          moved.left >= column.left - 1 &&
          moved.right <= column.right + 1 &&
          moved.top >= column.top &&
          moved.bottom <= column.bottom + 1
        );
      });
      expect(inside).toBe(true);
    });
  });

  test('keyboard: Tab goes from the column’s own links to the social links in order', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      await page.focus('#c90 a[href="/faq.html"]');
      const reached: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        reached.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''));
      }
      expect(reached).toEqual([
        'https://www.linkedin.com/company/beispiel-ag',
        'https://www.xing.com/pages/beispiel-ag',
        'https://www.youtube.com/@beispiel-ag',
        'https://www.instagram.com/beispiel.ag',
        '/impressum.html',
      ]);
    });
  });

  test('pointer: each social link is the element under the pointer at its place', async () => {
    await withPage('/home.html', viewport, async ({ page }) => {
      const links = await page.$$(`${MOVED} a`);
      expect(links).toHaveLength(4);
      for (const link of links) {
        await link.scrollIntoView();
        await link.hover();
        expect(await link.evaluate((element) => element.matches(':hover'))).toBe(true);
        expect(await link.evaluate((element) => element.getAttribute('target'))).toBe('_blank');
      }
    });
  });
});

// ---- Layout --------------------------------------------------------------------------------

describe('2.13 equal-height layout blocks at desktop width', () => {
  test.each([
    ['/home.html', '#c12', 3],
    ['/unternehmen.html', '#c21', 2],
    ['/unternehmen.html', '#c22', 4],
  ])('%s %s: the %i blocks of the row share one height', async (path, frame, count) => {
    await withPage(path, DESKTOP, async ({ page }) => {
      const boxes = await page.$$eval(`${frame} .ce-row--equal > .ce-block`, (blocks) =>
        blocks.map((block) => {
          const box = block.getBoundingClientRect();
          const content = [...block.children].reduce(
            (sum, child) => sum + child.getBoundingClientRect().height,
            0,
          );
          return { top: Math.round(box.top), height: Math.round(box.height), content: Math.round(content) };
        }),
      );
      expect(boxes).toHaveLength(count);
      expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
      // The texts differ in length: without the equal-height row the blocks would differ.
      expect(new Set(boxes.map((box) => box.content)).size).toBeGreaterThan(1);
    });
  });
});

// ---- The page with a broken settings frame -------------------------------------------------

describe.each(WIDTHS)('the broken-settings page at %s width', (_name, viewport) => {
  test('exactly one console error naming footer-social #c90 and column; the footer stays as the CMS wrote it', async () => {
    await withPage(
      '/broken-settings.html',
      viewport,
      async ({ page, errors }) => {
        expect(errors).toHaveLength(1);
        expect(errors[0]).toContain('footer-social #c90');
        expect(errors[0]).toContain('"column"');
        const footer = await page.evaluate(async () => {
          const served = await (await fetch(location.href)).text();
          const original = new DOMParser().parseFromString(served, 'text/html').getElementById('c90')!;
          const live = document.getElementById('c90')!;
          return { same: live.innerHTML === original.innerHTML, state: live.getAttribute('data-sf-state') };
        });
        expect(footer).toEqual({ same: true, state: 'invalid' });
        expect(await isVisible(page, '#c90 [data-sf-social] a[href*="linkedin"]')).toBe(true);
        // The social block keeps the place the CMS gave it: the last info column.
        const inLast = await page.evaluate(() => {
          const columns = document.querySelectorAll('#c90 [data-sf-footer-column]');
          return columns[columns.length - 1]!.contains(document.querySelector('#c90 [data-sf-social]'));
        });
        expect(inLast).toBe(true);
      },
      { expectErrors: true },
    );
  });

  test('the language selector and the mobile menu still work there', async () => {
    await withPage(
      '/broken-settings.html',
      viewport,
      async ({ page, errors }) => {
        await press(page, viewport, TOGGLE);
        await listShown(page, true);
        await page.keyboard.press('Escape');
        await listShown(page, false);
        expect(await activeMatches(page, TOGGLE)).toBe(true);
        if (viewport === PHONE) {
          await press(page, viewport, BURGER);
          await menuOpened(page);
          expect(await focusInDialog(page)).toBe(true);
          await page.keyboard.press('Escape');
          await menuClosed(page);
          expect(await activeMatches(page, BURGER)).toBe(true);
        } else {
          expect(await isVisible(page, '#main-nav')).toBe(true);
          expect(await attribute(page, '#c3', 'data-sf-state')).toBe('mounted');
        }
        expect(errors).toHaveLength(1);
      },
      { expectErrors: true },
    );
  });
});

// ---- SiteFrontend.mount() on markup inserted later ------------------------------------------

describe('SiteFrontend.mount() on markup the CMS inserts later', () => {
  test('mounts a new language selector once; a second call does nothing more', async () => {
    await withPage('/home.html', DESKTOP, async ({ page }) => {
      await page.evaluate(() => {
        const frame = document.createElement('div');
        frame.id = 'ajax-frame';
        frame.innerHTML = `<nav class="lang-select" data-sf-widget="language-selector" aria-label="Sprachauswahl im Inhalt">
            <ul>
              <li><a href="/journal.html" hreflang="de" lang="de" title="Deutsch">DE</a></li>
              <li><a href="/en/journal.html" hreflang="en" lang="en" title="English">EN</a></li>
              <li><a href="/pl/journal.html" hreflang="pl" lang="pl" title="Polski">PL</a></li>
            </ul>
          </nav>`;
        document.querySelector('main')!.append(frame);
      });
      const first = await page.evaluate(() => window.SiteFrontend!.mount());
      expect(first).toEqual([
        {
          label: 'language-selector (frame 2 of data-sf-widget="language-selector")',
          widget: 'language-selector',
          // Like the header's, it waits for its first use.
          state: 'deferred',
        },
      ]);
      await useChrome(page);
      const second = await page.evaluate(async () => {
        const reports = await window.SiteFrontend!.mount();
        const again = await window.SiteFrontend!.mount(document.getElementById('ajax-frame')!);
        return [...reports, ...again];
      });
      expect(second).toEqual([]);
      expect(await page.$$eval('#ajax-frame .sf-lang__toggle', (buttons) => buttons.length)).toBe(1);
      expect(await page.$$eval('.sf-lang__toggle', (buttons) => buttons.length)).toBe(2);
      expect(await page.$$eval('.sf-burger', (buttons) => buttons.length)).toBe(1);
      expect(await page.$$eval('.sf-mmenu-root', (roots) => roots.length)).toBe(1);
      expect(await page.$$eval('.site-footer__social-moved', (moved) => moved.length)).toBe(1);

      // It works like the one in the header, and independently of it.
      const toggle = '#ajax-frame .sf-lang__toggle';
      await page.click(toggle);
      await page.waitForSelector('#ajax-frame .sf-lang__list', { visible: true });
      expect(await attribute(page, TOGGLE, 'aria-expanded')).toBe('false');
      expect(await attribute(page, '#ajax-frame .sf-lang__list a', 'href')).toBe('/en/journal.html');
      // More than one other language: the drop-down stacks them, each inside the window.
      const boxes = await page.$$eval('#ajax-frame .sf-lang__list a', (links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { left: Math.round(box.left), top: box.top, bottom: box.bottom, right: box.right };
        }),
      );
      expect(boxes).toHaveLength(2);
      expect(boxes[0]!.left).toBe(boxes[1]!.left);
      expect(boxes[1]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
      expect(boxes.every((box) => box.left >= 0 && box.right <= DESKTOP.width)).toBe(true);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#ajax-frame .sf-lang__list', { hidden: true });
      expect(await activeMatches(page, toggle)).toBe(true);
    });
  });
});
