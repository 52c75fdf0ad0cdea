/**
 * Issue 29 (B), the store locator's filter on /standorte.html (block 31), at phone and desktop width:
 * the category boxes ('any' of the checked), 'Jetzt geöffnet' on a fixed clock (Monday 10:00 and
 * Sunday 11:00, Europe/Berlin), the nearest location when a map search finds none near, the filter
 * that matches nothing with its reset, the `sf:search` event of a filter change and axe. Every
 * expectation is derived from the page's own settings JSON and `#sf-places` (the fixture), never
 * written out by hand.
 */
import type { Page } from 'puppeteer-core';
import {
  baseUrl,
  DESKTOP,
  disconnect,
  openPage,
  PHONE,
  seriousViolations,
  type OpenedPage,
  type Viewport,
} from './helpers';

afterAll(disconnect);
// A MapLibre map in software WebGL, a scroll through the page, the open-state chunk: on the 2-core
// machine one page can take 20 s.
jest.setTimeout(90_000);

const FRAME = '#sf-map-31';
const FILTER = '#sf-map-filter-31';
const SEARCH = '#sf-map-search-31';
const LIST = '#sf-map-list-31';

interface Location {
  title: string;
  latitude: number;
  longitude: number;
  placeId?: string;
  categories?: string[];
}
interface Period {
  open: { day: number; hour: number; minute: number };
  close?: { day: number; hour: number; minute: number };
}
interface Place {
  id: string;
  regularOpeningHours?: { periods: Period[] };
}
interface Fixture {
  locations: Location[];
  places: Place[];
}

/** The block's locations and the CMS places, as the page has them. */
const fixture = (page: Page): Promise<Fixture> =>
  page.evaluate(() => ({
    locations: (
      JSON.parse(document.getElementById('sf-map-settings-31')?.textContent ?? '{}') as {
        locations: Location[];
      }
    ).locations,
    places: JSON.parse(document.getElementById('sf-places')?.textContent ?? '[]') as Place[],
  }));

/** What the visitor sees: the list entries not hidden, the location markers on the map, the hours lines. */
const shown = (page: Page) =>
  page.evaluate(
    (frame, list) => {
      const entries = [...document.querySelectorAll<HTMLElement>(`${list} [data-marker-index]`)].map(
        (link) => {
          const entry = link.closest('li') ?? link;
          return {
            index: Number(link.dataset.markerIndex),
            hidden: entry.hidden,
            hours: entry.querySelector('[data-sf-hours]')?.textContent ?? null,
          };
        },
      );
      const markers = [
        ...document.querySelectorAll<HTMLElement>(`${frame} .sf-osm-marker[data-sf-marker-kind="location"]`),
      ]
        .filter((marker) => marker.isConnected && !marker.hidden)
        .map((marker) => Number(marker.dataset.markerIndex))
        .sort((a, b) => a - b);
      return {
        list: entries
          .filter((entry) => !entry.hidden)
          .map((entry) => entry.index)
          .sort((a, b) => a - b),
        hours: Object.fromEntries(entries.map((entry) => [entry.index, entry.hours])),
        markers,
        clusters: document.querySelectorAll(`${frame} .sf-osm-cluster`).length,
      };
    },
    FRAME,
    LIST,
  );

const statusOf = (page: Page, form: string) =>
  page.$eval(`${form} [data-sf-status]`, (status) => status.textContent.trim());

async function waitForStatus(page: Page, form: string, text: string): Promise<void> {
  await page
    .waitForFunction(
      (selector, expected) =>
        document.querySelector(`${selector} [data-sf-status]`)?.textContent.trim() === expected,
      { timeout: 20_000, polling: 50 },
      form,
      text,
    )
    .catch(async (error: unknown) => {
      throw new Error(
        `status of ${form}: expected "${text}", got "${await statusOf(page, form)}" (${String(error)})`,
      );
    });
}

/** Waits until the list entries and the markers show exactly these indices. */
async function waitForShown(page: Page, indices: readonly number[]): Promise<void> {
  const want = JSON.stringify([...indices].sort((a, b) => a - b));
  await page
    .waitForFunction(
      (frame, list, expected) => {
        const sorted = (values: number[]) => JSON.stringify(values.sort((a, b) => a - b));
        const entries = [...document.querySelectorAll<HTMLElement>(`${list} [data-marker-index]`)]
          .filter((link) => !(link.closest('li') ?? link).hidden)
          .map((link) => Number(link.dataset.markerIndex));
        const markers = [
          ...document.querySelectorAll<HTMLElement>(
            `${frame} .sf-osm-marker[data-sf-marker-kind="location"]`,
          ),
        ]
          .filter((marker) => marker.isConnected && !marker.hidden)
          .map((marker) => Number(marker.dataset.markerIndex));
        return sorted(entries) === expected && sorted(markers) === expected;
      },
      { timeout: 20_000, polling: 50 },
      FRAME,
      LIST,
      want,
    )
    .catch(async (error: unknown) => {
      const now = await shown(page);
      throw new Error(
        `expected ${want} shown, list ${JSON.stringify(now.list)}, markers ${JSON.stringify(now.markers)} (${String(error)})`,
      );
    });
}

/** Clicks a filter box by its label (as a visitor would), scrolled into view. */
async function toggle(page: Page, id: string): Promise<void> {
  await page.$eval(`label[for="${id}"]`, (label) => label.scrollIntoView({ block: 'center' }));
  await page.click(`label[for="${id}"]`);
}

const categoryBox = (key: string) => `sf-map-filter-31-${key}`;
const OPEN_BOX = 'sf-map-filter-31-open';

/** The indices of the locations with any of these categories. */
const withAny = (locations: readonly Location[], keys: readonly string[]) =>
  locations.flatMap((location, index) =>
    keys.some((key) => (location.categories ?? []).includes(key)) ? [index] : [],
  );

const count = (shownCount: number, total: number) =>
  `${shownCount} von ${total} ${total === 1 ? 'Standort' : 'Standorten'}`;

/** A fixed instant: `Date.now()` and `new Date()` start there and run on; everything else is the real Date. */
function fixClock(instant: number): string {
  return `(() => {
    const RealDate = Date;
    const offset = ${instant} - RealDate.now();
    class FixedDate extends RealDate {
      constructor(...args) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...args);
      }
      static now() {
        return RealDate.now() + offset;
      }
    }
    window.Date = FixedDate;
  })();`;
}

async function openLocator(viewport: Viewport, instant?: number): Promise<OpenedPage> {
  const opened = await openPage('/standorte.html', viewport, {
    beforeLoad: async (page) => {
      await page.emulateTimezone('Europe/Berlin');
      if (instant !== undefined) await page.evaluateOnNewDocument(fixClock(instant));
    },
  });
  const { page } = opened;
  await page.waitForSelector(`${FRAME}[data-sf-map="ready"]`, { timeout: 30_000 });
  const total = (await fixture(page)).locations.length;
  // Every location's marker on the map, and every list entry's hours line (the open-state chunk).
  await page.waitForFunction(
    (frame, list, n) =>
      document.querySelectorAll(`${frame} .sf-osm-marker[data-sf-marker-kind="location"]`).length === n &&
      document.querySelectorAll(`${list} [data-sf-hours]`).length === n,
    { timeout: 30_000, polling: 100 },
    FRAME,
    LIST,
    total,
  );
  return opened;
}

// ---- the fixture's hours, read independently of the product code (simple same-day periods) ----

const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

type Expected = { kind: 'open' | 'closed' | 'unknown'; line: string };

/** The state and German line a location should show at `day` (0 Sunday) and `minute` of the day, Berlin time. */
function expectedState(location: Location, places: readonly Place[], day: number, minute: number): Expected {
  const place = places.find((one) => one.id === location.placeId);
  const periods = place?.regularOpeningHours?.periods;
  if (!periods) return { kind: 'unknown', line: 'Öffnungszeiten unbekannt' };
  if (periods.length === 1 && !periods[0]?.close)
    return { kind: 'open', line: 'Jetzt geöffnet · Durchgehend geöffnet' };
  const at = (time: { hour: number; minute: number }) => time.hour * 60 + time.minute;
  const current = periods.find(
    (period) =>
      period.open.day === day && period.close && at(period.open) <= minute && minute < at(period.close),
  );
  if (current?.close)
    return {
      kind: 'open',
      line: `Jetzt geöffnet · Schließt um ${hhmm(current.close.hour, current.close.minute)}`,
    };
  // The next opening: later today, else the first on a following day.
  const upcoming = [...periods]
    .map((period) => ({ period, wait: ((period.open.day - day + 7) % 7) * 1440 + at(period.open) - minute }))
    .map((entry) => ({ ...entry, wait: entry.wait <= 0 ? entry.wait + 7 * 1440 : entry.wait }))
    .sort((a, b) => a.wait - b.wait)[0];
  if (!upcoming) return { kind: 'closed', line: 'Geschlossen' };
  const { open } = upcoming.period;
  const time = hhmm(open.hour, open.minute);
  return {
    kind: 'closed',
    line:
      open.day === day
        ? `Geschlossen · Öffnet um ${time}`
        : `Geschlossen · Öffnet am ${WEEKDAYS[open.day] ?? ''} um ${time}`,
  };
}

// Monday 30 November 2026, 10:00 and Sunday 29 November 2026, 11:00 in Munich (CET, UTC+1).
const MONDAY_10 = Date.UTC(2026, 10, 30, 9, 0);
const SUNDAY_11 = Date.UTC(2026, 10, 29, 10, 0);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('issue 29 locator filter on /standorte.html (%s)', (_, viewport) => {
  test('categories: one box shows only its locations (list, markers, count), unchecking restores all, two boxes are "any"; one sf:search per change without an address; axe clean', async () => {
    const opened = await openLocator(viewport);
    try {
      const { page } = opened;
      const { locations } = await fixture(page);
      const total = locations.length;
      expect(total).toBe(12);
      const all = locations.map((_location, index) => index);
      expect((await shown(page)).list).toEqual(all);
      await page.evaluate(() => {
        const win = window as unknown as { __sfSearches: unknown[] };
        win.__sfSearches = [];
        document.addEventListener('sf:search', (event) => {
          win.__sfSearches.push((event as CustomEvent).detail);
        });
      });
      const searches = () =>
        page.evaluate(() => (window as unknown as { __sfSearches: unknown[] }).__sfSearches);

      // One category: only its locations, in the list and on the map.
      const beratung = withAny(locations, ['beratung']);
      expect(beratung.length).toBeGreaterThan(0);
      expect(beratung.length).toBeLessThan(total);
      await toggle(page, categoryBox('beratung'));
      await waitForStatus(page, FILTER, count(beratung.length, total));
      await waitForShown(page, beratung);
      const after = await shown(page);
      expect(after.list).toEqual(beratung);
      expect(after.markers).toEqual(beratung);
      expect(after.clusters).toBe(0);
      // Exactly one sf:search for the change, its count, no address or position in it.
      expect(await searches()).toEqual([{ mapId: '31', kind: 'filter', results: beratung.length }]);

      // axe after filtering (hidden entries, the status line).
      expect(await seriousViolations(page)).toEqual([]);

      // Unchecked: all of them again.
      await toggle(page, categoryBox('beratung'));
      await waitForStatus(page, FILTER, count(total, total));
      await waitForShown(page, all);
      expect(await searches()).toEqual([
        { mapId: '31', kind: 'filter', results: beratung.length },
        { mapId: '31', kind: 'filter', results: total },
      ]);

      // Two categories: a location with either of them is shown ('any', the block's default).
      const union = withAny(locations, ['laden', 'verwaltung']);
      const onlyLaden = withAny(locations, ['laden']);
      expect(union.length).toBeGreaterThan(onlyLaden.length);
      await toggle(page, categoryBox('laden'));
      await waitForStatus(page, FILTER, count(onlyLaden.length, total));
      await waitForShown(page, onlyLaden);
      await toggle(page, categoryBox('verwaltung'));
      await waitForStatus(page, FILTER, count(union.length, total));
      await waitForShown(page, union);
      const events = (await searches()) as { results: number }[];
      expect(events).toHaveLength(4);
      expect(events.at(-1)).toEqual({ mapId: '31', kind: 'filter', results: union.length });
      expect(await seriousViolations(page)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('open now on Monday 10:00 (Berlin): each entry shows its German state; the open ones and those of unknown hours stay', async () => {
    const opened = await openLocator(viewport, MONDAY_10);
    try {
      const { page } = opened;
      const { locations, places } = await fixture(page);
      const total = locations.length;
      const expected = locations.map((location) => expectedState(location, places, 1, 10 * 60));
      const unknown = expected.flatMap((state, index) => (state.kind === 'unknown' ? [index] : []));
      expect(unknown.map((index) => locations[index]?.placeId)).toEqual(['cms:archiv', 'cms:presse']);
      // Every entry's line, before and after the filter.
      const lines = Object.fromEntries(expected.map((state, index) => [index, state.line]));
      expect((await shown(page)).hours).toEqual(lines);
      const kept = expected.flatMap((state, index) => (state.kind === 'closed' ? [] : [index]));
      await toggle(page, OPEN_BOX);
      await waitForStatus(page, FILTER, count(kept.length, total));
      await waitForShown(page, kept);
      const after = await shown(page);
      expect(after.hours).toEqual(lines);
      for (const index of unknown) expect(after.hours[index]).toBe('Öffnungszeiten unbekannt');
      expect(after.list).toEqual(expect.arrayContaining(unknown));
      expect(Object.values(after.hours).filter((line) => line?.startsWith('Jetzt geöffnet'))).toHaveLength(
        total - unknown.length,
      );
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('open now on Sunday 11:00: only the 24/7 location and those of unknown hours stay; a category closed on Sunday matches nothing, "Filter zurücksetzen" restores all', async () => {
    const opened = await openLocator(viewport, SUNDAY_11);
    try {
      const { page } = opened;
      const { locations, places } = await fixture(page);
      const total = locations.length;
      const all = locations.map((_location, index) => index);
      const expected = locations.map((location) => expectedState(location, places, 0, 11 * 60));
      const kept = expected.flatMap((state, index) => (state.kind === 'closed' ? [] : [index]));
      // The fixture: Ladeinfrastruktur Platzl (24/7) and the two places without hours.
      expect(kept.map((index) => locations[index]?.title)).toEqual([
        'Ladeinfrastruktur Platzl',
        'Archiv St.-Jakobs-Platz',
        'Presseabteilung Promenadeplatz',
      ]);
      expect((await shown(page)).hours).toEqual(
        Object.fromEntries(expected.map((state, index) => [index, state.line])),
      );
      expect((await shown(page)).hours[0]).toBe('Geschlossen · Öffnet am Montag um 08:00');
      await toggle(page, OPEN_BOX);
      await waitForStatus(page, FILTER, count(kept.length, total));
      await waitForShown(page, kept);

      // A category whose locations are all closed now: nothing left, and a way back.
      const closedCategory = ['beratung', 'service', 'verwaltung', 'laden'].find((key) =>
        withAny(locations, [key]).every((index) => expected[index]?.kind === 'closed'),
      );
      expect(closedCategory).toBeDefined();
      await toggle(page, categoryBox(closedCategory ?? ''));
      await waitForStatus(page, FILTER, `${count(0, total)}. Kein Standort passt zum Filter.`);
      await waitForShown(page, []);
      const reset = `${FILTER} [data-sf-action] button`;
      expect(await page.$eval(reset, (button) => button.textContent.trim())).toBe('Filter zurücksetzen');
      expect(await seriousViolations(page)).toEqual([]);
      await page.$eval(reset, (button) => button.scrollIntoView({ block: 'center' }));
      await page.click(reset);
      await waitForStatus(page, FILTER, count(total, total));
      await waitForShown(page, all);
      expect(
        await page.$$eval(
          `${FILTER} input[type="checkbox"]`,
          (boxes) => boxes.filter((box) => box.checked).length,
        ),
      ).toBe(0);
      expect(await page.$(`${FILTER} [data-sf-action]`)).toBeNull();
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('nearest when none is near: a map search beyond the radius of every location the filter keeps names the nearest with its German distance; "Auf der Karte zeigen" shows it', async () => {
    const opened = await openLocator(viewport, SUNDAY_11);
    try {
      const { page } = opened;
      const { locations, places } = await fixture(page);
      const total = locations.length;
      // Service and open now on Sunday 11:00: only the charging station (24/7) is left.
      const expected = locations.map((location) => expectedState(location, places, 0, 11 * 60));
      const kept = withAny(locations, ['service']).filter((index) => expected[index]?.kind !== 'closed');
      expect(kept).toHaveLength(1);
      const target = kept[0] ?? -1;
      const location = locations[target];
      if (!location) throw new Error('no location kept');
      await toggle(page, categoryBox('service'));
      await waitForStatus(page, FILTER, count(withAny(locations, ['service']).length, total));
      await toggle(page, OPEN_BOX);
      await waitForStatus(page, FILTER, count(1, total));
      await waitForShown(page, kept);

      // An address at the old town's western edge, more than the 1 km radius away from it.
      const address = 'Bayerstraße';
      const hits = (await (
        await fetch(
          `${baseUrl()}/search?q=${encodeURIComponent(address)}&format=jsonv2&limit=1&accept-language=de`,
        )
      ).json()) as { lat: string; lon: string }[];
      const point = { lat: Number(hits[0]?.lat), lng: Number(hits[0]?.lon) };
      const rad = (degrees: number) => (degrees * Math.PI) / 180;
      const h =
        Math.sin(rad(location.latitude - point.lat) / 2) ** 2 +
        Math.cos(rad(point.lat)) *
          Math.cos(rad(location.latitude)) *
          Math.sin(rad(location.longitude - point.lng) / 2) ** 2;
      const meters = 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
      expect(meters).toBeGreaterThan(1_050);
      const far = new Intl.NumberFormat('de-DE', {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 1,
      }).format(meters / 1000);

      await page.$eval(SEARCH, (form) => form.scrollIntoView({ block: 'center' }));
      await page.$eval(
        `${SEARCH} input[name="address"]`,
        (input, value) => {
          input.value = value;
        },
        address,
      );
      await page.$eval(`${SEARCH} input[name="radius"]`, (input) => {
        input.value = '1';
      });
      await page.click(`${SEARCH} button[type="submit"]`);
      await waitForStatus(
        page,
        SEARCH,
        `Kein Standort im Umkreis von 1 km. Der nächste Standort ist ${location.title}, ${far} entfernt.`,
      );
      expect(far).toMatch(/^\d+,\d km$/);
      await waitForShown(page, []);
      const show = `${SEARCH} [data-sf-action] button`;
      expect(await page.$eval(show, (button) => button.textContent.trim())).toBe('Auf der Karte zeigen');
      expect(await seriousViolations(page)).toEqual([]);
      await page.$eval(show, (button) => button.scrollIntoView({ block: 'center' }));
      await page.click(show);
      // Shown again (list entry and marker) and chosen: its info window is open.
      await waitForShown(page, [target]);
      await page.waitForFunction(
        (frame, title) =>
          document.querySelector(`${frame} .maplibregl-popup-content`)?.textContent.includes(title) ?? false,
        { timeout: 20_000, polling: 50 },
        FRAME,
        location.title.split(' ')[0] ?? '',
      );
      expect(await page.$(`${SEARCH} [data-sf-action]`)).toBeNull();
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
