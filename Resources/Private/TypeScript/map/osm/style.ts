/**
 * MapLibre styles for the OpenStreetMap provider, one per map theme (spec 4.6, 9.1): the same
 * layers for every theme over the Protomaps basemap schema (`tile-schema.ts`: a published
 * Protomaps build, a PMTiles archive cut from it, or the demo server's tiles), each theme with its
 * own palette. Pure: no MapLibre at run time, so it is unit-tested and can be turned into JSON.
 *
 * Labels read `name:{language}` (the page's, German by default), else `name`, in Noto Sans
 * (`FONTS`): the glyphs are self-hosted (Resources/Public/Map/glyphs/, built from
 * @fontsource/noto-sans by scripts/map-assets/), like the POI icons (Resources/Public/Map/sprite/,
 * Maki SDF icons, tinted per theme). Zoom levels are MapLibre's (512-px tiles).
 */
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { LayerSpecification, StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import { own } from '../../core/own';
import type { ThemeName } from '../themes';
import { POI_GROUPS, POI_ICONS, type PoiGroup } from './poi-icons';
import { nameKey, OSM_ATTRIBUTION, type LanduseKind, type TileLayer } from './tile-schema';

export { OSM_ATTRIBUTION };

/** The font stacks the style uses (one font each: the glyph files are per stack). */
export const FONTS = {
  regular: ['Noto Sans Regular'],
  bold: ['Noto Sans Bold'],
  italic: ['Noto Sans Italic'],
} as const;

/** A layer of the tile schema (a name the tiles do not have fails the type check). */
const sourceLayer = (name: TileLayer): TileLayer => name;

/** The source id in every style. */
export const SOURCE = 'osm';

export interface OsmStyleSource {
  /** Where the tiles come from: `{ tiles: [template] }` or `{ url }` (TileJSON or `pmtiles://…`). */
  tiles: { tiles: string[] } | { url: string };
  /** Absolute glyphs URL template (`{fontstack}/{range}.pbf`). */
  glyphs: string;
  /** Absolute sprite URL without extension (MapLibre adds `.json`, `.png`, `@2x`), or '' for none. */
  sprite: string;
  /** The highest zoom the tiles exist at (template tiles; TileJSON and PMTiles say it themselves). */
  maxZoom: number;
  /** The language of the labels (`name:{language}`, else `name`). */
  language: string;
}

/** The colour groups of the land use (several schema kinds share one colour). */
type LanduseGroup =
  | 'park'
  | 'garden'
  | 'grass'
  | 'wood'
  | 'cemetery'
  | 'playground'
  | 'pitch'
  | 'pedestrian'
  | 'commercial'
  | 'institution';

/** The road classes the palettes colour, worked out from `kind` and `kind_detail`. */
type RoadClass =
  | 'motorway'
  | 'trunk'
  | 'primary'
  | 'secondary'
  | 'tertiary'
  | 'minor'
  | 'service'
  | 'pedestrian'
  | 'path'
  | 'rail';
type CasedClass = Exclude<RoadClass, 'path' | 'rail'>;

export interface Palette {
  background: string;
  landuse: Record<LanduseGroup, string>;
  water: string;
  building: string;
  buildingOutline: string;
  road: Record<RoadClass, string>;
  cycleway: string;
  casing: Record<CasedClass, string>;
  /** Road widths relative to the default theme. */
  roadScale: number;
  roadText: string;
  placeText: string;
  districtText: string;
  halo: string;
  poi: Record<PoiGroup, string>;
}

/** Every colour as `#rrggbb`. */
export const PALETTES: Record<ThemeName, Palette> = {
  // The plain road map, after OpenStreetMap Carto.
  default: {
    background: '#f2efe9',
    landuse: {
      park: '#c8facc',
      garden: '#cdebb0',
      grass: '#cdebb0',
      wood: '#add19e',
      cemetery: '#aacbaf',
      playground: '#dffce2',
      pitch: '#aae0cb',
      pedestrian: '#dddde8',
      commercial: '#ffd6d1',
      institution: '#eeeeee',
    },
    water: '#aad3df',
    building: '#d9d0c9',
    buildingOutline: '#c4b6ab',
    road: {
      motorway: '#e892a2',
      trunk: '#f9b29c',
      primary: '#fcd6a4',
      secondary: '#f7fabf',
      tertiary: '#ffffff',
      minor: '#ffffff',
      service: '#ffffff',
      pedestrian: '#dddde8',
      path: '#fa8072',
      rail: '#909090',
    },
    cycleway: '#3a55d8',
    casing: {
      motorway: '#dc2a67',
      trunk: '#c84e2f',
      primary: '#a06b00',
      secondary: '#707d05',
      tertiary: '#8f8f8f',
      minor: '#b8b8b8',
      service: '#b8b8b8',
      pedestrian: '#a8a8b8',
    },
    roadScale: 1,
    roadText: '#222222',
    placeText: '#1a1a1a',
    districtText: '#5b5b5b',
    halo: '#ffffff',
    poi: {
      amenity: '#734a08',
      shop: '#ac39ac',
      tourism: '#0072b0',
      leisure: '#0e7a2d',
      historic: '#6e4a1f',
      transport: '#0072b0',
      other: '#4d4d4d',
    },
  },
  // Roads first: a muted, grey base with wide, vivid roads.
  ExpressRoute: {
    background: '#f3f3f1',
    landuse: {
      park: '#e0eadb',
      garden: '#e3ebdf',
      grass: '#e3ebdf',
      wood: '#d6e2d0',
      cemetery: '#dde5da',
      playground: '#e8efe4',
      pitch: '#dde8de',
      pedestrian: '#ececec',
      commercial: '#efeae8',
      institution: '#ebebeb',
    },
    water: '#c9dbe4',
    building: '#e2e1de',
    buildingOutline: '#d2d0cc',
    road: {
      motorway: '#d62828',
      trunk: '#e8491d',
      primary: '#f26b1d',
      secondary: '#f89c1c',
      tertiary: '#fcc73b',
      minor: '#ffe9a8',
      service: '#fff4d6',
      pedestrian: '#ffd9b8',
      path: '#e8662c',
      rail: '#7a7a7a',
    },
    cycleway: '#2b7bd6',
    casing: {
      motorway: '#7d1111',
      trunk: '#8c2a0e',
      primary: '#9a3f0c',
      secondary: '#a35f08',
      tertiary: '#b08416',
      minor: '#c9a24a',
      service: '#d4b77a',
      pedestrian: '#d08a5a',
    },
    roadScale: 1.35,
    roadText: '#1a1a1a',
    placeText: '#262626',
    districtText: '#6a6a6a',
    halo: '#ffffff',
    poi: {
      amenity: '#8a6f55',
      shop: '#8f7a8f',
      tourism: '#5d7f94',
      leisure: '#6a8a6a',
      historic: '#8a7560',
      transport: '#5d7f94',
      other: '#7a7a7a',
    },
  },
  // Dark blue night map with bright blue roads.
  DarkBluePower: {
    background: '#0d1b2e',
    landuse: {
      park: '#113447',
      garden: '#123849',
      grass: '#123849',
      wood: '#0f2f42',
      cemetery: '#112f40',
      playground: '#14394f',
      pitch: '#133a4c',
      pedestrian: '#172c4b',
      commercial: '#192a48',
      institution: '#15263f',
    },
    water: '#05101f',
    building: '#1a3257',
    buildingOutline: '#24436f',
    road: {
      motorway: '#4f9bff',
      trunk: '#4791f5',
      primary: '#3a7fe0',
      secondary: '#336fc8',
      tertiary: '#2b5fad',
      minor: '#234f92',
      service: '#1f477f',
      pedestrian: '#1f3d6b',
      path: '#4a78b8',
      rail: '#5b6f8f',
    },
    cycleway: '#62b0ff',
    casing: {
      motorway: '#06101e',
      trunk: '#06101e',
      primary: '#07121f',
      secondary: '#081322',
      tertiary: '#091524',
      minor: '#0a1627',
      service: '#0a1627',
      pedestrian: '#0b1829',
    },
    roadScale: 1,
    roadText: '#dbe8ff',
    placeText: '#eef4ff',
    districtText: '#8fa8cc',
    halo: '#0d1b2e',
    poi: {
      amenity: '#7fb2ff',
      shop: '#a98bff',
      tourism: '#5fd3ff',
      leisure: '#6fe0b8',
      historic: '#ffd27f',
      transport: '#5fd3ff',
      other: '#9fb3cc',
    },
  },
  // Warm oranges and yellows.
  Energy: {
    background: '#fff5e1',
    landuse: {
      park: '#ffe5a8',
      garden: '#ffe9b8',
      grass: '#ffe9b8',
      wood: '#f9d68a',
      cemetery: '#f2dcaa',
      playground: '#fff0c9',
      pitch: '#fbe1a0',
      pedestrian: '#fde6cb',
      commercial: '#ffdcc0',
      institution: '#f6e8d3',
    },
    water: '#f7c478',
    building: '#ffd6a3',
    buildingOutline: '#efb16a',
    road: {
      motorway: '#d84315',
      trunk: '#e65100',
      primary: '#f57c00',
      secondary: '#fb8c00',
      tertiary: '#ffa726',
      minor: '#fffaf0',
      service: '#fff4e2',
      pedestrian: '#ffe2bd',
      path: '#e07a1f',
      rail: '#a8714a',
    },
    cycleway: '#c0392b',
    casing: {
      motorway: '#8c2a0b',
      trunk: '#953400',
      primary: '#a65300',
      secondary: '#b36200',
      tertiary: '#c27a10',
      minor: '#e0b070',
      service: '#e6c08a',
      pedestrian: '#dfa366',
    },
    roadScale: 1,
    roadText: '#5a2d00',
    placeText: '#4a2400',
    districtText: '#9a5a1c',
    halo: '#fff8ea',
    poi: {
      amenity: '#c0392b',
      shop: '#c2185b',
      tourism: '#d35400',
      leisure: '#9a7d0a',
      historic: '#a04000',
      transport: '#d35400',
      other: '#8d6e63',
    },
  },
  // Barely there: very light greys.
  UltraLight: {
    background: '#f8f8f8',
    landuse: {
      park: '#eeeeee',
      garden: '#efefef',
      grass: '#efefef',
      wood: '#e9e9e9',
      cemetery: '#ececec',
      playground: '#f1f1f1',
      pitch: '#ededed',
      pedestrian: '#f3f3f3',
      commercial: '#f4f4f4',
      institution: '#f1f1f1',
    },
    water: '#e2e2e2',
    building: '#ededed',
    buildingOutline: '#e2e2e2',
    road: {
      motorway: '#ffffff',
      trunk: '#ffffff',
      primary: '#ffffff',
      secondary: '#ffffff',
      tertiary: '#ffffff',
      minor: '#ffffff',
      service: '#ffffff',
      pedestrian: '#fbfbfb',
      path: '#d6d6d6',
      rail: '#d9d9d9',
    },
    cycleway: '#d0d0d0',
    casing: {
      motorway: '#dcdcdc',
      trunk: '#dcdcdc',
      primary: '#dedede',
      secondary: '#e0e0e0',
      tertiary: '#e2e2e2',
      minor: '#e6e6e6',
      service: '#e8e8e8',
      pedestrian: '#e6e6e6',
    },
    roadScale: 1,
    roadText: '#9a9a9a',
    placeText: '#8c8c8c',
    districtText: '#b0b0b0',
    halo: '#ffffff',
    poi: {
      amenity: '#b5b5b5',
      shop: '#bdbdbd',
      tourism: '#a8a8a8',
      leisure: '#b0b0b0',
      historic: '#acacac',
      transport: '#a8a8a8',
      other: '#c2c2c2',
    },
  },
  // Soft greens.
  GreenSerenity: {
    background: '#f0f5ea',
    landuse: {
      park: '#cde5bd',
      garden: '#d5eac6',
      grass: '#d5eac6',
      wood: '#b6d6a2',
      cemetery: '#c4dbb4',
      playground: '#ddeed1',
      pitch: '#c7e1b3',
      pedestrian: '#e4eddc',
      commercial: '#e8efdf',
      institution: '#e6ebe0',
    },
    water: '#b3d5cc',
    building: '#dbe6d0',
    buildingOutline: '#c2d4b3',
    road: {
      motorway: '#86b872',
      trunk: '#93c27e',
      primary: '#a1cb8b',
      secondary: '#b8dca5',
      tertiary: '#f7fbf3',
      minor: '#ffffff',
      service: '#fbfdf9',
      pedestrian: '#e9f2e1',
      path: '#6f9f5c',
      rail: '#98aa8e',
    },
    cycleway: '#4f927a',
    casing: {
      motorway: '#4f7a3e',
      trunk: '#5a8548',
      primary: '#668f52',
      secondary: '#7a9f66',
      tertiary: '#9cb98c',
      minor: '#b7ccaa',
      service: '#c3d5b7',
      pedestrian: '#b9ccab',
    },
    roadScale: 1,
    roadText: '#2e4a2b',
    placeText: '#24401f',
    districtText: '#5e7a55',
    halo: '#f7fbf3',
    poi: {
      amenity: '#4e7d3a',
      shop: '#6b7f23',
      tourism: '#2e8b57',
      leisure: '#3c8d52',
      historic: '#6d7a3a',
      transport: '#2e8b57',
      other: '#5f6f5a',
    },
  },
  // Pure greyscale: black roads casings and text on white.
  BlackAndWhite: {
    background: '#ffffff',
    landuse: {
      park: '#e8e8e8',
      garden: '#ececec',
      grass: '#ececec',
      wood: '#d9d9d9',
      cemetery: '#e0e0e0',
      playground: '#f0f0f0',
      pitch: '#e6e6e6',
      pedestrian: '#f4f4f4',
      commercial: '#fafafa',
      institution: '#efefef',
    },
    water: '#c8c8c8',
    building: '#dedede',
    buildingOutline: '#9a9a9a',
    road: {
      motorway: '#ffffff',
      trunk: '#ffffff',
      primary: '#ffffff',
      secondary: '#ffffff',
      tertiary: '#ffffff',
      minor: '#ffffff',
      service: '#ffffff',
      pedestrian: '#f2f2f2',
      path: '#4d4d4d',
      rail: '#000000',
    },
    cycleway: '#4d4d4d',
    casing: {
      motorway: '#000000',
      trunk: '#000000',
      primary: '#000000',
      secondary: '#111111',
      tertiary: '#333333',
      minor: '#555555',
      service: '#666666',
      pedestrian: '#7a7a7a',
    },
    roadScale: 1,
    roadText: '#000000',
    placeText: '#000000',
    districtText: '#555555',
    halo: '#ffffff',
    poi: {
      amenity: '#000000',
      shop: '#333333',
      tourism: '#1a1a1a',
      leisure: '#404040',
      historic: '#262626',
      transport: '#1a1a1a',
      other: '#595959',
    },
  },
};

/** Which schema kinds each land-use colour covers. */
const LANDUSE_GROUPS: Record<LanduseGroup, readonly LanduseKind[]> = {
  park: ['park', 'dog_park', 'nature_reserve', 'national_park', 'recreation_ground'],
  garden: ['garden', 'allotments'],
  grass: ['grass', 'meadow', 'village_green', 'grassland', 'scrub'],
  wood: ['wood', 'forest'],
  cemetery: ['cemetery'],
  playground: ['playground'],
  pitch: ['pitch'],
  pedestrian: ['pedestrian', 'platform', 'pier'],
  commercial: ['commercial'],
  institution: ['hospital', 'school', 'kindergarten', 'university', 'college'],
};

const ROAD_CLASSES: readonly RoadClass[] = [
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'minor',
  'service',
  'pedestrian',
  'path',
  'rail',
];
const CASED_CLASSES: readonly CasedClass[] = ROAD_CLASSES.filter(
  (c): c is CasedClass => c !== 'path' && c !== 'rail',
);

/** Line widths in px at the zooms of `WIDTH_ZOOMS`. */
const WIDTH_ZOOMS = [10, 13, 16, 18] as const;
const WIDTHS: Record<RoadClass, readonly [number, number, number, number]> = {
  motorway: [1.2, 3, 10, 26],
  trunk: [1.1, 3, 10, 24],
  primary: [1, 2.6, 9, 22],
  secondary: [0.8, 2.2, 8, 20],
  tertiary: [0.5, 1.6, 7, 18],
  minor: [0.2, 0.8, 5, 14],
  service: [0.1, 0.4, 3, 8],
  pedestrian: [0.2, 0.6, 4.5, 12],
  path: [0.2, 0.4, 1.3, 2.4],
  rail: [0.3, 0.6, 1.5, 2.5],
};
/** Casing on each side, at the same zooms. */
const CASING = [0.2, 0.5, 1, 1.5] as const;

/** Builds an expression from parts (the tuple types do not follow generated lists). */
function expression(...parts: unknown[]): ExpressionSpecification {
  return parts as ExpressionSpecification;
}

/** `['match', input, k1, v1, …, fallback]` over the entries of `values`. */
function matchValues(
  input: ExpressionSpecification,
  values: Partial<Record<string, string | number>>,
  fallback: string | number,
): ExpressionSpecification {
  const pairs = Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [key, value]));
  return expression('match', input, ...pairs, fallback);
}

/** `['match', input, [a, b], v, [c], w, …, fallback]`: a value per group of inputs. */
function matchGroups<G extends string>(
  input: ExpressionSpecification,
  groups: Partial<Record<G, readonly string[]>>,
  values: Record<G, string | number>,
  fallback: string | number,
): ExpressionSpecification {
  const pairs = (Object.entries(groups) as [G, readonly string[] | undefined][]).flatMap(([group, kinds]) =>
    kinds && kinds.length > 0 ? [[...kinds], values[group]] : [],
  );
  return expression('match', input, ...pairs, fallback);
}

const KIND = expression('get', 'kind');
const DETAIL = expression('get', 'kind_detail');

/**
 * The palette's road class of a `roads` feature: `highway` → motorway; `major_road` by its
 * highway value; `minor_road` → minor, or service for service ways; `path` → pedestrian for
 * pedestrian streets, else path; `other` (living streets …) → minor; `rail` → rail.
 */
export const ROAD_CLASS = expression(
  'match',
  KIND,
  'highway',
  'motorway',
  'major_road',
  [
    'match',
    DETAIL,
    ['trunk', 'trunk_link'],
    'trunk',
    ['primary', 'primary_link'],
    'primary',
    ['secondary', 'secondary_link'],
    'secondary',
    'tertiary',
  ],
  'minor_road',
  ['match', DETAIL, ['service', 'parking_aisle', 'driveway', 'alley', 'drive-through'], 'service', 'minor'],
  'path',
  ['match', DETAIL, 'pedestrian', 'pedestrian', 'path'],
  'other',
  'minor',
  'rail',
  'rail',
  'none',
);

function byRoadClass(values: Partial<Record<RoadClass, string | number>>, fallback: string | number) {
  return matchValues(ROAD_CLASS, values, fallback);
}

function roadClassIn(classes: readonly RoadClass[]): ExpressionSpecification {
  return expression('match', ROAD_CLASS, [...classes], true, false);
}

const isTunnel = expression('==', ['get', 'is_tunnel'], true);
/** A waterway above ground: no `tunnel` (or `tunnel=no`) and no negative `layer` (Water.java's attributes). */
const waterAboveGround = expression(
  'all',
  ['any', ['!', ['has', 'tunnel']], ['==', ['get', 'tunnel'], 'no']],
  ['>=', ['to-number', ['get', 'layer'], 0], 0],
);
const notTunnel = expression('!=', ['get', 'is_tunnel'], true);
const isPolygon = expression('==', ['geometry-type'], 'Polygon');
const isLine = expression('==', ['geometry-type'], 'LineString');

/** The label of a feature: its name in `language`, else its local name. */
export function labelText(language: string): ExpressionSpecification {
  return expression('coalesce', ['get', nameKey(language)], ['get', 'name']);
}

/** The colour of a POI by its kind's group. */
function poiColour(p: Palette): ExpressionSpecification {
  return matchGroups(KIND, POI_GROUPS, p.poi, p.poi.other);
}

/** Kinds with an icon in the sprite. */
const ICON_KINDS = Object.keys(POI_ICONS);

/** Width by zoom and class, plus `extra` px on each side per zoom stop. */
function roadWidth(
  classes: readonly RoadClass[],
  scale: number,
  extra?: readonly number[],
): ExpressionSpecification {
  const stops = WIDTH_ZOOMS.flatMap((zoom, i) => {
    const widths: Partial<Record<string, number>> = {};
    for (const c of classes) widths[c] = (WIDTHS[c][i] ?? 1) * scale + 2 * (extra?.[i] ?? 0);
    return [zoom, byRoadClass(widths, 1)];
  });
  return expression('interpolate', ['exponential', 1.4], ['zoom'], ...stops);
}

function zoomScale(...stops: number[]): ExpressionSpecification {
  return expression('interpolate', ['linear'], ['zoom'], ...stops);
}

/** Background, land use, water and buildings. */
function areaLayers(p: Palette): LayerSpecification[] {
  return [
    { id: 'background', type: 'background', paint: { 'background-color': p.background } },
    {
      id: 'landuse',
      type: 'fill',
      source: SOURCE,
      'source-layer': sourceLayer('landuse'),
      filter: expression('match', KIND, Object.values(LANDUSE_GROUPS).flat(), true, false),
      paint: {
        'fill-color': matchGroups(KIND, LANDUSE_GROUPS, p.landuse, p.landuse.park),
        'fill-antialias': true,
      },
    },
    {
      id: 'water',
      type: 'fill',
      source: SOURCE,
      'source-layer': sourceLayer('water'),
      filter: isPolygon,
      paint: { 'fill-color': p.water },
    },
    {
      id: 'waterway',
      type: 'line',
      source: SOURCE,
      'source-layer': sourceLayer('water'),
      minzoom: 10,
      filter: expression('all', isLine, waterAboveGround),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': p.water,
        'line-width': expression(
          'interpolate',
          ['linear'],
          ['zoom'],
          12,
          ['match', KIND, ['river', 'canal'], 1.5, 0.6],
          16,
          ['match', KIND, ['river', 'canal'], 4, 2],
          18,
          ['match', KIND, ['river', 'canal'], 8, 4],
        ),
      },
    },
    {
      id: 'building',
      type: 'fill',
      source: SOURCE,
      'source-layer': sourceLayer('buildings'),
      minzoom: 13,
      filter: isPolygon,
      paint: {
        'fill-color': p.building,
        'fill-outline-color': p.buildingOutline,
        'fill-opacity': zoomScale(13, 0.4, 15, 1),
      },
    },
  ];
}

/** Roads (tunnels, casings, fills), paths and railways. */
function lineLayers(p: Palette): LayerSpecification[] {
  const roads = CASED_CLASSES;
  return [
    {
      id: 'road-tunnel',
      type: 'line',
      source: SOURCE,
      'source-layer': sourceLayer('roads'),
      filter: expression('all', isTunnel, roadClassIn(roads.filter((c) => c !== 'pedestrian'))),
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': byRoadClass(p.road, p.road.minor),
        'line-width': roadWidth(roads, p.roadScale),
        'line-opacity': 0.35,
      },
    },
    {
      id: 'road-casing',
      type: 'line',
      source: SOURCE,
      'source-layer': sourceLayer('roads'),
      minzoom: 12,
      filter: expression('all', notTunnel, roadClassIn(roads)),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': byRoadClass(p.casing, p.casing.minor),
        'line-width': roadWidth(roads, p.roadScale, CASING),
      },
    },
    {
      id: 'path',
      type: 'line',
      source: SOURCE,
      'source-layer': sourceLayer('roads'),
      minzoom: 14,
      filter: expression('all', notTunnel, roadClassIn(['path'])),
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': expression('match', DETAIL, 'cycleway', p.cycleway, p.road.path),
        'line-width': roadWidth(['path'], 1),
        'line-dasharray': [2, 1.2],
      },
    },
    {
      id: 'road',
      type: 'line',
      source: SOURCE,
      'source-layer': sourceLayer('roads'),
      filter: expression('all', notTunnel, roadClassIn(roads)),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': byRoadClass(p.road, p.road.minor),
        'line-width': roadWidth(roads, p.roadScale),
      },
    },
    {
      id: 'rail',
      type: 'line',
      source: SOURCE,
      'source-layer': sourceLayer('roads'),
      minzoom: 12,
      filter: expression('all', notTunnel, ['==', KIND, 'rail']),
      paint: { 'line-color': p.road.rail, 'line-width': roadWidth(['rail'], 1) },
    },
  ];
}

/** POI icons, dots and every label (POIs, squares, roads, waterways, places). */
function labelLayers(p: Palette, language: string, icons: boolean): LayerSpecification[] {
  const text = labelText(language);
  const halo = { 'text-halo-color': p.halo } as const;
  // Named POIs only: the published builds carry unnamed benches and bins too.
  const poiShown = expression(
    'all',
    ['has', 'name'],
    ['!=', KIND, 'square'],
    ['>=', ['zoom'], ['get', 'min_zoom']],
  );
  const poiSortKey = matchGroups(
    KIND,
    POI_GROUPS,
    { tourism: 1, historic: 2, amenity: 3, leisure: 4, transport: 5, shop: 6 },
    7,
  );
  const withIcon = expression('match', KIND, ICON_KINDS, true, false);
  return [
    {
      id: 'poi-dot',
      type: 'circle',
      source: SOURCE,
      'source-layer': sourceLayer('pois'),
      minzoom: 16,
      filter: icons ? expression('all', poiShown, ['!', withIcon]) : poiShown,
      paint: {
        'circle-color': poiColour(p),
        'circle-radius': zoomScale(16, 2, 19, 4),
        'circle-stroke-color': p.halo,
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'poi-label',
      type: 'symbol',
      source: SOURCE,
      'source-layer': sourceLayer('pois'),
      minzoom: 16,
      filter: poiShown,
      layout: {
        'text-font': [...FONTS.regular],
        'text-field': text,
        'text-size': zoomScale(16, 10, 18, 12),
        'text-max-width': 8,
        'text-anchor': 'top',
        'text-offset': [0, 0.7],
        'text-optional': true,
        'symbol-sort-key': poiSortKey,
        ...(icons
          ? {
              'icon-image': matchValues(KIND, POI_ICONS, ''),
              'icon-size': zoomScale(16, 0.8, 18, 1),
              'icon-anchor': 'bottom',
            }
          : {}),
      },
      paint: {
        'text-color': poiColour(p),
        ...halo,
        'text-halo-width': 1.4,
        ...(icons ? { 'icon-color': poiColour(p), 'icon-halo-color': p.halo, 'icon-halo-width': 1.2 } : {}),
      },
    },
    {
      id: 'waterway-label',
      type: 'symbol',
      source: SOURCE,
      'source-layer': sourceLayer('water'),
      minzoom: 14,
      filter: expression('all', isLine, ['has', 'name'], waterAboveGround),
      layout: {
        'text-font': [...FONTS.italic],
        'text-field': text,
        'text-size': zoomScale(14, 10, 18, 13),
        'symbol-placement': 'line',
        'symbol-spacing': 350,
      },
      paint: { 'text-color': p.districtText, ...halo, 'text-halo-width': 1.4 },
    },
    {
      id: 'road-label',
      type: 'symbol',
      source: SOURCE,
      'source-layer': sourceLayer('roads'),
      minzoom: 13,
      filter: expression('all', ['has', 'name'], ['!=', KIND, 'rail'], notTunnel),
      layout: {
        'text-font': [...FONTS.regular],
        'text-field': text,
        'text-size': zoomScale(13, 10, 16, 13, 18, 15),
        'symbol-placement': 'line',
        'symbol-spacing': 280,
        'text-max-angle': 35,
        'text-padding': 2,
        'symbol-sort-key': byRoadClass(
          {
            motorway: 1,
            trunk: 1,
            primary: 2,
            secondary: 3,
            tertiary: 4,
            minor: 5,
            pedestrian: 6,
            service: 7,
          },
          8,
        ),
      },
      paint: { 'text-color': p.roadText, ...halo, 'text-halo-width': 1.6 },
    },
    {
      id: 'place-square',
      type: 'symbol',
      source: SOURCE,
      'source-layer': sourceLayer('pois'),
      minzoom: 15,
      filter: ['==', KIND, 'square'],
      layout: {
        'text-font': [...FONTS.regular],
        'text-field': text,
        'text-size': zoomScale(15, 11, 18, 14),
        'text-max-width': 8,
      },
      paint: { 'text-color': p.placeText, ...halo, 'text-halo-width': 1.6 },
    },
    {
      id: 'place-district',
      type: 'symbol',
      source: SOURCE,
      'source-layer': sourceLayer('places'),
      minzoom: 12,
      maxzoom: 17,
      filter: expression('match', KIND, ['neighbourhood', 'macrohood'], true, false),
      layout: {
        'text-font': [...FONTS.bold],
        'text-field': text,
        'text-size': zoomScale(12, 11, 16, 14),
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
        'text-max-width': 8,
      },
      paint: { 'text-color': p.districtText, ...halo, 'text-halo-width': 1.6 },
    },
    {
      id: 'place-village',
      type: 'symbol',
      source: SOURCE,
      'source-layer': sourceLayer('places'),
      minzoom: 11,
      maxzoom: 16,
      filter: expression(
        'all',
        ['==', KIND, 'locality'],
        ['match', DETAIL, ['city', 'town'], false, true],
        ['>=', ['zoom'], ['coalesce', ['get', 'min_zoom'], 0]],
      ),
      layout: { 'text-font': [...FONTS.regular], 'text-field': text, 'text-size': zoomScale(11, 11, 15, 15) },
      paint: { 'text-color': p.placeText, ...halo, 'text-halo-width': 1.6 },
    },
    {
      id: 'place-city',
      type: 'symbol',
      source: SOURCE,
      'source-layer': sourceLayer('places'),
      minzoom: 8,
      maxzoom: 14,
      filter: expression('all', ['==', KIND, 'locality'], ['match', DETAIL, ['city', 'town'], true, false]),
      layout: { 'text-font': [...FONTS.bold], 'text-field': text, 'text-size': zoomScale(8, 14, 13, 20) },
      paint: { 'text-color': p.placeText, ...halo, 'text-halo-width': 2 },
    },
  ];
}

/** The layers of a theme, bottom to top. */
function layers(p: Palette, language: string, icons: boolean): LayerSpecification[] {
  return [...areaLayers(p), ...lineLayers(p), ...labelLayers(p, language, icons)];
}

/** The MapLibre style of a theme over the given vector tiles. */
export function buildStyle(theme: ThemeName, source: OsmStyleSource): StyleSpecification {
  const tiles: VectorSourceSpecification = {
    type: 'vector',
    ...source.tiles,
    ...('tiles' in source.tiles ? { minzoom: 0, maxzoom: source.maxZoom } : {}),
    attribution: OSM_ATTRIBUTION,
  };
  const style: StyleSpecification = {
    version: 8,
    name: `OpenStreetMap ${theme}`,
    glyphs: source.glyphs,
    sources: { [SOURCE]: tiles },
    layers: layers(own(PALETTES, theme) ?? PALETTES.default, source.language, source.sprite !== ''),
  };
  if (source.sprite) style.sprite = source.sprite;
  return style;
}
