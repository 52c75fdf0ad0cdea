/**
 * What a place details widget shows (its content configuration) and which place fields that needs
 * (spec 4.12: a content change fetches again only when the place lacks a required field). Pure.
 */
import { AMENITIES, type PlaceFieldName } from '../model';

/** The parts a details widget can show, in the order the full panel shows them. */
export const CONTENT_ITEMS = [
  'media',
  'title',
  'rating',
  'price',
  'type',
  'accessibility',
  'openingHours',
  'address',
  'mapsLink',
  'summary',
  'features',
  'contacts',
  'reviews',
  'evCharge',
  'fuel',
  'consumerAlert',
  'attribution',
] as const;
export type ContentItem = (typeof CONTENT_ITEMS)[number];

// Issue 29: the position too, for the route links of the visitor's navigation app (an Essentials field).
const MAPS_LINK: PlaceFieldName[] = ['googleMapsURI', 'openStreetMapURI', 'location'];

/** The fields each part reads. */
export const CONTENT_FIELDS: Readonly<Record<ContentItem, readonly PlaceFieldName[]>> = {
  media: ['photos'],
  title: ['displayName'],
  rating: ['rating', 'userRatingCount'],
  price: ['priceLevel', 'priceRange'],
  type: ['primaryType', 'primaryTypeDisplayName'],
  accessibility: ['accessibilityOptions'],
  openingHours: ['regularOpeningHours', 'utcOffsetMinutes', 'businessStatus'],
  address: ['formattedAddress'],
  mapsLink: MAPS_LINK,
  summary: ['editorialSummary'],
  features: ['accessibilityOptions', 'parkingOptions', 'paymentOptions', ...AMENITIES],
  contacts: [
    'formattedAddress',
    'websiteURI',
    'nationalPhoneNumber',
    'internationalPhoneNumber',
    'plusCode',
    'regularOpeningHours',
    'utcOffsetMinutes',
  ],
  reviews: ['reviews', 'rating', 'userRatingCount', 'googleMapsLinks', 'openStreetMapLinks'],
  evCharge: ['evChargeOptions'],
  fuel: ['fuelOptions'],
  consumerAlert: ['consumerAlert'],
  attribution: ['attributions'],
};

/** The compact card's parts (2.5) unless its settings name others. */
export const COMPACT_CONTENT: readonly ContentItem[] = [
  'media',
  'title',
  'rating',
  'price',
  'type',
  'accessibility',
  'openingHours',
  'mapsLink',
  'attribution',
];

/** The full panel's parts unless its settings name others: everything. */
export const PANEL_CONTENT: readonly ContentItem[] = CONTENT_ITEMS;

/** The fields a content configuration needs, once each, in a stable order. */
export function fieldsFor(content: readonly ContentItem[]): PlaceFieldName[] {
  const fields = new Set<PlaceFieldName>(['displayName']);
  for (const item of content) for (const field of CONTENT_FIELDS[item]) fields.add(field);
  return [...fields];
}

/** The fields of `needed` that a place fetched with `fetched` lacks. */
export function missingFields(
  needed: readonly PlaceFieldName[],
  fetched: ReadonlySet<PlaceFieldName>,
): PlaceFieldName[] {
  return needed.filter((field) => !fetched.has(field));
}
