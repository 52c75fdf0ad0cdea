/**
 * Starts the demo server on a free port and one Chromium for all end-to-end test files. The map
 * tests need the server's OpenStreetMap base map: when it cannot be built (the extract is missing or
 * unreadable) the run stops here with the reason, instead of map tests failing one by one.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { osmState } from '../../fixtures/server/osm';
import { startServer, type RunningServer } from '../../fixtures/server/server';
import { launchChromium } from './browser';
import type { Browser } from 'puppeteer-core';

declare global {
  var __SF_E2E__: { server: RunningServer; browser: Browser } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const entry = path.join(__dirname, '../../Resources/Public/JavaScript/main.js');
  if (!existsSync(entry))
    throw new Error('No production build: run `npm run build` before the end-to-end tests.');
  const server = await startServer(0);
  // The base map builds while Chromium starts.
  const [browser] = await Promise.all([
    launchChromium().catch(async (error: unknown) => {
      await server.close();
      throw error;
    }),
    osmState.done,
  ]);
  if (osmState.status !== 'ready') {
    // Read before closing: the server's close resets the state.
    const { status, source, error } = osmState;
    await browser.close();
    await server.close();
    throw new Error(
      `The demo server could not build its OpenStreetMap base map from ${source} ` +
        `(${status}: ${error ?? 'no reason given'}). The map tests need it: restore ` +
        'fixtures/data/osm/muenchen-altstadt.osm.pbf (see fixtures/data/osm/README.md) or set SF_OSM_EXTRACT ' +
        'to a readable .osm.pbf file.',
    );
  }
  process.env.SF_BASE_URL = server.url;
  process.env.SF_BROWSER_WS = browser.wsEndpoint();
  globalThis.__SF_E2E__ = { server, browser };
}
