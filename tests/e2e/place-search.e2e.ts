/**
 * Issue 16: the place search list and the place autocomplete on /orte-suche.html in Chromium
 * against the demo server: results from the extract, a choice by keyboard shown in the linked
 * details panel and map block, the carousel's buttons at its ends, a search without results, a
 * search that fails, 'Marienpl' typed and picked with the keyboard (panel and map follow), the
 * radius search handing its results to a list, the full-window dropdown at 390 px, the map forms'
 * address autocomplete on /karte.html, and axe.
 */
import type { Page } from 'puppeteer-core';
import { allViolations, DESKTOP, PHONE, disconnect, openPage, settled, type OpenedPage } from './helpers';

afterAll(disconnect);

const searchState = (page: Page, id: string) =>
  page.$eval(`#${id}`, (frame) => frame.getAttribute('data-sf-place-search'));

/** Waits until map block `id` shows a chosen place (`data-sf-map-place="shown"`) and returns its marker's label. */
const mapShows = async (page: Page, id: string): Promise<string> => {
  await page.waitForFunction(
    (block) => document.getElementById(block)?.getAttribute('data-sf-map-place') === 'shown',
    {},
    `sf-map-${id}`,
  );
  return page.$eval(
    `#sf-map-${id} [data-sf-marker-kind="place"]:last-of-type`,
    (marker) => marker.getAttribute('aria-label') ?? '',
  );
};

/**
 * Waits until the field's predictions are open and answer its whole text. While the last request
 * is due the list still shows an earlier prefix's predictions ('Marienplatz' for 'Marienplatz 8'),
 * and a pick then would take one of those.
 */
const predictionsShown = (page: Page, input: string) =>
  page.waitForFunction(
    (selector) => {
      const field = document.querySelector(selector);
      return (
        field?.getAttribute('aria-expanded') === 'true' &&
        field.closest('.sf-place-ac')?.getAttribute('data-sf-ac') === 'ready'
      );
    },
    {},
    input,
  );

/** Types into an address field and takes the first prediction with the keyboard. */
const pickFirst = async (page: Page, input: string, typed: string): Promise<void> => {
  await page.click(input, { count: 3 });
  // A map form's field loads its autocomplete on the first focus.
  await page.waitForFunction(
    (selector) => {
      const state = document.querySelector(selector)?.getAttribute('data-sf-autocomplete');
      return state === null || state === 'ready';
    },
    {},
    input,
  );
  await page.keyboard.type(typed);
  await predictionsShown(page, input);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
};

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
    await predictionsShown(page, '#c160-q');
    expect(await page.$$('#c160 [role="listbox"] [role="option"]')).not.toHaveLength(0);
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
    // The linked map block centres on the place with a marker and its name in the info window.
    expect(await mapShows(page, '61')).toMatch(/^Marienplatz/);
    expect(await page.$eval('#sf-map-61 .maplibregl-popup', (popup) => popup.textContent)).toMatch(
      /^Marienplatz/,
    );
  });

  test('2.5 a choice in the nearby list is shown in the linked map block too', async () => {
    const { page } = opened;
    await page.focus('#c161 [role="option"]');
    await page.keyboard.press('Enter');
    const chosen = await page.$eval(
      '#c161 [role="option"][aria-selected="true"] .sf-place-card__title',
      (t) => t.textContent,
    );
    await panelShows(page, new RegExp(`^${chosen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await page.waitForFunction(
      (name) =>
        document
          .querySelector('#sf-map-61 [data-sf-marker-kind="place"]')
          ?.getAttribute('aria-label')
          ?.startsWith(name),
      {},
      chosen,
    );
    expect(await page.$$eval('#sf-map-61 [data-sf-marker-kind="place"]', (markers) => markers.length)).toBe(
      1,
    );
  });

  test('2.5 / 4.7 the radius search picks its address from predictions and hands its places to the list', async () => {
    const { page } = opened;
    await pickFirst(page, '#sf-map-radius-address-61', 'Marienplatz 8');
    // The chosen place's address replaces the prediction's text: what the geocoder takes.
    await page.waitForFunction(
      () =>
        (document.querySelector('#sf-map-radius-address-61') as HTMLInputElement).value ===
        'Marienplatz 8, 80331 München',
    );
    await page.click('#sf-map-radius-61 button[type="submit"]');
    await page.waitForFunction(
      () => document.querySelector('#c165')?.getAttribute('data-sf-place-search') === 'ready',
    );
    const listed = await page.$$eval('#c165 [role="option"] .sf-place-card__title', (titles) =>
      titles.map((t) => t.textContent),
    );
    expect(listed).toContain('Café Remer');
    expect(await page.$eval('#sf-map-radius-61 [data-sf-status]', (s) => s.textContent)).toBe(
      `${listed.length} Orte im Umkreis von 1 km gefunden.`,
    );
    // The map draws the same places (besides the place chosen in an earlier test).
    const markers = await page.$$eval('#sf-map-61 [data-sf-marker-kind="place"]', (m) =>
      m.map((marker) => marker.getAttribute('aria-label') ?? ''),
    );
    expect(markers.length).toBeGreaterThanOrEqual(listed.length);
    for (const name of listed) expect(markers.some((label) => label.startsWith(`${name}:`))).toBe(true);
    // A choice in the handed list goes to the panel and the map.
    await page.focus('#c165 [role="option"]');
    await page.keyboard.press('Enter');
    await panelShows(page, new RegExp(`^${listed[0]}$`));
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

describe('orte-suche.html with a failing search service (issue 16)', () => {
  test("2.5 a list whose search fails says 'Ortsergebnisse konnten nicht geladen werden'; the page keeps working", async () => {
    const opened = await openPage('/orte-suche.html', DESKTOP, {
      beforeLoad: async (page) => {
        await page.setRequestInterception(true);
        page.on('request', (request) => {
          if (request.url().includes('/api/interpreter')) void request.respond({ status: 504, body: '' });
          else void request.continue();
        });
      },
    });
    try {
      const { page } = opened;
      await page.waitForFunction(() => !document.querySelector('[data-sf-place-search="loading"]'));
      for (const id of ['c161', 'c162', 'c164']) {
        expect(await searchState(page, id)).toBe('error');
        expect(await page.$eval(`#${id}`, (frame) => frame.textContent)).toContain(
          'Ortsergebnisse konnten nicht geladen werden',
        );
      }
      // The autocomplete (Photon) still works.
      await pickFirst(page, '#c160-q', 'Viktualien');
      await panelShows(page, /Viktualienmarkt/);
      expect(opened.errors.length).toBeGreaterThan(0);
      expect(opened.errors.every((error) => /504|interpreter|places|search/i.test(error))).toBe(true);
    } finally {
      await opened.close();
    }
  });
});

describe('karte.html: the map forms complete addresses (issue 16)', () => {
  test('the directions start and end are picked from predictions; the route is found with the chosen addresses', async () => {
    const opened = await openPage('/karte.html', DESKTOP);
    try {
      const { page } = opened;
      await page.waitForFunction(
        () => document.querySelector('#sf-map-11')?.getAttribute('data-sf-map') === 'ready',
      );
      // A square has no street: its prediction's text stays in the field.
      await pickFirst(page, '#sf-map-directions-origin-11', 'Karlspl');
      expect(await page.$eval('#sf-map-directions-origin-11', (i) => (i as HTMLInputElement).value)).toBe(
        'Karlsplatz, München',
      );
      // A building: its street address replaces the prediction's text once the place arrives.
      await pickFirst(page, '#sf-map-directions-destination-11', 'Marienplatz 8');
      await page.waitForFunction(
        () =>
          (document.querySelector('#sf-map-directions-destination-11') as HTMLInputElement).value ===
          'Marienplatz 8, 80331 München',
      );
      // Enter with no prediction highlighted submits the form, as without JavaScript.
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('#sf-map-directions-panel-11 ol li'));
      expect(
        await page.$eval('#sf-map-directions-panel-11 .ce-map__route-heading', (h) => h.textContent),
      ).toMatch(/Karlsplatz, München.*Marienplatz 8, 80331 München/);
      // Every address field is a combobox of its own.
      const ids = await page.$$eval('#sf-map-11 [role="combobox"]', (inputs) =>
        inputs.map((input) => `${input.id} ${input.getAttribute('aria-controls')}`),
      );
      expect(ids.length).toBe(4);
      expect(new Set(ids.map((id) => id.split(' ')[1])).size).toBe(4);
      expect(await allViolations(page)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
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
