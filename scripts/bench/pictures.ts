/**
 * Screenshots compared by the bench: decoded by Chromium itself (createImageBitmap in a blank tab),
 * so no image library is needed.
 */
import type { Browser } from 'puppeteer-core';

/** The share of pixels of two PNG screenshots that differ by more than 8 in a channel, decoded by Chromium. */
export async function pixelsDiffering(browser: Browser, a: string, b: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    return await tab.evaluate(
      async (first, second) => {
        const pixels = async (png: string) => {
          const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context2d = canvas.getContext('2d');
          if (!context2d) throw new Error('no 2d context');
          context2d.drawImage(image, 0, 0);
          return context2d.getImageData(0, 0, image.width, image.height).data;
        };
        const [x, y] = await Promise.all([pixels(first), pixels(second)]);
        if (x.length !== y.length) return 1;
        let differing = 0;
        for (let index = 0; index < x.length; index += 4)
          for (let channel = 0; channel < 3; channel += 1)
            if (Math.abs((x[index + channel] ?? 0) - (y[index + channel] ?? 0)) > 8) {
              differing += 1;
              break;
            }
        return differing / (x.length / 4);
      },
      a,
      b,
    );
  } finally {
    await context.close();
  }
}
