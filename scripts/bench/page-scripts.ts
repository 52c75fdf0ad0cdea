/** The JavaScript a page has loaded so far (from its resource timing), raw and gzip -9. */
import type { HTTPResponse, Page } from 'puppeteer-core';
import { gzipSize } from '../bench-lib';

export async function pageScripts(page: Page): Promise<{ raw: number; gzip: number; files: number }> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSize(body);
  }
  return { raw, gzip, files: urls.length };
}

/** Gzip sizes of the scripts a page receives, by chunk name, into whichever map `into` returns. */
export function collectScripts(page: Page, into: () => Map<string, number>): void {
  page.on('response', (response: HTTPResponse) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const name = /\/([a-z0-9-]+)(?:\.[0-9a-f]+)?\.js$/.exec(url)?.[1] ?? url;
    response.buffer().then(
      (body) => into().set(name, gzipSize(body)),
      () => undefined,
    );
  });
}
