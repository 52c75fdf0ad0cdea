/**
 * The vector-tile schema of the OpenStreetMap provider: the contract between the tiles a site
 * serves and the style that draws them (map/osm/style.ts). The demo server writes exactly this
 * (fixtures/server/osm/assemble.ts imports it), and a site's own tile server must too. Layer and
 * class names follow OpenMapTiles where it has them; labels read `name`.
 *
 *   water           polygons        class: water | fountain
 *   waterway        lines           class (river, canal, stream, ditch, drain), name, brunnel
 *   landuse         polygons        class (LANDUSE_CLASSES), name
 *   building        polygons        (none)
 *   transportation  lines           class (ROAD_CLASSES), subclass (the highway or railway value),
 *                                   name, oneway (1, -1), brunnel (bridge | tunnel)
 *   poi             points, named   class (the OSM key: amenity, shop, tourism …), subclass (its value), name
 *   place           points, named   class (city, suburb, neighbourhood, square …), name
 */
export const TILE_LAYERS = [
  'water',
  'waterway',
  'landuse',
  'building',
  'transportation',
  'poi',
  'place',
] as const;
export type TileLayer = (typeof TILE_LAYERS)[number];

export const WATER_CLASSES = ['water', 'fountain'] as const;
export type WaterClass = (typeof WATER_CLASSES)[number];

export const ROAD_CLASSES = [
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
] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

export const LANDUSE_CLASSES = [
  'park',
  'garden',
  'grass',
  'wood',
  'cemetery',
  'playground',
  'pitch',
  'pedestrian',
  'retail',
  'parking',
] as const;
export type LanduseClass = (typeof LANDUSE_CLASSES)[number];
