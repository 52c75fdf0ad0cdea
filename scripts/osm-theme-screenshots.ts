/**
 * `npm run screenshots:themes`: one screenshot per map theme (spec 4.6) of the OpenStreetMap style
 * on the Protomaps schema, drawn in Debian Chromium from the demo server's PMTiles archive with the
 * self-hosted glyphs and icons, at Marienplatz on two zooms. Written to
 * Documentation/images/osm-themes/{theme}-{zoom}.jpg for the documentation (needs `npm run build`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { osmState } from '../fixtures/server/osm';
import { startServer } from '../fixtures/server/server';
import { THEMES } from '../Resources/Private/TypeScript/map/themes';
import { launchChromium } from '../tests/e2e/browser';
import { insertMapBlock } from '../tests/e2e/helpers';

const OUT = path.join(__dirname, '../Documentation/images/osm-themes');
const ZOOMS = [16, 18];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer(0);
  await osmState.done;
  const browser = await launchChromium();
  try {
    for (const theme of THEMES)
      for (const zoom of ZOOMS) {
        const page = await browser.newPage();
        await page.setViewport({ width: 900, height: 700 });
        await page.goto(`${server.url}/index.html`, { waitUntil: 'networkidle0' });
        await insertMapBlock(page, '88', {
          mapSettings: { id: '88', zoom, height: '480px', width: '720px', theme },
          osm: { tiles: 'pmtiles:///osm/altstadt.pmtiles' },
        });
        await page.waitForSelector('#sf-map-88[data-sf-map="ready"]', { timeout: 60_000 });
        await page.waitForSelector('#sf-map-88 [data-sf-idle="true"]', { timeout: 60_000 });
        const canvas = await page.$('#sf-map-canvas-88');
        if (!canvas) throw new Error('the map block has no canvas');
        const file = path.join(OUT, `${theme}-${zoom}.jpg`);
        await canvas.screenshot({ path: file, type: 'jpeg', quality: 80 });
        console.log(`${theme} zoom ${zoom}: ${path.relative(process.cwd(), file)}`);
        await page.close();
      }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
