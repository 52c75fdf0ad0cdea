/**
 * The CMS place schema (issue 14): one place as the editors keep it and the CMS writes it as inline
 * JSON (`<script type="application/json" id="sf-places">[…]</script>`, or a widget's own `place`).
 * It is the editor contract, mirrored on the server by Classes/DataProcessing/PlacesProcessor.php,
 * and validated here at the boundary like every other setting: a wrong field is named.
 */
import {
  array,
  flag,
  integer,
  number,
  object,
  oneOf,
  optional,
  string,
  type Infer,
  type Schema,
} from '../../../core/schema';
import { webUrl } from '../../../core/url-schema';
import {
  AMENITIES,
  BUSINESS_STATUSES,
  EV_CONNECTOR_TYPES,
  FUEL_TYPES,
  PRICE_LEVELS,
  type Amenity,
} from '../../model';
import { cmsReviews } from './reviews';

const text = optional(string());
const maybeFlag = optional(flag());
const uri = optional(webUrl());
const isoDate = optional(
  string({
    pattern: /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/,
    describe: 'an ISO date (2026-11-24 or 2026-11-24T10:00:00Z)',
  }),
);
const point = object({
  day: integer({ min: 0, max: 7 }),
  hour: integer({ min: 0, max: 24 }),
  minute: integer({ min: 0, max: 59 }),
});
const author = object({ displayName: string({ nonEmpty: true }), uri, photoURI: uri });
const money = object({
  currencyCode: optional(string({ pattern: /^[A-Z]{3}$/, describe: 'an ISO 4217 code such as EUR' }), 'EUR'),
  /** The amount in the currency, e.g. 1.799 (converted to units and nanos). */
  amount: number({ min: 0 }),
});

const amenityShape = Object.fromEntries(AMENITIES.map((name) => [name, maybeFlag])) as Record<
  Amenity,
  Schema<boolean | undefined>
>;

/** One place as the CMS writes it. */
export const cmsPlaceSchema = object({
  /** Stable and unique on the site, e.g. 'cms:zentrale'. */
  id: string({ pattern: /^cms:[a-z0-9-]+$/, describe: 'an id such as "cms:zentrale"' }),
  displayName: string({ nonEmpty: true }),
  location: object({ lat: number({ min: -90, max: 90 }), lng: number({ min: -180, max: 180 }) }),
  address: optional(
    object({
      street: text,
      houseNumber: text,
      postalCode: text,
      locality: text,
      regionCode: optional(string({ pattern: /^[A-Z]{2}$/, describe: 'a country code such as DE' }), 'DE'),
    }),
  ),
  primaryType: text,
  primaryTypeDisplayName: text,
  types: optional(array(string())),
  businessStatus: optional(oneOf(BUSINESS_STATUSES)),
  priceLevel: optional(oneOf(PRICE_LEVELS)),
  nationalPhoneNumber: text,
  internationalPhoneNumber: text,
  websiteURI: uri,
  editorialSummary: text,
  regularOpeningHours: optional(object({ periods: array(object({ open: point, close: optional(point) })) })),
  photos: optional(
    array(
      object({
        src: webUrl({
          also: /^places\/[^/]+\/photos\/[^/]+$/,
          describe:
            'an image URL (https://… or /…, not //…), or a Google photo name places/{placeId}/photos/{photoId}',
        }),
        widthPx: integer({ min: 1 }),
        heightPx: integer({ min: 1 }),
        /** Smaller renderings of the same image (the CMS's processed files), widest first or in any order. */
        variants: optional(array(object({ width: integer({ min: 1 }), src: webUrl() })), []),
        author: optional(author),
        /** Where a visitor reports the photo (the company's contact form, say). */
        flagContentURI: uri,
      }),
    ),
  ),
  /** At most MAX_CMS_REVIEWS (reviews.ts); `readCmsPlaces` keeps the first ones of a longer list. */
  reviews: optional(
    cmsReviews(
      array(
        object({
          author,
          rating: number({ min: 1, max: 5 }),
          text: string(),
          languageCode: optional(string(), 'de'),
          originalText: text,
          originalLanguageCode: text,
          publishTime: isoDate,
          visitDateYear: optional(integer({ min: 1900, max: 2100 })),
          visitDateMonth: optional(integer({ min: 1, max: 12 })),
        }),
      ),
    ),
  ),
  rating: optional(number({ min: 1, max: 5 })),
  userRatingCount: optional(integer({ min: 0 })),
  evChargeOptions: optional(
    object({
      connectorAggregations: array(
        object({
          type: oneOf(EV_CONNECTOR_TYPES),
          maxChargeRateKw: optional(number({ min: 0 })),
          count: integer({ min: 1 }),
          availableCount: optional(integer({ min: 0 })),
          outOfServiceCount: optional(integer({ min: 0 })),
          availabilityLastUpdateTime: isoDate,
        }),
      ),
    }),
  ),
  fuelOptions: optional(
    object({
      fuelPrices: array(object({ type: oneOf(FUEL_TYPES), price: optional(money), updateTime: isoDate })),
    }),
  ),
  consumerAlert: optional(
    object({
      overview: string({ nonEmpty: true }),
      details: optional(object({ title: text, description: text, aboutLinkTitle: text, aboutLinkURI: uri })),
      languageCode: optional(string(), 'de'),
    }),
  ),
  accessibilityOptions: optional(
    object({
      hasWheelchairAccessibleEntrance: maybeFlag,
      hasWheelchairAccessibleRestroom: maybeFlag,
      hasWheelchairAccessibleSeating: maybeFlag,
      hasWheelchairAccessibleParking: maybeFlag,
    }),
  ),
  parkingOptions: optional(
    object({
      hasFreeParkingLot: maybeFlag,
      hasPaidParkingLot: maybeFlag,
      hasFreeStreetParking: maybeFlag,
      hasPaidStreetParking: maybeFlag,
      hasValetParking: maybeFlag,
      hasFreeGarageParking: maybeFlag,
      hasPaidGarageParking: maybeFlag,
    }),
  ),
  paymentOptions: optional(
    object({
      acceptsCreditCards: maybeFlag,
      acceptsDebitCards: maybeFlag,
      acceptsCashOnly: maybeFlag,
      acceptsNfc: maybeFlag,
    }),
  ),
  amenities: optional(object(amenityShape)),
});

export type CmsPlace = Infer<typeof cmsPlaceSchema>;
export const cmsPlacesSchema = array(cmsPlaceSchema);
