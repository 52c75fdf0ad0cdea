/**
 * The Google place source (issue 14): the Places API (New) in the Maps JavaScript API.
 *
 *   details      new places.Place({ id, requestedLanguage, requestedRegion }).fetchFields({ fields })
 *   by location  geocoding.Geocoder.geocode({ location }) → the first result's place_id → details
 *   nearby       places.Place.searchNearby({ fields, locationRestriction, … })
 *   text search  places.Place.searchByText({ textQuery, fields, … })
 *   autocomplete places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, sessionToken, … })
 *
 * The libraries come from the page-wide loader (`map/google/loader.ts`, `loadGoogleServices`), on
 * the first call of a method: importing this module or making the source requests nothing (the
 * callers ask only after the visitor's consent). Nothing here rejects: Google's errors
 * (`MapsRequestError`, `MapsServerError`, `MapsNetworkError`, with a `code`) resolve as the
 * statuses of `../source.ts` by the map services' table; a loader failure is NETWORK_ERROR. The one
 * function that rejects is a photo's `getURI`, with exactly 'Error fetching photo URI' (the model's
 * contract).
 *
 * Fields: the 3.7 names are the JavaScript API's own (camelCase, `googleMapsURI`,
 * `googleMapsLinks`); the language-code fields come with their base field; `openStreetMapURI` and
 * `openStreetMapLinks` are not Google's, and Google never fills `hasWiFi`: they stay null and are
 * not requested. Only the fields asked for are filled.
 *
 * Autocomplete sessions (Google bills the keystrokes of a session and the details fetch that ends
 * it as one session): one token per typing session, reused for every keystroke, ended by the
 * details fetch of the chosen prediction with the same token. A caller passes a token from
 * `newSessionToken()` as `sessionToken` of each autocomplete request and of the details request;
 * a caller that passes none (or before anything is loaded, when `newSessionToken()` answers
 * undefined) gets the source's own current session, created by the first autocomplete call. The
 * JavaScript API carries the token into Place Details only through `PlacePrediction.toPlace()`,
 * so a details request for a place predicted in the session fetches the prediction's Place; that
 * fetch ends the session (the next keystroke starts a new one).
 */
import { own } from '../../core/own';
import { REQUEST_TIMEOUT_SECONDS, withDeadline } from '../../core/http';
import { API_LANGUAGE, loadGoogleServices, type GoogleServiceLibraries } from '../../services/google/loader';
import { ERROR_CODE_STATUS } from '../../map/google/services';
import {
  AMENITIES,
  BUSINESS_STATUSES,
  EV_CONNECTOR_TYPES,
  FUEL_TYPES,
  Place,
  PRICE_LEVELS,
  type AccessibilityOptions,
  type AddressComponent,
  type Amenity,
  type Attribution,
  type AuthorAttribution,
  type ConnectorAggregation,
  type ConsumerAlert,
  type EVChargeOptions,
  type EVConnectorType,
  type FuelOptions,
  type FuelPrice,
  type MapsLinks,
  type Money,
  type OpeningHours,
  type OpeningHoursPoint,
  type ParkingOptions,
  type PaymentOptions,
  type Photo,
  type PhotoSize,
  type PlaceFieldName,
  type PlaceFields,
  type PlusCode,
  type PostalAddress,
  type PriceRange,
  type Review,
} from '../model';
import { PHOTO_URI_ERROR } from '../photos';
import {
  PLACE_ABORTED,
  type PlaceDataSource,
  type PlaceFailure,
  type PlaceFailureStatus,
  type PlaceOutcome,
  type PlacePrediction,
  type TextMatch,
} from '../source';
import type {
  Area,
  AutocompleteRequest,
  DetailsRequest,
  LocationBias,
  LocationRequest,
  NearbyRequest,
  TextSearchRequest,
} from '../validate';

/** The libraries this source uses, as `loadGoogleServices` hands them over (routes unused). */
export type GooglePlaceLibraries = Pick<GoogleServiceLibraries, 'geocoding' | 'places'>;

export interface GooglePlaceSourceOptions {
  apiKey: string;
  /** The region of requests that name none (CLDR code, e.g. 'DE'). */
  region?: string;
  /** Imports the libraries; by default the page-wide `loadGoogleServices(apiKey)`. */
  load?: () => Promise<GooglePlaceLibraries>;
  /** Milliseconds a call may take (the page's `requestTimeout`): then it is NETWORK_ERROR. 10 s by default. */
  timeoutMs?: number;
}

/**
 * A details request that may carry the typing session's token (`DetailsRequest` has no such
 * element yet: it is read from the request when present).
 */
export type GoogleDetailsRequest = DetailsRequest & { sessionToken?: unknown };

type GooglePlace = google.maps.places.Place;
type SessionToken = google.maps.places.AutocompleteSessionToken;

// Fields --------------------------------------------------------------------------------------

/**
 * Our fields that Google does not fill (they stay null on a Google place and are not requested):
 * the OpenStreetMap links, and `hasWiFi`, which Google's own reference marks as "accidentally
 * documented, but never actually populated" (asking for it could only fail the request).
 */
const NOT_GOOGLE = ['openStreetMapURI', 'openStreetMapLinks', 'hasWiFi'] as const;
type GoogleFieldName = Exclude<PlaceFieldName, (typeof NOT_GOOGLE)[number]>;

/** The language-code fields come with their base field (Google's LocalizedText). */
const LANGUAGE_CODE_BASE: Partial<Record<PlaceFieldName, GoogleFieldName>> = {
  displayNameLanguageCode: 'displayName',
  editorialSummaryLanguageCode: 'editorialSummary',
  primaryTypeDisplayNameLanguageCode: 'primaryTypeDisplayName',
};

const isGoogleField = (name: PlaceFieldName): name is GoogleFieldName =>
  !(NOT_GOOGLE as readonly PlaceFieldName[]).includes(name);

/**
 * The JavaScript API's field names for 3.7 fields, each once, in the order asked. A request of
 * nothing Google knows asks for the id only (Google needs at least one field).
 */
export function googleFields(fields: readonly PlaceFieldName[]): string[] {
  const names = new Set<string>();
  for (const field of fields) {
    if (isGoogleField(field)) names.add(LANGUAGE_CODE_BASE[field] ?? field);
  }
  return names.size === 0 ? ['id'] : [...names];
}

// Conversion ----------------------------------------------------------------------------------

function enumOf<T extends string>(allowed: readonly T[], value: string | null | undefined): T | null {
  return value !== null && value !== undefined && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

const date = (value: Date | null | undefined): Date | null => (value ? new Date(value.getTime()) : null);

/*
 * Issue 27: Google's answers leave out what is unknown, and proto3 JSON leaves out zeros (a
 * period's minute 0, Sunday's day 0, a price's units 0): a nested value Google did not send is
 * null (or 0 where the model's number is never null), never undefined, whatever the API fills in.
 */
const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
const orZero = (value: number | null | undefined): number => value ?? 0;
const listOf = <T>(value: readonly T[] | null | undefined): T[] => (value ? [...value] : []);

function money(value: google.maps.places.Money): Money {
  return { currencyCode: value.currencyCode, units: orZero(value.units), nanos: orZero(value.nanos) };
}

function author(value: google.maps.places.AuthorAttribution): AuthorAttribution {
  return { displayName: value.displayName, uri: orNull(value.uri), photoURI: orNull(value.photoURI) };
}

function accessibility(value: google.maps.places.AccessibilityOptions): AccessibilityOptions {
  return {
    hasWheelchairAccessibleEntrance: orNull(value.hasWheelchairAccessibleEntrance),
    hasWheelchairAccessibleRestroom: orNull(value.hasWheelchairAccessibleRestroom),
    hasWheelchairAccessibleSeating: orNull(value.hasWheelchairAccessibleSeating),
    hasWheelchairAccessibleParking: orNull(value.hasWheelchairAccessibleParking),
  };
}

function addressComponent(value: google.maps.places.AddressComponent): AddressComponent {
  return { longText: value.longText, shortText: value.shortText, types: [...value.types] };
}

function attribution(value: google.maps.places.Attribution): Attribution {
  return { provider: value.provider, providerURI: value.providerURI };
}

function point(value: google.maps.places.OpeningHoursPoint): OpeningHoursPoint {
  return { day: orZero(value.day), hour: orZero(value.hour), minute: orZero(value.minute) };
}

function openingHours(value: google.maps.places.OpeningHours): OpeningHours {
  return {
    periods: listOf(value.periods).map((period) => ({
      open: point(period.open),
      close: period.close ? point(period.close) : null,
    })),
    weekdayDescriptions: listOf(value.weekdayDescriptions),
  };
}

/** Google's NACS (and an unknown type) is none of our connector types: 'OTHER'. */
function connectorType(value: string | null): EVConnectorType {
  return enumOf(EV_CONNECTOR_TYPES, value) ?? 'OTHER';
}

function connector(value: google.maps.places.ConnectorAggregation): ConnectorAggregation {
  return {
    type: connectorType(value.type),
    maxChargeRateKw: orNull(value.maxChargeRateKw),
    count: orZero(value.count),
    availableCount: orNull(value.availableCount),
    outOfServiceCount: orNull(value.outOfServiceCount),
    availabilityLastUpdateTime: date(value.availabilityLastUpdateTime),
  };
}

function evChargeOptions(value: google.maps.places.EVChargeOptions): EVChargeOptions {
  return {
    connectorCount: orZero(value.connectorCount),
    connectorAggregations: listOf(value.connectorAggregations).map(connector),
  };
}

/** Prices of fuels outside our list (Google's DIESEL_PLUS, E100, an unknown type) are left out. */
function fuelOptions(value: google.maps.places.FuelOptions): FuelOptions {
  return {
    fuelPrices: listOf(value.fuelPrices).flatMap((price): FuelPrice[] => {
      const type = enumOf(FUEL_TYPES, price.type);
      return type
        ? [{ type, price: price.price ? money(price.price) : null, updateTime: date(price.updateTime) }]
        : [];
    }),
  };
}

function parkingOptions(value: google.maps.places.ParkingOptions): ParkingOptions {
  return {
    hasFreeParkingLot: orNull(value.hasFreeParkingLot),
    hasPaidParkingLot: orNull(value.hasPaidParkingLot),
    hasFreeStreetParking: orNull(value.hasFreeStreetParking),
    hasPaidStreetParking: orNull(value.hasPaidStreetParking),
    hasValetParking: orNull(value.hasValetParking),
    hasFreeGarageParking: orNull(value.hasFreeGarageParking),
    hasPaidGarageParking: orNull(value.hasPaidGarageParking),
  };
}

function paymentOptions(value: google.maps.places.PaymentOptions): PaymentOptions {
  return {
    acceptsCreditCards: orNull(value.acceptsCreditCards),
    acceptsDebitCards: orNull(value.acceptsDebitCards),
    acceptsCashOnly: orNull(value.acceptsCashOnly),
    acceptsNfc: orNull(value.acceptsNFC),
  };
}

/**
 * The photo's name: Google's JavaScript Photo has no `name` property; its `toJSON()` may carry
 * one. Otherwise a stable name of our own, not of Google's `places/{id}/photos/{photo}` form (so
 * that nothing takes it for a photo resource of the REST API).
 */
function photoName(value: google.maps.places.Photo, placeId: string, index: number): string {
  let json: unknown;
  try {
    json = value.toJSON();
  } catch {
    json = undefined;
  }
  const name = typeof json === 'object' && json !== null && 'name' in json ? json.name : undefined;
  return typeof name === 'string' && name !== '' ? name : `google:places/${placeId}/photo-${index + 1}`;
}

/** Google's `Photo.getURI` answers at once; any failure (or no URI) is 'Error fetching photo URI'. */
function photoURI(value: google.maps.places.Photo, size: PhotoSize | undefined): Promise<string> {
  const options: google.maps.places.PhotoOptions = {};
  if (size?.maxWidth !== undefined) options.maxWidth = size.maxWidth;
  if (size?.maxHeight !== undefined) options.maxHeight = size.maxHeight;
  try {
    const uri = value.getURI(options);
    if (typeof uri !== 'string' || uri === '') return Promise.reject(new Error(PHOTO_URI_ERROR));
    return Promise.resolve(uri);
  } catch {
    return Promise.reject(new Error(PHOTO_URI_ERROR));
  }
}

function photo(value: google.maps.places.Photo, placeId: string, index: number): Photo {
  return {
    authorAttributions: listOf(value.authorAttributions).map(author),
    heightPx: orZero(value.heightPx),
    widthPx: orZero(value.widthPx),
    name: photoName(value, placeId, index),
    flagContentURI: orNull(value.flagContentURI),
    googleMapsURI: orNull(value.googleMapsURI),
    openStreetMapURI: null,
    getURI: (size?: PhotoSize) => photoURI(value, size),
  };
}

function plusCode(value: google.maps.places.PlusCode): PlusCode {
  return { globalCode: orNull(value.globalCode), compoundCode: orNull(value.compoundCode) };
}

function postalAddress(value: google.maps.places.PostalAddress): PostalAddress {
  return {
    regionCode: orNull(value.regionCode),
    postalCode: orNull(value.postalCode),
    administrativeArea: orNull(value.administrativeArea),
    locality: orNull(value.locality),
    addressLines: listOf(value.addressLines),
    organization: orNull(value.organization),
  };
}

function priceRange(value: google.maps.places.PriceRange): PriceRange {
  return { startPrice: money(value.startPrice), endPrice: value.endPrice ? money(value.endPrice) : null };
}

function review(value: google.maps.places.Review): Review {
  return {
    authorAttribution: value.authorAttribution ? author(value.authorAttribution) : null,
    publishTime: date(value.publishTime),
    relativePublishTimeDescription: orNull(value.relativePublishTimeDescription),
    rating: orNull(value.rating),
    visitDateYear: orNull(value.visitDateYear),
    visitDateMonth: orNull(value.visitDateMonth),
    text: orNull(value.text),
    textLanguageCode: orNull(value.textLanguageCode),
    originalText: orNull(value.originalText),
    originalTextLanguageCode: orNull(value.originalTextLanguageCode),
    flagContentURI: orNull(value.flagContentURI),
    googleMapsURI: orNull(value.googleMapsURI),
    openStreetMapURI: null,
  };
}

function mapsLinks(value: google.maps.places.GoogleMapsLinks): MapsLinks {
  return {
    directionsURI: orNull(value.directionsURI),
    placeURI: orNull(value.placeURI),
    writeAReviewURI: orNull(value.writeAReviewURI),
    reviewsURI: orNull(value.reviewsURI),
    photosURI: orNull(value.photosURI),
  };
}

function consumerAlert(value: google.maps.places.ConsumerAlert): ConsumerAlert {
  const details = value.details;
  return {
    overview: value.overview,
    details: details
      ? {
          title: details.title,
          description: details.description,
          aboutLinkTitle: details.aboutLinkTitle,
          aboutLinkURI: details.aboutLinkURI,
        }
      : null,
    languageCode: value.languageCode,
  };
}

/** `f(value)` for a value Google has, else null (undefined: not fetched; null: unknown). */
function present<T, R>(value: T | null | undefined, f: (value: T) => R): R | null {
  return value === null || value === undefined ? null : f(value);
}

type Converters = { [K in GoogleFieldName]: (place: GooglePlace) => PlaceFields[K] };

type GoogleAmenity = Exclude<Amenity, (typeof NOT_GOOGLE)[number]>;

const amenityConverters = Object.fromEntries(
  AMENITIES.filter(isGoogleField).map((name) => [name, (place: GooglePlace) => place[name] ?? null]),
) as Record<GoogleAmenity, (place: GooglePlace) => boolean | null>;

/** Each Google field of 3.7, read from a fetched google.maps.places.Place. */
const CONVERTERS: Converters = {
  accessibilityOptions: (p) => present(p.accessibilityOptions, accessibility),
  addressComponents: (p) => present(p.addressComponents, (list) => list.map(addressComponent)),
  adrFormatAddress: (p) => p.adrFormatAddress ?? null,
  attributions: (p) => present(p.attributions, (list) => list.map(attribution)),
  businessStatus: (p) => enumOf(BUSINESS_STATUSES, p.businessStatus),
  displayName: (p) => p.displayName ?? null,
  displayNameLanguageCode: (p) => p.displayNameLanguageCode ?? null,
  formattedAddress: (p) => p.formattedAddress ?? null,
  googleMapsURI: (p) => p.googleMapsURI ?? null,
  internationalPhoneNumber: (p) => p.internationalPhoneNumber ?? null,
  nationalPhoneNumber: (p) => p.nationalPhoneNumber ?? null,
  location: (p) => present(p.location, (at) => ({ lat: at.lat(), lng: at.lng() })),
  regularOpeningHours: (p) => present(p.regularOpeningHours, openingHours),
  evChargeOptions: (p) => present(p.evChargeOptions, evChargeOptions),
  fuelOptions: (p) => present(p.fuelOptions, fuelOptions),
  parkingOptions: (p) => present(p.parkingOptions, parkingOptions),
  paymentOptions: (p) => present(p.paymentOptions, paymentOptions),
  photos: (p) => present(p.photos, (list) => list.map((value, index) => photo(value, p.id, index))),
  plusCode: (p) => present(p.plusCode, plusCode),
  postalAddress: (p) => present(p.postalAddress, postalAddress),
  priceLevel: (p) => enumOf(PRICE_LEVELS, p.priceLevel),
  priceRange: (p) => present(p.priceRange, priceRange),
  rating: (p) => p.rating ?? null,
  reviews: (p) => present(p.reviews, (list) => list.map(review)),
  types: (p) => present(p.types, (list) => [...list]),
  userRatingCount: (p) => p.userRatingCount ?? null,
  utcOffsetMinutes: (p) => p.utcOffsetMinutes ?? null,
  viewport: (p) =>
    present(p.viewport, (bounds) => {
      const { south, west, north, east } = bounds.toJSON();
      return { south, west, north, east };
    }),
  websiteURI: (p) => p.websiteURI ?? null,
  iconBackgroundColor: (p) => p.iconBackgroundColor ?? null,
  svgIconMaskURI: (p) => p.svgIconMaskURI ?? null,
  editorialSummary: (p) => p.editorialSummary ?? null,
  editorialSummaryLanguageCode: (p) => p.editorialSummaryLanguageCode ?? null,
  primaryType: (p) => p.primaryType ?? null,
  primaryTypeDisplayName: (p) => p.primaryTypeDisplayName ?? null,
  primaryTypeDisplayNameLanguageCode: (p) => p.primaryTypeDisplayNameLanguageCode ?? null,
  googleMapsLinks: (p) => present(p.googleMapsLinks, mapsLinks),
  consumerAlert: (p) => present(p.consumerAlert, consumerAlert),
  ...amenityConverters,
};

/**
 * A fetched Google place as our Place (source 'google'): the identity from Google's place, the
 * fields asked for converted (the others null).
 */
export function placeFromGoogle(
  place: GooglePlace,
  fields: readonly PlaceFieldName[],
  requested: { language: string; region: string | undefined },
): Place {
  // Each value is its converter's, of the field's type (CONVERTERS is typed field by field).
  const values: Partial<Record<GoogleFieldName, unknown>> = {};
  for (const name of fields) if (isGoogleField(name)) values[name] = CONVERTERS[name](place);
  return new Place(
    {
      id: place.id,
      requestedLanguage: place.requestedLanguage ?? requested.language,
      requestedRegion: place.requestedRegion ?? requested.region ?? null,
    },
    'google',
    values as Partial<PlaceFields>,
  );
}

function textMatches(value: google.maps.places.FormattableText): TextMatch[] {
  return listOf(value.matches).map((range) => ({
    start: orZero(range.startOffset),
    end: orZero(range.endOffset),
  }));
}

/** A Google prediction as ours (without main text, the whole text is the main text). */
export function predictionFromGoogle(value: google.maps.places.PlacePrediction): PlacePrediction {
  const main = value.mainText ?? value.text;
  return {
    placeId: value.placeId,
    text: value.text.text,
    textMatches: textMatches(value.text),
    mainText: main.text,
    mainTextMatches: textMatches(main),
    secondaryText: value.secondaryText?.text ?? null,
    types: [...value.types],
    distanceMeters: value.distanceMeters ?? null,
  };
}

// Requests ------------------------------------------------------------------------------------

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
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, element]) => element !== undefined)) as T;
}

interface Requested {
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

// Failures ------------------------------------------------------------------------------------

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

type ErrorClasses = Partial<
  Pick<typeof google.maps, 'MapsNetworkError' | 'MapsRequestError' | 'MapsServerError'>
>;

/** Without a known code, the error's class decides (the classes are globals once Google is loaded). */
function statusOfClass(error: unknown): PlaceFailureStatus {
  const maps = (globalThis as { google?: { maps?: ErrorClasses } }).google?.maps;
  if (maps?.MapsRequestError && error instanceof maps.MapsRequestError) return 'INVALID_REQUEST';
  if (maps?.MapsServerError && error instanceof maps.MapsServerError) return 'UNKNOWN_ERROR';
  if (maps?.MapsNetworkError && error instanceof maps.MapsNetworkError) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

/** A rejection of Google as a status, the code and message in the detail. */
export function failureOfGoogle(error: unknown, what: string): PlaceFailure {
  const code = codeOf(error);
  const status = (code === undefined ? undefined : own(ERROR_CODE_STATUS, code)) ?? statusOfClass(error);
  return { status, detail: `Google ${what}: ${code ?? 'no code'} (${messageOf(error)})` };
}

const ABORT = Symbol('aborted');

/** The promise's value, or ABORT as soon as the signal aborts (the request's answer is then ignored). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T | typeof ABORT> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(ABORT);
  let stop = (): void => undefined;
  const aborted = new Promise<typeof ABORT>((resolve) => {
    const onAbort = (): void => resolve(ABORT);
    signal.addEventListener('abort', onAbort, { once: true });
    stop = () => signal.removeEventListener('abort', onAbort);
  });
  return Promise.race([promise, aborted]).finally(stop);
}

// The source ----------------------------------------------------------------------------------

export function googlePlaceSource(options: GooglePlaceSourceOptions): PlaceDataSource {
  const load = options.load ?? (() => loadGoogleServices(options.apiKey));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_SECONDS * 1000;
  /** Set once the libraries have loaded (nothing is loaded before the first call). */
  let libraries: GooglePlaceLibraries | undefined;
  /** The session of callers that pass no token. */
  let ownSession: SessionToken | undefined;
  /** The predictions of each open session, by place id (what ends the session in details). */
  const sessions = new WeakMap<SessionToken, Map<string, google.maps.places.PlacePrediction>>();

  const requested = (request: { language?: string; region?: string }): Requested => ({
    language: request.language ?? API_LANGUAGE,
    region: request.region ?? options.region,
  });

  /**
   * Loads the libraries and runs the action; resolves PLACE_ABORTED when the signal aborts (before:
   * nothing is requested), the failure of Google's rejection otherwise.
   */
  async function run<T>(
    signal: AbortSignal | undefined,
    what: string,
    action: (libs: GooglePlaceLibraries) => Promise<PlaceOutcome<T>>,
  ): Promise<PlaceOutcome<T>> {
    if (signal?.aborted) return PLACE_ABORTED;
    if (!options.load && options.apiKey.trim() === '') {
      return { status: 'REQUEST_DENIED', detail: 'Setting "google.apiKey" is empty: Google is not asked.' };
    }
    let libs: GooglePlaceLibraries;
    try {
      const loaded = await untilAborted(withDeadline(load(), timeoutMs, 'Google Places'), signal);
      if (loaded === ABORT) return PLACE_ABORTED;
      libs = loaded;
      libraries = loaded;
    } catch (error) {
      return { status: 'NETWORK_ERROR', detail: `Google Places could not be loaded: ${messageOf(error)}` };
    }
    if (signal?.aborted) return PLACE_ABORTED;
    try {
      const outcome = await untilAborted(withDeadline(action(libs), timeoutMs, `Google ${what}`), signal);
      return outcome === ABORT ? PLACE_ABORTED : outcome;
    } catch (error) {
      return signal?.aborted ? PLACE_ABORTED : failureOfGoogle(error, what);
    }
  }

  const isToken = (libs: GooglePlaceLibraries, value: unknown): value is SessionToken =>
    value instanceof libs.places.AutocompleteSessionToken;

  /**
   * The place to fetch: the chosen prediction's (carrying its session token to Google, and ending
   * the session) when the id was predicted in the request's session, or else in the source's own
   * session; otherwise a new Place of the id.
   */
  function placeToFetch(
    libs: GooglePlaceLibraries,
    request: GoogleDetailsRequest,
    req: Requested,
  ): GooglePlace {
    const given = isToken(libs, request.sessionToken) ? request.sessionToken : undefined;
    const token = given ?? ownSession;
    const prediction = token ? sessions.get(token)?.get(request.id) : undefined;
    if (token && prediction) {
      sessions.delete(token);
      if (token === ownSession) ownSession = undefined;
      const place = prediction.toPlace();
      place.requestedLanguage = req.language;
      if (req.region !== undefined) place.requestedRegion = req.region;
      return place;
    }
    return new libs.places.Place(
      definedOnly({ id: request.id, requestedLanguage: req.language, requestedRegion: req.region }),
    );
  }

  async function fetchDetails(
    libs: GooglePlaceLibraries,
    request: GoogleDetailsRequest,
    signal: AbortSignal | undefined,
  ): Promise<PlaceOutcome<Place>> {
    if (signal?.aborted) return PLACE_ABORTED;
    const req = requested(request);
    const { place } = await placeToFetch(libs, request, req).fetchFields({
      fields: googleFields(request.fields),
    });
    return { status: 'OK', value: placeFromGoogle(place, request.fields, req) };
  }

  return {
    name: 'google',

    details(request, signal) {
      return run(signal, 'Place.fetchFields', (libs) => fetchDetails(libs, request, signal));
    },

    detailsByLocation(request: LocationRequest, signal) {
      return run(signal, 'Geocoder.geocode', async (libs): Promise<PlaceOutcome<Place>> => {
        const { location } = request;
        const { results } = await new libs.geocoding.Geocoder().geocode({
          location: { lat: location.lat, lng: location.lng },
          language: requested(request).language,
        });
        const placeId = results.find((result) => result.place_id)?.place_id;
        if (!placeId) {
          return {
            status: 'ZERO_RESULTS',
            detail: `Google Geocoder.geocode: no place at ${location.lat},${location.lng}`,
          };
        }
        const details = definedOnly({
          id: placeId,
          fields: request.fields,
          language: request.language,
          region: request.region,
        });
        try {
          return await fetchDetails(libs, details, signal);
        } catch (error) {
          return signal?.aborted ? PLACE_ABORTED : failureOfGoogle(error, 'Place.fetchFields');
        }
      });
    },

    searchNearby(request, signal) {
      return run(signal, 'Place.searchNearby', async (libs) => {
        const req = requested(request);
        const { places } = await libs.places.Place.searchNearby(nearbyRequest(request, libs.places, req));
        return { status: 'OK', value: places.map((place) => placeFromGoogle(place, request.fields, req)) };
      });
    },

    searchByText(request, signal) {
      return run(signal, 'Place.searchByText', async (libs) => {
        const req = requested(request);
        const { places } = await libs.places.Place.searchByText(textSearchRequest(request, libs.places, req));
        return { status: 'OK', value: places.map((place) => placeFromGoogle(place, request.fields, req)) };
      });
    },

    autocomplete(request, signal) {
      if (signal?.aborted) return Promise.resolve(PLACE_ABORTED);
      if (request.input.trim() === '') return Promise.resolve({ status: 'OK', value: [] });
      const restriction = request.locationRestriction;
      if (restriction && 'radius' in restriction) {
        return Promise.resolve({ status: 'INVALID_REQUEST', detail: CIRCLE_RESTRICTION });
      }
      const rectangular = { ...request, locationRestriction: restriction };
      return run(signal, 'AutocompleteSuggestion.fetchAutocompleteSuggestions', async (libs) => {
        let token: SessionToken;
        if (isToken(libs, request.sessionToken)) token = request.sessionToken;
        else {
          ownSession ??= new libs.places.AutocompleteSessionToken();
          token = ownSession;
        }
        const { suggestions } = await libs.places.AutocompleteSuggestion.fetchAutocompleteSuggestions(
          autocompleteRequest(rectangular, token, requested(request)),
        );
        const predictions = suggestions.flatMap((suggestion) =>
          suggestion.placePrediction ? [suggestion.placePrediction] : [],
        );
        const known = sessions.get(token) ?? new Map<string, google.maps.places.PlacePrediction>();
        for (const prediction of predictions) known.set(prediction.placeId, prediction);
        sessions.set(token, known);
        return { status: 'OK', value: predictions.map(predictionFromGoogle) };
      });
    },

    newSessionToken() {
      return libraries ? new libraries.places.AutocompleteSessionToken() : undefined;
    },
  };
}
