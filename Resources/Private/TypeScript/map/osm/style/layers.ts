/**
 * The layers of the OpenStreetMap styles, bottom to top, as functions of a palette (Protomaps'
 * base_layers): areas (background, land use, water, buildings), lines (roads, paths, railways) and
 * labels (POIs, squares, roads, waterways, places). Every theme gets the same layers.
 */
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { LayerSpecification } from 'maplibre-gl';
import { POI_GROUPS, POI_ICONS } from '../poi-icons';
import type { TileLayer } from '../tile-schema';
import {
  byRoadClass,
  CASED_CLASSES,
  CASING,
  DETAIL,
  expression,
  isLine,
  isPolygon,
  isTunnel,
  KIND,
  labelText,
  LANDUSE_GROUPS,
  matchGroups,
  matchValues,
  notTunnel,
  roadClassIn,
  roadWidth,
  waterAboveGround,
  zoomScale,
} from './expressions';
import type { Palette } from './palette';

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

/** The colour of a POI by its kind's group. */
function poiColour(p: Palette): ExpressionSpecification {
  return matchGroups(KIND, POI_GROUPS, p.poi, p.poi.other);
}

/** Kinds with an icon in the sprite. */
const ICON_KINDS = Object.keys(POI_ICONS);

/** Background, land use, water and buildings. */
export function areaLayers(p: Palette): LayerSpecification[] {
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
export function lineLayers(p: Palette): LayerSpecification[] {
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
export function labelLayers(p: Palette, language: string, icons: boolean): LayerSpecification[] {
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
export function layers(p: Palette, language: string, icons: boolean): LayerSpecification[] {
  return [...areaLayers(p), ...lineLayers(p), ...labelLayers(p, language, icons)];
}
