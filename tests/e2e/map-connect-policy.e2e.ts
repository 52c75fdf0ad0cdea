/**
 * The map's workers obey the page's policy (Documentation/osm-tiles.md, "The site's CSP"). A
 * dedicated worker takes its Content-Security-Policy from its own script's response, which a web
 * server serving static files sends without one, so the browser lets a worker ask any host. Here a
 * site's own style (`osm.style`, on the page's origin) names tiles, GeoJSON, sprite and glyphs on a
 * host the page's policy (connect-src 'self') does not allow:
 * no request reaches that host, from the worker that draws the map, from MapLibre's tile workers or
 * from the page; each refusal is a console error naming the host's origin and the policy, and the
 * browser itself has nothing to block.
 */
import type { Page } from 'puppeteer-core';
import { watchViolations, type Violations } from './csp-watch';
import { DESKTOP, disconnect, insertMapBlock, openPage, withoutWorkerCanvas } from './helpers';
import { startOtherOrigin, type OtherOrigin } from './other-origin';

afterAll(disconnect);
jest.setTimeout(60_000);

/** The host nobody allowed: it would serve all of it (the demo's tiles, sprite and glyphs). */
let foreign: OtherOrigin;

const POINTS = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [11.5755, 48.1374] } },
  ],
};

/** A site's style whose every resource is on `host`, with a label (glyphs) and an icon (sprite). */
const siteStyle = (host: string) => ({
  version: 8,
  glyphs: `${host}/_assets/site_frontend/Map/glyphs/{fontstack}/{range}.pbf`,
  sprite: `${host}/_assets/site_frontend/Map/sprite/poi`,
  sources: {
    site: { type: 'vector', tiles: [`${host}/osm/tiles/{z}/{x}/{y}.pbf`], maxzoom: 15 },
    points: { type: 'geojson', data: `${host}/points.geojson` },
    label: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Marienplatz' },
            geometry: { type: 'Point', coordinates: [11.5755, 48.1374] },
          },
        ],
      },
    },
  },
  layers: [
    { id: 'land', type: 'background', paint: { 'background-color': '#eeeeee' } },
    {
      id: 'houses',
      type: 'fill',
      source: 'site',
      'source-layer': 'buildings',
      paint: { 'fill-color': '#999' },
    },
    { id: 'points', type: 'circle', source: 'points', paint: { 'circle-radius': 6 } },
    {
      id: 'names',
      type: 'symbol',
      source: 'label',
      layout: { 'text-field': ['get', 'name'], 'text-font': ['Noto Sans Regular'], 'icon-image': 'cafe' },
    },
  ],
});

beforeAll(async () => {
  foreign = await startOtherOrigin((path) =>
    path === '/points.geojson'
      ? { type: 'application/json', body: JSON.stringify(POINTS) }
      : path.startsWith('/osm/') || path.startsWith('/_assets/')
        ? 'demo'
        : undefined,
  );
});
afterAll(() => foreign.close());

describe('a site style naming a host the page does not allow', () => {
  test.each([
    ['drawn by its worker', false],
    ['drawn on the page (MapLibre’s tile worker fetches the tiles and GeoJSON)', true],
  ])(
    '%s: nothing reaches that host; each refusal is a console error naming its origin and the policy',
    async (_how, onPage) => {
      let read: (() => Promise<Violations>) | undefined;
      const opened = await openPage('/index.html', DESKTOP, {
        scrollThrough: false,
        beforeLoad: async (page: Page) => {
          if (onPage) await withoutWorkerCanvas(page);
          read = await watchViolations(page);
        },
      });
      try {
        const { page, errors } = opened;
        await insertMapBlock(page, '96', {
          mapSettings: { id: '96', zoom: 16, height: '300px', loadTimeout: 10 },
          // The site's style, from the page's own origin (the demo server answers the JSON given).
          osm: {
            style: `/demo/echo.json?body=${encodeURIComponent(JSON.stringify(siteStyle(foreign.origin)))}`,
          },
        });
        await page.waitForSelector('#sf-map-96[data-sf-map="ready"], #sf-map-96[data-sf-map="failed"]', {
          timeout: 30_000,
        });
        // The style was read, its resources were not asked for.
        expect(errors.filter((line) => line.includes('/demo/echo.json'))).toEqual([]);
        expect(foreign.requests).toEqual([]);
        const refusals = errors.filter((line) => line.includes(`refused to connect to ${foreign.origin}`));
        expect(refusals.length).toBeGreaterThan(0);
        for (const line of refusals) {
          expect(line).toContain('[SiteFrontend] map #sf-map-96');
          expect(line).toContain('Content-Security-Policy (connect-src) does not allow it');
        }
        // The browser had nothing to block: every request was refused before it left.
        const violations = await read!();
        expect(violations.page).toEqual([]);
        expect(violations.audit).toEqual([]);
      } finally {
        await opened.close();
      }
    },
  );
});
