/** The JavaScript a page has loaded so far (from its resource timing), raw and gzip -9. */
import type { Page } from 'puppeteer-core';
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
