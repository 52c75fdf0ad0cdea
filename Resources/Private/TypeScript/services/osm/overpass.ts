/**
 * Overpass QL, written once for the two sides that ask Overpass: the map's nearby search
 * (map/osm/nearby.ts) and the OSM place source (places/sources/osm/). Tag filters come from the
 * vocabulary (./vocabulary.ts); a search text becomes a literal regex. The demo server's Overpass
 * reads exactly these forms (fixtures/server/osm/services/overpass.ts).
 */
import type { OsmTagFilter } from './vocabulary';

/** A coordinate in a request: at most 6 decimals (about 10 cm), no trailing zeros. */
export function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** A filter in Overpass QL: `["amenity"="cafe"]` or `["amenity"~"^(bar|pub|biergarten)$"]`. */
export function overpassFilter(filter: OsmTagFilter): string {
  const [only, ...more] = filter.values;
  return more.length === 0
    ? `["${filter.key}"="${only}"]`
    : `["${filter.key}"~"^(${filter.values.join('|')})$"]`;
}

/**
 * A search text as an Overpass regular expression that matches it literally, written for a QL
 * string in double quotes: each regex metacharacter gets a backslash, and then every backslash and
 * `"` is escaped once more for the QL string ('Café (R.)' → `Café \\(R\\.\\)`, a backslash → four).
 */
export function overpassRegex(text: string): string {
  const regex = text.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);
  return regex.replace(/[\\"]/g, (c) => `\\${c}`);
}

/** The `(around:r,lat,lng)` area of a statement, the radius in whole metres. */
export function around(center: { lat: number; lng: number }, radiusMeters: number): string {
  return `(around:${String(Math.round(radiusMeters))},${coordinate(center.lat)},${coordinate(center.lng)})`;
}

/**
 * The query of a search: its statements in one union, each element once with its tags and (for a
 * way or relation) its centre. `timeout:10` keeps a busy server from working longer than a visitor
 * waits.
 */
export function overpassQuery(statements: readonly string[]): string {
  return `[out:json][timeout:10];(${statements.join('')});out center tags;`;
}
