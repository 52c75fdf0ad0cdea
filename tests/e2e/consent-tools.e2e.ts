/**
 * Issue 26: a consent tool's grant reaches the widgets without a reload (Documentation/consent.md).
 * /einwilligung-tool.html runs the real Klaro (npm `klaro`, served by the demo server from its
 * dist/ folder) with the site's Klaro config and the Klaro snippet of consent.md, all three as
 * files: the page's policy runs no inline script. The page holds an OpenStreetMap block that asks
 * for consent (tiles from a third party: consent.required) and a Google place widget (Places UI
 * Kit). The site is served as one with a Google key configured: its key in #sf-places-config and
 * the policy csp.json calls withGoogle. This machine has no internet: Google's hosts answer with a
 * stand-in failure, so the place widget shows that it asked Google (and says it failed, in German).
 */
import type { Page } from 'puppeteer-core';
import { serveSite } from './csp-policy';
import { watchViolations, type Violations } from './csp-watch';
import { DESKTOP, disconnect, openPage, type OpenedPage } from './helpers';

afterAll(disconnect);
jest.setTimeout(60_000);

const PAGE = '/einwilligung-tool.html';
const MAP = '#sf-map-81';
const PLACE = '#c181';

interface ToolPage extends OpenedPage {
  /** Every request the page made to Google's hosts (answered by the stand-in). */
  google: string[];
  violations: () => Promise<Violations>;
}

/** Opens the page as a site with a Google key renders it: the key in the page configuration, the withGoogle policy. */
async function openToolPage(): Promise<ToolPage> {
  let google: string[] = [];
  let violations: (() => Promise<Violations>) | undefined;
  const opened = await openPage(PAGE, DESKTOP, {
    reducedMotion: true,
    beforeLoad: async (page) => {
      violations = await watchViolations(page);
      ({ google } = await serveSite(page, PAGE, {
        rewrite: (html) => html.replace('"apiKey": ""', '"apiKey": "demo-key"'),
      }));
    },
  });
  return { ...opened, google, violations: violations! };
}

const mapState = (page: Page) =>
  page.$eval(MAP, (block) => ({
    placeholder: block.querySelector('.sf-map-consent') !== null,
    map: block.getAttribute('data-sf-map'),
  }));

/** The providers the bundle remembers itself (localStorage `sf-consent`): none, with a tool. */
const storedByBundle = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sf-consent') ?? '[]') as unknown);

const klaroNotice = '#klaro .cookie-notice:not(.cookie-notice-hidden)';

/** The map drawn: MapLibre idle with its markers. */
const mapDrawn = (page: Page) =>
  page.waitForSelector(`${MAP}[data-sf-map="ready"] [data-sf-idle="true"]`, { timeout: 30_000 });

describe('a consent tool (Klaro) on /einwilligung-tool.html, under the CSP', () => {
  test('before any choice: Klaro asks, the map and the place widget wait on their placeholders, nothing goes to Google', async () => {
    const opened = await openToolPage();
    try {
      const { page } = opened;
      await page.waitForSelector(klaroNotice, { visible: true });
      expect(await mapState(page)).toEqual({ placeholder: true, map: null });
      expect(await page.$eval(PLACE, (frame) => frame.getAttribute('data-sf-place-uikit'))).toBe('consent');
      expect(opened.google).toEqual([]);
      const { page: violations, audit } = await opened.violations();
      expect(violations).toEqual([]);
      expect(audit).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test("a late grant (the visitor clicks Klaro's accept after the page loaded) shows the map and starts the Google place widget without a reload", async () => {
    const opened = await openToolPage();
    try {
      const { page } = opened;
      await page.waitForSelector(klaroNotice, { visible: true });
      // The page as loaded: a reload would lose this mark.
      await page.evaluate(() => Object.assign(window, { __sfSamePage: true }));
      let navigations = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
      await page.click(`${klaroNotice} .cm-btn-success`);
      await mapDrawn(page);
      expect(await mapState(page)).toEqual({ placeholder: false, map: 'ready' });
      // The place widget asked Google with the site's key (the stand-in fails it; it says so in German).
      await page.waitForSelector(`${PLACE}[data-sf-place-uikit="failed"]`, { timeout: 20_000 });
      const script = new URL(opened.google[0] ?? 'http://none');
      expect(script.hostname).toBe('maps.googleapis.com');
      expect(script.searchParams.get('key')).toBe('demo-key');
      expect(await page.$eval(PLACE, (frame) => frame.textContent)).toContain(
        'Ortsdetails konnten nicht geladen werden',
      );
      expect(navigations).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __sfSamePage?: boolean }).__sfSamePage)).toBe(
        true,
      );
      // Klaro keeps the choice; the bundle stores none of its own (remember: false).
      expect(await storedByBundle(page)).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toMatch(/klaro=/);
      const { page: violations, audit } = await opened.violations();
      expect(violations).toEqual([]);
      expect(audit).toEqual([]);
      // The only errors: Google's stand-in failure (its request and the widget's report of it).
      expect(opened.errors.filter((error) => !/googleapis|Google|503/.test(error))).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('the choice kept by Klaro shows the map on the next page view; a revoke in Klaro takes it back now and on the next view', async () => {
    const opened = await openToolPage();
    try {
      const { page } = opened;
      await page.waitForSelector(klaroNotice, { visible: true });
      await page.click(`${klaroNotice} .cm-btn-success`);
      await mapDrawn(page);

      // Next page view: Klaro reports the stored grant when it starts; no notice, the map loads.
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      await mapDrawn(page);
      expect(await page.$(klaroNotice)).toBeNull();

      // The visitor withdraws in Klaro (its documented API: the modal's toggles do the same).
      await page.evaluate(() => {
        const klaro = (
          window as unknown as {
            klaro: {
              getManager(): {
                updateConsent(name: string, value: boolean): void;
                saveAndApplyConsents(): void;
              };
            };
          }
        ).klaro;
        const manager = klaro.getManager();
        manager.updateConsent('openstreetmap', false);
        manager.updateConsent('google-maps', false);
        manager.saveAndApplyConsents();
      });
      await page.waitForSelector(`${MAP} .sf-map-consent`);
      expect(await mapState(page)).toEqual({ placeholder: true, map: null });
      await page.waitForSelector(`${PLACE}[data-sf-place-uikit="consent"]`);

      // And the next page view does not show the map without consent.
      await page.reload({ waitUntil: 'load' });
      await page.evaluate(() => window.SiteFrontend?.ready);
      // Klaro has started once its container is there and its manager has read the stored choice;
      // it calls the services' callbacks (our snippet: grant or revoke) synchronously while starting.
      await page.waitForSelector('#klaro');
      await page.waitForFunction(
        () =>
          (window as unknown as { klaro?: { getManager: () => { confirmed: boolean } } }).klaro?.getManager()
            .confirmed === true,
      );
      expect(await page.evaluate(() => window.SiteFrontend?.consent.granted('osm'))).toBe(false);
      expect(await mapState(page)).toEqual({ placeholder: true, map: null });
      expect(await page.$eval(PLACE, (frame) => frame.getAttribute('data-sf-place-uikit'))).toBe('consent');
      expect(await page.evaluate(() => window.SiteFrontend?.consent.granted('osm'))).toBe(false);
      expect(await storedByBundle(page)).toEqual([]);
      const { page: violations } = await opened.violations();
      expect(violations).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
