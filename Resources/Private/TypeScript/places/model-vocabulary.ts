/**
 * The place model's vocabulary, as data (spec 9.5 enums, 3.7 amenities): the closed lists a place's
 * fields take their values from, and the sources a place can come from. Schemas, validation and
 * the settings reference read these lists; `model.ts` builds the place on them.
 */

// 9.5 enums -----------------------------------------------------------------------------------

export const BUSINESS_STATUSES = ['OPERATIONAL', 'CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export const PRICE_LEVELS = ['FREE', 'INEXPENSIVE', 'MODERATE', 'EXPENSIVE', 'VERY_EXPENSIVE'] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

export const EV_CONNECTOR_TYPES = [
  'OTHER',
  'J1772',
  'TYPE_2',
  'CHADEMO',
  'CCS_COMBO_1',
  'CCS_COMBO_2',
  'TESLA',
  'UNSPECIFIED_GB_T',
  'UNSPECIFIED_WALL_OUTLET',
] as const;
export type EVConnectorType = (typeof EV_CONNECTOR_TYPES)[number];

export const FUEL_TYPES = [
  'DIESEL',
  'REGULAR_UNLEADED',
  'MIDGRADE',
  'PREMIUM',
  'SP91',
  'SP91_E10',
  'SP92',
  'SP95',
  'SP95_E10',
  'SP98',
  'SP99',
  'SP100',
  'LPG',
  'E80',
  'E85',
  'METHANE',
  'BIO_DIESEL',
  'TRUCK_DIESEL',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** 9.5: the fuels the full panel shows first, in this order. */
export const FEATURED_FUELS: readonly FuelType[] = ['REGULAR_UNLEADED', 'MIDGRADE', 'PREMIUM', 'DIESEL'];

/** Where a place's data came from: it decides the wording of disclosures and the maps link. */
export const PLACE_SOURCES = ['google', 'osm', 'cms'] as const;
export type PlaceSource = (typeof PLACE_SOURCES)[number];

// 3.7 amenities ------------------------------------------------------------------------------

/** The 24 boolean amenities of 3.7, in the spec's order. */
export const AMENITIES = [
  'hasTakeout',
  'hasDelivery',
  'hasDineIn',
  'hasCurbsidePickup',
  'isReservable',
  'servesBreakfast',
  'servesLunch',
  'servesDinner',
  'servesBrunch',
  'servesBeer',
  'servesWine',
  'servesCocktails',
  'servesDessert',
  'servesCoffee',
  'servesVegetarianFood',
  'hasOutdoorSeating',
  'hasLiveMusic',
  'hasMenuForChildren',
  'hasWiFi',
  'hasRestroom',
  'isGoodForChildren',
  'allowsDogs',
  'isGoodForGroups',
  'isGoodForWatchingSports',
] as const;
export type Amenity = (typeof AMENITIES)[number];
