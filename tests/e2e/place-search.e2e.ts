/**
 * Issue 16 (first part): the place search list and the place autocomplete on /orte-suche.html in
 * Chromium against the demo server: results from the extract, a choice by keyboard shown in the
 * linked details panel, the carousel's buttons at its ends, a search without results, 'Marienpl'
 * typed and picked with the keyboard, the full-window dropdown at 390 px, and axe.
 */
import type { Page } from 'puppeteer-core';
import { allViolations, DESKTOP, PHONE, disconnect, openPage, settled, type OpenedPage } from './helpers';

afterAll(disconnect);

const searchState = (page: Page, id: string) =>
  page.$eval(`#${id}`, (frame) => frame.getAttribute('data-sf-place-search'));

/** Waits until the linked panel shows a place named `name`. */
const panelShows = (page: Page, name: RegExp) =>
  page.waitForFunction(
    (source) =>
      new RegExp(source).test(document.querySelector('#c163 .sf-place-panel__title')?.textContent ?? ''),
    {},
    name.source,
  );

describe('orte-suche.html on a desktop (issue 16)', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage('/orte-suche.html', DESKTOP);
    await opened.page.waitForFunction(() => !document.querySelector('[data-sf-place-search="loading"]'));
    await settled(opened.page);
  });
  afterAll(() => opened.close());

  test('2.5 the nearby cafés and the carousel show results from the extract; a search without any says so', async () => {
    const { page } = opened;
    expect(await searchState(page, 'c161')).toBe('ready');
    const names = await page.$$eval('#c161 [role="option"]', (options) => options.map((o) => o.textContent));
    expect(names.some((name) => name.includes('Café Remer'))).toBe(true);
    expect(await searchState(page, 'c162')).toBe('ready');
    expect(await searchState(page, 'c164')).toBe('empty');
    expect(await page.$eval('#c164', (frame) => frame.textContent)).toContain('Keine Orte vorhanden');
    expect(opened.errors).toEqual([]);
  });

  test('2.5 a selectable list: a choice by keyboard is selected and shown in the linked panel', async () => {
    const { page } = opened;
    await page.focus('#c161 [role="option"]');
    await page.keyboard.press('ArrowDown');
    const chosen = await page.evaluate(
      () => document.activeElement?.querySelector('.sf-place-card__title')?.textContent ?? '',
    );
    expect(chosen).not.toBe('');
    await page.keyboard.press('Enter');
    expect(
      await page.$eval(
        '#c161 [role="option"][aria-selected="true"] .sf-place-card__title',
        (t) => t.textContent,
      ),
    ).toBe(chosen);
    await page.waitForFunction(
      (name) => document.querySelector('#c163 .sf-place-panel__title')?.textContent === name,
      {},
      chosen,
    );
    expect(await page.$eval('#c163', (f) => f.getAttribute('data-sf-place-state'))).toBe('success');
  });

  test('2.5 the carousel: previous is disabled at the start, next at the end', async () => {
    const { page } = opened;
    const previous = '#c162 .sf-place-search__button--previous';
    const next = '#c162 .sf-place-search__button--next';
    const disabled = (selector: string) => page.$eval(selector, (b) => b.getAttribute('aria-disabled'));
    expect(await disabled(previous)).toBe('true');
    expect(await disabled(next)).toBe('false');
    for (let press = 0; press < 15 && (await disabled(next)) === 'false'; press += 1) {
      const before = await page.$eval('#c162 .sf-place-search__scroller', (s) => s.scrollLeft);
      await page.click(next);
      // The smooth scroll settles: the position moved and holds still for a frame.
      await page.evaluate(async (start) => {
        const scroller = document.querySelector('#c162 .sf-place-search__scroller');
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        let last = -1;
        for (let frames = 0; frames < 300 && scroller; frames += 1) {
          await frame();
          if (scroller.scrollLeft !== start && scroller.scrollLeft === last) return;
          last = scroller.scrollLeft;
        }
      }, before);
    }
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-disabled') === 'true',
      {},
      next,
    );
    expect(await disabled(previous)).toBe('false');
  });

  test("2.5 / 3.9 autocomplete: typing 'Marienpl', a prediction picked with the keyboard, the panel follows", async () => {
    const { page } = opened;
    await page.click('#c160-q');
    await page.keyboard.type('Marienpl');
    await page.waitForSelector('#c160 [role="listbox"] [role="option"]');
    expect(await page.$eval('#c160-q', (input) => input.getAttribute('aria-expanded'))).toBe('true');
    expect(await page.$eval('#c160 [role="listbox"]', (list) => list.getAttribute('aria-label'))).toBe(
      'Vorhersagen',
    );
    expect(await page.$eval('#c160 [role="option"] mark', (mark) => mark.textContent)).toBe('Marienpl');
    await page.keyboard.press('ArrowDown');
    expect(await page.$eval('#c160-q', (input) => input.getAttribute('aria-activedescendant'))).toMatch(
      /option-0$/,
    );
    await page.keyboard.press('Enter');
    await panelShows(page, /^Marienplatz/);
    expect(await page.$eval('#c160-q', (input) => (input as HTMLInputElement).value)).toMatch(/^Marienplatz/);
    expect(await page.$eval('#c160-q', (input) => input.getAttribute('aria-expanded'))).toBe('false');
  });

  test('axe: no violation on the page, and none with the predictions open', async () => {
    const { page } = opened;
    expect(await allViolations(page)).toEqual([]);
    await page.click('#c160-q', { count: 3 });
    await page.keyboard.type('Viktualien');
    await page.waitForSelector('#c160 [role="listbox"] [role="option"]');
    expect(await allViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });
});

describe('orte-suche.html on a phone (issue 16)', () => {
  test('9.5 at 390 px the open dropdown goes full-window with a close button; closing returns the focus', async () => {
    const opened = await openPage('/orte-suche.html', PHONE);
    try {
      const { page } = opened;
      await page.click('#c160-q');
      await page.keyboard.type('Karlspl');
      await page.waitForSelector('.sf-place-ac--full [role="listbox"] [role="option"]');
      const box = await page.$eval('.sf-place-ac--full', (layer) => {
        const rect = layer.getBoundingClientRect();
        return { width: Math.round(rect.width), height: Math.round(rect.height), top: Math.round(rect.top) };
      });
      expect(box).toEqual({ width: 390, height: 844, top: 0 });
      await page.click('.sf-place-ac__close');
      await page.waitForSelector('.sf-place-ac--full', { hidden: true });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('c160-q');
    } finally {
      await opened.close();
    }
  });
});
