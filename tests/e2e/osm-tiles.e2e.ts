/**
 * Issue 17, OpenStreetMap in production: the map blocks draw the Protomaps basemap schema from the
 * three forms `osm.tiles` takes — a PMTiles archive read by byte ranges (karte.html), a TileJSON
 * (standorte.html) and a {z}/{x}/{y} template — with the self-hosted Noto Sans glyphs and POI
 * sprite, nothing from another host, the PMTiles code only where an archive is read, German labels
 * really drawn, and a clear error for a value that is none of the three.
 */
import type { HTTPResponse, Page } from 'puppeteer-core';
import {
  DESKTOP,
  differingPixels,
  disconnect,
  insertMapBlock,
  openPage,
  withoutWorkerCanvas,
  type OpenedPage,
} from './helpers';

afterAll(disconnect);
jest.setTimeout(60_000);

interface Seen {
  url: string;
  status: number;
  headers: Record<string, string>;
  type: string;
}

function record(page: Page, seen: Seen[]): void {
  page.on('response', (response: HTTPResponse) => {
    seen.push({
      url: response.url(),
      status: response.status(),
      headers: response.headers(),
      type: response.request().resourceType(),
    });
  });
}

/** Waits until block `id` is ready and MapLibre has drawn everything it asked for. */
async function drawn(page: Page, id: string): Promise<void> {
  await page.waitForSelector(`#sf-map-${id}[data-sf-map="ready"]`, { timeout: 30_000 });
  await page.waitForSelector(`#sf-map-${id} [data-sf-idle="true"]`, { timeout: 30_000 });
}

/** Inserts and mounts a map block without locations at Marienplatz (Google zoom `zoom`). */
function insertBlock(page: Page, id: string, osm: Record<string, string>, zoom = 18): Promise<void> {
  return insertMapBlock(page, id, {
    mapSettings: { id, zoom, height: '400px', zoomControl: 0, fullscreenControl: 0 },
    osm,
  });
}

/**
 * Block `id`'s map canvas as a PNG (base64). The element's own screenshot: Puppeteer measures the
 * canvas when it captures, so a page that shifts meanwhile cannot crop the wrong region.
 */
async function canvasShot(page: Page, id: string): Promise<string> {
  const canvas = await page.$(`#sf-map-canvas-${id} canvas`);
  if (!canvas) throw new Error(`block ${id} has no map canvas`);
  return canvas.screenshot({ encoding: 'base64' });
}

const sameHost = (seen: Seen[], host: string): string[] =>
  seen.map((entry) => entry.url).filter((url) => url.startsWith('http') && new URL(url).host !== host);

describe('issue 17: PMTiles, TileJSON and template tiles in the Protomaps schema', () => {
  test('karte.html reads the PMTiles archive by byte ranges, with the self-hosted glyphs and sprite, nothing from another host', async () => {
    const seen: Seen[] = [];
    let opened: OpenedPage | undefined;
    try {
      opened = await openPage('/karte.html', DESKTOP, {
        scrollThrough: false,
        beforeLoad: (page) => {
          record(page, seen);
          return Promise.resolve();
        },
      });
      const { page, errors } = opened;
      await drawn(page, '11');
      const archive = seen.filter((entry) => entry.url.endsWith('/osm/altstadt.pmtiles'));
      expect(archive.length).toBeGreaterThanOrEqual(2);
      for (const entry of archive) {
        expect(entry.status).toBe(206);
        expect(entry.headers['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
      }
      expect(seen.filter((entry) => entry.url.includes('/osm/tiles/'))).toEqual([]);
      const glyphs = seen.filter((entry) => entry.url.includes('/_assets/site_frontend/Map/glyphs/'));
      expect(glyphs.map((entry) => decodeURIComponent(new URL(entry.url).pathname))).toContain(
        '/_assets/site_frontend/Map/glyphs/Noto Sans Regular/0-255.pbf',
      );
      expect(glyphs.every((entry) => entry.status === 200)).toBe(true);
      const sprite = seen.filter((entry) => entry.url.includes('/_assets/site_frontend/Map/sprite/poi'));
      expect(sprite.map((entry) => new URL(entry.url).pathname.replace(/@2x/, '')).sort()).toEqual([
        '/_assets/site_frontend/Map/sprite/poi.json',
        '/_assets/site_frontend/Map/sprite/poi.png',
      ]);
      expect(sprite.every((entry) => entry.status === 200)).toBe(true);
      // The archive's reader is a chunk of its own, loaded here because the page reads an archive.
      // (In the worker that draws the map, which asks for it with importScripts.)
      expect(seen.some((entry) => /\/chunks\/pmtiles[.-]/.test(entry.url))).toBe(true);
      expect(sameHost(seen, new URL(page.url()).host)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await opened?.close();
    }
  });

  test('standorte.html reads a TileJSON and its {z}/{x}/{y} tiles; no PMTiles code is loaded', async () => {
    const seen: Seen[] = [];
    let opened: OpenedPage | undefined;
    try {
      opened = await openPage('/standorte.html', DESKTOP, {
        beforeLoad: (page) => {
          record(page, seen);
          return Promise.resolve();
        },
      });
      const { page, errors } = opened;
      const id = await page.$eval('section.ce-map', (section) => section.id.replace('sf-map-', ''));
      await drawn(page, id);
      const tilejson = seen.find((entry) => entry.url.endsWith('/osm/tiles.json'));
      expect(tilejson?.status).toBe(200);
      const tiles = seen.filter((entry) => /\/osm\/tiles\/\d+\/\d+\/\d+\.pbf$/.test(entry.url));
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.every((entry) => entry.status === 200 || entry.status === 204)).toBe(true);
      expect(seen.some((entry) => entry.url.includes('pmtiles'))).toBe(false);
      expect(sameHost(seen, new URL(page.url()).host)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await opened?.close();
    }
  });

  test('labels are drawn with the self-hosted glyphs at street level; MapLibre reports no glyph problem (it does when they are missing)', async () => {
    // The same view three times: glyphs served; glyph files answered empty (valid, but without a
    // single letter, so MapLibre draws no text and says nothing); glyph requests failing.
    const runs: Record<string, { shot: string; errors: string[] }> = {};
    for (const glyphs of ['served', 'empty', 'blocked'] as const) {
      const opened = await openPage('/index.html', DESKTOP, {
        scrollThrough: false,
        beforeLoad: async (page) => {
          // Drawn on the page: request interception holds a worker's fetches (helpers.ts, servePage).
          await withoutWorkerCanvas(page);
          if (glyphs === 'served') return;
          await page.setRequestInterception(true);
          page.on('request', (request) => {
            if (!request.url().includes('/Map/glyphs/')) void request.continue();
            else if (glyphs === 'blocked') void request.abort();
            else
              void request.respond({
                status: 200,
                contentType: 'application/x-protobuf',
                body: Buffer.alloc(0),
              });
          });
        },
      });
      try {
        const { page } = opened;
        await insertBlock(page, '94', { tiles: 'pmtiles:///osm/altstadt.pmtiles' });
        await drawn(page, '94');
        runs[glyphs] = { shot: await canvasShot(page, '94'), errors: [...opened.errors] };
      } finally {
        await opened.close();
      }
    }
    const { served, empty, blocked } = runs as Record<
      'served' | 'empty' | 'blocked',
      { shot: string; errors: string[] }
    >;
    // The letters of the street, square and POI names are what the served glyphs add to the drawing
    // (at Marienplatz some 16,000 pixels of the canvas; a single short label is a few hundred).
    const scratch = await openPage('/index.html', DESKTOP, { scrollThrough: false });
    try {
      expect(await differingPixels(scratch.page, served.shot, empty.shot)).toBeGreaterThan(4000);
    } finally {
      await scratch.close();
    }
    expect(served.errors).toEqual([]);
    expect(empty.errors).toEqual([]);
    // The control: without the glyph files MapLibre says so (and falls back to the system font),
    // so the empty error list above means every glyph range it asked for loaded and parsed.
    expect(blocked.errors.some((error) => error.includes('/Map/glyphs/'))).toBe(true);
  });

  test("a site's own osm.style whose source is a pmtiles:// archive draws: the protocol is loaded for it too", async () => {
    const seen: Seen[] = [];
    const style = {
      version: 8,
      sources: { site: { type: 'vector', url: 'pmtiles:///osm/altstadt.pmtiles' } },
      layers: [
        { id: 'land', type: 'background', paint: { 'background-color': '#eeeeee' } },
        {
          id: 'houses',
          type: 'fill',
          source: 'site',
          'source-layer': 'buildings',
          paint: { 'fill-color': '#999999' },
        },
      ],
    };
    const opened = await openPage('/index.html', DESKTOP, {
      scrollThrough: false,
      beforeLoad: async (page) => {
        record(page, seen);
        // Drawn on the page: request interception holds a worker's fetches (helpers.ts, servePage).
        await withoutWorkerCanvas(page);
        await page.setRequestInterception(true);
        page.on('request', (request) => {
          if (request.url().endsWith('/site-style/default.json'))
            void request.respond({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify(style),
            });
          else void request.continue();
        });
      },
    });
    try {
      const { page, errors } = opened;
      await insertBlock(page, '92', { style: '/site-style/{theme}.json' });
      await drawn(page, '92');
      const archive = seen.filter((entry) => entry.url.endsWith('/osm/altstadt.pmtiles'));
      expect(archive.length).toBeGreaterThan(0);
      expect(archive.every((entry) => entry.status === 206)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  test('an osm.tiles value that is neither a template, a TileJSON nor a pmtiles:// archive fails clearly and asks nobody', async () => {
    const opened = await openPage('/index.html', DESKTOP, { scrollThrough: false });
    try {
      const { page, errors } = opened;
      const tiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/tiles/')) tiles.push(request.url());
      });
      await insertBlock(page, '93', { tiles: '/tiles/{z}/{x}.pbf' });
      await page.waitForSelector('#sf-map-93[data-sf-map="failed"]', { timeout: 20_000 });
      expect(await page.$eval('#sf-map-93 .sf-map-view__status--error', (e) => e.textContent)).toBe(
        'Die Karte konnte nicht geladen werden. Die Standorte finden Sie in der Liste.',
      );
      const mapErrors = errors.filter((error) => error.includes('#sf-map-93'));
      expect(mapErrors).toHaveLength(1);
      expect(mapErrors[0]).toContain(
        'setting "osm.tiles" ("/tiles/{z}/{x}.pbf") is not a {z}/{x}/{y} tile URL',
      );
      expect(tiles).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
