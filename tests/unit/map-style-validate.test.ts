/**
 * @jest-environment node
 *
 * The style of every theme, as the bundle builds it (map/osm/index.ts's styleFor: the demo's tile
 * sources in their three forms, the self-hosted glyphs and sprite, German and English labels),
 * passes the MapLibre style-spec validator: the real one, `@maplibre/maplibre-gl-style-spec`
 * (the version maplibre-gl itself depends on), not a hand check.
 */
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { buildStyle } from '../../Resources/Private/TypeScript/map/osm/style';
import {
  glyphsUrl,
  parseTileSource,
  spriteUrl,
} from '../../Resources/Private/TypeScript/map/osm/tile-source';
import { THEMES } from '../../Resources/Private/TypeScript/map/themes';

const PAGE = 'http://127.0.0.1:8080/karte.html';

/** The `osm.tiles` values of the demo pages: a tile template, a TileJSON and a PMTiles archive. */
const DEMO_TILES = ['/osm/tiles/{z}/{x}/{y}.pbf', '/osm/tiles.json', 'pmtiles:///osm/altstadt.pmtiles'];

function styleOf(theme: (typeof THEMES)[number], tiles: string, sprite = '', language = 'de') {
  const source = parseTileSource(tiles, PAGE);
  return buildStyle(theme, {
    tiles: source.kind === 'template' ? { tiles: [source.tiles] } : { url: source.url },
    glyphs: glyphsUrl('', PAGE),
    sprite: spriteUrl(sprite, PAGE),
    maxZoom: 15,
    language,
  });
}

describe('the style of every theme passes the MapLibre style-spec validator', () => {
  it.each(THEMES)('%s: no errors, with each of the demo tile sources, with and without icons', (theme) => {
    for (const tiles of DEMO_TILES) {
      for (const sprite of ['', 'none']) {
        for (const language of ['de', 'en']) {
          const style = styleOf(theme, tiles, sprite, language);
          expect(validateStyleMin(style).map((error) => error.message)).toEqual([]);
        }
      }
    }
  });

  it('the validator is the real one: it finds a broken expression', () => {
    const style = styleOf('default', DEMO_TILES[0] ?? '');
    const broken = {
      ...style,
      layers: [...style.layers, { id: 'x', type: 'line', source: 'osm', filter: ['==', ['get'], 1] }],
    };
    expect(validateStyleMin(broken as never).length).toBeGreaterThan(0);
  });
});
