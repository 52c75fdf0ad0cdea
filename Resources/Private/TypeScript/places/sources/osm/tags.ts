/**
 * OpenStreetMap tag tables of the place mapping (data, beside the one type vocabulary in
 * services/osm/vocabulary.ts that searches share): cuisines as restaurant types, the types with a
 * label, and the fuel and socket keys of 9.5; `typesOf` reads an element's types from them.
 */
import { t } from '../../../core/i18n';
import { own } from '../../../core/own';
import { resultTypes } from '../../../services/osm/vocabulary';
import type { EVConnectorType, FuelType } from '../../model';

// Types ---------------------------------------------------------------------------------------

/**
 * OSM `cuisine` values → Google place types (Places API (New), table A) of a restaurant (and of a
 * fast-food place, except what never is one). `cuisine` is a `;`-separated list: the first value
 * found here becomes the primary type, the generic restaurant types stay among the types.
 */
export const CUISINE_TYPES: Readonly<Record<string, string>> = {
  italian: 'italian_restaurant',
  pizza: 'pizza_restaurant',
  chinese: 'chinese_restaurant',
  japanese: 'japanese_restaurant',
  sushi: 'sushi_restaurant',
  thai: 'thai_restaurant',
  indian: 'indian_restaurant',
  vietnamese: 'vietnamese_restaurant',
  greek: 'greek_restaurant',
  mexican: 'mexican_restaurant',
  turkish: 'turkish_restaurant',
  kebab: 'turkish_restaurant',
  french: 'french_restaurant',
  spanish: 'spanish_restaurant',
  american: 'american_restaurant',
  burger: 'hamburger_restaurant',
  seafood: 'seafood_restaurant',
  fish: 'seafood_restaurant',
  steak_house: 'steak_house',
  vegan: 'vegan_restaurant',
  vegetarian: 'vegetarian_restaurant',
  korean: 'korean_restaurant',
  lebanese: 'lebanese_restaurant',
  arab: 'middle_eastern_restaurant',
  middle_eastern: 'middle_eastern_restaurant',
  mediterranean: 'mediterranean_restaurant',
  asian: 'asian_restaurant',
  ramen: 'ramen_restaurant',
  brazilian: 'brazilian_restaurant',
  indonesian: 'indonesian_restaurant',
  african: 'african_restaurant',
};

/** Cuisine types a fast-food place does not get (a steak house is a sit-down restaurant). */
const NOT_FAST_FOOD = new Set(['steak_house']);

/** The place type of the first recognised `cuisine` value of a restaurant or fast-food place. */
function cuisineType(tags: Readonly<Record<string, string>>): string | undefined {
  const amenity = tags.amenity;
  if (amenity !== 'restaurant' && amenity !== 'fast_food') return undefined;
  for (const value of (tags.cuisine ?? '').split(';')) {
    const key = value.trim().toLowerCase();
    const type = own(CUISINE_TYPES, key);
    if (type && !(amenity === 'fast_food' && NOT_FAST_FOOD.has(type))) return type;
  }
  return undefined;
}

/**
 * Types with a name among the labels (`places.type.*`, German and English): every type that can be
 * a place's primary type.
 */
export const NAMED_TYPES: ReadonlySet<string> = new Set([
  'cafe',
  'restaurant',
  'fast_food_restaurant',
  'bar',
  'pub',
  'beer_garden',
  'ice_cream_shop',
  'bakery',
  'supermarket',
  'store',
  'clothing_store',
  'book_store',
  'pharmacy',
  'hospital',
  'doctor',
  'dentist',
  'bank',
  'atm',
  'parking',
  'gas_station',
  'electric_vehicle_charging_station',
  'hotel',
  'museum',
  'post_office',
  'church',
  'library',
  'police',
  'tourist_attraction',
  'theater',
  'cinema',
  'office',
  ...Object.values(CUISINE_TYPES),
]);

export function typesOf(tags: Readonly<Record<string, string>>): string[] {
  const types = resultTypes(tags);
  const cuisine = cuisineType(tags);
  if (cuisine) types.unshift(cuisine);
  const unique = [...new Set(types)];
  if (unique.length > 0) unique.push('point_of_interest', 'establishment');
  return unique;
}

export function typeName(type: string | undefined): string | null {
  if (!type || !NAMED_TYPES.has(type)) return null;
  // Every NAMED_TYPES entry has a parameterless label `places.type.{type}` in both languages
  // (osm-mapping.test checks the keys).
  return t(`places.type.${type}` as 'places.type.cafe');
}

/** OSM `fuel:*` keys → the fuel types of 9.5 (German pumps: Super E5 = SP95, Super E10 = SP95_E10). */
export const FUELS: Record<string, FuelType> = {
  diesel: 'DIESEL',
  HGV_diesel: 'TRUCK_DIESEL',
  biodiesel: 'BIO_DIESEL',
  octane_91: 'SP91',
  octane_92: 'SP92',
  octane_95: 'SP95',
  e10: 'SP95_E10',
  octane_98: 'SP98',
  octane_100: 'SP100',
  lpg: 'LPG',
  e85: 'E85',
  cng: 'METHANE',
  lng: 'METHANE',
};

/** OSM `socket:*` keys → the EV connector types of 9.5. */
export const SOCKETS: Record<string, EVConnectorType> = {
  type1: 'J1772',
  type1_combo: 'CCS_COMBO_1',
  type2: 'TYPE_2',
  type2_cable: 'TYPE_2',
  type2_combo: 'CCS_COMBO_2',
  chademo: 'CHADEMO',
  tesla_supercharger: 'TESLA',
  tesla_standard: 'TESLA',
  nacs: 'TESLA',
  gb_dc: 'UNSPECIFIED_GB_T',
  gb_ac: 'UNSPECIFIED_GB_T',
  schuko: 'UNSPECIFIED_WALL_OUTLET',
  cee_blue: 'OTHER',
  cee_red_16a: 'OTHER',
  cee_red_32a: 'OTHER',
};
