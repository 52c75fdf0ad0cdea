/**
 * The requests as they reach Google (issue 14): our validated requests (`../../validate.ts`) in the
 * shapes of the Places API (New) in the JavaScript API. Only defined elements are sent. Pure, so
 * the tests assert exactly what Google receives.
 */
import type {
  Area,
  AutocompleteRequest,
  LocationBias,
  NearbyRequest,
  TextSearchRequest,
} from '../../validate';
import { googleFields } from './fields';

type SessionToken = google.maps.places.AutocompleteSessionToken;

function circle(value: { center: google.maps.LatLngLiteral; radius: number }): google.maps.CircleLiteral {
  return { center: { lat: value.center.lat, lng: value.center.lng }, radius: value.radius };
}

function bounds(value: google.maps.LatLngBoundsLiteral): google.maps.LatLngBoundsLiteral {
  return { south: value.south, west: value.west, north: value.north, east: value.east };
}

function area(value: Area): google.maps.CircleLiteral | google.maps.LatLngBoundsLiteral {
  return 'radius' in value ? circle(value) : bounds(value);
}

/** A text search's bias; IP_BIAS is Google's default (no bias element). */
function textBias(value: LocationBias): google.maps.places.SearchByTextRequest['locationBias'] {
  if (value === 'IP_BIAS') return undefined;
  if ('radius' in value) return circle(value);
  if ('south' in value) return bounds(value);
  return { lat: value.lat, lng: value.lng };
}

/** Copies the defined elements only (no undefined elements reach Google). */
export function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, element]) => element !== undefined)) as T;
}

/** The language and region a request is made in. */
export interface Requested {
  language: string;
  region: string | undefined;
}

export function nearbyRequest(
  request: NearbyRequest,
  places: google.maps.PlacesLibrary,
  requested: Requested,
): google.maps.places.SearchNearbyRequest {
  return definedOnly({
    fields: googleFields(request.fields),
    locationRestriction: circle(request.locationRestriction),
    includedTypes: request.includedTypes && [...request.includedTypes],
    excludedTypes: request.excludedTypes && [...request.excludedTypes],
    includedPrimaryTypes: request.includedPrimaryTypes && [...request.includedPrimaryTypes],
    excludedPrimaryTypes: request.excludedPrimaryTypes && [...request.excludedPrimaryTypes],
    maxResultCount: request.maxResultCount,
    rankPreference: request.rankPreference && places.SearchNearbyRankPreference[request.rankPreference],
    language: requested.language,
    region: requested.region,
  });
}

export function textSearchRequest(
  request: TextSearchRequest,
  places: google.maps.PlacesLibrary,
  requested: Requested,
): google.maps.places.SearchByTextRequest {
  const ev =
    request.evConnectorTypes || request.evMinimumChargingRateKw !== undefined
      ? definedOnly({
          connectorTypes: request.evConnectorTypes && [...request.evConnectorTypes],
          minimumChargingRateKw: request.evMinimumChargingRateKw,
        })
      : undefined;
  return definedOnly({
    textQuery: request.textQuery,
    fields: googleFields(request.fields),
    evSearchOptions: ev,
    includedType: request.includedType,
    isOpenNow: request.isOpenNow,
    locationBias: request.locationBias && textBias(request.locationBias),
    locationRestriction: request.locationRestriction && bounds(request.locationRestriction),
    maxResultCount: request.maxResultCount,
    minRating: request.minRating,
    priceLevels: request.priceLevels && [...request.priceLevels],
    rankPreference: request.rankPreference && places.SearchByTextRankPreference[request.rankPreference],
    useStrictTypeFiltering: request.useStrictTypeFiltering,
    language: requested.language,
    region: requested.region,
  });
}

/**
 * The request of `fetchAutocompleteSuggestions`. Its `locationRestriction` is a rectangle only
 * (the JavaScript API's `LocationRestriction`): a circle restriction is refused before (see
 * `CIRCLE_RESTRICTION`), never widened to its bounding box.
 */
export function autocompleteRequest(
  request: AutocompleteRequest & { locationRestriction?: google.maps.LatLngBoundsLiteral },
  sessionToken: SessionToken,
  requested: Requested,
): google.maps.places.AutocompleteRequest {
  return definedOnly({
    input: request.input,
    inputOffset: request.inputOffset,
    locationBias: request.locationBias && area(request.locationBias),
    locationRestriction: request.locationRestriction && bounds(request.locationRestriction),
    includedPrimaryTypes: request.includedPrimaryTypes && [...request.includedPrimaryTypes],
    includedRegionCodes: request.includedRegionCodes && [...request.includedRegionCodes],
    language: requested.language,
    region: requested.region,
    origin: request.origin && { lat: request.origin.lat, lng: request.origin.lng },
    sessionToken,
  });
}

/** Why an autocomplete request restricted to a circle is not sent. */
export const CIRCLE_RESTRICTION =
  'Google AutocompleteSuggestion.fetchAutocompleteSuggestions: locationRestriction takes a rectangle ' +
  '(south, west, north, east) only; a circle restriction cannot be sent (use it as locationBias).';
