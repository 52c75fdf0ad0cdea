/**
 * Every fixture page, at a phone and a desktop width: loads without a console error (the page
 * with a deliberately broken frame logs exactly its one error), every frame mounts, and axe-core
 * finds no serious or critical violation. The short text pages (front matter `kind: text`: the
 * navigation's and footer's content pages, news and job pages) hold no widget of their own, only
 * the chrome the other pages cover at both widths: they run at desktop width, and one of them,
 * the Impressum, at phone width too.
 */
import { listPages } from '../../fixtures/server/render';
import { DESKTOP, PHONE, disconnect, openPage, seriousViolations, settled } from './helpers';

const pages = listPages();
const isText = (page: (typeof pages)[number]): boolean => page.fields.kind === 'text';
const PHONE_TEXT_PAGE = '/impressum.html';
/** Pages whose console error is the point of the page. */
const EXPECTED_ERRORS: Record<string, RegExp[]> = {
  '/broken-settings.html': [/footer-social #c90: settings field "column": expected .*got string "vier"/],
  '/karte-fehler.html': [
    /map #sf-map-41: settings field "locations\[2\]\.latitude": expected a latitude .*got string "achtundvierzig"/,
  ],
  // Each once, in any order (the loads answer when they answer).
  '/orte-fehler.html': [
    /place-details #c154: settings are not valid JSON/,
    /place-details-compact-internal #c153: mounting failed .*is not allowed to be instantiated directly/,
    /place-details-compact #c152: settings field "backgroundColor": expected a CSS colour/,
    /place-details-compact #c152: settings field "orientation": expected one of "VERTICAL", "HORIZONTAL"/,
    /place-details-compact #c151: the place could not be loaded: NOT_FOUND/,
    /HTTP 404: .*\/fileadmin\/images\/ladepark-nacht\.jpg$/,
    /Failed to load resource: the server responded with a status of 404/,
  ],
};

/** Frames those pages break on purpose. */
const EXPECTED_INVALID: Record<string, string[]> = {
  '/broken-settings.html': ['c90'],
  '/karte-fehler.html': ['sf-map-41'],
  '/orte-fehler.html': ['c154'],
};

/** Frames whose mounting fails on purpose (a hook not meant for frames). */
const EXPECTED_FAILED: Record<string, string[]> = {
  '/orte-fehler.html': ['c153'],
};

afterAll(disconnect);

describe.each([
  ['phone', PHONE, pages.filter((page) => !isText(page) || page.path === PHONE_TEXT_PAGE)],
  ['desktop', DESKTOP, pages],
])('every fixture page at %s width', (_name, viewport, selected) => {
  test.each(selected.map((page) => [page.path]))(
    '%s: no console error, frames mounted, no serious axe violation',
    async (path) => {
      // The header widgets' first use mounts them, so axe checks them too.
      const opened = await openPage(path, viewport, { useChrome: true });
      const { page, errors } = opened;
      try {
        await settled(page);
        const expected = EXPECTED_ERRORS[path] ?? [];
        expect(errors).toHaveLength(expected.length);
        for (const pattern of expected)
          expect([String(pattern), errors.filter((error) => pattern.test(error)).length]).toEqual([
            String(pattern),
            1,
          ]);
        const states = await page.$$eval('[data-sf-widget], [id^="sf-map-"][data-sf-state]', (frames) =>
          frames.map((frame) => [frame.id, frame.getAttribute('data-sf-state') ?? 'none']),
        );
        expect(states.length).toBeGreaterThan(0);
        const invalid = EXPECTED_INVALID[path] ?? [];
        const failed = EXPECTED_FAILED[path] ?? [];
        const expectedState = (id: string): string =>
          invalid.includes(id) ? 'invalid' : failed.includes(id) ? 'failed' : 'mounted';
        for (const [id, state] of states) expect(`${id}:${state}`).toBe(`${id}:${expectedState(id ?? '')}`);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );
});
