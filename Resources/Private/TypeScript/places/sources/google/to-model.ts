/**
 * A Google place and a Google prediction as ours (issue 14, spec 3.7): one converter per field,
 * reading a fetched `google.maps.places.Place`. Only the fields asked for are filled; what Google
 * leaves out is null (issue 27), never undefined.
 */
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
} from '../../model';
import { PHOTO_URI_ERROR } from '../../photos';
import type { PlacePrediction, TextMatch } from '../../source';
import { isGoogleField, type GoogleFieldName, type NOT_GOOGLE } from './fields';

type GooglePlace = google.maps.places.Place;

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
