/**
 * Every fixture page, at a phone and a desktop width: loads without a console error (the page
 * with a deliberately broken frame logs exactly its one error), every frame mounts, and axe-core
 * finds no serious or critical violation. The short text pages (front matter `kind: text`: the
 * navigation's and footer's content pages, news and job pages) hold no widget of their own, only
 * the chrome the other pages cover at both widths: they run at desktop width, and one of them,
 * the Impressum, at phone width too.
 */
import { listPages } from '../../fixtures/server/render';
import { DESKTOP, PHONE, disconnect, openPage, seriousViolations } from './helpers';

const pages = listPages();
const isText = (page: (typeof pages)[number]): boolean => page.fields.kind === 'text';
const PHONE_TEXT_PAGE = '/impressum.html';
/** Pages whose console error is the point of the page. */
const EXPECTED_ERRORS: Record<string, RegExp[]> = {
  '/broken-settings.html': [/footer-social #c90: settings field "column": expected .*got string "vier"/],
  '/karte-fehler.html': [
    /map #sf-map-41: settings field "locations\[2\]\.latitude": expected a latitude .*got string "achtundvierzig"/,
  ],
};

/** Frames those pages break on purpose. */
const EXPECTED_INVALID: Record<string, string[]> = {
  '/broken-settings.html': ['c90'],
  '/karte-fehler.html': ['sf-map-41'],
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
        const expected = EXPECTED_ERRORS[path] ?? [];
        expect(errors).toHaveLength(expected.length);
        expected.forEach((pattern, index) => expect(errors[index]).toMatch(pattern));
        const states = await page.$$eval('[data-sf-widget], [id^="sf-map-"][data-sf-state]', (frames) =>
          frames.map((frame) => [frame.id, frame.getAttribute('data-sf-state') ?? 'none']),
        );
        expect(states.length).toBeGreaterThan(0);
        const invalid = EXPECTED_INVALID[path] ?? [];
        for (const [id, state] of states)
          expect(`${id}:${state}`).toBe(`${id}:${invalid.includes(id ?? '') ? 'invalid' : 'mounted'}`);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );
});
