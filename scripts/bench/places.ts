/**
 * Place data figures (issue 14), in Chromium on /orte.html against the demo server: the gzip size
 * of each chunk the places API loads (the API, each source, the opening-hours parser), and the
 * browser-side time of place calls through `window.SiteFrontend.places` (p50 / p95 / max): details
 * by id, text search, and autocomplete once per keystroke as a visitor types.
 */
import type { Browser, HTTPResponse } from 'puppeteer-core';
import { kb, percentile, table, gzipSize } from '../bench-lib';

const ROUNDS = Number(process.env.BENCH_PLACES_ROUNDS ?? '30');

/** Café, shop, fuel and charging elements of the extract (node/way ids). */
const IDS = [
  'node/447786250',
  'node/699812911',
  'node/5427475021',
  'way/385126808',
  'node/251704319',
  'node/5300000948',
];
const QUERIES = ['Café', 'Woerner', 'Apotheke', 'Bäckerei', 'Hofbräuhaus', 'Museum'];
const TYPED = ['Marienplatz 8', 'Viktualienmarkt', 'Karlsplatz', 'Frauenkirche'];

function row(name: string, times: number[]): (string | number)[] {
  const sorted = [...times].sort((a, b) => a - b);
  return [
    name,
    sorted.length,
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 95).toFixed(1),
    (sorted.at(-1) ?? 0).toFixed(1),
  ];
}

export async function placesBench(browser: Browser, baseUrl: string): Promise<string> {
  const page = await browser.newPage();
  const chunks = new Map<string, Promise<number>>();
  page.on('response', (response: HTTPResponse) => {
    // Chunk files are `name.<hash>.js`; the opening-hours source and the library are two chunks.
    const match = /\/chunks\/([a-z-]+)\.[0-9a-f]+\.js$/.exec(response.url());
    if (match?.[1] && /places|opening-hours/.test(match[1]))
      chunks.set(
        match[1],
        response.buffer().then((body) => gzipSize(body)),
      );
  });
  try {
    await page.goto(`${baseUrl}/orte.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.SiteFrontend !== undefined);
    const measured = await page.evaluate(
      async (ids, queries, typed, rounds) => {
        const api = window.SiteFrontend;
        if (!api) throw new Error('no SiteFrontend');
        const places = api.places;
        const time = async (run: () => Promise<{ status: string }>): Promise<number> => {
          const start = performance.now();
          const outcome = await run();
          if (outcome.status !== 'OK' && outcome.status !== 'NOT_FOUND')
            throw new Error(JSON.stringify(outcome));
          return performance.now() - start;
        };
        const origin = { lat: 48.13743, lng: 11.57549 };
        // The first call loads the chunks: measured apart.
        const first = await time(() => places.fetchPlace({ id: ids[0], fields: ['*'] }));
        const details: number[] = [];
        const text: number[] = [];
        const keystrokes: number[] = [];
        for (let i = 0; i < rounds; i += 1) {
          details.push(await time(() => places.fetchPlace({ id: ids[i % ids.length], fields: ['*'] })));
          text.push(
            await time(() =>
              places.searchByText({
                textQuery: queries[i % queries.length],
                fields: ['displayName', 'formattedAddress'],
              }),
            ),
          );
        }
        for (const word of typed) {
          for (let n = 1; n <= word.length; n += 1) {
            keystrokes.push(await time(() => places.autocomplete({ input: word.slice(0, n), origin })));
          }
        }
        const cms: number[] = [];
        for (let i = 0; i < rounds; i += 1) {
          cms.push(await time(() => places.fetchPlace({ id: 'cms:zentrale', source: 'cms' })));
        }
        return { first, details, text, keystrokes, cms };
      },
      IDS,
      QUERIES,
      TYPED,
      ROUNDS,
    );
    const sizes = await Promise.all(
      [...chunks.entries()].map(async ([name, size]) => [name, await size] as const),
    );
    return [
      'Chunks the places API loaded on /orte.html (gzip -9); the entry loads none of them before the first call:',
      '',
      table(
        ['chunk', 'KB gzip'],
        sizes.sort(([a], [b]) => a.localeCompare(b)).map(([name, size]) => [name, kb(size)]),
      ),
      '',
      `First call (loads the API, the OpenStreetMap source and the opening-hours parser): ${measured.first.toFixed(0)} ms.`,
      '',
      'Calls through window.SiteFrontend.places in the browser, demo server on localhost (ms):',
      '',
      table(
        ['call', 'n', 'p50', 'p95', 'max'],
        [
          row('details by id (OSM, all fields)', measured.details),
          row('text search (OSM)', measured.text),
          row('autocomplete per keystroke (OSM)', measured.keystrokes),
          row('details by id (CMS)', measured.cms),
        ],
      ),
    ].join('\n');
  } finally {
    await page.close();
  }
}
