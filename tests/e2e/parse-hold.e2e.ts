/**
 * Layout stability while the page is still being parsed (CLS under 0.01, Documentation/performance.md).
 * A slow phone, or a loaded CI machine, paints between the parser's chunks: a justified gallery row
 * that is still filling, the header navigation before the language list and burger arrive, the
 * footer's auto-fit columns before the last column arrives. Each moved when the rest of its row came
 * (CI: /galerie.html CLS 0.021 in layout-shift.e2e.ts; 6× CPU throttling: 0.076 there, the header
 * up to 0.011 on text pages, the footer 0.020). The rows wait hidden until the parser reaches the
 * element after them (the "parse hold" in site.css and content.css).
 *
 * This test makes the mid-parse paint certain: a proxy in front of the demo server sends each page
 * up to a cut inside such a row and holds the rest until the test has had the browser draw the first
 * part (a screenshot while the document is still loading); then nothing may shift.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  baseUrl,
  connect,
  disconnect,
  shiftsOver,
  watchLayoutShifts,
  DESKTOP,
  type Viewport,
} from './helpers';

/** The longest the proxy holds the rest of a page if a test never releases it. */
const HOLD_LIMIT_MS = 15_000;

let proxy: Server;
let proxyUrl = '';
/** Per page path: the text in its HTML after which the proxy pauses (its nth occurrence), and the
 * promise that lets the rest go (the test resolves it once it has seen the first part drawn). */
const cuts = new Map<string, { after: string; nth: number; release: Promise<void> }>();

beforeAll(async () => {
  proxy = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? '/';
      const upstream = await fetch(`${baseUrl()}${path}`, {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'content-security-policy', 'cache-control'])
        if (upstream.headers.get(name)) headers[name] = upstream.headers.get(name) as string;
      const body = Buffer.from(await upstream.arrayBuffer());
      const cut = cuts.get(path.split('?')[0] ?? path);
      response.writeHead(upstream.status, headers);
      if (!cut) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      let at = -1;
      for (let found = 0; found < cut.nth; found += 1) {
        at = html.indexOf(cut.after, at + 1);
        if (at < 0) throw new Error(`no ${cut.after} #${cut.nth} in ${path}`);
      }
      const split = Buffer.byteLength(html.slice(0, at + cut.after.length));
      response.write(body.subarray(0, split));
      await Promise.race([cut.release, new Promise((done) => setTimeout(done, HOLD_LIMIT_MS))]);
      response.end(body.subarray(split));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await disconnect();
  await new Promise((done) => proxy.close(done));
});

async function loadInTwoParts(
  path: string,
  viewport: Viewport,
  cut: { after: string; nth: number },
  firstPart: string,
) {
  let release = (): void => undefined;
  cuts.set(path, { ...cut, release: new Promise<void>((done) => (release = done)) });
  const context = await (await connect()).createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport(viewport);
    const readShifts = await watchLayoutShifts(page);
    const loaded = page.goto(`${proxyUrl}${path}`, { waitUntil: 'load' });
    // During the pause: the first part is there, the parser waits. A screenshot makes the browser
    // draw that state (it may otherwise wait for the rest before its first frame).
    await page.waitForSelector(firstPart);
    await page.screenshot({ encoding: 'base64' });
    const paintedMidParse = await page.evaluate(() => document.readyState === 'loading');
    release();
    await loaded;
    await page.evaluate(() => window.SiteFrontend?.ready);
    return { paintedMidParse, shifts: await readShifts() };
  } finally {
    release();
    cuts.delete(path);
    await context.close();
  }
}

describe.each([
  // The first gallery's list, cut after its fifth image: the first row is still filling.
  [
    '/galerie.html',
    'the gallery, cut in its first row',
    { after: 'data-fancybox="werk">', nth: 5 },
    '#c71 [data-sf-gallery-items] > a:nth-of-type(4)',
    // Its links (no class before the mount) and the row's ::after filler (no node).
    ['A', 'null'],
  ],
  // The header, cut after the second menu item: the navigation is still short and right-aligned.
  [
    '/unternehmen.html',
    'the header, cut in the navigation',
    { after: 'class="main-nav__item', nth: 3 },
    '.main-nav__item:nth-child(2)',
    ['main-nav'],
  ],
  // The footer, cut after its second column: auto-fit shares the width between the two.
  [
    '/energie.html',
    'the footer, cut after its second column',
    { after: 'Presse</a></li>\n        </ul>\n      </section>', nth: 1 },
    '.site-footer__col:nth-child(2)',
    ['site-footer__col'],
  ],
])('a page painted mid-parse does not shift when the rest arrives: %s', (path, what, cut, firstPart, row) => {
  test(`${what}: the browser painted during the pause, the row never moved, and layout shifts add up to under 0.01`, async () => {
    const { paintedMidParse, shifts } = await loadInTwoParts(path, DESKTOP, cut, firstPart);
    expect(paintedMidParse).toBe(true);
    // The row itself: not at all (the header's move was 0.008 at this cut, under the page budget).
    expect(shifts.filter((shift) => shift.sources.some((source) => row.includes(source)))).toEqual([]);
    expect(shiftsOver(shifts)).toEqual([]);
  });
});
