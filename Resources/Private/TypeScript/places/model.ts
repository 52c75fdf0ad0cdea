/**
 * The place model every place widget reads (spec 3.7, 3.8, 9.5), filled by three sources (Google,
 * OpenStreetMap, the CMS). Field names are those of 3.7; unknown is `null`, never a guess, and the
 * widgets hide what is `null`. The maps-link fields are named after the provider that made them:
 * `googleMapsURI` / `googleMapsLinks` from Google, `openStreetMapURI` / `openStreetMapLinks` from
 * OpenStreetMap (and from the CMS on an OpenStreetMap site). Pure data: no I/O here.
 *
 * Import everything from here: the vocabulary (9.5 enums, amenities, sources) is data in
 * model-vocabulary.ts, the related objects of 3.8 are types in model-objects.ts, re-exported below.
 */

import {
  AMENITIES,
  type Amenity,
  type BusinessStatus,
  type PlaceSource,
  type PriceLevel,
} from './model-vocabulary';
import type {
  AccessibilityOptions,
  AddressComponent,
  Attribution,
  ConsumerAlert,
  EVChargeOptions,
  FuelOptions,
  LatLngBoundsLiteral,
  LatLngLiteral,
  MapsLinks,
  OpeningHours,
  ParkingOptions,
  PaymentOptions,
  Photo,
  PlusCode,
  PostalAddress,
  PriceRange,
  Review,
} from './model-objects';

// The model is read from here: its vocabulary (data) and its related objects (types) live beside it.
export * from './model-vocabulary';
export type * from './model-objects';

// 3.7 the place -------------------------------------------------------------------------------

/** Every field of a place but its identity: what a source fills and a request names. */
export type PlaceFields = {
  accessibilityOptions: AccessibilityOptions | null;
  addressComponents: AddressComponent[] | null;
  adrFormatAddress: string | null;
  attributions: Attribution[] | null;
  businessStatus: BusinessStatus | null;
  displayName: string | null;
  displayNameLanguageCode: string | null;
  formattedAddress: string | null;
  googleMapsURI: string | null;
  openStreetMapURI: string | null;
  internationalPhoneNumber: string | null;
  nationalPhoneNumber: string | null;
  location: LatLngLiteral | null;
  regularOpeningHours: OpeningHours | null;
  evChargeOptions: EVChargeOptions | null;
  fuelOptions: FuelOptions | null;
  parkingOptions: ParkingOptions | null;
  paymentOptions: PaymentOptions | null;
  photos: Photo[] | null;
  plusCode: PlusCode | null;
  postalAddress: PostalAddress | null;
  priceLevel: PriceLevel | null;
  priceRange: PriceRange | null;
  rating: number | null;
  reviews: Review[] | null;
  types: string[] | null;
  userRatingCount: number | null;
  utcOffsetMinutes: number | null;
  viewport: LatLngBoundsLiteral | null;
  websiteURI: string | null;
  iconBackgroundColor: string | null;
  svgIconMaskURI: string | null;
  editorialSummary: string | null;
  editorialSummaryLanguageCode: string | null;
  primaryType: string | null;
  primaryTypeDisplayName: string | null;
  primaryTypeDisplayNameLanguageCode: string | null;
  googleMapsLinks: MapsLinks | null;
  openStreetMapLinks: MapsLinks | null;
  consumerAlert: ConsumerAlert | null;
} & Record<Amenity, boolean | null>;

export type PlaceFieldName = keyof PlaceFields;

/** 8.4, logged once per page when `openingHours` is read. */
export const OPENING_HOURS_DEPRECATION =
  'Place.openingHours is deprecated. Please use Place.regularOpeningHours instead.';

/** 8.4: the calls of the old Places library that this version does not offer. */
export function notInThisVersion(call: string): Error {
  return new Error(
    `${call} is not available in this version of the place data. Please use the beta channel.`,
  );
}

export function noLongerAvailable(call: string): Error {
  return new Error(`${call} is no longer available. Please use Place.searchByText().`);
}

let warnedOpeningHours = false;

/** Lets a test see the once-per-page deprecation warning again. */
export function resetDeprecationWarnings(): void {
  warnedOpeningHours = false;
}

export interface PlaceIdentity {
  id: string;
  requestedLanguage?: string | null;
  requestedRegion?: string | null;
}

/**
 * A place: identity set once and read-only, every field `null` until a source fills it. `source`
 * says who filled it (not a 3.7 field; the widgets word disclosures by it).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the fields are declared by PlaceFields below
export class Place {
  declare readonly id: string;
  declare readonly requestedLanguage: string | null;
  declare readonly requestedRegion: string | null;
  declare readonly source: PlaceSource;

  constructor(identity: PlaceIdentity, source: PlaceSource, fields: Partial<PlaceFields> = {}) {
    if (typeof identity.id !== 'string' || identity.id === '') throw new Error('Place: `id` invalid');
    for (const [key, value] of [
      ['id', identity.id],
      ['requestedLanguage', identity.requestedLanguage ?? null],
      ['requestedRegion', identity.requestedRegion ?? null],
      ['source', source],
    ] as const) {
      Object.defineProperty(this, key, { value, enumerable: true, writable: false, configurable: false });
    }
    for (const name of PLACE_FIELD_NAMES) (this as Record<string, unknown>)[name] = null;
    Object.assign(this, fields);
  }

  /** 8.4: deprecated; logs once and reads `regularOpeningHours`. */
  get openingHours(): OpeningHours | null {
    if (!warnedOpeningHours) {
      warnedOpeningHours = true;
      console.warn(OPENING_HOURS_DEPRECATION);
    }
    return this.regularOpeningHours;
  }

  /** 8.4: not offered; `places/hours.ts` answers open or closed from `regularOpeningHours`. */
  isOpen(): never {
    throw notInThisVersion('Place.isOpen()');
  }

  getNextOpeningTime(): never {
    throw notInThisVersion('Place.getNextOpeningTime()');
  }

  static findPlaceFromQuery(): never {
    throw noLongerAvailable('Place.findPlaceFromQuery()');
  }

  static findPlaceFromPhoneNumber(): never {
    throw noLongerAvailable('Place.findPlaceFromPhoneNumber()');
  }
}

// The fields, declared on the instance type (assigned in the constructor).
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the fields are the data
export interface Place extends PlaceFields {}

/** Every field name of 3.7 (the identity apart), in the spec's order. */
export const PLACE_FIELD_NAMES: readonly PlaceFieldName[] = [
  'accessibilityOptions',
  'addressComponents',
  'adrFormatAddress',
  'attributions',
  'businessStatus',
  'displayName',
  'displayNameLanguageCode',
  'formattedAddress',
  'googleMapsURI',
  'openStreetMapURI',
  'internationalPhoneNumber',
  'nationalPhoneNumber',
  'location',
  'regularOpeningHours',
  'evChargeOptions',
  'fuelOptions',
  'parkingOptions',
  'paymentOptions',
  'photos',
  'plusCode',
  'postalAddress',
  'priceLevel',
  'priceRange',
  'rating',
  'reviews',
  'types',
  'userRatingCount',
  'utcOffsetMinutes',
  'viewport',
  'websiteURI',
  'iconBackgroundColor',
  'svgIconMaskURI',
  'editorialSummary',
  'editorialSummaryLanguageCode',
  'primaryType',
  'primaryTypeDisplayName',
  'primaryTypeDisplayNameLanguageCode',
  'googleMapsLinks',
  'openStreetMapLinks',
  ...AMENITIES,
  'consumerAlert',
];

/** The provider's maps link of a place, whichever source made it (the widgets' 'In … öffnen'). */
export function mapsLink(
  place: Pick<PlaceFields, 'googleMapsURI' | 'openStreetMapURI' | 'googleMapsLinks' | 'openStreetMapLinks'>,
): { provider: 'google' | 'osm'; uri: string; links: MapsLinks | null } | null {
  if (place.googleMapsURI)
    return { provider: 'google', uri: place.googleMapsURI, links: place.googleMapsLinks };
  if (place.openStreetMapURI)
    return { provider: 'osm', uri: place.openStreetMapURI, links: place.openStreetMapLinks };
  return null;
}
