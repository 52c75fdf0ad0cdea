/**
 * The vector-tile contract of the OpenStreetMap provider: the Protomaps basemap schema, version 4
 * (https://docs.protomaps.com/basemaps/layers), as far as the style (map/osm/style/) reads it.
 * The published Protomaps builds (a daily planet PMTiles archive, cut to a region with
 * `pmtiles extract`) follow it, and so does the demo server, which writes its tiles from the
 * Munich extract with these names (fixtures/server/osm/protomaps.ts, tiles.ts and index.ts import
 * this module).
 *
 * Why Protomaps and not OpenMapTiles: a site gets its tiles without running a tile engine (one
 * static file on its own host or CDN), the schema and its styles are BSD-3-Clause (OpenMapTiles'
 * schema is CC-BY 4.0 and asks for its own credit on the map), and labels carry `name:de` (and about
 * 40 other languages) wherever OpenStreetMap has it.
 *
 * Layers and the properties the style reads (the schema has more: landcover, boundaries, transit,
 * `sort_rank`, shields …; the style does not draw them, so the demo server leaves them out):
 *
 *   water      polygons  kind (WATER_KINDS …)                       name, name:de
 *              lines     kind (WATERWAY_KINDS), tunnel (the tag's value), layer (integer),
 *                        name, name:de
 *   landuse    polygons  kind (LANDUSE_KINDS and others)
 *   buildings  polygons  kind: building | building_part
 *   roads      lines     kind (ROAD_KINDS), kind_detail (the highway or railway value),
 *                        is_link, is_bridge, is_tunnel, oneway,    name, name:de
 *   pois       points    kind (the OSM tag's value: cafe, museum …), min_zoom, name, name:de
 *   places     points    kind (PLACE_KINDS), kind_detail (city, town, suburb …), min_zoom (the
 *                        zoom to show from: one more than the first tile that has it),
 *                        name, name:de
 *
 * Booleans (`is_*`) are written only when true. Zoom levels are MapLibre's (512-px tiles); the
 * published builds stop at 15 and MapLibre overzooms beyond.
 */
export const TILE_SCHEMA = { name: 'Protomaps basemap', version: 4 } as const;

/** The credit every map of these tiles shows (the data is OpenStreetMap's, ODbL). */
export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap-Mitwirkende</a>';

/** The layers the style reads, in the order the demo server writes them. */
export const TILE_LAYERS = ['water', 'landuse', 'buildings', 'roads', 'pois', 'places'] as const;
export type TileLayer = (typeof TILE_LAYERS)[number];

/** The highest zoom of the published Protomaps builds (and of the demo server's tiles). */
export const TILE_MAX_ZOOM = 15;

/** Polygon kinds of `water` the style tells apart (others are drawn as water too). */
export const WATER_KINDS = [
  'water',
  'lake',
  'ocean',
  'river',
  'riverbank',
  'basin',
  'swimming_pool',
  'fountain',
] as const;
export type WaterKind = (typeof WATER_KINDS)[number];

/** Line kinds of `water`. */
export const WATERWAY_KINDS = ['river', 'canal', 'stream', 'ditch', 'drain'] as const;
export type WaterwayKind = (typeof WATERWAY_KINDS)[number];

/** `landuse` kinds the style colours (the schema has more; they are not drawn). */
export const LANDUSE_KINDS = [
  'park',
  'dog_park',
  'nature_reserve',
  'national_park',
  'recreation_ground',
  'garden',
  'allotments',
  'grass',
  'meadow',
  'village_green',
  'grassland',
  'scrub',
  'wood',
  'forest',
  'cemetery',
  'playground',
  'pitch',
  'pedestrian',
  'platform',
  'pier',
  'commercial',
  'hospital',
  'school',
  'kindergarten',
  'university',
  'college',
] as const;
export type LanduseKind = (typeof LANDUSE_KINDS)[number];

export const ROAD_KINDS = [
  'highway',
  'major_road',
  'minor_road',
  'path',
  'other',
  'rail',
  'ferry',
  'aeroway',
] as const;
export type RoadKind = (typeof ROAD_KINDS)[number];

export const PLACE_KINDS = ['country', 'region', 'locality', 'macrohood', 'neighbourhood'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const BUILDING_KINDS = ['building', 'building_part'] as const;
export type BuildingKind = (typeof BUILDING_KINDS)[number];

/** Properties of a feature as the tiles carry them. */
export type TileProperties = Record<string, string | number | boolean>;

/** The name property of a language (`name:de`); `name` is the local name every feature has. */
export function nameKey(language: string): `name:${string}` {
  return `name:${language}`;
}

/**
 * The fields of each layer, as a TileJSON's `vector_layers` lists them (the demo server's
 * TileJSON and PMTiles metadata).
 */
export const LAYER_FIELDS: Record<TileLayer, Record<string, string>> = {
  water: { kind: 'String', name: 'String', 'name:de': 'String', tunnel: 'String', layer: 'Number' },
  landuse: { kind: 'String' },
  buildings: { kind: 'String' },
  roads: {
    kind: 'String',
    kind_detail: 'String',
    name: 'String',
    'name:de': 'String',
    is_link: 'Boolean',
    is_bridge: 'Boolean',
    is_tunnel: 'Boolean',
    oneway: 'String',
  },
  pois: { kind: 'String', min_zoom: 'Number', name: 'String', 'name:de': 'String' },
  places: { kind: 'String', kind_detail: 'String', min_zoom: 'Number', name: 'String', 'name:de': 'String' },
};
