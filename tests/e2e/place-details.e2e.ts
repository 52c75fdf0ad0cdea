/**
 * Issue 15: the place details widgets in Chromium on the demo server (/orte.html, /orte-fehler.html,
 * /standorte.html): the cards' widths and button variants, the tabbed panel by keyboard, the photo
 * lightbox and its menu by keyboard, swipe and taps at 390 px with touch, a photo that fails, the
 * error state, the store locator's sidebar card, axe with no violation, and nothing asked of Google
 * before consent.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import {
  allViolations,
  DESKTOP,
  PHONE,
  disconnect,
  focused,
  openPage,
  settled,
  type OpenedPage,
} from './helpers';

afterAll(disconnect);

const placeState = (page: Page, id: string) =>
  page.$eval(`#${id}`, (frame) => frame.getAttribute('data-sf-place-state'));

/** Waits until the lightbox shows the photo with this index (0-based). */
const lightboxAt = async (page: Page, index: number, step = ''): Promise<void> => {
  try {
    await page.waitForSelector(`[role="dialog"][data-sf-lightbox-index="${index}"]`, { timeout: 5000 });
  } catch {
    const now = await page.evaluate(
      () => document.querySelector('[role="dialog"]')?.getAttribute('data-sf-lightbox-index') ?? 'closed',
    );
    throw new Error(`${step}: the lightbox is at ${now}, not ${String(index)}`);
  }
};

describe('orte.html on a desktop (issue 15)', () => {
  let opened: OpenedPage;
  const requests: string[] = [];

  beforeAll(async () => {
    opened = await openPage('/orte.html', DESKTOP);
    opened.page.on('request', (request: HTTPRequest) => requests.push(request.url()));
    await settled(opened.page);
  });
  afterAll(() => opened.close());

  test('4.12 every widget settles: the CMS, OpenStreetMap and the Google card behind consent', async () => {
    const states = await opened.page.$$eval('[data-sf-place-state]', (frames) =>
      frames.map((frame) => `${frame.id}:${frame.getAttribute('data-sf-place-state') ?? ''}`),
    );
    expect(states).toEqual([
      'c131:success',
      'c132:success',
      'c134:success',
      'c135:success',
      'c136:success',
      'c137:success',
      'c138:success',
      'c139:success',
      'c142:success',
      'c140:success',
      'c141:empty',
    ]);
    expect(opened.errors).toEqual([]);
    // The OpenStreetMap café's real opening hours, in German.
    expect(await opened.page.$eval('#c140', (frame) => frame.textContent)).toMatch(/Geöffnet|Geschlossen/);
  });

  test.each([
    ['c134', 400, 'expanded', 'shown'],
    ['c135', 300, 'expanded', 'shown'],
    ['c136', 180, 'condensed', 'shown'],
    ['c137', 400, 'minimal', 'shown'],
    ['c138', 300, 'minimal', 'hidden'],
    ['c139', 180, 'condensed', 'hidden'],
  ])('2.5 / 9.5 compact card #%s at %p px: the %s button, hero %s', async (id, width, button, hero) => {
    const found = await opened.page.$eval(`#${id}`, (frame) => {
      const card = frame.querySelector('.sf-place-card');
      const link = frame.querySelector<HTMLAnchorElement>('[data-sf-button]');
      return {
        width: Math.round(card?.getBoundingClientRect().width ?? 0),
        button: link?.getAttribute('data-sf-button'),
        name: link?.getAttribute('aria-label') ?? link?.textContent.trim(),
        hero: card?.getAttribute('data-sf-hero'),
        heroShown: Boolean(frame.querySelector('.sf-place-card__media')),
      };
    });
    expect(found).toMatchObject({ button, hero, heroShown: hero === 'shown' });
    expect(Math.abs(found.width - width)).toBeLessThanOrEqual(2);
    expect(found.name).toContain('In OpenStreetMap öffnen');
    // The visible words (not the visually hidden ones): the text, 'Maps' with its icon, or the icon alone.
    const visible = await opened.page.$eval(`#${id} [data-sf-button]`, (link) => {
      const copy = link.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.sf-visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent.trim();
    });
    expect(visible).toBe(
      button === 'expanded' ? 'In OpenStreetMap öffnen' : button === 'condensed' ? 'Maps' : '',
    );
  });

  test('2.5 tabbed layout: arrows, Home and End move between Übersicht, Rezensionen and Info', async () => {
    const { page } = opened;
    const selected = () =>
      page.$eval('#c132 [role="tab"][aria-selected="true"]', (tab) => tab.textContent.trim());
    await page.focus('#c132 [role="tab"][aria-selected="true"]');
    expect(await selected()).toBe('Übersicht');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('Rezensionen');
    expect(await focused(page)).toContain('Rezensionen');
    expect(await page.$eval('#c132 [role="tabpanel"]:not([hidden])', (panel) => panel.textContent)).toContain(
      'Schnell geladen, während wir in der Altstadt waren.',
    );
    await page.keyboard.press('End');
    expect(await selected()).toBe('Info');
    await page.keyboard.press('Home');
    expect(await selected()).toBe('Übersicht');
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe('Info');
    await page.keyboard.press('Home');
  });

  test('2.5 photo lightbox by keyboard: opens on Enter, arrows move, the report menu, Escape closes, focus returns', async () => {
    const { page } = opened;
    const opener = '#c131 .sf-place-collage button.sf-place-photo';
    await page.focus(opener);
    await page.keyboard.press('Enter');
    await lightboxAt(page, 0);
    expect(await page.$eval('[role="dialog"]', (d) => d.getAttribute('aria-label'))).toBe(
      'Fotos von Beispiel AG – Zentrale',
    );
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await page.$eval('[role="dialog"]', (d) => d.textContent)).toContain('Foto von Anna Berger');
    await page.keyboard.press('ArrowRight');
    await lightboxAt(page, 1);
    await page.keyboard.press('ArrowRight');
    await lightboxAt(page, 2);
    // Next stops at the last photo.
    await page.keyboard.press('ArrowRight');
    await lightboxAt(page, 2);
    expect(
      await page.$eval('[role="dialog"] [role="progressbar"]', (bar) => bar.getAttribute('aria-valuetext')),
    ).toBe('Foto 3 von 3');
    // Tab stays in the dialog.
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(
        true,
      );
    }
    // The report menu: a menu button named 'Menü öffnen', its item 'Foto melden' opens the flag link.
    await page.focus('[role="dialog"] [aria-haspopup="menu"]');
    expect(
      await page.$eval(
        '[role="dialog"] [aria-haspopup="menu"]',
        (b) => b.getAttribute('aria-label') ?? b.textContent,
      ),
    ).toContain('Menü öffnen');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toContain('Foto melden');
    const item = await page.$eval('[role="menuitem"]', (a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      text: a.textContent,
    }));
    expect(item.href).toMatch(/\/kontakt\.html\?betreff=foto$/);
    expect([item.target, item.text]).toEqual(['_blank', 'Foto melden (öffnet in einem neuen Tab)']);
    // Escape closes the menu first (focus back on its button), then the lightbox.
    await page.keyboard.press('Escape');
    expect(await page.$('[role="menu"]:not([hidden])')).toBeNull();
    expect(await page.$('[role="dialog"]')).not.toBeNull();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), opener)).toBe(
      true,
    );
  });

  test('SiteFrontend.places.show: the café panel shows another OpenStreetMap place', async () => {
    const { page } = opened;
    await page.evaluate(() => window.SiteFrontend?.places.show('c140', { id: 'node/699812911' }));
    await page.waitForFunction(
      () => document.querySelector('#c140 .sf-place-panel__title')?.textContent === 'Café Remer',
    );
    expect(await placeState(page, 'c140')).toBe('success');
  });

  test('axe: no violation at all on the page, and none with the lightbox open', async () => {
    const { page } = opened;
    expect(await allViolations(page)).toEqual([]);
    await page.click('#c131 .sf-place-collage button.sf-place-photo');
    await lightboxAt(page, 0);
    expect(await allViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  });

  test('German law: the Google card asks Google nothing before consent', async () => {
    const { page } = opened;
    expect(await page.$eval('#c141', (frame) => frame.textContent)).toContain('Ortsinformationen laden');
    const google = [
      ...requests,
      ...(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))),
    ].filter((url) => /google|gstatic/.test(new URL(url).hostname));
    expect(google).toEqual([]);
    expect(requests.some((url) => /\/chunks\/places-google/.test(url))).toBe(false);
  });
});

describe('orte.html on a phone with touch (issue 15)', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage('/orte.html', PHONE);
    await settled(opened.page);
  });
  afterAll(() => opened.close());

  test('4.12 taps and a swipe at 390 px: right quarter and middle forward, left quarter back, a swipe left forward', async () => {
    const { page } = opened;
    // Opened with a click; the swipe and the taps below are touch.
    await page.click('#c131 .sf-place-collage button.sf-place-photo');
    await lightboxAt(page, 0, 'open');
    const stage = await page.$eval('.sf-place-lightbox__stage', (element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, width: box.width, y: box.top + box.height / 2 };
    });
    const at = (fraction: number) => stage.left + stage.width * fraction;
    // Taps: the right quarter and the middle go forward, the left quarter back; the ends stop.
    await page.touchscreen.tap(at(0.9), stage.y);
    await lightboxAt(page, 1, 'tap right');
    await page.touchscreen.tap(at(0.5), stage.y);
    await lightboxAt(page, 2, 'tap in the middle');
    await page.touchscreen.tap(at(0.1), stage.y);
    await lightboxAt(page, 1, 'tap left');
    await page.touchscreen.tap(at(0.1), stage.y);
    await lightboxAt(page, 0, 'tap left again');
    await page.touchscreen.tap(at(0.1), stage.y);
    await lightboxAt(page, 0, 'tap left at the first photo');
    // A swipe left by 120 px: the next photo. Last, and the lightbox is closed with a click: Chromium
    // takes a tap right after a swipe as the end of the swipe's fling, not as a tap.
    await page.touchscreen.touchStart(at(0.7), stage.y);
    await page.touchscreen.touchMove(at(0.7) - 60, stage.y);
    await page.touchscreen.touchMove(at(0.7) - 120, stage.y);
    await page.touchscreen.touchEnd();
    await lightboxAt(page, 1, 'swipe left');
    await page.click('.sf-place-lightbox__close');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  });

  test('axe: no violation at 390 px', async () => {
    expect(await allViolations(opened.page)).toEqual([]);
  });
});

describe('errors and the store locator (issue 15)', () => {
  test('orte-fehler.html: the error state in German with the CMS markup kept, a photo that fails, bad settings named in the console', async () => {
    const opened = await openPage('/orte-fehler.html', DESKTOP);
    try {
      await settled(opened.page);
      expect(await placeState(opened.page, 'c151')).toBe('error');
      const text = await opened.page.$eval('#c151', (frame) => frame.textContent);
      expect(text).toContain('Ortsdetails konnten nicht geladen werden');
      expect(text).toContain('Die Angaben des CMS bleiben stehen');
      expect(await placeState(opened.page, 'c152')).toBe('success');
      const logged = opened.errors.join('\n');
      expect(logged).toMatch(/place-details-compact #c152: settings field "backgroundColor"/);
      expect(logged).toMatch(/place-details-compact #c152: settings field "orientation"/);
      expect(logged).toMatch(
        /#c153: .*place-details-compact-internal is not allowed to be instantiated directly/,
      );
      expect(await opened.page.$eval('#c153', (frame) => frame.textContent)).toContain('Interne Karte');
      // 4.12 a photo that fails to load: the error tile, the other photo shown.
      await opened.page.waitForSelector('#c155 [data-sf-photo="error"]');
      expect(await opened.page.$eval('#c155 [data-sf-photo="error"]', (tile) => tile.textContent)).toContain(
        'Bild kann nicht geladen werden',
      );
      expect(await opened.page.$$eval('#c155 [data-sf-photo="loaded"]', (tiles) => tiles.length)).toBe(1);
      expect(await allViolations(opened.page)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('standorte.html: a click on a location in the list shows its card in the sidebar', async () => {
    const opened = await openPage('/standorte.html', DESKTOP);
    try {
      const { page } = opened;
      await page.waitForSelector('#sf-map-31[data-sf-map="ready"], #sf-map-31[data-sf-map="failed"]');
      expect(await placeState(page, 'c84')).toBe('empty');
      await page.click('#sf-map-list-31 [data-marker-index="1"]');
      await page.waitForFunction(
        () => document.querySelector('#c84')?.getAttribute('data-sf-place-state') === 'success',
      );
      expect(await page.$eval('#c84 .sf-place-card__title', (title) => title.textContent)).toBe(
        'Beispiel AG – Vertrieb Süd',
      );
      await page.click('#sf-map-list-31 [data-marker-index="7"]');
      await page.waitForFunction(
        () =>
          document.querySelector('#c84 .sf-place-card__title')?.textContent ===
          'Beispiel AG – Ladeinfrastruktur Platzl',
      );
      expect(await page.$eval('#c84', (frame) => frame.textContent)).toContain('Durchgehend geöffnet');
    } finally {
      await opened.close();
    }
  });
});
