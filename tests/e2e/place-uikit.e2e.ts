/**
 * Issue 16: Google's Places UI Kit as the rendering of the place widgets (/orte-google.html,
 * `"renderer": "google-ui-kit"`). German law: nothing is requested from Google before the visitor
 * consents; every frame shows the two-click placeholder. After consent the Maps JavaScript API is
 * asked for with the site's key and language de; this machine has no internet, so the test answers
 * Google's host with a failure and every frame says so in German while the page keeps working.
 */
import type { HTTPRequest } from 'puppeteer-core';
import { cspHeader, POLICIES } from '../../fixtures/server/csp';
import { watchViolations, type Violations } from './csp-watch';
import { allViolations, baseUrl, DESKTOP, disconnect, openPage } from './helpers';

afterAll(disconnect);

const FRAMES = ['c170', 'c171', 'c172', 'c173'];
const isGoogle = (url: string): boolean =>
  /(^|\.)(google|googleapis|gstatic)\.com$/.test(new URL(url).hostname);

describe('orte-google.html: Google Places UI Kit (issue 16)', () => {
  test('before consent: four placeholders, nothing asked of Google, no Google code loaded, axe clean', async () => {
    const opened = await openPage('/orte-google.html', DESKTOP);
    try {
      const { page } = opened;
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const states = await page.evaluate((ids) => {
        const of = (id: string) => document.getElementById(id);
        return ids.map((id) => [
          id,
          of(id)?.getAttribute('data-sf-place-renderer'),
          of(id)?.getAttribute('data-sf-place-uikit'),
          of(id)?.querySelector('.sf-place-consent__load')?.textContent,
        ]);
      }, FRAMES);
      expect(states).toEqual(FRAMES.map((id) => [id, 'google-ui-kit', 'consent', 'Ortsinformationen laden']));
      // The CMS markup stays under the placeholder: the page says what it would show.
      expect(await page.$eval('#c170', (frame) => frame.textContent)).toContain('Marienplatz, 80331 München');
      expect(await page.$eval('#c173-q', (input) => input.getAttribute('role'))).toBeNull();
      const loaded = [
        ...requests,
        ...(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))),
      ];
      expect(loaded.filter(isGoogle)).toEqual([]);
      expect(loaded.filter((url) => /\/chunks\/(googlemaps|google-loader|places-google)/.test(url))).toEqual(
        [],
      );
      expect(loaded.some((url) => /\/chunks\/place-uikit/.test(url))).toBe(true);
      expect(await allViolations(page)).toEqual([]);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('after consent: the Maps API is asked for with the key and language de; its failure is said in German', async () => {
    const google: string[] = [];
    let cspViolations: (() => Promise<Violations>) | undefined;
    const opened = await openPage('/orte-google.html', DESKTOP, {
      beforeLoad: async (page) => {
        cspViolations = await watchViolations(page);
        await page.setRequestInterception(true);
        page.on('request', (request: HTTPRequest) => {
          const url = request.url();
          if (isGoogle(url)) {
            google.push(url);
            void request.respond({
              status: 503,
              contentType: 'text/plain',
              body: 'stand-in: no internet here',
            });
          } else if (url === `${baseUrl()}/orte-google.html`) {
            // The site's key (the demo has none): the page as the CMS renders it with a key configured.
            void fetch(url)
              .then((response) => response.text())
              .then((html) =>
                request.respond({
                  status: 200,
                  contentType: 'text/html; charset=utf-8',
                  // A site with a Google key sends the policy that lets Google in (fixtures/csp.json).
                  headers: { 'Content-Security-Policy': cspHeader(POLICIES.withGoogle) },
                  body: html.replace('"apiKey": ""', '"apiKey": "demo-key"'),
                }),
              );
          } else void request.continue();
        });
      },
    });
    try {
      const { page } = opened;
      expect(google).toEqual([]);
      await page.click('#c170 .sf-place-consent__load');
      await page.waitForFunction(
        (ids) =>
          ids.every((id) => document.getElementById(id)?.getAttribute('data-sf-place-uikit') === 'failed'),
        {},
        FRAMES,
      );
      const script = new URL(google[0] ?? 'http://none');
      expect(script.hostname).toBe('maps.googleapis.com');
      expect(script.searchParams.get('key')).toBe('demo-key');
      expect(script.searchParams.get('language')).toBe('de');
      expect(await page.$eval('#c170', (frame) => frame.textContent)).toContain(
        'Ortsdetails konnten nicht geladen werden',
      );
      expect(await page.$eval('#c171', (frame) => frame.textContent)).toContain(
        'Ortsergebnisse konnten nicht geladen werden',
      );
      expect(await page.$eval('#c171', (frame) => frame.getAttribute('data-sf-place-search'))).toBe('error');
      expect(await page.$eval('#c173', (frame) => frame.textContent)).toContain(
        'Vorschläge konnten nicht geladen werden',
      );
      // The search form still works without Google: it submits the typed text.
      expect(await page.$eval('#c173-q', (input) => input.isConnected && !input.closest('[hidden]'))).toBe(
        true,
      );
      expect(opened.errors.length).toBeGreaterThan(0);
      // Under the withGoogle policy: the stand-in failed Google's script, not the CSP.
      expect((await cspViolations!()).page).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
