/**
 * The objects a place's fields hold (spec 3.8): hours, photos, reviews, addresses, EV charging, fuel
 * prices, maps links. Field names are those of 3.8; unknown is `null`. Types only.
 */
import type { EVConnectorType, FuelType } from './model-vocabulary';
import type { OpeningHoursPeriod } from '../services/hours';

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

/** The opening hours' points and periods (day 0 = Sunday, as Google counts): services/hours.ts. */
export type { OpeningHoursPeriod, OpeningHoursPoint } from '../services/hours';

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
