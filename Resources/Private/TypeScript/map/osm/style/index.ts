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
 *
 * The style is split as Protomaps splits its basemaps: `palettes.ts` (data, one per theme),
 * `expressions.ts` (tables and expression builders), `layers.ts` (layers as functions of a
 * palette) and this module, the public API.
 */
import type { StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import { own } from '../../../core/own';
import type { ThemeName } from '../../themes';
import { OSM_ATTRIBUTION } from '../tile-schema';
import { layers, SOURCE } from './layers';
import { PALETTES } from './palettes';

export { OSM_ATTRIBUTION };
export { FONTS, SOURCE } from './layers';
export { labelText, ROAD_CLASS } from './expressions';
export { PALETTES } from './palettes';
export type { Palette } from './palette';

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
