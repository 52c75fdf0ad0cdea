/**
 * 3.7: the place fields as request fields (the snake_case names of a details request, 7.4), in
 * one table: most map directly (camelCase → snake_case), the 15 exceptions of 3.7 as listed, the
 * maps-links objects to their snake_case names, the language-code fields to their base field.
 */
import { PLACE_FIELD_NAMES, type Place, type PlaceFieldName } from './model';

/** 3.7's exceptions to the direct mapping. */
const EXCEPTIONS: Partial<Record<PlaceFieldName, string>> = {
  hasCurbsidePickup: 'curbside_pickup',
  hasDelivery: 'delivery',
  hasDineIn: 'dine_in',
  hasTakeout: 'takeout',
  isReservable: 'reservable',
  svgIconMaskURI: 'icon_mask_base_uri',
  hasWiFi: 'wifi',
  hasLiveMusic: 'live_music',
  hasMenuForChildren: 'menu_for_children',
  hasOutdoorSeating: 'outdoor_seating',
  hasRestroom: 'restroom',
  consumerAlert: 'consumer_alert',
  evChargeOptions: 'ev_charge_options',
  fuelOptions: 'fuel_options',
  priceRange: 'price_range',
};

/** The language-code fields come with their base field. */
const LANGUAGE_CODE_BASE: Partial<Record<PlaceFieldName, PlaceFieldName>> = {
  displayNameLanguageCode: 'displayName',
  editorialSummaryLanguageCode: 'editorialSummary',
  primaryTypeDisplayNameLanguageCode: 'primaryTypeDisplayName',
};

/** camelCase → snake_case, an upper-case run counting as one word (`websiteURI` → `website_uri`). */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

function requestField(name: PlaceFieldName): string {
  const base = LANGUAGE_CODE_BASE[name];
  if (base) return requestField(base);
  return EXCEPTIONS[name] ?? snakeCase(name);
}

/** The whole table, field → request field. */
export const REQUEST_FIELDS: Readonly<Record<PlaceFieldName, string>> = Object.fromEntries(
  PLACE_FIELD_NAMES.map((name) => [name, requestField(name)]),
) as Record<PlaceFieldName, string>;

/** 8.4 */
export const UNKNOWN_FIELDS = 'Unknown fields requested';

export function isPlaceField(name: unknown): name is PlaceFieldName {
  return typeof name === 'string' && Object.hasOwn(REQUEST_FIELDS, name);
}

/**
 * The request fields for the place fields asked for, each once, in the order asked; `['*']` asks
 * for all. Any name outside 3.7 fails with exactly 'Unknown fields requested' (8.4); the error's
 * `cause` lists the unknown names.
 */
export function toRequestFields(fields: readonly unknown[]): string[] {
  if (fields.length === 1 && fields[0] === '*') return [...new Set(Object.values(REQUEST_FIELDS))];
  const unknown = fields.filter((field) => !isPlaceField(field));
  if (unknown.length > 0) throw new Error(UNKNOWN_FIELDS, { cause: unknown.map(String) });
  return [...new Set((fields as PlaceFieldName[]).map((field) => REQUEST_FIELDS[field]))];
}

/** The place fields asked for, validated (the same rule), with `['*']` meaning every field. */
export function placeFields(fields: readonly unknown[]): PlaceFieldName[] {
  if (fields.length === 1 && fields[0] === '*') return [...PLACE_FIELD_NAMES];
  toRequestFields(fields);
  return [...new Set(fields as PlaceFieldName[])];
}

/**
 * The place with only the fields asked for kept; every other field set back to unknown (null), as
 * a source answers a request that names its fields. Changes and returns the same place.
 */
export function only(place: Place, fields: readonly PlaceFieldName[]): Place {
  if (fields.length >= PLACE_FIELD_NAMES.length) return place;
  const keep = new Set(fields);
  for (const name of PLACE_FIELD_NAMES)
    if (!keep.has(name)) (place as unknown as Record<string, unknown>)[name] = null;
  return place;
}
