/**
 * 4.6, 9.1 themes on the OpenStreetMap provider: every theme is a valid MapLibre style over the
 * same layers of the Protomaps basemap schema, BlackAndWhite has no colour at all, and the themes
 * really differ. The expressions are evaluated on schema features, so a kind the style misreads fails.
 */
import { Color, createExpression, featureFilter, validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { LayerSpecification, StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import { THEMES, type ThemeName } from '../../themes';
import { POI_ICONS, SPRITE_ICONS } from '../poi-icons';
import { buildStyle, FONTS, OSM_ATTRIBUTION, PALETTES, ROAD_CLASS, SOURCE, type OsmStyleSource } from '.';
import { TILE_LAYERS } from '../tile-schema';

const TEMPLATE = 'http://127.0.0.1:8080/osm/tiles/{z}/{x}/{y}.pbf';
const SOURCE_SETTINGS: OsmStyleSource = {
  tiles: { tiles: [TEMPLATE] },
  glyphs: 'http://127.0.0.1:8080/_assets/site_frontend/Map/glyphs/{fontstack}/{range}.pbf',
  sprite: 'http://127.0.0.1:8080/_assets/site_frontend/Map/sprite/poi',
  maxZoom: 15,
  language: 'de',
};

type Properties = Record<string, string | number | boolean>;

/** Evaluates a data expression on a feature at a zoom. */
function evaluate(value: unknown, properties: Properties, zoom = 16, type = 'Point'): unknown {
  const parsed = createExpression(value);
  if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
  return parsed.value.evaluate({ zoom }, { type, properties } as never);
}

/** Whether a layer's filter lets a feature through. */
function passes(layer: LayerSpecification, properties: Properties, zoom = 16, type = 'Point'): boolean {
  if (!('filter' in layer) || !layer.filter) return true;
  const filter = featureFilter(layer.filter);
  const geometryType = { Point: 1, LineString: 2, Polygon: 3 }[type] ?? 1;
  return filter.filter({ zoom }, { type: geometryType, properties } as never);
}

const layer = (style: StyleSpecification, id: string): LayerSpecification => {
  const found = style.layers.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
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
      tiles: [TEMPLATE],
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

  it('a TileJSON or pmtiles:// source is read by URL (the archive names its own zooms)', () => {
    for (const url of [
      'https://tiles.example.org/tiles.json',
      'pmtiles://https://cdn.example.org/bayern.pmtiles',
    ]) {
      const style = buildStyle('default', { ...SOURCE_SETTINGS, tiles: { url } });
      expect(style.sources[SOURCE]).toEqual({ type: 'vector', url, attribution: OSM_ATTRIBUTION });
      expect(validateStyleMin(style)).toEqual([]);
    }
  });

  it('reads exactly the tile layers of the contract (tile-schema.ts), each of them', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    const sourceLayers = new Set(
      style.layers.flatMap((layer: LayerSpecification) =>
        'source-layer' in layer && layer['source-layer'] ? [layer['source-layer']] : [],
      ),
    );
    expect([...sourceLayers].sort()).toEqual([...TILE_LAYERS].sort());
  });

  it('labels in the page language (name:de, else name) in the self-hosted Noto Sans stacks', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    const symbols = style.layers.filter((layer) => layer.type === 'symbol');
    expect(symbols.map((layer) => layer['source-layer']).sort()).toEqual(
      expect.arrayContaining(['roads', 'places', 'pois', 'water']),
    );
    const stacks = Object.values(FONTS).map((stack) => JSON.stringify(stack));
    for (const symbol of symbols) {
      expect(stacks).toContain(JSON.stringify(symbol.layout?.['text-font']));
      const text = symbol.layout?.['text-field'];
      expect(evaluate(text, { name: 'Marienplatz', 'name:de': 'Marienplatz (de)' })).toBe('Marienplatz (de)');
      expect(evaluate(text, { name: 'Café Tambosi' })).toBe('Café Tambosi');
    }
    const english = buildStyle('default', { ...SOURCE_SETTINGS, language: 'en' });
    const text = layer(english, 'road-label').layout as Record<string, unknown>;
    expect(
      evaluate(text['text-field'], { name: 'Marienplatz', 'name:en': "Mary's Square", 'name:de': 'x' }),
    ).toBe("Mary's Square");
    expect(FONTS.regular).toEqual(['Noto Sans Regular']);
  });

  it('always names the glyphs; draws POI icons only with a sprite', () => {
    const style = buildStyle('Energy', SOURCE_SETTINGS);
    expect(style.glyphs).toBe(SOURCE_SETTINGS.glyphs);
    expect(style.sprite).toBe(SOURCE_SETTINGS.sprite);
    expect(layer(style, 'poi-label').layout).toHaveProperty('icon-image');
    const bare = buildStyle('Energy', { ...SOURCE_SETTINGS, sprite: '' });
    expect('sprite' in bare).toBe(false);
    expect(layer(bare, 'poi-label').layout).not.toHaveProperty('icon-image');
    expect(validateStyleMin(bare)).toEqual([]);
  });

  it('POI icons: a kind gets its Maki icon, tinted in its group colour; every icon is in the sprite', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    const poi = layer(style, 'poi-label');
    const layout = poi.layout as Record<string, unknown>;
    const paint = poi.paint as Record<string, unknown>;
    expect(evaluate(layout['icon-image'], { kind: 'cafe' })).toBe('cafe');
    expect(evaluate(layout['icon-image'], { kind: 'place_of_worship' })).toBe('place-of-worship');
    expect(evaluate(layout['icon-image'], { kind: 'unheard_of' })).toBe('');
    expect(evaluate(paint['icon-color'], { kind: 'cafe' })).toBe(PALETTES.default.poi.amenity);
    expect(evaluate(paint['text-color'], { kind: 'museum' })).toBe(PALETTES.default.poi.tourism);
    expect(evaluate(paint['text-color'], { kind: 'unheard_of' })).toBe(PALETTES.default.poi.other);
    for (const icon of Object.values(POI_ICONS)) expect(SPRITE_ICONS).toContain(icon);
    // A dot only for kinds without an icon.
    expect(passes(layer(style, 'poi-dot'), { kind: 'cafe', min_zoom: 16, name: 'Tambosi' }, 17)).toBe(false);
    expect(passes(layer(style, 'poi-dot'), { kind: 'unheard_of', min_zoom: 16, name: 'x' }, 17)).toBe(true);
    expect(passes(layer(style, 'poi-dot'), { kind: 'bench', min_zoom: 16 }, 17)).toBe(false);
  });

  it('POIs show from their min_zoom; squares have their own label', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    const poi = layer(style, 'poi-label');
    expect(passes(poi, { kind: 'cafe', min_zoom: 17, name: 'x' }, 16.5)).toBe(false);
    expect(passes(poi, { kind: 'cafe', min_zoom: 17, name: 'x' }, 17)).toBe(true);
    expect(passes(poi, { kind: 'waste_basket', min_zoom: 17 }, 18)).toBe(false);
    expect(passes(poi, { kind: 'square', min_zoom: 15, name: 'x' }, 17)).toBe(false);
    expect(passes(layer(style, 'place-square'), { kind: 'square', min_zoom: 15 })).toBe(true);
  });

  it('roads: the palette class from kind and kind_detail', () => {
    const cases: [Properties, string][] = [
      [{ kind: 'highway', kind_detail: 'motorway' }, 'motorway'],
      [{ kind: 'major_road', kind_detail: 'trunk_link' }, 'trunk'],
      [{ kind: 'major_road', kind_detail: 'primary' }, 'primary'],
      [{ kind: 'major_road', kind_detail: 'secondary_link' }, 'secondary'],
      [{ kind: 'major_road', kind_detail: 'tertiary' }, 'tertiary'],
      [{ kind: 'minor_road', kind_detail: 'residential' }, 'minor'],
      [{ kind: 'minor_road', kind_detail: 'service' }, 'service'],
      [{ kind: 'minor_road', kind_detail: 'parking_aisle' }, 'service'],
      [{ kind: 'path', kind_detail: 'pedestrian' }, 'pedestrian'],
      [{ kind: 'path', kind_detail: 'footway' }, 'path'],
      [{ kind: 'other', kind_detail: 'living_street' }, 'minor'],
      [{ kind: 'rail', kind_detail: 'tram' }, 'rail'],
      [{ kind: 'ferry' }, 'none'],
    ];
    for (const [properties, expected] of cases)
      expect([properties, evaluate(ROAD_CLASS, properties)]).toEqual([properties, expected]);
    const style = buildStyle('default', SOURCE_SETTINGS);
    const road = layer(style, 'road');
    expect(
      evaluate((road.paint as Record<string, unknown>)['line-color'], {
        kind: 'major_road',
        kind_detail: 'primary',
      }),
    ).toBe(PALETTES.default.road.primary);
    expect(passes(road, { kind: 'major_road', kind_detail: 'primary' }, 16, 'LineString')).toBe(true);
    expect(
      passes(road, { kind: 'major_road', kind_detail: 'primary', is_tunnel: true }, 16, 'LineString'),
    ).toBe(false);
    expect(
      passes(
        layer(style, 'road-tunnel'),
        { kind: 'major_road', kind_detail: 'primary', is_tunnel: true },
        16,
        'LineString',
      ),
    ).toBe(true);
    expect(passes(road, { kind: 'path', kind_detail: 'footway' }, 16, 'LineString')).toBe(false);
    expect(passes(layer(style, 'path'), { kind: 'path', kind_detail: 'footway' }, 16, 'LineString')).toBe(
      true,
    );
    expect(
      passes(
        layer(style, 'rail'),
        { kind: 'rail', kind_detail: 'subway', is_tunnel: true },
        16,
        'LineString',
      ),
    ).toBe(false);
  });

  it('water: polygons are filled, waterway lines drawn (not in tunnels); land use by kind', () => {
    const style = buildStyle('default', SOURCE_SETTINGS);
    expect(passes(layer(style, 'water'), { kind: 'water' }, 16, 'Polygon')).toBe(true);
    expect(passes(layer(style, 'water'), { kind: 'canal' }, 16, 'LineString')).toBe(false);
    expect(passes(layer(style, 'waterway'), { kind: 'canal' }, 16, 'LineString')).toBe(true);
    expect(passes(layer(style, 'waterway'), { kind: 'canal', tunnel: 'culvert' }, 16, 'LineString')).toBe(
      false,
    );
    expect(passes(layer(style, 'waterway'), { kind: 'stream', layer: -1 }, 16, 'LineString')).toBe(false);
    expect(
      passes(layer(style, 'waterway'), { kind: 'canal', tunnel: 'no', layer: 0 }, 16, 'LineString'),
    ).toBe(true);
    const landuse = layer(style, 'landuse');
    const fill = (landuse.paint as Record<string, unknown>)['fill-color'];
    expect(evaluate(fill, { kind: 'forest' }, 16, 'Polygon')).toBe(PALETTES.default.landuse.wood);
    expect(evaluate(fill, { kind: 'school' }, 16, 'Polygon')).toBe(PALETTES.default.landuse.institution);
    expect(passes(landuse, { kind: 'residential' }, 16, 'Polygon')).toBe(false);
    expect(passes(layer(style, 'place-city'), { kind: 'locality', kind_detail: 'city' }, 10)).toBe(true);
    expect(passes(layer(style, 'place-city'), { kind: 'locality', kind_detail: 'village' }, 12)).toBe(false);
    expect(
      passes(layer(style, 'place-village'), { kind: 'locality', kind_detail: 'village', min_zoom: 11 }, 12),
    ).toBe(true);
    expect(
      passes(layer(style, 'place-village'), { kind: 'locality', kind_detail: 'hamlet', min_zoom: 13 }, 12),
    ).toBe(false);
    expect(passes(layer(style, 'place-district'), { kind: 'neighbourhood', kind_detail: 'suburb' }, 13)).toBe(
      true,
    );
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

describe('issue 25: a theme name outside the table', () => {
  it.each(['constructor', '__proto__', 'toString'])('"%s" draws the default palette', (name) => {
    expect(buildStyle(name as ThemeName, SOURCE_SETTINGS).layers).toEqual(
      buildStyle('default', SOURCE_SETTINGS).layers,
    );
  });
});
