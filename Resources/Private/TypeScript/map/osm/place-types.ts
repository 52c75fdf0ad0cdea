/**
 * The place types of the radius search's type select (Google place types, spec 9.1) as
 * OpenStreetMap tag filters for the Overpass query of `services.ts`. A type may need several
 * filters (one Overpass statement each); several values of one key become one regex filter.
 */
import { own } from '../../core/own';

/** One OSM tag filter: `key=value`, or `key~^(a|b)$` when there are several values. */
export interface OsmTagFilter {
  readonly key: string;
  readonly values: readonly [string, ...string[]];
}

const tag = (key: string, ...values: [string, ...string[]]): OsmTagFilter => ({ key, values });

/** Google place type → the OSM tag filters that find it. */
export const PLACE_TYPE_TAGS = {
  restaurant: [tag('amenity', 'restaurant')],
  cafe: [tag('amenity', 'cafe')],
  bar: [tag('amenity', 'bar', 'pub', 'biergarten')],
  pharmacy: [tag('amenity', 'pharmacy')],
  hospital: [tag('amenity', 'hospital', 'clinic')],
  doctor: [tag('amenity', 'doctors')],
  dentist: [tag('amenity', 'dentist')],
  bank: [tag('amenity', 'bank')],
  atm: [tag('amenity', 'atm')],
  parking: [tag('amenity', 'parking')],
  gas_station: [tag('amenity', 'fuel')],
  electric_vehicle_charging_station: [tag('amenity', 'charging_station')],
  hotel: [tag('tourism', 'hotel', 'hostel', 'guest_house')],
  lodging: [tag('tourism', 'hotel', 'hostel', 'guest_house')],
  supermarket: [tag('shop', 'supermarket')],
  bakery: [tag('shop', 'bakery')],
  school: [tag('amenity', 'school')],
  museum: [tag('tourism', 'museum')],
  post_office: [tag('amenity', 'post_office')],
  church: [tag('amenity', 'place_of_worship')],
  library: [tag('amenity', 'library')],
  police: [tag('amenity', 'police')],
  tourist_attraction: [tag('tourism', 'attraction')],
} as const satisfies Record<string, readonly [OsmTagFilter, ...OsmTagFilter[]]>;

export type PlaceTypeName = keyof typeof PLACE_TYPE_TAGS;

/** The filters of a place type; undefined for a type without a mapping. */
export function placeTypeTags(type: string): readonly OsmTagFilter[] | undefined {
  return own<readonly OsmTagFilter[]>(PLACE_TYPE_TAGS, type);
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
 * The demo server's Overpass reads exactly this form (fixtures/server/osm/services/overpass.ts).
 */
export function overpassRegex(text: string): string {
  const regex = text.replace(/[\\^$.*+?()[\]{}|]/g, (c) => `\\${c}`);
  return regex.replace(/[\\"]/g, (c) => `\\${c}`);
}
