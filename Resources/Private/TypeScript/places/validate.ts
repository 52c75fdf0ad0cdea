/**
 * The place requests of 3.9, checked by the rules of 5.3 before any network request. Each failure
 * throws an Error with exactly the text of 8.4; the integrator reads it in the console (the
 * widgets) or catches it (`window.SiteFrontend.places`). The result is the normalised request:
 * empty type arrays become unset, and only the request's own elements remain.
 */
import {
  EV_CONNECTOR_TYPES,
  PRICE_LEVELS,
  type EVConnectorType,
  type LatLngBoundsLiteral,
  type LatLngLiteral,
  type PriceLevel,
} from './model';
import { placeFields } from './fields';
import type { PlaceFieldName } from './model';

// 8.4 -----------------------------------------------------------------------------------------

export const invalid = (field: string): Error => new Error(`Place: \`${field}\` invalid`);
export const BOTH_BIAS_AND_RESTRICTION = 'Cannot set both locationBias and locationRestriction.';
export const QUERY_PROPERTY = 'unknown property "query", did you mean "textQuery"?';
export const RANK_BY_PROPERTY = 'unknown property "rankBy", did you mean "rankPreference"?';
export const invalidRestriction = (value: unknown): Error =>
  new Error(`Invalid LocationRestriction: ${JSON.stringify(value)}`);
export const invalidOrigin = (value: unknown): Error => new Error(`Invalid Origin: ${JSON.stringify(value)}`);

/** 9.5 */
export const MAX_RESULT_COUNT = 20;
export const MAX_RATING = 5;
/** Google's nearby and autocomplete circles may be at most 50 km. */
export const MAX_CIRCLE_RADIUS_METERS = 50_000;

// Shapes --------------------------------------------------------------------------------------

export interface Circle {
  center: LatLngLiteral;
  radius: number;
}

export type LocationBias = LatLngLiteral | Circle | LatLngBoundsLiteral | 'IP_BIAS';
export type Area = Circle | LatLngBoundsLiteral;

export interface CommonRequest {
  /** The place fields wanted (3.7 names); `['*']` for all. */
  fields: PlaceFieldName[];
  language?: string;
  region?: string;
}

export interface DetailsRequest extends CommonRequest {
  id: string;
  /** The autocomplete session this details fetch ends (Google bills the session once). */
  sessionToken?: unknown;
}

export interface LocationRequest extends CommonRequest {
  location: LatLngLiteral;
}

export type NearbyRank = 'POPULARITY' | 'DISTANCE';
export type TextRank = 'RELEVANCE' | 'DISTANCE';

export interface NearbyRequest extends CommonRequest {
  locationRestriction: Circle;
  includedTypes?: string[];
  excludedTypes?: string[];
  includedPrimaryTypes?: string[];
  excludedPrimaryTypes?: string[];
  maxResultCount?: number;
  rankPreference?: NearbyRank;
}

export interface TextSearchRequest extends CommonRequest {
  textQuery: string;
  evConnectorTypes?: EVConnectorType[];
  evMinimumChargingRateKw?: number;
  includedType?: string;
  isOpenNow?: boolean;
  locationBias?: LocationBias;
  locationRestriction?: LatLngBoundsLiteral;
  maxResultCount?: number;
  minRating?: number;
  priceLevels?: PriceLevel[];
  rankPreference?: TextRank;
  useStrictTypeFiltering?: boolean;
}

export interface AutocompleteRequest {
  input: string;
  inputOffset?: number;
  locationBias?: Area;
  locationRestriction?: Area;
  includedPrimaryTypes?: string[];
  includedRegionCodes?: string[];
  language?: string;
  region?: string;
  origin?: LatLngLiteral;
  /** An opaque token of the typing session (Google bills a session once). */
  sessionToken?: unknown;
}

// Readers -------------------------------------------------------------------------------------

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function isLatLng(value: unknown): value is LatLngLiteral {
  return (
    isRecord(value) &&
    finite(value.lat) &&
    finite(value.lng) &&
    Math.abs(value.lat) <= 90 &&
    Math.abs(value.lng) <= 180
  );
}

export function isCircle(value: unknown): value is Circle {
  return (
    isRecord(value) &&
    isLatLng(value.center) &&
    finite(value.radius) &&
    value.radius > 0 &&
    value.radius <= MAX_CIRCLE_RADIUS_METERS
  );
}

export function isBounds(value: unknown): value is LatLngBoundsLiteral {
  return (
    isRecord(value) &&
    finite(value.south) &&
    finite(value.west) &&
    finite(value.north) &&
    finite(value.east) &&
    value.south <= value.north &&
    Math.abs(value.south) <= 90 &&
    Math.abs(value.north) <= 90
  );
}

function request(raw: unknown): Raw {
  if (!isRecord(raw)) throw invalid('request');
  return raw;
}

function optionalString(raw: Raw, field: string): string | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(field);
  return value;
}

function optionalBoolean(raw: Raw, field: string): boolean | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(field);
  return value;
}

/** 5.3: empty type arrays are treated as unset. */
function optionalStrings(raw: Raw, field: string): string[] | undefined {
  const value = raw[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) throw invalid(field);
  return value.length === 0 ? undefined : [...(value as string[])];
}

function optionalEnums<T extends string>(raw: Raw, field: string, allowed: readonly T[]): T[] | undefined {
  const values = optionalStrings(raw, field);
  if (values?.some((value) => !allowed.includes(value as T))) throw invalid(field);
  return values as T[] | undefined;
}

/** 5.3 / 9.5: an integer from 1 to 20. */
function maxResultCount(raw: Raw): number | undefined {
  const value = raw.maxResultCount;
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_RESULT_COUNT) {
    throw invalid('maxResultCount');
  }
  return value as number;
}

function rank<T extends string>(raw: Raw, allowed: readonly T[]): T | undefined {
  const value = raw.rankPreference;
  if (value === undefined || value === null) return undefined;
  if (!allowed.includes(value as T)) throw invalid('rankPreference');
  return value as T;
}

function common(raw: Raw): CommonRequest {
  const fields = raw.fields ?? ['*'];
  if (!Array.isArray(fields) || fields.length === 0) throw invalid('fields');
  return {
    fields: placeFields(fields),
    ...defined('language', optionalString(raw, 'language')),
    ...defined('region', optionalString(raw, 'region')),
  };
}

/** `{ [key]: value }` when the value is defined, else `{}` (no undefined elements in a request). */
function defined<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

// The requests --------------------------------------------------------------------------------

/** 3.9 details by place: an id (a string), or a Place (or anything with a string `id`). */
export function validateDetails(raw: unknown): DetailsRequest {
  const r = request(raw);
  const holder = r.place === undefined ? r : r.place;
  const id = isRecord(holder) ? holder.id : undefined;
  if (typeof id !== 'string' || id.trim() === '') throw invalid('id');
  return { id, ...common(r), ...defined('sessionToken', r.sessionToken ?? undefined) };
}

/** 3.9 details by location: a lat/lng. */
export function validateLocation(raw: unknown): LocationRequest {
  const r = request(raw);
  if (!isLatLng(r.location)) throw invalid('location');
  return { location: { lat: r.location.lat, lng: r.location.lng }, ...common(r) };
}

/** 3.9 nearby search: the restriction must be a circle (5.3). */
export function validateNearby(raw: unknown): NearbyRequest {
  const r = request(raw);
  if (r.locationBias !== undefined && r.locationRestriction !== undefined) {
    throw new Error(BOTH_BIAS_AND_RESTRICTION);
  }
  if (r.locationBias !== undefined) throw invalid('locationBias');
  if (!isCircle(r.locationRestriction)) throw invalidRestriction(r.locationRestriction ?? null);
  const restriction = r.locationRestriction;
  return {
    ...common(r),
    locationRestriction: { center: { ...restriction.center }, radius: restriction.radius },
    ...defined('includedTypes', optionalStrings(r, 'includedTypes')),
    ...defined('excludedTypes', optionalStrings(r, 'excludedTypes')),
    ...defined('includedPrimaryTypes', optionalStrings(r, 'includedPrimaryTypes')),
    ...defined('excludedPrimaryTypes', optionalStrings(r, 'excludedPrimaryTypes')),
    ...defined('maxResultCount', maxResultCount(r)),
    ...defined('rankPreference', rank(r, ['POPULARITY', 'DISTANCE'] as const)),
  };
}

function bias(value: unknown): LocationBias {
  if (value === 'IP_BIAS' || isLatLng(value) || isCircle(value) || isBounds(value)) return value;
  throw invalid('locationBias');
}

/** 3.9 text search. */
export function validateTextSearch(raw: unknown): TextSearchRequest {
  const r = request(raw);
  if ('query' in r) throw new Error(QUERY_PROPERTY);
  if ('rankBy' in r) throw new Error(RANK_BY_PROPERTY);
  if (typeof r.textQuery !== 'string' || r.textQuery.trim() === '') throw invalid('textQuery');
  if (r.locationBias !== undefined && r.locationRestriction !== undefined) {
    throw new Error(BOTH_BIAS_AND_RESTRICTION);
  }
  if (r.locationRestriction !== undefined && !isBounds(r.locationRestriction)) {
    throw invalidRestriction(r.locationRestriction);
  }
  const rate = r.evMinimumChargingRateKw;
  if (rate !== undefined && !finite(rate)) throw invalid('evMinimumChargingRateKw');
  const minRating = r.minRating;
  if (minRating !== undefined && (!finite(minRating) || minRating < 0 || minRating > MAX_RATING)) {
    throw invalid('minRating');
  }
  return {
    ...common(r),
    textQuery: r.textQuery,
    ...defined('evConnectorTypes', optionalEnums(r, 'evConnectorTypes', EV_CONNECTOR_TYPES)),
    ...defined('evMinimumChargingRateKw', rate),
    ...defined('includedType', optionalString(r, 'includedType') || undefined),
    ...defined('isOpenNow', optionalBoolean(r, 'isOpenNow')),
    ...defined('locationBias', r.locationBias === undefined ? undefined : bias(r.locationBias)),
    ...defined('locationRestriction', r.locationRestriction),
    ...defined('maxResultCount', maxResultCount(r)),
    ...defined('minRating', minRating),
    ...defined('priceLevels', optionalEnums(r, 'priceLevels', PRICE_LEVELS)),
    ...defined('rankPreference', rank(r, ['RELEVANCE', 'DISTANCE'] as const)),
    ...defined('useStrictTypeFiltering', optionalBoolean(r, 'useStrictTypeFiltering')),
  };
}

function area(value: unknown, field: 'locationBias' | 'locationRestriction'): Area {
  if (isCircle(value) || isBounds(value)) return value;
  if (field === 'locationRestriction') throw invalidRestriction(value);
  throw invalid(field);
}

/** 3.9 autocomplete input. */
export function validateAutocomplete(raw: unknown): AutocompleteRequest {
  const r = request(raw);
  if (typeof r.input !== 'string') throw invalid('input');
  const input = r.input;
  if (r.locationBias !== undefined && r.locationRestriction !== undefined) {
    throw new Error(BOTH_BIAS_AND_RESTRICTION);
  }
  const offset = r.inputOffset;
  if (
    offset !== undefined &&
    (!Number.isInteger(offset) || (offset as number) < 0 || (offset as number) > input.length)
  ) {
    throw invalid('inputOffset');
  }
  if (r.origin !== undefined && !isLatLng(r.origin)) throw invalidOrigin(r.origin);
  return {
    input,
    ...defined('inputOffset', offset as number | undefined),
    ...defined(
      'locationBias',
      r.locationBias === undefined ? undefined : area(r.locationBias, 'locationBias'),
    ),
    ...defined(
      'locationRestriction',
      r.locationRestriction === undefined ? undefined : area(r.locationRestriction, 'locationRestriction'),
    ),
    ...defined('includedPrimaryTypes', optionalStrings(r, 'includedPrimaryTypes')),
    ...defined('includedRegionCodes', optionalStrings(r, 'includedRegionCodes')),
    ...defined('language', optionalString(r, 'language')),
    ...defined('region', optionalString(r, 'region')),
    ...defined('origin', r.origin),
    ...defined('sessionToken', r.sessionToken ?? undefined),
  };
}

/** 5.3: a widget's orientation is HORIZONTAL or VERTICAL, VERTICAL by default. */
export const ORIENTATIONS = ['VERTICAL', 'HORIZONTAL'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** 5.3: unset (undefined, null, '') is VERTICAL; HORIZONTAL or VERTICAL as given; else 'Place: `orientation` invalid'. */
export function validateOrientation(value: unknown): Orientation {
  if (value === undefined || value === null || value === '') return 'VERTICAL';
  if (typeof value === 'string' && (ORIENTATIONS as readonly string[]).includes(value)) {
    return value as Orientation;
  }
  throw invalid('orientation');
}
