/**
 * The place model every place widget reads (spec 3.7, 3.8, 9.5), filled by three sources (Google,
 * OpenStreetMap, the CMS). Field names are those of 3.7; unknown is `null`, never a guess, and the
 * widgets hide what is `null`. The maps-link fields are named after the provider that made them:
 * `googleMapsURI` / `googleMapsLinks` from Google, `openStreetMapURI` / `openStreetMapLinks` from
 * OpenStreetMap (and from the CMS on an OpenStreetMap site). Pure data: no I/O here.
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

// 3.8 related objects -------------------------------------------------------------------------

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface LatLngBoundsLiteral {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface AccessibilityOptions {
  hasWheelchairAccessibleEntrance: boolean | null;
  hasWheelchairAccessibleRestroom: boolean | null;
  hasWheelchairAccessibleSeating: boolean | null;
  hasWheelchairAccessibleParking: boolean | null;
}

export interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: string[];
}

export interface Attribution {
  provider: string | null;
  providerURI: string | null;
}

export interface ConsumerAlertDetails {
  title: string | null;
  description: string | null;
  aboutLinkTitle: string | null;
  aboutLinkURI: string | null;
}

export interface ConsumerAlert {
  overview: string | null;
  details: ConsumerAlertDetails | null;
  languageCode: string | null;
}

export interface ConnectorAggregation {
  type: EVConnectorType;
  maxChargeRateKw: number | null;
  count: number;
  availableCount: number | null;
  outOfServiceCount: number | null;
  availabilityLastUpdateTime: Date | null;
}

export interface EVChargeOptions {
  connectorCount: number;
  connectorAggregations: ConnectorAggregation[];
}

/** An amount as Google's `Money`: whole `units` plus `nanos` (10⁻⁹) of the currency. */
export interface Money {
  currencyCode: string;
  units: number;
  nanos: number;
}

export interface FuelPrice {
  type: FuelType;
  price: Money | null;
  updateTime: Date | null;
}

export interface FuelOptions {
  fuelPrices: FuelPrice[];
}

/** The maps-links object (3.8), under the provider's name on the place. */
export interface MapsLinks {
  directionsURI: string | null;
  placeURI: string | null;
  writeAReviewURI: string | null;
  reviewsURI: string | null;
  photosURI: string | null;
}

/** day 0 = Sunday … 6 = Saturday, as Google counts; hour 0–23 (24 only as a close at midnight); minute 0–59. */
export interface OpeningHoursPoint {
  day: number;
  hour: number;
  minute: number;
}

export interface OpeningHoursPeriod {
  open: OpeningHoursPoint;
  /** null: open without end (a place open around the clock has one period without close). */
  close: OpeningHoursPoint | null;
}

export interface OpeningHours {
  periods: OpeningHoursPeriod[];
  /** One line per weekday, Monday first, in the requested language. */
  weekdayDescriptions: string[];
}

export interface ParkingOptions {
  hasFreeParkingLot: boolean | null;
  hasPaidParkingLot: boolean | null;
  hasFreeStreetParking: boolean | null;
  hasPaidStreetParking: boolean | null;
  hasValetParking: boolean | null;
  hasFreeGarageParking: boolean | null;
  hasPaidGarageParking: boolean | null;
}

export interface PaymentOptions {
  acceptsCreditCards: boolean | null;
  acceptsDebitCards: boolean | null;
  acceptsCashOnly: boolean | null;
  acceptsNfc: boolean | null;
}

export interface AuthorAttribution {
  displayName: string;
  uri: string | null;
  photoURI: string | null;
}

export interface PhotoSize {
  maxWidth?: number;
  maxHeight?: number;
}

export interface Photo {
  authorAttributions: AuthorAttribution[];
  heightPx: number;
  widthPx: number;
  /** `places/{placeId}/photos/{photoId}` (Google), or the source's own stable name. */
  name: string;
  flagContentURI: string | null;
  googleMapsURI: string | null;
  openStreetMapURI: string | null;
  /** The image's URI for the size (9.5: widgets ask for 500 px wide); rejects with 'Error fetching photo URI'. */
  getURI(size?: PhotoSize): Promise<string>;
}

export interface PriceRange {
  startPrice: Money | null;
  endPrice: Money | null;
}

export interface Review {
  authorAttribution: AuthorAttribution | null;
  publishTime: Date | null;
  relativePublishTimeDescription: string | null;
  rating: number | null;
  visitDateYear: number | null;
  visitDateMonth: number | null;
  text: string | null;
  textLanguageCode: string | null;
  originalText: string | null;
  originalTextLanguageCode: string | null;
  flagContentURI: string | null;
  googleMapsURI: string | null;
  openStreetMapURI: string | null;
}

export interface PlusCode {
  globalCode: string | null;
  compoundCode: string | null;
}

/** A postal address, as Google's `PostalAddress` (the fields the panel uses). */
export interface PostalAddress {
  regionCode: string | null;
  postalCode: string | null;
  administrativeArea: string | null;
  locality: string | null;
  addressLines: string[];
  organization: string | null;
}

// 3.7 the place -------------------------------------------------------------------------------

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
