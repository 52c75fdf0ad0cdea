/**
 * A fixture page served as a site with other settings renders it: its HTML rewritten (a Google key
 * in the page configuration, say) and sent with one of the policies of fixtures/csp.json, while
 * Google's hosts get a stand-in failure (this machine has no internet). Only those requests are held
 * (DevTools Fetch with URL patterns): puppeteer's request interception holds every request, MapLibre's
 * worker fetches of tiles included, and a map then waited here for a tile held twice and never
 * answered. Later loads of the page (a reload) are served the same way.
 */
import type { Page } from 'puppeteer-core';
import { cspHeader, POLICIES, type PolicyName } from '../../fixtures/server/csp';
import { baseUrl } from './helpers';

export const isGoogle = (url: string): boolean =>
  /(^|\.)(google|googleapis|gstatic)\.com$/.test(new URL(url).hostname);

export interface ServeOptions {
  /** The policy the page is sent with (default withGoogle: a site with maps.apiKey set). */
  policy?: PolicyName;
  /** The page's HTML as the CMS would render it with other settings. */
  rewrite?: (html: string) => string;
}

/** Call before the page loads; resolves to the list of Google URLs asked for (answered 503). */
export async function serveSite(
  page: Page,
  path: string,
  { policy = 'withGoogle', rewrite = (html) => html }: ServeOptions = {},
): Promise<{ google: string[] }> {
  const google: string[] = [];
  const session = await page.createCDPSession();
  session.on('Fetch.requestPaused', ({ requestId, request }) => {
    const reply = (status: number, headers: Record<string, string>, body: string) =>
      session.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: status,
        responseHeaders: Object.entries(headers).map(([name, value]) => ({ name, value })),
        body: Buffer.from(body).toString('base64'),
      });
    if (isGoogle(request.url)) {
      google.push(request.url);
      void reply(503, { 'Content-Type': 'text/plain' }, 'stand-in: no internet here');
      return;
    }
    void fetch(request.url)
      .then(async (response) => ({ status: response.status, html: await response.text() }))
      .then(({ status, html }) =>
        reply(
          status,
          {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': cspHeader(POLICIES[policy]),
            'Cache-Control': 'no-cache',
          },
          rewrite(html),
        ),
      );
  });
  await session.send('Fetch.enable', {
    patterns: [
      { urlPattern: `${baseUrl()}${path}` },
      ...['googleapis.com', 'gstatic.com', 'google.com'].map((host) => ({
        urlPattern: `https://*.${host}/*`,
      })),
    ],
  });
  return { google };
}
