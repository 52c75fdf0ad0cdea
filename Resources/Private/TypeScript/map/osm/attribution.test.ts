/**
 * The page map's attribution control lists every source's attribution through the site's HTML
 * policy: a style's `<img onerror>` never reaches MapLibre's own parser, the links stay.
 */
import type maplibregl from 'maplibre-gl';
import { OSM_ATTRIBUTION } from './tile-schema';
import { AttributionControl } from './attribution';

// MapLibre's real control, loaded where jsdom lacks what its bundle asks for at load (a decoder, a
// URL for its worker's code).
jest.mock('maplibre-gl', () => {
  Object.assign(globalThis, {
    TextDecoder: jest.requireActual<typeof import('node:util')>('node:util').TextDecoder,
  });
  URL.createObjectURL = () => 'blob:maplibre-worker';
  return jest.requireActual<typeof import('maplibre-gl')>('maplibre-gl');
});

const HOSTILE =
  '<img src="x" onerror="window.__ran = true">© <a href="https://example.org/karten">Beispiel-Karten</a>';

/** The little of a MapLibre map the control reads: its sources (all drawn) and its events. */
function fakeMap(attributions: string[]) {
  const sources = attributions.map((attribution) => ({ attribution }));
  const container = document.createElement('div');
  const map = {
    style: {
      stylesheet: {},
      tileManagers: Object.fromEntries(
        sources.map((source, index) => [`s${String(index)}`, { used: true, getSource: () => source }]),
      ),
    },
    on: () => map,
    off: () => map,
    _getUIString: (key: string) => key,
    getCanvasContainer: () => container,
  };
  return { map: map as unknown as maplibregl.Map, sources };
}

test('the attributions shown keep their text and links and lose what could run', () => {
  const { map, sources } = fakeMap([OSM_ATTRIBUTION, HOSTILE]);
  const element = new AttributionControl({ compact: false }).onAdd(map);
  const inner = element.querySelector('.maplibregl-ctrl-attrib-inner');
  expect(inner?.textContent).toBe('© Beispiel-Karten | © OpenStreetMap-Mitwirkende');
  expect([...(inner?.querySelectorAll('a') ?? [])].map((link) => link.href)).toEqual([
    'https://example.org/karten',
    'https://www.openstreetmap.org/copyright',
  ]);
  expect(inner?.innerHTML).not.toMatch(/onerror/);
  expect(sources.map((source) => source.attribution)).toEqual([
    OSM_ATTRIBUTION,
    '<img src="x">© <a href="https://example.org/karten">Beispiel-Karten</a>',
  ]);
});

test("MapLibre's parser is never handed a handler from a style's attribution", () => {
  const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
  try {
    new AttributionControl({ compact: false }).onAdd(fakeMap([HOSTILE]).map);
    expect(parse).toHaveBeenCalled();
    for (const [markup] of parse.mock.calls) expect(markup).not.toMatch(/onerror/);
  } finally {
    parse.mockRestore();
  }
});
