/**
 * The search circle and the route line of the OpenStreetMap provider (spec 4.8, 4.9) as MapLibre
 * GeoJSON sources and layers. Pure: `index.ts` adds them to the map, and puts them into every new
 * theme style (`withOverlays`), since a style change drops the sources and layers it does not name.
 */
import type { Feature, FeatureCollection, LineString, Polygon, Position } from 'geojson';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { EARTH_RADIUS_M } from '../../services/geo';
import type { LatLng } from '../provider';
import { ROUTE_LINE_STYLE, SEARCH_CIRCLE_STYLE } from '../rules';

export interface Circle {
  center: LatLng;
  radiusMeters: number;
}

export interface Overlays {
  circle: Circle | null;
  route: readonly LatLng[] | null;
}

export const CIRCLE_SOURCE = 'sf-search-circle';
export const ROUTE_SOURCE = 'sf-route';
export const CIRCLE_FILL_LAYER = 'sf-search-circle-fill';
export const CIRCLE_LINE_LAYER = 'sf-search-circle-line';
export const ROUTE_LAYER = 'sf-route-line';

/** The number of points on a circle's outline. */
export const CIRCLE_SEGMENTS = 64;

const rad = (degrees: number): number => (degrees * Math.PI) / 180;
const deg = (radians: number): number => (radians * 180) / Math.PI;

/** The point `distance` metres from `from` in the direction `bearing` (degrees from north), on the sphere. */
export function destination(from: LatLng, bearing: number, distance: number): LatLng {
  const angular = distance / EARTH_RADIUS_M;
  const lat1 = rad(from.lat);
  const theta = rad(bearing);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta),
  );
  const lng2 =
    rad(from.lng) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: deg(lat2), lng: ((deg(lng2) + 540) % 360) - 180 };
}

/** The closed outline of a geodesic circle as GeoJSON positions ([lng, lat], first = last). */
export function circleRing(circle: Circle, segments = CIRCLE_SEGMENTS): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < segments; i += 1) {
    const point = destination(circle.center, (360 * i) / segments, circle.radiusMeters);
    ring.push([point.lng, point.lat]);
  }
  const [first] = ring;
  if (first) ring.push([...first]);
  return ring;
}

const collection = <G extends Polygon | LineString>(features: Feature<G>[]): FeatureCollection<G> => ({
  type: 'FeatureCollection',
  features,
});

export function circleData(circle: Circle | null): FeatureCollection<Polygon> {
  return collection(
    circle
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [circleRing(circle)] },
          },
        ]
      : [],
  );
}

export function routeData(path: readonly LatLng[] | null): FeatureCollection<LineString> {
  return collection(
    path && path.length >= 2
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'LineString', coordinates: path.map((point) => [point.lng, point.lat]) },
          },
        ]
      : [],
  );
}

export const CIRCLE_LAYERS: readonly LayerSpecification[] = [
  {
    id: CIRCLE_FILL_LAYER,
    type: 'fill',
    source: CIRCLE_SOURCE,
    paint: { 'fill-color': SEARCH_CIRCLE_STYLE.fillColor, 'fill-opacity': SEARCH_CIRCLE_STYLE.fillOpacity },
  },
  {
    id: CIRCLE_LINE_LAYER,
    type: 'line',
    source: CIRCLE_SOURCE,
    paint: {
      'line-color': SEARCH_CIRCLE_STYLE.strokeColor,
      'line-opacity': SEARCH_CIRCLE_STYLE.strokeOpacity,
      'line-width': SEARCH_CIRCLE_STYLE.strokeWeight,
    },
  },
];

export const ROUTE_LAYERS: readonly LayerSpecification[] = [
  {
    id: ROUTE_LAYER,
    type: 'line',
    source: ROUTE_SOURCE,
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: {
      'line-color': ROUTE_LINE_STYLE.color,
      'line-opacity': ROUTE_LINE_STYLE.opacity,
      'line-width': ROUTE_LINE_STYLE.weight,
    },
  },
];

/** The overlays that are shown, as sources and layers in drawing order (circle below the route). */
export function overlayParts(overlays: Overlays) {
  const parts: { source: string; data: FeatureCollection; layers: readonly LayerSpecification[] }[] = [];
  if (overlays.circle)
    parts.push({ source: CIRCLE_SOURCE, data: circleData(overlays.circle), layers: CIRCLE_LAYERS });
  if (overlays.route)
    parts.push({ source: ROUTE_SOURCE, data: routeData(overlays.route), layers: ROUTE_LAYERS });
  return parts;
}

/**
 * A theme style with the shown overlays on top (for `setStyle`'s transformStyle), so a theme change
 * keeps them without a flicker. Any overlay sources and layers the style has already are replaced.
 */
export function withOverlays(style: StyleSpecification, overlays: Overlays): StyleSpecification {
  const ours = new Set([CIRCLE_SOURCE, ROUTE_SOURCE]);
  const sources = Object.fromEntries(Object.entries(style.sources).filter(([id]) => !ours.has(id)));
  const layers = style.layers.filter((layer) => !('source' in layer && ours.has(layer.source)));
  for (const part of overlayParts(overlays)) {
    sources[part.source] = { type: 'geojson', data: part.data };
    layers.push(...part.layers);
  }
  return { ...style, sources, layers };
}

/**
 * `data-sf-circle` on the canvas, for tests that cannot read WebGL: the radius in whole metres
 * only. Never the centre: a map search from 'Meinen Standort verwenden' is centred on the
 * visitor's position, and any script on the page can read the DOM.
 */
export function circleAttribute(circle: Circle): string {
  return String(Math.round(circle.radiusMeters));
}
