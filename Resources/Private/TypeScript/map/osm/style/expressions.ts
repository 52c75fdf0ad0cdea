/**
 * The MapLibre expressions and tables the layers share: the schema kinds behind each land-use
 * colour, the road classes worked out from `kind` and `kind_detail`, the road widths by zoom, and
 * small builders (`match` over a table, zoom interpolation). Pure data and functions, no palette.
 */
import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { nameKey, type LanduseKind } from '../tile-schema';
import type { CasedClass, LanduseGroup, RoadClass } from './palette';

/** Which schema kinds each land-use colour covers. */
export const LANDUSE_GROUPS: Record<LanduseGroup, readonly LanduseKind[]> = {
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

export const ROAD_CLASSES: readonly RoadClass[] = [
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
export const CASED_CLASSES: readonly CasedClass[] = ROAD_CLASSES.filter(
  (c): c is CasedClass => c !== 'path' && c !== 'rail',
);

/** Line widths in px at the zooms of `WIDTH_ZOOMS`. */
export const WIDTH_ZOOMS = [10, 13, 16, 18] as const;
export const WIDTHS: Record<RoadClass, readonly [number, number, number, number]> = {
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
export const CASING = [0.2, 0.5, 1, 1.5] as const;

/** Builds an expression from parts (the tuple types do not follow generated lists). */
export function expression(...parts: unknown[]): ExpressionSpecification {
  return parts as ExpressionSpecification;
}

/** `['match', input, k1, v1, …, fallback]` over the entries of `values`. */
export function matchValues(
  input: ExpressionSpecification,
  values: Partial<Record<string, string | number>>,
  fallback: string | number,
): ExpressionSpecification {
  const pairs = Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [key, value]));
  return expression('match', input, ...pairs, fallback);
}

/** `['match', input, [a, b], v, [c], w, …, fallback]`: a value per group of inputs. */
export function matchGroups<G extends string>(
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

export const KIND = expression('get', 'kind');
export const DETAIL = expression('get', 'kind_detail');

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

export function byRoadClass(values: Partial<Record<RoadClass, string | number>>, fallback: string | number) {
  return matchValues(ROAD_CLASS, values, fallback);
}

export function roadClassIn(classes: readonly RoadClass[]): ExpressionSpecification {
  return expression('match', ROAD_CLASS, [...classes], true, false);
}

export const isTunnel = expression('==', ['get', 'is_tunnel'], true);
/** A waterway above ground: no `tunnel` (or `tunnel=no`) and no negative `layer` (Water.java's attributes). */
export const waterAboveGround = expression(
  'all',
  ['any', ['!', ['has', 'tunnel']], ['==', ['get', 'tunnel'], 'no']],
  ['>=', ['to-number', ['get', 'layer'], 0], 0],
);
export const notTunnel = expression('!=', ['get', 'is_tunnel'], true);
export const isPolygon = expression('==', ['geometry-type'], 'Polygon');
export const isLine = expression('==', ['geometry-type'], 'LineString');

/** The label of a feature: its name in `language`, else its local name. */
export function labelText(language: string): ExpressionSpecification {
  return expression('coalesce', ['get', nameKey(language)], ['get', 'name']);
}

/** Width by zoom and class, plus `extra` px on each side per zoom stop. */
export function roadWidth(
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

export function zoomScale(...stops: number[]): ExpressionSpecification {
  return expression('interpolate', ['linear'], ['zoom'], ...stops);
}
