/**
 * The OpenStreetMap vocabulary of place types, both directions side by side (spec 9.1, 9.5):
 *
 *   SEARCH_TAGS   Google place type → the OSM tag filters a search for it asks Overpass for
 *                 (the map's radius search, the place source's nearby and text searches)
 *   RESULT_TYPES  OSM `key=value` → the Google place types a found element is given (first: the
 *                 primary type)
 *
 * Kept in one file so that adding a type is one edit here: vocabulary.test.ts checks that every
 * searchable type maps back to itself and that every result type a search exists for is found by
 * that search (a fast-food place is a `restaurant`, so a restaurant search asks for fast food).
 */
import { own } from '../../core/own';

/** One OSM tag filter: `key=value`, or `key~^(a|b)$` when there are several values. */
export interface OsmTagFilter {
  readonly key: string;
  readonly values: readonly [string, ...string[]];
}

const tag = (key: string, ...values: [string, ...string[]]): OsmTagFilter => ({ key, values });

/** Google place type → the OSM tag filters that find it (one Overpass statement each). */
export const SEARCH_TAGS = {
  restaurant: [tag('amenity', 'restaurant', 'fast_food')],
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

export type SearchableType = keyof typeof SEARCH_TAGS;

/** The filters of a place type; undefined for a type without a mapping. */
export function searchTags(type: string): readonly OsmTagFilter[] | undefined {
  return own<readonly OsmTagFilter[]>(SEARCH_TAGS, type);
}

/** OSM `key=value` → Google-style place types (first: the primary type). */
export const RESULT_TYPES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  amenity: {
    cafe: ['cafe'],
    restaurant: ['restaurant'],
    fast_food: ['fast_food_restaurant', 'restaurant'],
    bar: ['bar'],
    pub: ['pub', 'bar'],
    biergarten: ['beer_garden', 'bar'],
    ice_cream: ['ice_cream_shop'],
    pharmacy: ['pharmacy'],
    hospital: ['hospital'],
    clinic: ['hospital'],
    doctors: ['doctor'],
    dentist: ['dentist'],
    bank: ['bank'],
    atm: ['atm'],
    parking: ['parking'],
    fuel: ['gas_station'],
    charging_station: ['electric_vehicle_charging_station'],
    post_office: ['post_office'],
    place_of_worship: ['church'],
    library: ['library'],
    police: ['police'],
    // A school search found schools that came back without a type (the table had no entry).
    school: ['school'],
    theatre: ['theater'],
    cinema: ['cinema'],
  },
  shop: {
    bakery: ['bakery', 'store'],
    supermarket: ['supermarket', 'store'],
    clothes: ['clothing_store', 'store'],
    books: ['book_store', 'store'],
  },
  tourism: {
    hotel: ['hotel', 'lodging'],
    hostel: ['hotel', 'lodging'],
    guest_house: ['hotel', 'lodging'],
    museum: ['museum'],
    attraction: ['tourist_attraction'],
  },
  office: {},
};

/** The type a key gives an element whose value the table does not know (any shop is a store). */
const KEY_TYPES: Readonly<Record<string, readonly string[]>> = { shop: ['store'], office: ['office'] };

/** The place types of an element's tags from RESULT_TYPES, in the table's order, without repeats. */
export function resultTypes(tags: Readonly<Record<string, string>>): string[] {
  const types: string[] = [];
  for (const [key, values] of Object.entries(RESULT_TYPES)) {
    const value = tags[key];
    if (value === undefined) continue;
    types.push(...(own(values, value) ?? own(KEY_TYPES, key) ?? []));
  }
  return [...new Set(types)];
}
