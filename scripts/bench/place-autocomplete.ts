/**
 * Place autocomplete (issue 16), in Chromium against the demo server on /orte-suche.html: the time
 * from a keystroke to the predictions for the new text on screen (p50 / p95 / max over words typed a
 * letter at a time; the widget's 60 ms debounce included, so a visitor sees what this measures),
 * and the gzip size of the autocomplete's chunk.
 */
import type { Browser, HTTPResponse } from 'puppeteer-core';
import { kb, percentile, table, gzipSize } from '../bench-lib';

const WORDS = ['Marienplatz 8', 'Viktualienmarkt', 'Karlsplatz', 'Frauenkirche', 'Sendlinger'];

export async function placeAutocompleteBench(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // The autocomplete's code: its widget chunk and the chunk it shares with the map forms (the one
  // holding the combobox, found by its class names).
  const chunks = new Map<string, Promise<number>>();
  page.on('response', (response: HTTPResponse) => {
    const match = /\/chunks\/([\w-]+)\.[0-9a-f]+\.js$/.exec(response.url());
    if (!match?.[1]) return;
    const name = match[1];
    chunks.set(
      name,
      response
        .buffer()
        .then((body) =>
          name === 'place-autocomplete' || body.includes('sf-place-ac__listbox') ? gzipSize(body) : 0,
        ),
    );
  });
  try {
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/orte-suche.html`, { waitUntil: 'load' });
    await page.waitForSelector('#c160-q[role="combobox"]');
    const times: number[] = [];
    for (const word of WORDS) {
      await page.$eval('#c160-q', (input) => {
        (input as HTMLInputElement).value = '';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await page.focus('#c160-q');
      for (let n = 1; n <= word.length; n += 1) {
        // In the page: from the key to the first change of the predictions shown (their marks follow
        // the typed text, so every answer changes them).
        const waiting = page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const start = performance.now();
              const popup = document.querySelector('#c160 .sf-place-ac__popup');
              if (!popup) {
                resolve(Number.NaN);
                return;
              }
              const observer = new MutationObserver(() => {
                observer.disconnect();
                resolve(performance.now() - start);
              });
              observer.observe(popup, {
                subtree: true,
                childList: true,
                characterData: true,
                attributes: true,
              });
              // Given up after 2 s (counted as a miss, not as a time).
              setTimeout(() => {
                observer.disconnect();
                resolve(Number.NaN);
              }, 2000);
            }),
        );
        await page.keyboard.type(word.charAt(n - 1));
        const took = await waiting;
        if (Number.isFinite(took)) times.push(took);
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    const sizes = (
      await Promise.all([...chunks.entries()].map(async ([name, size]) => [name, await size] as const))
    )
      .filter(([, size]) => size > 0)
      .map(([name, size]) => [name, kb(size)]);
    const forms = await mapFormsChunks(browser, baseUrl);
    const keystrokes = WORDS.reduce((sum, word) => sum + word.length, 0);
    return [
      `Keystroke → predictions for the new text on screen, ${String(sorted.length)} of ${String(keystrokes)} keystrokes answered within 2 s (ms; the 60 ms debounce included):`,
      '',
      table(
        ['n', 'p50', 'p95', 'max'],
        [
          [
            sorted.length,
            percentile(sorted, 50).toFixed(0),
            percentile(sorted, 95).toFixed(0),
            (sorted.at(-1) ?? 0).toFixed(0),
          ],
        ],
      ),
      '',
      `Chunks of the autocomplete widget (gzip -9): ${sizes.map(([name, size]) => `${String(name)} ${String(size)} KB`).join(', ') || 'not seen'}.`,
      `A map form's first focus (karte.html) loads: ${forms}.`,
    ].join('\n');
  } finally {
    await context.close();
  }
}

/** What a map form's address field loads on its first focus, until it is the combobox (gzip -9). */
async function mapFormsChunks(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/karte.html`, { waitUntil: 'load' });
    await page.$eval('#sf-map-11', (block) => block.scrollIntoView());
    await page.waitForSelector('#sf-map-directions-origin-11[data-sf-autocomplete="pending"]');
    const loaded: Promise<[string, number]>[] = [];
    page.on('response', (response: HTTPResponse) => {
      const name = /\/chunks\/([\w-]+)\.[0-9a-f]+\.(js|css)$/.exec(response.url());
      if (name?.[1])
        loaded.push(response.buffer().then((body) => [`${name[1]}.${name[2] ?? ''}`, gzipSize(body)]));
    });
    await page.focus('#sf-map-directions-origin-11');
    await page.waitForSelector('#sf-map-directions-origin-11[data-sf-autocomplete="ready"]');
    const sizes = await Promise.all(loaded);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    return `${sizes.map(([name, size]) => `${name} ${kb(size)} KB`).join(', ')} (${kb(total)} KB in all)`;
  } finally {
    await context.close();
  }
}
