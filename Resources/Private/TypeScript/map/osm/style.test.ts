/**
 * 4.6, 9.1 themes on the OpenStreetMap provider: every theme is a valid MapLibre style over the
 * same layers, BlackAndWhite has no colour at all, and the themes really differ.
 */
import { Color, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { LayerSpecification, StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import { THEMES } from '../themes';
import { buildStyle, FONT, OSM_ATTRIBUTION, PALETTES, SOURCE } from './style';

const SOURCE_SETTINGS = {
  tiles: 'http://127.0.0.1:8080/osm/tiles/{z}/{x}/{y}.pbf',
  glyphs: '',
  maxZoom: 16,
};

/** Every colour in the layers' paint and layout (strings of `*-color` properties that parse). */
function colours(style: StyleSpecification): { text: string; colour: Color }[] {
  const found: { text: string; colour: Color }[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      const colour = Color.parse(value);
      if (colour) found.push({ text: value, colour });
    } else if (Array.isArray(value)) value.forEach(walk);
  };
  for (const layer of style.layers) {
    const properties = {
      ...('paint' in layer ? layer.paint : {}),
      ...('layout' in layer ? layer.layout : {}),
    };
    for (const [key, value] of Object.entries(properties)) if (key.endsWith('-color')) walk(value);
  }
  return found;
}

const layerIds = (style: StyleSpecification): string[] => style.layers.map((layer) => layer.id);

describe('buildStyle (4.6, 9.1 OSM themes)', () => {
  it.each(THEMES)('%s is a valid MapLibre style', (theme) => {
    const style = buildStyle(theme, SOURCE_SETTINGS);
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('the validator does catch a broken style (so the checks above mean something)', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    const broken = { ...style, layers: [...style.layers, { id: 'x', type: 'line', source: 'nowhere' }] };
    expect(validateStyleMin(broken as StyleSpecification).length).toBeGreaterThan(0);
  });

  it.each(THEMES)('%s reads the vector tiles given, up to maxzoom, with the German attribution', (theme) => {
    const style = buildStyle(theme, { ...SOURCE_SETTINGS, maxZoom: 14 });
    const source = style.sources[SOURCE] as VectorSourceSpecification;
    expect(source).toEqual({
      type: 'vector',
      tiles: [SOURCE_SETTINGS.tiles],
      minzoom: 0,
      maxzoom: 14,
      attribution: OSM_ATTRIBUTION,
    });
    expect(OSM_ATTRIBUTION).toContain('OpenStreetMap-Mitwirkende');
    expect(OSM_ATTRIBUTION).toContain('https://www.openstreetmap.org/copyright');
  });

  it('every theme has the same layers in the same order', () => {
    const ids = layerIds(buildStyle('default', SOURCE_SETTINGS));
    for (const theme of THEMES) expect(layerIds(buildStyle(theme, SOURCE_SETTINGS))).toEqual(ids);
    expect(ids).toEqual(
      expect.arrayContaining([
        'background',
        'landuse',
        'water',
        'building',
        'road',
        'road-label',
        'poi-label',
      ]),
    );
  });

  it('draws every tile layer of the demo server', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    const sourceLayers = new Set(
      style.layers.flatMap((layer: LayerSpecification) =>
        'source-layer' in layer && layer['source-layer'] ? [layer['source-layer']] : [],
      ),
    );
    expect([...sourceLayers].sort()).toEqual(
      ['building', 'landuse', 'place', 'poi', 'transportation', 'water', 'waterway'].sort(),
    );
  });

  it('labels streets, places and POIs by name in Noto Sans with a generic fallback', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    const symbols = style.layers.filter((layer) => layer.type === 'symbol');
    expect(symbols.map((layer) => layer['source-layer']).sort()).toEqual(
      expect.arrayContaining(['transportation', 'place', 'poi']),
    );
    for (const layer of symbols) {
      expect(layer.layout?.['text-font']).toEqual(FONT);
      expect(layer.layout?.['text-field']).toEqual(['get', 'name']);
    }
    expect(FONT).toEqual(['Noto Sans', 'sans-serif']);
  });

  it('leaves glyphs out when none are configured (MapLibre then draws text locally), sets them otherwise', () => {
    expect('glyphs' in buildStyle('default', SOURCE_SETTINGS)).toBe(false);
    const glyphs = 'https://tiles.example.org/fonts/{fontstack}/{range}.pbf';
    const style = buildStyle('Energy', { ...SOURCE_SETTINGS, glyphs });
    expect(style.glyphs).toBe(glyphs);
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('BlackAndWhite has only grey colours (red = green = blue), from black to white', () => {
    const found = colours(buildStyle('BlackAndWhite', SOURCE_SETTINGS));
    expect(found.length).toBeGreaterThan(20);
    for (const { text, colour } of found) {
      expect({ text, grey: colour.r === colour.g && colour.g === colour.b }).toEqual({ text, grey: true });
    }
    const lightness = found.map(({ colour }) => colour.r);
    expect(Math.min(...lightness)).toBe(0);
    expect(Math.max(...lightness)).toBe(1);
  });

  it('every other theme has colour (and every palette entry is #rrggbb)', () => {
    for (const theme of THEMES) {
      const found = colours(buildStyle(theme, SOURCE_SETTINGS));
      for (const { text } of found) expect(text).toMatch(/^#[0-9a-f]{6}$/);
      if (theme === 'BlackAndWhite' || theme === 'UltraLight') continue;
      expect(found.some(({ colour }) => colour.r !== colour.g || colour.g !== colour.b)).toBe(true);
    }
  });

  it('the themes differ from each other in their drawing', () => {
    const drawn = THEMES.map((theme) => JSON.stringify(buildStyle(theme, SOURCE_SETTINGS).layers));
    expect(new Set(drawn).size).toBe(THEMES.length);
    const backgrounds = THEMES.map((theme) => PALETTES[theme].background);
    expect(new Set(backgrounds).size).toBe(THEMES.length);
  });

  it('DarkBluePower is dark with light text; UltraLight stays light', () => {
    const luminance = (hex: string): number => {
      const colour = Color.parse(hex);
      if (!colour) throw new Error(hex);
      return 0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b;
    };
    const dark = PALETTES.DarkBluePower;
    expect(luminance(dark.background)).toBeLessThan(0.15);
    expect(luminance(dark.roadText)).toBeGreaterThan(0.7);
    const blue = Color.parse(dark.background);
    expect(blue && blue.b > blue.r && blue.b > blue.g).toBe(true);
    for (const { colour } of colours(buildStyle('UltraLight', SOURCE_SETTINGS)))
      expect(0.2126 * colour.r + 0.7152 * colour.g + 0.0722 * colour.b).toBeGreaterThan(0.5);
  });

  it('ExpressRoute draws roads wider than the default theme', () => {
    expect(PALETTES.ExpressRoute.roadScale).toBeGreaterThan(PALETTES.default.roadScale);
  });

  it('is plain data (survives JSON) and builds a fresh object per call', () => {
    const a = buildStyle('GreenSerenity', SOURCE_SETTINGS);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(buildStyle('GreenSerenity', SOURCE_SETTINGS)).not.toBe(a);
  });
});
