/**
 * Issue 16, Google's Places UI Kit: our settings as Google's elements (language de, the region,
 * orientation, content, the 3.9 requests, the autocomplete options), checked by the 5.3 rules, and
 * what Google has no element for.
 */
import { circleBounds } from '../../services/geo';
import { autocompleteSettingsSchema } from '../autocomplete';
import { CONTENT_ITEMS } from '../details/content';
import { detailsSettingsSchema } from '../details/settings';
import { searchSettingsSchema } from '../search/settings';
import {
  uiKitPlan,
  type AutocompleteUiKit,
  type DetailsUiKit,
  type SearchUiKit,
  type UiKitConfig,
  type UiKitPlan,
} from './config';

const SITE = { region: 'DE' };
const details = (raw: object) => detailsSettingsSchema.read(raw).value;
const search = (raw: object) => searchSettingsSchema.read(raw).value;
const autocomplete = (raw: object) => autocompleteSettingsSchema.read(raw).value;

function planned(plan: UiKitPlan): Extract<UiKitPlan, { ok: true }> {
  if (!plan.ok) throw new Error(`not planned: ${plan.message}`);
  return plan;
}

type ConfigOf<K extends UiKitConfig['kind']> = K extends 'search'
  ? SearchUiKit
  : K extends 'autocomplete'
    ? AutocompleteUiKit
    : DetailsUiKit;

function configOf<K extends UiKitConfig['kind']>(plan: UiKitPlan, kind: K): ConfigOf<K> {
  const { config } = planned(plan);
  if (config.kind !== kind) throw new Error(`a ${config.kind} configuration`);
  return config as ConfigOf<K>;
}

const MARIENPLATZ = { lat: 48.13743, lng: 11.57549 };

describe('issue 16 Places UI Kit: details', () => {
  test("2.5 compact card by id: gmp-place-details-compact, the place request with language de and the site region, Google's standard content", () => {
    const plan = planned(
      uiKitPlan(
        { kind: 'details-compact', settings: details({ request: { id: 'ChIJ3S-JXmauEmsRUcIaWtf4MzE' } }) },
        SITE,
      ),
    );
    expect(plan).toEqual({
      ok: true,
      config: {
        kind: 'details-compact',
        language: 'de',
        region: 'DE',
        element: {
          element: 'PlaceDetailsCompactElement',
          tag: 'gmp-place-details-compact',
          options: { orientation: 'VERTICAL' },
        },
        request: {
          element: 'PlaceDetailsPlaceRequestElement',
          tag: 'gmp-place-details-place-request',
          options: {
            place: { id: 'ChIJ3S-JXmauEmsRUcIaWtf4MzE', requestedLanguage: 'de', requestedRegion: 'DE' },
          },
        },
        content: {
          preset: { element: 'PlaceStandardContentElement', tag: 'gmp-place-standard-content', options: {} },
        },
        style: { 'border-radius': '8px' },
      },
      unmapped: [],
      problems: [],
    });
  });

  test('3.10 language en and region AT from the settings; orientation HORIZONTAL; a location request', () => {
    const config = configOf(
      uiKitPlan(
        {
          kind: 'details-compact',
          settings: details({
            request: { location: MARIENPLATZ },
            language: 'en',
            region: 'AT',
            orientation: 'HORIZONTAL',
          }),
        },
        SITE,
      ),
      'details-compact',
    );
    expect(config.language).toBe('en');
    expect(config.region).toBe('AT');
    expect(config.element.options).toEqual({ orientation: 'HORIZONTAL' });
    expect(config.request).toEqual({
      element: 'PlaceDetailsLocationRequestElement',
      tag: 'gmp-place-details-location-request',
      options: { location: MARIENPLATZ },
    });
  });

  test("3.10 a place id asks in the settings' language and region; an unknown language is never sent", () => {
    const config = configOf(
      uiKitPlan(
        { kind: 'details', settings: details({ request: { id: 'ChIJx' }, language: 'en', region: 'AT' }) },
        SITE,
      ),
      'details',
    );
    expect(config.request.options).toEqual({
      place: { id: 'ChIJx', requestedLanguage: 'en', requestedRegion: 'AT' },
    });
  });

  test('a resource name (places/{id}) is handed over as such', () => {
    const config = configOf(
      uiKitPlan({ kind: 'details', settings: details({ request: { id: 'places/ChIJx' } }) }, SITE),
      'details',
    );
    expect(config.request.options).toEqual({
      place: { resourceName: 'places/ChIJx', requestedLanguage: 'de', requestedRegion: 'DE' },
    });
  });

  test("2.5 full panel: gmp-place-details with all of Google's content (our panel shows every part)", () => {
    const config = configOf(
      uiKitPlan({ kind: 'details', settings: details({ request: { id: 'ChIJx' } }) }, SITE),
      'details',
    );
    expect(config.element).toEqual({ element: 'PlaceDetailsElement', tag: 'gmp-place-details', options: {} });
    expect(config.content).toEqual({
      preset: { element: 'PlaceAllContentElement', tag: 'gmp-place-all-content', options: {} },
    });
  });

  test('an id and a location: the id is used, and the mistake is named', () => {
    const plan = planned(
      uiKitPlan(
        { kind: 'details-compact', settings: details({ request: { id: 'ChIJx', location: MARIENPLATZ } }) },
        SITE,
      ),
    );
    expect(plan.config).toMatchObject({ request: { element: 'PlaceDetailsPlaceRequestElement' } });
    expect(plan.problems).toEqual([
      'settings field "request": give an id or a location, not both; the id is used.',
    ]);
  });

  test('no request: nothing for Google to show (our own rendering waits for SiteFrontend.places.show)', () => {
    for (const raw of [{}, { request: {} }])
      expect(uiKitPlan({ kind: 'details-compact', settings: details(raw) }, SITE)).toEqual({
        ok: false,
        reason: 'no-request',
        message: 'settings field "request": google-ui-kit needs a place to show (an id or a location)',
      });
  });

  test("content of the compact card: the card's elements only, media LARGE with the lightbox; the rest is listed", () => {
    const plan = planned(
      uiKitPlan(
        {
          kind: 'details-compact',
          settings: details({
            request: { id: 'ChIJx' },
            content: [
              'media',
              'title',
              'rating',
              'openingHours',
              'contacts',
              'summary',
              'reviews',
              'consumerAlert',
              'mapsLink',
              'attribution',
            ],
          }),
        },
        SITE,
      ),
    );
    expect(plan.config).toMatchObject({
      content: {
        wrapper: null,
        elements: [
          {
            element: 'PlaceMediaElement',
            tag: 'gmp-place-media',
            options: { lightboxPreferred: true, preferredSize: 'LARGE' },
          },
          { element: 'PlaceRatingElement', tag: 'gmp-place-rating', options: {} },
          { element: 'PlaceOpenNowStatusElement', tag: 'gmp-place-open-now-status', options: {} },
          { element: 'PlaceAddressElement', tag: 'gmp-place-address', options: {} },
          {
            element: 'PlaceAttributionElement',
            tag: 'gmp-place-attribution',
            options: { lightSchemeColor: 'GRAY', darkSchemeColor: 'WHITE' },
          },
        ],
      },
    });
    expect(plan.unmapped).toEqual([
      'content "summary"',
      'content "reviews"',
      'content "consumerAlert"',
      'content "mapsLink"',
    ]);
  });

  test('content of the full panel: every part Google has an element for, each element once', () => {
    const config = configOf(
      uiKitPlan(
        { kind: 'details', settings: details({ request: { id: 'ChIJx' }, content: [...CONTENT_ITEMS] }) },
        SITE,
      ),
      'details',
    );
    if ('preset' in config.content) throw new Error('a preset');
    expect(config.content.elements.map((spec) => spec.tag)).toEqual([
      'gmp-place-media',
      'gmp-place-rating',
      'gmp-place-price',
      'gmp-place-type',
      'gmp-place-accessible-entrance-icon',
      'gmp-place-open-now-status',
      'gmp-place-opening-hours',
      'gmp-place-address',
      'gmp-place-summary',
      'gmp-place-feature-list',
      'gmp-place-website',
      'gmp-place-phone-number',
      'gmp-place-plus-code',
      'gmp-place-reviews',
      'gmp-place-type-specific-highlights',
      'gmp-place-attribution',
    ]);
    expect(
      planned(
        uiKitPlan(
          { kind: 'details', settings: details({ request: { id: 'ChIJx' }, content: [...CONTENT_ITEMS] }) },
          SITE,
        ),
      ).unmapped,
    ).toEqual(['content "mapsLink"', 'content "consumerAlert"']);
  });

  test("3.10 options: border and radius become Google's :host CSS; what Google has no option for is listed when not the default", () => {
    const plan = planned(
      uiKitPlan(
        {
          kind: 'details-compact',
          settings: details({
            request: { id: 'ChIJx' },
            borderRadius: '0',
            showsBorder: false,
            showsAttribution: false,
            showsButtons: false,
            showsAttributeTags: true,
            showsRoutingSummary: true,
            layout: 'tabbed',
            maxPhotos: 5,
            backgroundColor: '#f6f7f8',
            colorScheme: 'dark',
            reviewPolicyUrl: '/bewertungen.html',
          }),
        },
        SITE,
      ),
    );
    expect(plan.config).toMatchObject({ style: { 'border-radius': '0', border: '0' } });
    expect(plan.unmapped).toEqual([
      'showsAttribution: false',
      'showsButtons: false',
      'showsAttributeTags: true',
      'showsRoutingSummary: true',
      'layout: "tabbed"',
      'maxPhotos: 5',
      'backgroundColor',
      'colorScheme: "dark"',
      'reviewPolicyUrl',
    ]);
  });

  test("language en is listed: Google's own texts follow the page's API language (de)", () => {
    const plan = planned(
      uiKitPlan(
        { kind: 'details-compact', settings: details({ request: { id: 'ChIJx' }, language: 'en' }) },
        SITE,
      ),
    );
    expect(plan.unmapped).toEqual(['language: "en" (Google\'s texts follow the page: de)']);
  });
});

describe('issue 16 Places UI Kit: search', () => {
  const NEARBY = {
    locationRestriction: { center: MARIENPLATZ, radius: 300 },
    includedTypes: ['cafe'],
    excludedTypes: ['bar'],
    includedPrimaryTypes: ['coffee_shop'],
    excludedPrimaryTypes: ['bakery'],
    maxResultCount: 8,
    rankPreference: 'DISTANCE',
  };

  test("3.9 nearby search: every request element, the orientation, selectable, the list's parts in a content configuration", () => {
    const plan = planned(
      uiKitPlan(
        {
          kind: 'search',
          settings: search({ nearbySearch: NEARBY, orientation: 'HORIZONTAL', selectable: true }),
        },
        SITE,
      ),
    );
    expect(plan).toEqual({
      ok: true,
      config: {
        kind: 'search',
        language: 'de',
        region: 'DE',
        element: {
          element: 'PlaceSearchElement',
          tag: 'gmp-place-search',
          options: { orientation: 'HORIZONTAL', selectable: true },
        },
        request: {
          element: 'PlaceNearbySearchRequestElement',
          tag: 'gmp-place-nearby-search-request',
          options: NEARBY,
        },
        content: {
          wrapper: { element: 'PlaceContentConfigElement', tag: 'gmp-place-content-config', options: {} },
          elements: [{ element: 'PlaceAddressElement', tag: 'gmp-place-address', options: {} }],
        },
      },
      unmapped: [],
      problems: [],
    });
  });

  test('3.9 text search: every request element; empty type lists are unset (5.3)', () => {
    const textSearch = {
      textQuery: 'Café',
      includedType: 'cafe',
      locationBias: 'IP_BIAS',
      maxResultCount: 10,
      minRating: 4,
      isOpenNow: true,
      priceLevels: ['INEXPENSIVE', 'MODERATE'],
      rankPreference: 'RELEVANCE',
      evConnectorTypes: ['TYPE_2'],
      evMinimumChargingRateKw: 22,
      useStrictTypeFiltering: false,
    };
    const config = configOf(uiKitPlan({ kind: 'search', settings: search({ textSearch }) }, SITE), 'search');
    expect(config.request).toEqual({
      element: 'PlaceTextSearchRequestElement',
      tag: 'gmp-place-text-search-request',
      options: textSearch,
    });
    const bounded = configOf(
      uiKitPlan(
        {
          kind: 'search',
          settings: search({
            textSearch: {
              textQuery: 'Café',
              locationRestriction: { south: 48.1, west: 11.5, north: 48.2, east: 11.6 },
              priceLevels: [],
            },
          }),
        },
        SITE,
      ),
      'search',
    );
    expect(bounded.request.options).toEqual({
      textQuery: 'Café',
      locationRestriction: { south: 48.1, west: 11.5, north: 48.2, east: 11.6 },
    });
  });

  test('both searches: the nearby search is used, and the mistake is named; "About these results" off is listed', () => {
    const plan = planned(
      uiKitPlan(
        {
          kind: 'search',
          settings: search({
            nearbySearch: NEARBY,
            textSearch: { textQuery: 'Café' },
            showsAboutResults: false,
          }),
        },
        SITE,
      ),
    );
    expect(plan.config).toMatchObject({ request: { element: 'PlaceNearbySearchRequestElement' } });
    expect(plan.problems).toEqual([
      'settings fields "nearbySearch" and "textSearch": give one search, not both; the nearby search is used.',
    ]);
    expect(plan.unmapped).toEqual(['showsAboutResults: false']);
  });

  test('5.3 / 8.4 a broken rule: invalid, with the 8.4 text naming the field', () => {
    expect(
      uiKitPlan(
        {
          kind: 'search',
          settings: search({
            nearbySearch: { locationRestriction: { center: MARIENPLATZ, radius: 60_000 } },
          }),
        },
        SITE,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      message: `settings field "nearbySearch": Invalid LocationRestriction: ${JSON.stringify({ center: MARIENPLATZ, radius: 60_000 })}`,
    });
    expect(
      uiKitPlan(
        { kind: 'search', settings: search({ textSearch: { textQuery: 'Café', maxResultCount: 30 } }) },
        SITE,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'settings field "textSearch": Place: `maxResultCount` invalid',
    });
  });

  test('no search: nothing for Google to show (our own list waits for results handed over)', () => {
    expect(uiKitPlan({ kind: 'search', settings: search({}) }, SITE)).toMatchObject({
      ok: false,
      reason: 'no-request',
    });
  });
});

describe('issue 16 Places UI Kit: autocomplete', () => {
  test("3.9 the autocomplete options: language de, the site region, bias, types, region codes, origin; the CMS input's texts", () => {
    const plan = planned(
      uiKitPlan(
        {
          kind: 'autocomplete',
          settings: autocomplete({
            locationBias: { center: MARIENPLATZ, radius: 3000 },
            includedPrimaryTypes: ['cafe', 'restaurant'],
            includedRegionCodes: ['de', 'at'],
            origin: MARIENPLATZ,
            linkedDetails: 'c163',
          }),
        },
        { region: 'DE', input: { placeholder: 'z. B. Marienplatz 8', label: 'Ort oder Adresse', name: 'q' } },
      ),
    );
    expect(plan).toEqual({
      ok: true,
      config: {
        kind: 'autocomplete',
        language: 'de',
        region: 'DE',
        element: {
          element: 'PlaceAutocompleteElement',
          tag: 'gmp-place-autocomplete',
          options: {
            requestedLanguage: 'de',
            requestedRegion: 'DE',
            locationBias: { center: MARIENPLATZ, radius: 3000 },
            includedPrimaryTypes: ['cafe', 'restaurant'],
            includedRegionCodes: ['de', 'at'],
            origin: MARIENPLATZ,
            placeholder: 'z. B. Marienplatz 8',
            description: 'Ort oder Adresse',
            name: 'q',
          },
        },
      },
      unmapped: [],
      problems: [],
    });
  });

  test("a restriction circle becomes the bounds that hold it (Google's element takes only bounds); language en, region AT", () => {
    const config = configOf(
      uiKitPlan(
        {
          kind: 'autocomplete',
          settings: autocomplete({
            locationRestriction: { center: MARIENPLATZ, radius: 1000 },
            language: 'en',
            region: 'AT',
          }),
        },
        SITE,
      ),
      'autocomplete',
    );
    expect(config.element.options).toEqual({
      requestedLanguage: 'en',
      requestedRegion: 'AT',
      locationRestriction: circleBounds({ center: MARIENPLATZ, radius: 1000 }),
    });
  });

  test('5.3 bias and restriction together: invalid, with the 8.4 text', () => {
    const circle = { center: MARIENPLATZ, radius: 1000 };
    expect(
      uiKitPlan(
        {
          kind: 'autocomplete',
          settings: autocomplete({ locationBias: circle, locationRestriction: circle }),
        },
        SITE,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'settings: Cannot set both locationBias and locationRestriction.',
    });
  });
});

describe('circleBounds', () => {
  test('a 1 km circle at Marienplatz: ±0.009° north–south, ±0.0135° east–west', () => {
    const bounds = circleBounds({ center: MARIENPLATZ, radius: 1000 });
    expect(bounds.south).toBeCloseTo(MARIENPLATZ.lat - 0.008993, 5);
    expect(bounds.north).toBeCloseTo(MARIENPLATZ.lat + 0.008993, 5);
    expect(bounds.west).toBeCloseTo(MARIENPLATZ.lng - 0.013472, 5);
    expect(bounds.east).toBeCloseTo(MARIENPLATZ.lng + 0.013472, 5);
  });

  test('across the antimeridian the longitudes wrap; at a pole the bounds span every longitude', () => {
    const wrapped = circleBounds({ center: { lat: 0, lng: 179.99 }, radius: 5000 });
    expect(wrapped.west).toBeCloseTo(179.945, 3);
    expect(wrapped.east).toBeCloseTo(-179.965, 3);
    expect(circleBounds({ center: { lat: 90, lng: 0 }, radius: 1000 })).toMatchObject({
      north: 90,
      west: -180,
      east: 180,
    });
  });
});
