/**
 * Screenshots measured in a Chromium tab, decoded by Chromium itself (an image element), so no
 * image library is needed. One in-page measurer serves the bench (pictures compared) and the
 * end-to-end tests (what a screenshot shows; how many pixels two screenshots differ in).
 */
import type { Browser, Page } from 'puppeteer-core';

/** What to measure of the PNGs: the first one's colours, or how the first two differ. */
type Measure = { kind: 'colours' } | { kind: 'differing'; threshold: number };

/**
 * Decodes the base64 PNGs in `tab` and measures them. 'colours': [mean spread between the largest
 * and smallest channel, pixels with every channel below 70]. 'differing': [pixels where a channel
 * differs by more than `threshold`, pixels in all], or [NaN, NaN] when the sizes differ.
 */
export function measurePictures(tab: Page, pngs: readonly string[], measure: Measure): Promise<number[]> {
  return tab.evaluate(
    async (pictures, how) => {
      // An image, not fetch(): a page's CSP allows data: images (img-src), not data: fetches.
      const decode = async (png: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x = new Uint8ClampedArray(), y = new Uint8ClampedArray()] = await Promise.all(
        pictures.map(decode),
      );
      if (how.kind === 'colours') {
        let spread = 0;
        let dark = 0;
        for (let i = 0; i < x.length; i += 4) {
          const high = Math.max(x[i] ?? 0, x[i + 1] ?? 0, x[i + 2] ?? 0);
          spread += high - Math.min(x[i] ?? 0, x[i + 1] ?? 0, x[i + 2] ?? 0);
          if (high < 70) dark += 1;
        }
        return [spread / (x.length / 4), dark];
      }
      if (x.length !== y.length) return [Number.NaN, Number.NaN];
      let differing = 0;
      for (let i = 0; i < x.length; i += 4)
        for (let channel = 0; channel < 3; channel += 1)
          if (Math.abs((x[i + channel] ?? 0) - (y[i + channel] ?? 0)) > how.threshold) {
            differing += 1;
            break;
          }
      return [differing, x.length / 4];
    },
    pngs,
    measure,
  );
}

/** The share of pixels of two PNG screenshots that differ by more than 8 in a channel (1: other sizes). */
export async function pixelsDiffering(browser: Browser, a: string, b: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const [differing = Number.NaN, total = Number.NaN] = await measurePictures(
      await context.newPage(),
      [a, b],
      {
        kind: 'differing',
        threshold: 8,
      },
    );
    return Number.isNaN(differing) ? 1 : differing / total;
  } finally {
    await context.close();
  }
}
