/**
 * Launches Debian's Chromium for the end-to-end tests and the benchmark: headless, no browser
 * download (puppeteer-core), no background traffic, software WebGL for MapLibre GL.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install Debian's package (apt-get install -y chromium) or run bash .ci/run, which does.`,
    );
  }
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-default-apps',
      '--enable-unsafe-swiftshader',
    ],
  });
}
