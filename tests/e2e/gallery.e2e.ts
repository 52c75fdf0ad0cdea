/**
 * Galleries and the lightbox in Chromium (spec 2.1, 2.2, 3.2, 4.1, 4.2, 8.2, 9.3): lazy loading
 * below the fold, the URL fragment, keyboard use, the slideshow, remote content and its failure,
 * a hostile fragment, and axe with the lightbox open.
 */
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { disconnect, openPage, seriousViolations, type OpenedPage } from './helpers';

afterAll(disconnect);

const DESKTOP = { width: 1280, height: 900 };

const counter = (page: Page) =>
  page.$eval('.fancybox__container .f-counter', (element) => element.textContent);
const lightboxOpen = (page: Page) => page.$('.fancybox__container').then((element) => element !== null);
/** Waits until the bundle has read the URL fragment (it publishes each look on `<html>`). */
const fragmentRead = (page: Page) => page.waitForSelector('html[data-sf-fragment]');
const waitForCounter = (page: Page, text: string, timeout = 5000) =>
  page.waitForFunction(
    (expected) => document.querySelector('.fancybox__container .f-counter')?.textContent === expected,
    { timeout },
    text,
  );

describe('3.2 / 4.1 lazy loading', () => {
  test('images below the fold stay unloaded until scrolled into view, then carry src and srcset', async () => {
    // As loaded: no scrolling through the page first.
    const opened = await openPage('/galerie.html', DESKTOP, { scrollThrough: false });
    try {
      const { page } = opened;
      await page.waitForSelector('#c72 .sf-gallery__image');
      const below = await page.$$eval('#c72 .sf-gallery__image', (images) =>
        images.map((image) => ({
          unloaded: image.classList.contains('unloaded'),
          src: image.getAttribute('src'),
          top: image.getBoundingClientRect().top,
        })),
      );
      expect(below.every((image) => image.top > window_height())).toBe(true);
      // The one image the CMS gave a src (and an empty data-src) keeps it; the others have none yet.
      expect(below.map((image) => image.unloaded)).toEqual(below.map(() => true));
      expect(below.filter((image) => image.src !== null).map((image) => image.src)).toEqual([
        '/fileadmin/images/gallery/bild-21.jpg',
      ]);
      const visible = await page.$$eval('#c71 .sf-gallery__image', (images) =>
        images
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .map((image) => image.classList.contains('unloaded')),
      );
      expect(visible.length).toBeGreaterThan(0);
      expect(visible.every((unloaded) => !unloaded)).toBe(true);

      await page.$eval('#c72', (frame) => frame.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(
        () => document.querySelectorAll('#c72 .sf-gallery__image.unloaded').length === 0,
      );
      const loaded = await page.$$eval('#c72 .sf-gallery__image', (images) =>
        images.map((image) => ({ src: image.getAttribute('src'), srcset: image.getAttribute('srcset') })),
      );
      expect(loaded[0]).toEqual({
        src: '/fileadmin/images/gallery/bild-19.jpg',
        srcset:
          '/fileadmin/images/gallery/bild-19.jpg 480w, /fileadmin/images/gallery/bild-19-gross.jpg 1200w',
      });
      // Empty data-src and data-srcset leave src alone.
      expect(loaded[2]).toEqual({ src: '/fileadmin/images/gallery/bild-21.jpg', srcset: null });
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('#c72 .sf-gallery__image')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('3.1 last-row hide drops the incomplete last row; the layout follows the width', async () => {
    const opened = await openPage('/galerie.html', DESKTOP);
    try {
      const { page } = opened;
      const shown = await page.$$eval('#c72 .sf-gallery__item', (items) => items.length);
      expect(shown).toBeLessThan(8);
      const width = () =>
        page.$eval('#c71 .sf-gallery', (gallery) => Math.round(gallery.getBoundingClientRect().width));
      const heightAt1280 = await page.$eval(
        '#c71 .sf-gallery',
        (gallery) => gallery.getBoundingClientRect().height,
      );
      const rightEdge = await page.$$eval('#c71 .sf-gallery__item', (items) =>
        Math.max(
          ...items.map(
            (item) => item.getBoundingClientRect().right - item.parentElement!.getBoundingClientRect().left,
          ),
        ),
      );
      expect(Math.round(rightEdge)).toBeLessThanOrEqual(await width());
      await page.setViewport({ width: 700, height: 900 });
      await page.waitForFunction(
        (before) =>
          (document.querySelector('#c71 .sf-gallery') as HTMLElement).getBoundingClientRect().height >
          before + 50,
        {},
        heightAt1280,
      );
    } finally {
      await opened.close();
    }
  });
});

function window_height(): number {
  return DESKTOP.height;
}

describe('2.2 / 4.2 lightbox', () => {
  test("'#werk-2' on load opens the second item; moving rewrites the fragment; Escape closes and clears it", async () => {
    const opened = await openPage('/galerie.html#werk-2', DESKTOP);
    try {
      const { page } = opened;
      await page.waitForSelector('.fancybox__container.is-ready');
      expect(await counter(page)).toBe('2/18');
      const caption = await page.$eval(
        '.fancybox__container .sf-lightbox__caption',
        (element) => element.textContent,
      );
      expect(caption).toBe('Schaltanlage bei der Endprüfung');
      await page.keyboard.press('ArrowRight');
      await waitForCounter(page, '3/18');
      expect(await page.evaluate(() => location.hash)).toBe('#werk-3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await waitForCounter(page, '1/18');
      expect(await page.evaluate(() => location.hash)).toBe('#werk-1');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.fancybox__container'));
      expect(await page.evaluate(() => location.hash)).toBe('');
      // Opened from the fragment: focus goes to the link of the item shown last.
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(focused).toBe('/fileadmin/images/gallery/bild-01-gross.jpg');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('keyboard: Enter opens the focused image, Escape gives focus back to its link; German labels', async () => {
    const opened = await openPage('/galerie.html', DESKTOP);
    try {
      const { page } = opened;
      await page.focus('#c71 .sf-gallery__item:nth-child(4) a');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.fancybox__container.is-ready');
      expect(await counter(page)).toBe('4/18');
      expect(await page.evaluate(() => location.hash)).toBe('#werk-4');
      const labels = await page.$$eval(
        '.fancybox__container [title], .fancybox__container [aria-label]',
        (elements) =>
          elements.map((element) => element.getAttribute('aria-label') ?? element.getAttribute('title')),
      );
      expect(labels).toEqual(
        expect.arrayContaining(['Schließen', 'Diashow starten oder anhalten', 'Weiter', 'Zurück']),
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.fancybox__container'));
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(focused).toBe('/fileadmin/images/gallery/bild-04-gross.jpg');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('loads Fancybox on the first open, not with the page', async () => {
    const opened = await openPage('/galerie.html', DESKTOP);
    try {
      const { page } = opened;
      const scripts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.endsWith('.js')),
        );
      expect((await scripts()).some((name) => name.includes('/fancybox.'))).toBe(false);
      await page.click('#c71 .sf-gallery__item:nth-child(1) a');
      await page.waitForSelector('.fancybox__container.is-ready');
      expect((await scripts()).some((name) => name.includes('/fancybox.'))).toBe(true);
    } finally {
      await opened.close();
    }
  });

  test('9.3 the slideshow advances every 3000 ms', async () => {
    const opened = await openPage('/galerie.html#werk-5', DESKTOP);
    try {
      const { page } = opened;
      await page.waitForSelector('.fancybox__container.is-ready');
      await page.click('.fancybox__container [data-autoplay-action="toggle"]');
      const started = Date.now();
      await waitForCounter(page, '6/18', 6000);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThan(2500);
      expect(await page.evaluate(() => location.hash)).toBe('#werk-6');
    } finally {
      await opened.close();
    }
  });

  test('8.2 remote content: loads from the own origin, a failure shows the German message, a foreign origin is refused', async () => {
    const opened = await openPage('/galerie.html', DESKTOP);
    try {
      const { page } = opened;
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.click('#c73 li:nth-child(1) a');
      await page.waitForSelector('.fancybox__container .lightbox-remote h2');
      expect(await page.$eval('.fancybox__container .lightbox-remote h2', (h2) => h2.textContent)).toBe(
        'Anfahrt zur Zentrale',
      );
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() =>
        document
          .querySelector('.fancybox__container')
          ?.textContent.includes(
            'Der angeforderte Inhalt kann nicht geladen werden. Bitte versuchen Sie es später erneut.',
          ),
      );
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() =>
        document
          .querySelector('.fancybox__container')
          ?.textContent.includes('Dieser Inhalt darf hier nicht geladen werden.'),
      );
      expect(requests.filter((url) => url.includes('example.org'))).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      // The only error is the missing file's 404.
      expect(
        opened.errors.filter((error) => !error.includes('fehlt.html') && !error.includes('404')),
      ).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('a hostile fragment does nothing', async () => {
    const opened = await openPage('/galerie.html#"><img src=x onerror=alert(1)>', DESKTOP);
    try {
      const { page } = opened;
      let dialog = false;
      page.on('dialog', (d) => {
        dialog = true;
        void d.dismiss();
      });
      await fragmentRead(page);
      expect(await lightboxOpen(page)).toBe(false);
      expect(dialog).toBe(false);
      expect(await page.$('img[src="x"]')).toBeNull();
      const fancybox = await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/fancybox.')),
      );
      expect(fancybox).toBe(false);
      // A click still works on that page.
      await page.click('#c71 .sf-gallery__item:nth-child(2) a');
      await page.waitForSelector('.fancybox__container.is-ready');
      expect(await counter(page)).toBe('2/18');
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test.each(['#werk-0', '#werk-19', '#fremd-1', '#werk-1x'])('ignores the fragment %s', async (hash) => {
    const opened = await openPage(`/galerie.html${hash}`, DESKTOP);
    try {
      await fragmentRead(opened.page);
      expect(await lightboxOpen(opened.page)).toBe(false);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

/**
 * The page again without the demo server's CSP (as on a site that sends none), so that only the
 * bundle stands between remote HTML and the page. A control handler proves handlers would run.
 */
async function withoutCsp(opened: OpenedPage): Promise<void> {
  const { page } = opened;
  await page.setBypassCSP(true);
  await page.reload({ waitUntil: 'load' });
  await page.evaluate(() => window.SiteFrontend?.ready);
  await page.evaluate(() => {
    const control = document.createElement('img');
    control.setAttribute('onerror', 'window.sfControl = true');
    control.src = 'data:image/png;base64,AAAA';
    control.hidden = true;
    document.body.append(control);
  });
  await page.waitForFunction(() => (window as { sfControl?: boolean }).sfControl === true);
}

describe('7.5 remote lightbox content (issue 11)', () => {
  test('hostile ajax content is sanitised: neither its onerror handler nor its script runs', async () => {
    const opened = await openPage('/galerie.html', DESKTOP);
    try {
      const { page } = opened;
      await withoutCsp(opened);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.click('#c73 li:nth-child(4) a');
      await page.waitForSelector('.fancybox__container .lightbox-remote h2');
      expect(await page.$eval('.fancybox__container .lightbox-remote h2', (h2) => h2.textContent)).toBe(
        'Hinweise zum Datenschutz',
      );
      // The image (kept, without its handler) has failed to load by now.
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.fancybox__container .lightbox-remote img');
        return image?.complete === true;
      });
      const found = await page.evaluate(() => ({
        flag: (window as { sfHostile?: string }).sfHostile ?? null,
        handlers: document.querySelectorAll('.fancybox__container [onerror]').length,
        scripts: document.querySelectorAll('.fancybox__container script').length,
        javascriptLinks: document.querySelectorAll('.fancybox__container a[href^="javascript:"]').length,
      }));
      expect(found).toEqual({ flag: null, handlers: 0, scripts: 0, javascriptLinks: 0 });
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(loaded.some((name) => name.includes('/sanitize.'))).toBe(true);
      expect(dialogs).toEqual([]);
      // The only errors: the kept image's src "x" (resolved against the page) is not there.
      expect(
        opened.errors.filter(
          (error) =>
            !error.endsWith('/x') &&
            error !== 'Failed to load resource: the server responded with a status of 404 (Not Found)',
        ),
      ).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('issue 25: hostile image URLs (a quote in a CMS-escaped URL, a data: URL) stay URLs in the thumbnails and the zoomable image', async () => {
    const opened = await openPage('/galerie.html', DESKTOP);
    try {
      const { page } = opened;
      await withoutCsp(opened);
      await page.evaluate(() => {
        const tail = '"><img src=x onerror="window.sfPwned = (window.sfPwned || 0) + 1">{{src}}';
        const links = [...document.querySelectorAll<HTMLAnchorElement>('#c71 a[data-fancybox]')];
        // As the CMS writes them, correctly escaped: the attribute values hold the quote.
        links[0]!.setAttribute('href', `data:image/gif;base64,R0lGODlhAQABAAAAACw=${tail}`);
        const first = links[0]!.querySelector('img')!;
        first.removeAttribute('srcset');
        first.setAttribute('src', `data:image/gif;base64,R0lGODlhAQABAAAAACw=${tail}`);
        links[1]!.setAttribute('href', `/fileadmin/images/gallery/bild-02-gross.jpg?${tail}`);
        const thumb = links[1]!.querySelector('img')!;
        thumb.removeAttribute('srcset');
        thumb.setAttribute('src', `/fileadmin/images/gallery/bild-02.jpg?${tail}`);
      });
      await page.click('#c71 a[data-fancybox]');
      await page.waitForSelector('.fancybox__container.is-ready .f-thumbs__slide img');
      await page.keyboard.press('ArrowRight');
      await waitForCounter(page, '2/18');
      // Let every image of the open lightbox load or fail (the hostile ones fail).
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.fancybox__container img')].every(
          (image) => image.complete,
        ),
      );
      const found = await page.evaluate(() => ({
        pwned: (window as { sfPwned?: number }).sfPwned ?? null,
        handlers: document.querySelectorAll('.fancybox__container [onerror]').length,
        thumbs: document.querySelectorAll('.fancybox__container .f-thumbs__slide').length,
        thumbImages: document.querySelectorAll('.fancybox__container .f-thumbs__slide img').length,
        firstThumb:
          document
            .querySelector('.fancybox__container .f-thumbs__slide img')
            ?.getAttribute('data-lazy-src') ??
          document.querySelector<HTMLImageElement>('.fancybox__container .f-thumbs__slide img')?.src,
        images: [
          ...document.querySelectorAll<HTMLImageElement>('.fancybox__container .f-panzoom__content'),
        ].map((image) => image.alt),
      }));
      expect(found.pwned).toBeNull();
      expect(found.handlers).toBe(0);
      expect(found.thumbImages).toBe(found.thumbs);
      expect(found.firstThumb).toContain('onerror=');
      expect(found.images).toContain('Schaltanlage bei der Endprüfung');
      expect(found.images.every((alt) => !alt.startsWith('[object'))).toBe(true);
    } finally {
      await opened.close();
    }
  });

  test("each link obeys its own frame's remoteOrigins: #c75 may load example.org, #c73 may not", async () => {
    const opened = await openPage('/galerie.html', DESKTOP);
    try {
      const { page } = opened;
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (!request.url().startsWith('https://example.org/')) {
          void request.continue();
          return;
        }
        foreign.push(request.url());
        void request.respond({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: '<div class="lightbox-remote"><h2>Lageplan des Partners</h2></div>',
        });
      });
      await page.setRequestInterception(true);
      // Without the CSP: its connect-src would stop the request whatever the bundle decided.
      await withoutCsp(opened);
      await page.click('#c75 li:nth-child(1) a');
      await page.waitForSelector('.fancybox__container .lightbox-remote h2');
      expect(await page.$eval('.fancybox__container .lightbox-remote h2', (h2) => h2.textContent)).toBe(
        'Lageplan des Partners',
      );
      expect(foreign).toEqual(['https://example.org/lageplan.html']);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.fancybox__container'));

      await page.click('#c73 li:nth-child(3) a');
      await page.waitForFunction(() =>
        document
          .querySelector('.fancybox__container')
          ?.textContent.includes('Dieser Inhalt darf hier nicht geladen werden.'),
      );
      expect(foreign).toEqual(['https://example.org/lageplan.html']);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});

/** Every English default text of the installed Fancybox, in pieces without placeholders or HTML. */
function englishDefaults(): string[] {
  const dist = path.join(path.dirname(require.resolve('@fancyapps/ui/package.json')), 'dist');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { en_EN } = require(path.join(dist, 'fancybox/l10n/en_EN.umd.js')) as {
    en_EN: Record<string, string>;
  };
  // Not keys: the Thumbs plugin's button and image templates.
  const texts = [...Object.values(en_EN), 'Slide to #', 'Thumbnail #'];
  return [
    ...new Set(
      texts
        .flatMap((text) => text.split(/<br \/>|%d|\{\{\w+\}\}/))
        .map((piece) => piece.trim())
        .filter((piece) => piece.length >= 4),
    ),
  ];
}

/** `piece` as whole words: 'Slide to #' matches 'Slide to #1'; 'Reset' does not match 'Resets'. */
function wordsPattern(piece: string): RegExp {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = /^\w/.test(piece) ? '(^|\\W)' : '';
  const after = /\w$/.test(piece) ? '($|\\W)' : '';
  return new RegExp(`${before}${escaped}${after}`, 'i');
}

describe('8.2 the Fancybox UI speaks German (issue 11)', () => {
  test('no aria-label, title, alt or visible text of the open lightbox is an English default', async () => {
    const defaults = englishDefaults();
    expect(defaults).toEqual(expect.arrayContaining(['Close', 'Toggle slideshow', 'Slide to #']));
    const opened = await openPage('/galerie.html#werk-3', DESKTOP);
    try {
      const { page } = opened;
      await page.waitForSelector('.fancybox__container.is-ready');
      // The thumbnail bar is there (its buttons were 'Slide to #1 …').
      await page.waitForSelector('.fancybox__container .f-thumbs__slide button');
      const texts = await page.evaluate(() => {
        const root = document.querySelector('.fancybox__container')!.closest('dialog') ?? document.body;
        const found: string[] = [];
        for (const element of root.querySelectorAll('*')) {
          if (!element.closest('.fancybox__container, .fancybox__dialog')) continue;
          for (const name of ['aria-label', 'title', 'alt', 'aria-roledescription']) {
            const value = element.getAttribute(name);
            if (value) found.push(value);
          }
        }
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (text && node.parentElement?.closest('.fancybox__container')) found.push(text);
        }
        return found;
      });
      expect(texts).toEqual(expect.arrayContaining(['Bild 1 anzeigen', 'Schließen']));
      // Images need no sanitiser: DOMPurify loads with the first remote content only.
      const scripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(scripts.filter((name) => name.includes('/sanitize.'))).toEqual([]);
      const patterns = defaults.map(wordsPattern);
      expect(patterns.some((pattern) => pattern.test('Slide to #1'))).toBe(true);
      const english = texts.filter((text) => patterns.some((pattern) => pattern.test(text)));
      expect(english).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
