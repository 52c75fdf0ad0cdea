/**
 * Content sections in Chromium (spec 2.6–2.9, 4.10, 4.11, 5.2, 9.4): carousels at four widths,
 * their progress bars, the journal only on p1, the text slider's paging label, tab pairing by
 * pointer and keyboard, and the news filter's hidden field in the submitted request.
 */
import type { Page } from 'puppeteer-core';
import { disconnect, openPage, seriousViolations, type OpenedPage } from './helpers';

afterAll(disconnect);

const at = (width: number) => ({ width, height: 900 });

interface CarouselState {
  visible: number;
  inViewport: number;
  cloned: number;
  progress: number;
  progressText: string;
  dots: number;
}

function carouselState(page: Page, selector: string): Promise<CarouselState> {
  return page.$eval(selector, (frame) => {
    const real = [...frame.querySelectorAll('.slick-slide:not(.slick-cloned)')];
    const active = real.filter((slide) => slide.classList.contains('slick-active'));
    const list = frame.querySelector('.slick-list')!.getBoundingClientRect();
    const inViewport = [...frame.querySelectorAll('.slick-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      // At least 95 % of the slide inside the list: slick rounds slide widths up by a pixel or two.
      const inside = Math.min(box.right, list.right) - Math.max(box.left, list.left);
      return box.width > 0 && inside >= box.width * 0.95;
    }).length;
    const bar = frame.querySelector('[role="progressbar"]')!;
    return {
      visible: active.length,
      inViewport,
      cloned: frame.querySelectorAll('.slick-cloned').length,
      progress: Number(bar.getAttribute('aria-valuenow')),
      progressText: bar.getAttribute('aria-valuetext') ?? '',
      dots: frame.querySelectorAll('.slick-dots li').length,
    };
  });
}

async function withPage(
  path: string,
  width: number,
  run: (opened: OpenedPage) => Promise<void>,
): Promise<void> {
  const opened = await openPage(path, at(width));
  try {
    await run(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.close();
  }
}

/** Clicks the carousel's next arrow and waits until the progress bar has moved. */
async function next(page: Page, selector: string): Promise<void> {
  const before = (await carouselState(page, selector)).progress;
  await page.click(`${selector} .slick-next`);
  await page.waitForFunction(
    (sel, value) =>
      document.querySelector(`${sel} [role="progressbar"]`)?.getAttribute('aria-valuenow') !== String(value),
    {},
    selector,
    before,
  );
}

describe('9.4 career carousel (/karriere.html, 6 postings)', () => {
  test.each([
    [1280, 3, false, 4],
    [1000, 2, true, 6],
    [590, 2, false, 5],
    [470, 1, false, 6],
  ])('at %i px shows %i slides, looping %s, %i dots', async (width, visible, looping, dots) => {
    await withPage('/karriere.html', width, async ({ page }) => {
      const state = await carouselState(page, '#c41');
      expect(state.visible).toBe(visible);
      expect(state.inViewport).toBe(visible);
      expect(state.cloned > 0).toBe(looping);
      expect(state.dots).toBe(dots);
      // 4.11: current dot / total dots × 100 on initialisation.
      expect(state.progress).toBeCloseTo(100 / dots, 1);
      expect(state.progressText).toBe(`Seite 1 von ${dots}`);
      // Non-looping carousels say that "previous" is not possible at the start.
      const prevDisabled = await page.$eval('#c41 .slick-prev', (button) =>
        button.getAttribute('aria-disabled'),
      );
      expect(prevDisabled).toBe(looping ? 'false' : 'true');
    });
  });

  test('4.11 progress after moving with the arrow and with a dot', async () => {
    await withPage('/karriere.html', 1280, async ({ page }) => {
      await next(page, '#c41');
      expect((await carouselState(page, '#c41')).progress).toBe(50);
      await page.click('#c41 .slick-dots li:nth-child(4) button');
      await page.waitForFunction(
        () => document.querySelector('#c41 [role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
      );
      const state = await carouselState(page, '#c41');
      expect(state.progressText).toBe('Seite 4 von 4');
      const nextDisabled = await page.$eval('#c41 .slick-next', (button) =>
        button.getAttribute('aria-disabled'),
      );
      expect(nextDisabled).toBe('true');
      const width = await page.$eval(
        '#c41 .sf-carousel__progress-bar',
        (bar) => (bar as HTMLElement).style.width,
      );
      expect(width).toBe('100%');
    });
  });

  test('keyboard: arrows and dots are German-labelled buttons; hidden slides are out of the tab order', async () => {
    await withPage('/karriere.html', 1280, async ({ page }) => {
      const labels = await page.$$eval('#c41 .slick-arrow, #c41 .slick-dots button', (buttons) =>
        buttons.map((button) => button.getAttribute('aria-label')),
      );
      expect(labels).toEqual([
        'Vorherige Folie',
        'Nächste Folie',
        'Seite 1 von 4 anzeigen',
        'Seite 2 von 4 anzeigen',
        'Seite 3 von 4 anzeigen',
        'Seite 4 von 4 anzeigen',
      ]);
      await page.focus('#c41 .slick-next');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.querySelector('#c41 [role="progressbar"]')?.getAttribute('aria-valuenow') === '50',
      );
      const focusable = await page.$$eval('#c41 .slick-slide a', (links) =>
        links
          .filter((link) => !link.closest('[inert]'))
          .map((link) => link.closest('.slick-slide')?.getAttribute('data-index')),
      );
      // Slides 1–3 (0-based data-index) are in view after one step: their headline and more links only.
      expect([...new Set(focusable)]).toEqual(['1', '2', '3']);
      const current = await page.$eval('#c41 .slick-dots li.slick-active button', (button) =>
        button.getAttribute('aria-current'),
      );
      expect(current).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  test('looping at 1000 px: "previous" from the first posting shows the last', async () => {
    await withPage('/karriere.html', 1000, async ({ page }) => {
      await page.click('#c41 .slick-prev');
      await page.waitForFunction(
        () => document.querySelector('#c41 [role="progressbar"]')?.getAttribute('aria-valuenow') === '100',
      );
      const headline = await page.$eval(
        '#c41 .slick-slide.slick-current .news-item__headline',
        (h) => h.textContent,
      );
      expect(headline).toContain('Duales Studium');
    });
  });

  test('nothing moves by itself, and with reduced motion a step has no animation', async () => {
    const opened = await openPage('/karriere.html', at(1280));
    try {
      const { page } = opened;
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      // Autoplay (slick's and any other) needs a repeating timer: record every interval the page
      // keeps running, instead of watching the carousel for a fixed time.
      await page.evaluateOnNewDocument(() => {
        const active = new Map<number, number>();
        const set = window.setInterval.bind(window);
        const clear = window.clearInterval.bind(window);
        window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
          const id = set(handler, delay, ...rest);
          active.set(id, delay ?? 0);
          return id;
        }) as typeof window.setInterval;
        window.clearInterval = ((id?: number) => {
          if (id !== undefined) active.delete(id);
          clear(id);
        }) as typeof window.clearInterval;
        (window as unknown as { sfIntervals: Map<number, number> }).sfIntervals = active;
      });
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      const transform = () =>
        page.$eval('#c41 .slick-track', (track) => (track as HTMLElement).style.transform);
      const start = await transform();
      const intervals = await page.evaluate(() => [
        ...(window as unknown as { sfIntervals: Map<number, number> }).sfIntervals.values(),
      ]);
      expect(intervals).toEqual([]);
      const transition = await page.$eval(
        '#c41 .slick-track',
        (track) => getComputedStyle(track).transitionDuration,
      );
      await page.click('#c41 .slick-next');
      await page.waitForFunction(
        () => document.querySelector('#c41 [role="progressbar"]')?.getAttribute('aria-valuenow') === '50',
      );
      expect(await transform()).not.toBe(start);
      expect(transition).toBe('0s');
    } finally {
      await opened.close();
    }
  });
});

describe('2.6 / 9.4 journal carousel only on page p1', () => {
  test.each([
    [1280, 4, false],
    [1000, 3, true],
    [590, 2, false],
    [470, 1, false],
  ])('on /home.html (p1) at %i px shows %i slides, looping %s', async (width, visible, looping) => {
    await withPage('/home.html', width, async ({ page }) => {
      expect(await page.$eval('body', (body) => body.dataset.pageId)).toBe('p1');
      const state = await carouselState(page, '#c16');
      expect(state.visible).toBe(visible);
      expect(state.inViewport).toBe(visible);
      expect(state.cloned > 0).toBe(looping);
    });
  });

  test('on /journal.html (p5) the journal frame stays a plain list', async () => {
    await withPage('/journal.html', 1280, async ({ page }) => {
      expect(await page.$('#c53 .slick-slider')).toBeNull();
      expect(await page.$eval('#c53', (frame) => frame.getAttribute('data-sf-carousel'))).toBe('list');
      const items = await page.$$eval('#c53 .news-item', (articles) =>
        articles.map((article) => (article as HTMLElement).offsetWidth > 0),
      );
      expect(items).toEqual([true, true, true, true]);
    });
  });
});

describe('2.13 image carousel', () => {
  test('shows one image with its caption, arrows and dots', async () => {
    await withPage('/karriere.html', 1280, async ({ page }) => {
      const state = await carouselState(page, '#c43');
      expect(state.visible).toBe(1);
      expect(state.dots).toBe(5);
      expect(state.progress).toBe(20);
      await next(page, '#c43');
      const caption = await page.$eval(
        '#c43 .slick-current figcaption',
        (figcaption) => figcaption.textContent,
      );
      expect(caption).toBe('Prüflabor für Schaltanlagen in Landshut');
    });
  });
});

describe('2.8 / 9.4 text slider', () => {
  const paging = (page: Page) =>
    page.$eval('#c42 .sf-text-slider__paging', (element) => ({
      label: element.querySelector('[aria-hidden="true"]')?.textContent,
      title: element.getAttribute('title'),
    }));

  test("shows one text at a time with the label 'N / total' titled 'N von total'", async () => {
    await withPage('/karriere.html', 1280, async ({ page }) => {
      expect(await page.$$eval('#c42 .slick-slide.slick-active', (slides) => slides.length)).toBe(1);
      expect(await paging(page)).toEqual({ label: '1 / 5', title: '1 von 5' });
      await page.focus('#c42 .slick-next');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.querySelector('#c42 [title]')?.getAttribute('title') === '2 von 5',
      );
      expect(await paging(page)).toEqual({ label: '2 / 5', title: '2 von 5' });
      for (let step = 3; step <= 5; step += 1) {
        await page.click('#c42 .slick-next');
        await page.waitForFunction(
          (n) => document.querySelector('#c42 [title]')?.getAttribute('title') === `${n} von 5`,
          {},
          step,
        );
      }
      // Non-looping: "next" at the last text says it is not possible and does nothing.
      expect(await page.$eval('#c42 .slick-next', (button) => button.getAttribute('aria-disabled'))).toBe(
        'true',
      );
      await page.click('#c42 .slick-next');
      // A move would start within the click (slick's beforeChange); two frames let React commit it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await paging(page)).toEqual({ label: '5 / 5', title: '5 von 5' });
    });
  });
});

describe('2.9 / 4.10 tab blocks (/loesungen.html)', () => {
  const shown = (page: Page, id: string) =>
    page.$$eval(`#${id} [role="tabpanel"]`, (panels) =>
      panels
        .filter((panel) => !(panel as HTMLElement).hidden)
        .map((panel) => panel.querySelector('h3')?.textContent),
    );
  const activeTabs = (page: Page, id: string) =>
    page.$$eval(`#${id} [role="tab"].active`, (tabs) => tabs.map((tab) => tab.textContent.trim()));

  test.each([
    [390, 'phone'],
    [1280, 'desktop'],
  ])('pointer and keyboard pair link n with text n at %i px (%s)', async (width) => {
    await withPage('/loesungen.html', width, async ({ page, warnings }) => {
      expect(await activeTabs(page, 'c61')).toEqual(['Energie']);
      expect(await shown(page, 'c61')).toEqual(['Energie']);
      await page.click('#c61 [role="tab"]:nth-child(3)');
      expect(await activeTabs(page, 'c61')).toEqual(['Industrie']);
      expect(await shown(page, 'c61')).toEqual(['Industrie']);

      await page.focus('#c62 [role="tab"]');
      await page.keyboard.press('ArrowDown');
      expect(await shown(page, 'c62')).toEqual(['Planung']);
      await page.keyboard.press('End');
      expect(await shown(page, 'c62')).toEqual(['Betrieb']);
      await page.keyboard.press('Tab');
      const focusedPanel = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      expect(focusedPanel).toBe('tabpanel');

      // More links than texts: the pairs that exist work, and the console names the block.
      await page.click('#c63 [role="tab"]:nth-child(3)');
      expect(await shown(page, 'c63')).toEqual(['Wartung']);
      expect(warnings).toEqual([
        '[SiteFrontend] tabs #c63: the block has 4 links but 3 detail texts; only the first 3 pairs are tabs',
      ]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

describe('2.7 / 5.2 news category filter (/journal.html)', () => {
  test('rebuilds selectedcats on each change and sends it with the native submit', async () => {
    await withPage('/journal.html', 1280, async ({ page }) => {
      const hidden = () => page.$eval('#selectedcats', (input) => (input as HTMLInputElement).value);
      expect(await hidden()).toBe('');
      await page.select('#branchen', '22');
      expect(await hidden()).toBe('22');
      await page.select('#region', '11');
      expect(await hidden()).toBe('11,22');
      await page.select('#branchen', '');
      expect(await hidden()).toBe('11');
      await page.select('#branchen', '23');
      expect(await hidden()).toBe('11,23');

      const [response] = await Promise.all([page.waitForNavigation(), page.click('.news-filter__submit')]);
      const url = new URL(response?.url() ?? page.url());
      expect(url.pathname).toBe('/journal.html');
      expect(url.searchParams.get('selectedcats')).toBe('11,23');
      expect(url.searchParams.get('region')).toBe('11');
      expect(url.searchParams.get('branchen')).toBe('23');
    });
  });

  test('works with the keyboard alone', async () => {
    await withPage('/journal.html', 390, async ({ page }) => {
      await page.focus('#region');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const value = await page.$eval('#region', (select) => (select as HTMLSelectElement).value);
      expect(value).not.toBe('');
      expect(await page.$eval('#selectedcats', (input) => (input as HTMLInputElement).value)).toBe(value);
    });
  });
});
