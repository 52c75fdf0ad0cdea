/**
 * Google's Places UI Kit elements as data: each element's tag by its constructor's name in the
 * places library, the shape of one element to build (`Spec`), and our content parts
 * (details/content.ts) as Google's content elements, with the options they are built with. The
 * plans in config.ts pick from these tables; mount.ts builds what they name.
 */
import type { ContentItem } from '../details/content';
import { own } from '../../core/own';

/** The elements' tags, by their constructors' names in the places library. */
export const TAGS = {
  PlaceDetailsCompactElement: 'gmp-place-details-compact',
  PlaceDetailsElement: 'gmp-place-details',
  PlaceSearchElement: 'gmp-place-search',
  PlaceAutocompleteElement: 'gmp-place-autocomplete',
  PlaceDetailsPlaceRequestElement: 'gmp-place-details-place-request',
  PlaceDetailsLocationRequestElement: 'gmp-place-details-location-request',
  PlaceNearbySearchRequestElement: 'gmp-place-nearby-search-request',
  PlaceTextSearchRequestElement: 'gmp-place-text-search-request',
  PlaceContentConfigElement: 'gmp-place-content-config',
  PlaceStandardContentElement: 'gmp-place-standard-content',
  PlaceAllContentElement: 'gmp-place-all-content',
  PlaceMediaElement: 'gmp-place-media',
  PlaceAddressElement: 'gmp-place-address',
  PlaceRatingElement: 'gmp-place-rating',
  PlaceTypeElement: 'gmp-place-type',
  PlacePriceElement: 'gmp-place-price',
  PlaceAccessibleEntranceIconElement: 'gmp-place-accessible-entrance-icon',
  PlaceOpenNowStatusElement: 'gmp-place-open-now-status',
  PlaceOpeningHoursElement: 'gmp-place-opening-hours',
  PlaceWebsiteElement: 'gmp-place-website',
  PlacePhoneNumberElement: 'gmp-place-phone-number',
  PlacePlusCodeElement: 'gmp-place-plus-code',
  PlaceSummaryElement: 'gmp-place-summary',
  PlaceTypeSpecificHighlightsElement: 'gmp-place-type-specific-highlights',
  PlaceReviewsElement: 'gmp-place-reviews',
  PlaceFeatureListElement: 'gmp-place-feature-list',
  PlaceAttributionElement: 'gmp-place-attribution',
} as const satisfies Partial<Record<keyof google.maps.PlacesLibrary, `gmp-${string}`>>;

export type ElementName = keyof typeof TAGS;

/** One element: its constructor's name, its tag and the options it is constructed with. */
export interface Spec<N extends ElementName, O> {
  element: N;
  tag: (typeof TAGS)[N];
  options: O;
}

/** One element to build (the tag follows from the name). */
export const spec = <N extends ElementName, O>(element: N, options: O): Spec<N, O> => ({
  element,
  tag: TAGS[element],
  options,
});

/** The options of an element that takes none. */
export type NoOptions = Record<string, never>;

/** The content elements that take no options. */
export type PlainContentName =
  | 'PlaceAddressElement'
  | 'PlaceRatingElement'
  | 'PlaceTypeElement'
  | 'PlacePriceElement'
  | 'PlaceAccessibleEntranceIconElement'
  | 'PlaceOpenNowStatusElement'
  | 'PlaceOpeningHoursElement'
  | 'PlaceWebsiteElement'
  | 'PlacePhoneNumberElement'
  | 'PlacePlusCodeElement'
  | 'PlaceSummaryElement'
  | 'PlaceTypeSpecificHighlightsElement'
  | 'PlaceReviewsElement'
  | 'PlaceFeatureListElement';

export type ContentSpec =
  | Spec<'PlaceMediaElement', google.maps.places.PlaceMediaElementOptions>
  | Spec<'PlaceAttributionElement', google.maps.places.PlaceAttributionElementOptions>
  | Spec<PlainContentName, NoOptions>;

export type ContentElementName = ContentSpec['element'];

// Content ---------------------------------------------------------------------------------------

/**
 * Our parts (details/content.ts) as Google's content elements. `always`: Google shows it whatever
 * the configuration (the name); null: Google has no element for it.
 */
export const CONTENT_ELEMENTS: Readonly<
  Record<ContentItem, readonly ContentElementName[] | 'always' | null>
> = {
  media: ['PlaceMediaElement'],
  title: 'always',
  rating: ['PlaceRatingElement'],
  price: ['PlacePriceElement'],
  type: ['PlaceTypeElement'],
  accessibility: ['PlaceAccessibleEntranceIconElement'],
  openingHours: ['PlaceOpenNowStatusElement', 'PlaceOpeningHoursElement'],
  address: ['PlaceAddressElement'],
  mapsLink: null,
  summary: ['PlaceSummaryElement'],
  features: ['PlaceFeatureListElement'],
  contacts: [
    'PlaceAddressElement',
    'PlaceWebsiteElement',
    'PlacePhoneNumberElement',
    'PlacePlusCodeElement',
    'PlaceOpeningHoursElement',
  ],
  reviews: ['PlaceReviewsElement'],
  evCharge: ['PlaceTypeSpecificHighlightsElement'],
  fuel: ['PlaceTypeSpecificHighlightsElement'],
  consumerAlert: null,
  attribution: ['PlaceAttributionElement'],
};

/** The content elements the compact card and the search list take (the full panel takes them all). */
const CARD_ELEMENTS: ReadonlySet<ContentElementName> = new Set([
  'PlaceAddressElement',
  'PlaceAccessibleEntranceIconElement',
  'PlaceAttributionElement',
  'PlaceMediaElement',
  'PlaceOpenNowStatusElement',
  'PlacePriceElement',
  'PlaceRatingElement',
  'PlaceTypeElement',
]);

/** 9.5: the attribution is GRAY on a light scheme, WHITE on a dark one (Google picks by the visitor's). */
const ATTRIBUTION: google.maps.places.PlaceAttributionElementOptions = {
  lightSchemeColor: 'GRAY',
  darkSchemeColor: 'WHITE',
};

function contentSpec(name: ContentElementName, mediaSize: google.maps.places.MediaSizeString): ContentSpec {
  switch (name) {
    case 'PlaceMediaElement':
      return spec(name, { lightboxPreferred: true, preferredSize: mediaSize });
    case 'PlaceAttributionElement':
      return spec(name, { ...ATTRIBUTION });
    default:
      return spec(name, {});
  }
}

/**
 * The parts one by one for a kind: each part's elements that the kind takes, once each, in our
 * order. A part with none of them is unmapped.
 */
export function contentElements(
  items: readonly ContentItem[],
  kind: 'details-compact' | 'details' | 'search',
): { elements: ContentSpec[]; unmapped: ContentItem[] } {
  const names: ContentElementName[] = [];
  const unmapped: ContentItem[] = [];
  for (const item of items) {
    const mapped = own(CONTENT_ELEMENTS, item);
    if (mapped === 'always') continue;
    const taken = (mapped ?? []).filter((name) => kind === 'details' || CARD_ELEMENTS.has(name));
    if (taken.length === 0) unmapped.push(item);
    for (const name of taken) if (!names.includes(name)) names.push(name);
  }
  // 9.5: media LARGE in the details widgets, SMALL in the search list.
  const size = kind === 'search' ? 'SMALL' : 'LARGE';
  return { elements: names.map((name) => contentSpec(name, size)), unmapped };
}
