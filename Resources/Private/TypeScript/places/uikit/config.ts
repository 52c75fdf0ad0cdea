/**
 * Google's Places UI Kit as an alternative rendering of the place widgets (issue 16, setting
 * `"renderer": "google-ui-kit"`, Documentation/places-uikit.md): from a widget's settings to the
 * elements Google's places library builds. Pure and free of Google: plain data naming each element
 * by its constructor in the library `importLibrary('places')` returns and by its tag, with the
 * options it is built with; mount.ts builds it. What Google has no element or option for is listed
 * in `unmapped` (the widget warns once), a settings mistake in `problems`. The elements' tags and
 * the content table are data in elements.ts (re-exported here).
 */
import type { AutocompleteWidgetSettings } from '../autocomplete';
import type { ContentItem } from '../details/content';
import type { DetailsSettings } from '../details/settings';
import type { SearchSettings } from '../search/settings';
import { circleBounds } from '../../services/geo';
import { contentElements, spec, type ContentSpec, type NoOptions, type Spec } from './elements';
import { validateAutocomplete, validateNearby, validateTextSearch, type Area } from '../validate';

export const UI_KIT_KINDS = ['details-compact', 'details', 'search', 'autocomplete'] as const;
export type UiKitKind = (typeof UI_KIT_KINDS)[number];

/** What a widget hands over: its kind and its settings, as its schema reads them. */
export type UiKitInput =
  | { kind: 'details-compact' | 'details'; settings: DetailsSettings }
  | { kind: 'search'; settings: SearchSettings }
  | { kind: 'autocomplete'; settings: AutocompleteWidgetSettings };

/** What the page adds to the settings. */
export interface UiKitSite {
  /** The site's region (`#sf-places-config`, `google.region`). */
  region: string;
  /** Autocomplete: the CMS input that Google's input stands in for. */
  input?: { placeholder?: string; label?: string; name?: string };
}

export {
  CONTENT_ELEMENTS,
  contentElements,
  TAGS,
  type ContentElementName,
  type ContentSpec,
  type ElementName,
  type PlainContentName,
  type Spec,
} from './elements';

/**
 * Which parts the element shows: Google's own preset (our default parts), or the parts one by one.
 * The details elements take the parts as children; the search element inside a
 * `PlaceContentConfigElement` (its other way, a `<template slot="details-item">`, is markup, not
 * constructed elements).
 */
export type UiKitContent =
  | { preset: Spec<'PlaceStandardContentElement' | 'PlaceAllContentElement', NoOptions> }
  | { wrapper: Spec<'PlaceContentConfigElement', NoOptions> | null; elements: ContentSpec[] };

export type DetailsRequestSpec =
  | Spec<'PlaceDetailsPlaceRequestElement', { place: google.maps.places.PlaceOptions }>
  | Spec<'PlaceDetailsLocationRequestElement', { location: google.maps.LatLngLiteral }>;

export type SearchRequestSpec =
  | Spec<'PlaceNearbySearchRequestElement', google.maps.places.PlaceNearbySearchRequestElementOptions>
  | Spec<'PlaceTextSearchRequestElement', google.maps.places.PlaceTextSearchRequestElementOptions>;

interface Common {
  /** The language asked for: de, or en when the settings say so. */
  language: 'de' | 'en';
  /** The settings' region, else the site's. */
  region: string;
}

export interface DetailsUiKit extends Common {
  kind: 'details-compact' | 'details';
  element:
    | Spec<'PlaceDetailsCompactElement', google.maps.places.PlaceDetailsCompactElementOptions>
    | Spec<'PlaceDetailsElement', google.maps.places.PlaceDetailsElementOptions>;
  request: DetailsRequestSpec;
  content: UiKitContent;
  /** CSS properties set on the element (Google's documented ones: border and border-radius on :host). */
  style: Record<string, string>;
}

export interface SearchUiKit extends Common {
  kind: 'search';
  element: Spec<'PlaceSearchElement', google.maps.places.PlaceSearchElementOptions>;
  request: SearchRequestSpec;
  content: UiKitContent;
}

export interface AutocompleteUiKit extends Common {
  kind: 'autocomplete';
  element: Spec<'PlaceAutocompleteElement', google.maps.places.PlaceAutocompleteElementOptions>;
}

export type UiKitConfig = DetailsUiKit | SearchUiKit | AutocompleteUiKit;

export type UiKitPlan =
  | {
      ok: true;
      config: UiKitConfig;
      /** Settings Google's elements have no counterpart for (`content "consumerAlert"`, `showsButtons: false`). */
      unmapped: string[];
      /** Settings mistakes the widget recovers from, each naming the field (console errors). */
      problems: string[];
    }
  | {
      ok: false;
      /** `no-request`: nothing for Google's element to show (our own rendering waits for one); `invalid`: a 5.3 rule broken. */
      reason: 'no-request' | 'invalid';
      message: string;
    };

// Helpers ---------------------------------------------------------------------------------------

/** `{ [key]: value }` when the value is defined, else `{}` (no undefined options on an element). */
function defined<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

const isCircleArea = (area: Area): area is Extract<Area, { radius: number }> => 'radius' in area;

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

// The kinds -------------------------------------------------------------------------------------

function detailsPlan(
  kind: 'details-compact' | 'details',
  settings: DetailsSettings,
  site: UiKitSite,
): UiKitPlan {
  const { request } = settings;
  if (!request || (request.id === undefined && request.location === undefined))
    return {
      ok: false,
      reason: 'no-request',
      message: 'settings field "request": google-ui-kit needs a place to show (an id or a location)',
    };
  const problems: string[] = [];
  if (request.id !== undefined && request.location !== undefined)
    problems.push('settings field "request": give an id or a location, not both; the id is used.');
  const language = settings.language ?? 'de';
  const region = settings.region ?? site.region;
  const { id, location } = request;
  const requestSpec: DetailsRequestSpec =
    id === undefined && location
      ? spec('PlaceDetailsLocationRequestElement', { location: { lat: location.lat, lng: location.lng } })
      : spec('PlaceDetailsPlaceRequestElement', {
          place: {
            // Google takes an id or a resource name (places/{id}).
            ...(id?.startsWith('places/') ? { resourceName: id } : { id }),
            requestedLanguage: language,
            requestedRegion: region,
          },
        });

  const unmapped: string[] = [];
  let content: UiKitContent;
  if (settings.content === undefined) {
    // Our default parts are the card's and the panel's own: Google's standard and all content.
    content = {
      preset:
        kind === 'details' ? spec('PlaceAllContentElement', {}) : spec('PlaceStandardContentElement', {}),
    };
  } else {
    const parts = contentElements(settings.content, kind);
    content = { wrapper: null, elements: parts.elements };
    unmapped.push(...parts.unmapped.map((item) => `content "${item}"`));
  }

  const style: Record<string, string> = { 'border-radius': settings.borderRadius };
  if (!settings.showsBorder) style.border = '0';
  // Google shows these in its own way, or not at all; only a value other than the default is news.
  if (!settings.showsAttribution) unmapped.push('showsAttribution: false');
  if (!settings.showsButtons) unmapped.push('showsButtons: false');
  if (settings.showsAttributeTags) unmapped.push('showsAttributeTags: true');
  if (settings.showsRoutingSummary) unmapped.push('showsRoutingSummary: true');
  if (settings.layout !== 'plain') unmapped.push(`layout: "${settings.layout}"`);
  if (settings.maxPhotos !== 3) unmapped.push(`maxPhotos: ${settings.maxPhotos}`);
  if (settings.backgroundColor.toLowerCase() !== '#fff') unmapped.push('backgroundColor');
  if (settings.colorScheme !== 'light') unmapped.push(`colorScheme: "${settings.colorScheme}"`);
  if (settings.reviewPolicyUrl) unmapped.push('reviewPolicyUrl');
  if (language !== 'de') unmapped.push(`language: "${language}" (Google's texts follow the page: de)`);

  const element =
    kind === 'details'
      ? spec('PlaceDetailsElement', {})
      : spec('PlaceDetailsCompactElement', { orientation: settings.orientation });
  return {
    ok: true,
    config: { kind, language, region, element, request: requestSpec, content, style },
    unmapped,
    problems,
  };
}

/** The search list shows the internal card's parts (2.5): the name and the address. */
const SEARCH_CONTENT: readonly ContentItem[] = ['title', 'address'];

function searchPlan(settings: SearchSettings, site: UiKitSite): UiKitPlan {
  const { nearbySearch, textSearch } = settings;
  if (!nearbySearch && !textSearch)
    return {
      ok: false,
      reason: 'no-request',
      message: 'settings fields "nearbySearch" / "textSearch": google-ui-kit needs a search to run',
    };
  const problems: string[] = [];
  if (nearbySearch && textSearch)
    problems.push(
      'settings fields "nearbySearch" and "textSearch": give one search, not both; the nearby search is used.',
    );
  let request: SearchRequestSpec;
  const field = nearbySearch ? 'nearbySearch' : 'textSearch';
  try {
    if (nearbySearch) {
      const r = validateNearby(nearbySearch);
      request = spec('PlaceNearbySearchRequestElement', {
        locationRestriction: {
          center: { ...r.locationRestriction.center },
          radius: r.locationRestriction.radius,
        },
        ...defined('includedTypes', r.includedTypes),
        ...defined('excludedTypes', r.excludedTypes),
        ...defined('includedPrimaryTypes', r.includedPrimaryTypes),
        ...defined('excludedPrimaryTypes', r.excludedPrimaryTypes),
        ...defined('maxResultCount', r.maxResultCount),
        ...defined('rankPreference', r.rankPreference),
      });
    } else {
      const r = validateTextSearch(textSearch);
      request = spec('PlaceTextSearchRequestElement', {
        textQuery: r.textQuery,
        ...defined('includedType', r.includedType),
        ...defined('locationBias', r.locationBias),
        ...defined('locationRestriction', r.locationRestriction),
        ...defined('maxResultCount', r.maxResultCount),
        ...defined('minRating', r.minRating),
        ...defined('isOpenNow', r.isOpenNow),
        ...defined('priceLevels', r.priceLevels),
        ...defined('rankPreference', r.rankPreference),
        ...defined('evConnectorTypes', r.evConnectorTypes),
        ...defined('evMinimumChargingRateKw', r.evMinimumChargingRateKw),
        ...defined('useStrictTypeFiltering', r.useStrictTypeFiltering),
      });
    }
  } catch (error) {
    return { ok: false, reason: 'invalid', message: `settings field "${field}": ${message(error)}` };
  }
  const unmapped: string[] = [];
  // Google's list carries its own legal disclosure (the ranking explained), always.
  if (!settings.showsAboutResults) unmapped.push('showsAboutResults: false');
  return {
    ok: true,
    config: {
      kind: 'search',
      language: 'de',
      region: site.region,
      element: spec('PlaceSearchElement', {
        orientation: settings.orientation,
        selectable: settings.selectable,
      }),
      request,
      content: {
        wrapper: spec('PlaceContentConfigElement', {}),
        elements: contentElements(SEARCH_CONTENT, 'search').elements,
      },
    },
    unmapped,
    problems,
  };
}

function autocompletePlan(settings: AutocompleteWidgetSettings, site: UiKitSite): UiKitPlan {
  const language = settings.language ?? 'de';
  const region = settings.region ?? site.region;
  let request;
  try {
    // The 5.3 rules of the autocomplete input (bias or restriction, not both; circles of at most 50 km …).
    request = validateAutocomplete({
      input: '',
      ...defined('locationBias', settings.locationBias),
      ...defined('locationRestriction', settings.locationRestriction),
      ...defined('origin', settings.origin),
    });
  } catch (error) {
    return { ok: false, reason: 'invalid', message: `settings: ${message(error)}` };
  }
  const restriction = request.locationRestriction;
  const input = site.input ?? {};
  const options: google.maps.places.PlaceAutocompleteElementOptions = {
    requestedLanguage: language,
    requestedRegion: region,
    ...defined('locationBias', request.locationBias),
    ...defined(
      'locationRestriction',
      restriction && (isCircleArea(restriction) ? circleBounds(restriction) : restriction),
    ),
    ...defined('includedPrimaryTypes', settings.includedPrimaryTypes),
    ...defined('includedRegionCodes', settings.includedRegionCodes),
    ...defined('origin', request.origin),
    ...defined('placeholder', input.placeholder || undefined),
    ...defined('description', input.label || undefined),
    ...defined('name', input.name || undefined),
  };
  return {
    ok: true,
    config: { kind: 'autocomplete', language, region, element: spec('PlaceAutocompleteElement', options) },
    unmapped: [],
    problems: [],
  };
}

/** From a widget's settings to Google's elements, or why there is nothing to build. */
export function uiKitPlan(input: UiKitInput, site: UiKitSite): UiKitPlan {
  switch (input.kind) {
    case 'details-compact':
    case 'details':
      return detailsPlan(input.kind, input.settings, site);
    case 'search':
      return searchPlan(input.settings, site);
    case 'autocomplete':
      return autocompletePlan(input.settings, site);
  }
}
