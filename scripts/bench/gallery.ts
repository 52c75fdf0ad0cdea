/**
 * Gallery and lightbox figures (issue 4): layout time for 100, 1,000 and 5,000 images in Chromium,
 * cumulative layout shift while the gallery page loads, and the JavaScript on the gallery page
 * before and after the first lightbox open.
 */
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { pageScripts } from './page-scripts';
import webpack from 'webpack';
import { kb, median, table } from '../bench-lib';

const OUT = path.join(__dirname, '../../.cache/bench');

function bundleLayout(): Promise<string> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        target: 'web',
        entry: path.join(__dirname, 'layout-entry.ts'),
        output: { path: OUT, filename: 'layout-bench.js' },
        resolve: { extensions: ['.ts', '.js'] },
        module: { rules: [{ test: /\.ts$/, loader: 'ts-loader', options: { transpileOnly: true } }] },
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve(path.join(OUT, 'layout-bench.js'));
      },
    );
  });
}

export async function galleryBench(browser: Browser, baseUrl: string): Promise<string> {
  const lines: string[] = [];
  const context = await browser.createBrowserContext();
  try {
    // Layout time.
    const script = await bundleLayout();
    const page = await context.newPage();
    // The demo's CSP allows no inline script; the benchmark's own script is injected.
    await page.setBypassCSP(true);
    await page.goto(`${baseUrl}/index.html`);
    await page.addScriptTag({ path: script });
    const rows: (string | number)[][] = [];
    for (const count of [100, 1000, 5000]) {
      const times = await page.evaluate((n) => window.sfLayoutBench?.(n, 25) ?? [], count);
      const warm = times.slice(5);
      rows.push([count, median(warm).toFixed(2), Math.max(...warm).toFixed(2)]);
    }
    lines.push(
      'Layout (justified-layout + last-row handling) in Chromium, 1120 px wide, median of 20 warm runs:\n',
    );
    lines.push(table(['images', 'median ms', 'max ms'], rows));

    // Cumulative layout shift while the gallery page loads, at two widths.
    const clsRows: (string | number)[][] = [];
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const values: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const clsPage = await context.newPage();
        await clsPage.setViewport(viewport);
        await clsPage.setCacheEnabled(false);
        await clsPage.evaluateOnNewDocument(() => {
          const win = window as unknown as { sfCls: number };
          win.sfCls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) win.sfCls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await clsPage.goto(`${baseUrl}/galerie.html`, { waitUntil: 'networkidle0' });
        await clsPage.evaluate(() => window.SiteFrontend?.ready);
        await new Promise((resolve) => setTimeout(resolve, 500));
        values.push(await clsPage.evaluate(() => (window as unknown as { sfCls: number }).sfCls));
        await clsPage.close();
      }
      clsRows.push([`${viewport.width}×${viewport.height}`, Math.max(...values).toFixed(4)]);
    }
    lines.push('\nCumulative layout shift while /galerie.html loads (worst of 3 cold loads; goal < 0.01):\n');
    lines.push(table(['viewport', 'CLS'], clsRows));

    // JavaScript before and after the first lightbox open.
    const jsPage = await context.newPage();
    await jsPage.setViewport({ width: 1280, height: 900 });
    await jsPage.goto(`${baseUrl}/galerie.html`, { waitUntil: 'networkidle0' });
    await jsPage.evaluate(() => window.SiteFrontend?.ready);
    const before = await pageScripts(jsPage);
    await jsPage.click('#c71 .sf-gallery__item a');
    await jsPage.waitForSelector('.fancybox__container.is-ready');
    const after = await pageScripts(jsPage);
    lines.push('\nJavaScript on /galerie.html:\n');
    lines.push(
      table(
        ['moment', 'files', 'raw KB', 'gzip KB'],
        [
          ['after load', before.files, kb(before.raw), kb(before.gzip)],
          ['after the first lightbox open', after.files, kb(after.raw), kb(after.gzip)],
        ],
      ),
    );
  } finally {
    await context.close();
  }
  return lines.join('\n');
}
