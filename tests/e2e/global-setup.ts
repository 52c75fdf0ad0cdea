/** Starts the demo server on a free port and one Chromium for all end-to-end test files. */
import { existsSync } from 'node:fs';
import path from 'node:path';
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
  const browser = await launchChromium();
  process.env.SF_BASE_URL = server.url;
  process.env.SF_BROWSER_WS = browser.wsEndpoint();
  globalThis.__SF_E2E__ = { server, browser };
}
