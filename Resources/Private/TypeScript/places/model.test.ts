/** 3.7 / 3.8 / 8.4 the place model and the field table. */
import { only, REQUEST_FIELDS, snakeCase, toRequestFields, UNKNOWN_FIELDS } from './fields';
import {
  AMENITIES,
  mapsLink,
  OPENING_HOURS_DEPRECATION,
  Place,
  PLACE_FIELD_NAMES,
  resetDeprecationWarnings,
} from './model';
import { fold, matchesOf } from './source';
import { makePlace } from './testing/factories';

describe('3.7 the place', () => {
  it('identity is set once and read-only; every field starts unknown (null)', () => {
    const place = new Place({ id: 'node/1', requestedLanguage: 'de', requestedRegion: 'DE' }, 'osm', {
      displayName: 'Café Rischart',
    });
    expect([place.id, place.requestedLanguage, place.requestedRegion, place.source]).toEqual([
      'node/1',
      'de',
      'DE',
      'osm',
    ]);
    expect(() => {
      (place as { id: string }).id = 'node/2';
    }).toThrow(TypeError);
    expect(place.id).toBe('node/1');
    expect(place.displayName).toBe('Café Rischart');
    for (const name of PLACE_FIELD_NAMES.filter((n) => n !== 'displayName')) expect(place[name]).toBeNull();
  });

  it('has the 24 boolean amenities', () => {
    expect(AMENITIES).toHaveLength(24);
    expect(new Set(AMENITIES).size).toBe(24);
  });

  it('8.4 openingHours logs the deprecation once and reads regularOpeningHours', () => {
    resetDeprecationWarnings();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hours = { periods: [], weekdayDescriptions: ['Montag: Geschlossen'] };
    const place = new Place({ id: 'a' }, 'cms', { regularOpeningHours: hours });
    expect(place.openingHours).toBe(hours);
    expect(place.openingHours).toBe(hours);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(OPENING_HOURS_DEPRECATION);
    warn.mockRestore();
  });

  it('8.4 the open-now check and the next opening time point to the beta channel; the finds to searchByText', () => {
    const place = new Place({ id: 'a' }, 'google');
    expect(() => place.isOpen()).toThrow(/Place\.isOpen\(\) is not available in this version.*beta channel/);
    expect(() => place.getNextOpeningTime()).toThrow(/not available in this version.*beta channel/);
    expect(() => Place.findPlaceFromQuery()).toThrow(
      'Place.findPlaceFromQuery() is no longer available. Please use Place.searchByText().',
    );
    expect(() => Place.findPlaceFromPhoneNumber()).toThrow(
      'Place.findPlaceFromPhoneNumber() is no longer available. Please use Place.searchByText().',
    );
  });

  it('the maps link is the provider’s that made the place', () => {
    const google = new Place({ id: 'g' }, 'google', { googleMapsURI: 'https://maps.google.com/?cid=1' });
    expect(mapsLink(google)).toEqual({
      provider: 'google',
      uri: 'https://maps.google.com/?cid=1',
      links: null,
    });
    const osm = new Place({ id: 'node/1' }, 'osm', {
      openStreetMapURI: 'https://www.openstreetmap.org/node/1',
    });
    expect(mapsLink(osm)?.provider).toBe('osm');
    expect(mapsLink(new Place({ id: 'x' }, 'cms'))).toBeNull();
  });
});

describe('3.7 field names to request fields', () => {
  it('most map directly', () => {
    expect(REQUEST_FIELDS.accessibilityOptions).toBe('accessibility_options');
    expect(REQUEST_FIELDS.businessStatus).toBe('business_status');
    expect(REQUEST_FIELDS.userRatingCount).toBe('user_rating_count');
    expect(REQUEST_FIELDS.websiteURI).toBe('website_uri');
    expect(REQUEST_FIELDS.googleMapsURI).toBe('google_maps_uri');
    expect(REQUEST_FIELDS.isGoodForWatchingSports).toBe('is_good_for_watching_sports');
    expect(snakeCase('adrFormatAddress')).toBe('adr_format_address');
  });

  it.each([
    ['hasCurbsidePickup', 'curbside_pickup'],
    ['hasDelivery', 'delivery'],
    ['hasDineIn', 'dine_in'],
    ['hasTakeout', 'takeout'],
    ['isReservable', 'reservable'],
    ['svgIconMaskURI', 'icon_mask_base_uri'],
    ['hasWiFi', 'wifi'],
    ['hasLiveMusic', 'live_music'],
    ['hasMenuForChildren', 'menu_for_children'],
    ['hasOutdoorSeating', 'outdoor_seating'],
    ['hasRestroom', 'restroom'],
    ['consumerAlert', 'consumer_alert'],
    ['evChargeOptions', 'ev_charge_options'],
    ['fuelOptions', 'fuel_options'],
    ['priceRange', 'price_range'],
  ] as const)('the exception %s → %s', (field, request) => {
    expect(REQUEST_FIELDS[field]).toBe(request);
  });

  it('the maps-links objects map to snake_case; language-code fields to their base field', () => {
    expect(REQUEST_FIELDS.googleMapsLinks).toBe('google_maps_links');
    expect(REQUEST_FIELDS.displayNameLanguageCode).toBe('display_name');
    expect(REQUEST_FIELDS.editorialSummaryLanguageCode).toBe('editorial_summary');
    expect(REQUEST_FIELDS.primaryTypeDisplayNameLanguageCode).toBe('primary_type_display_name');
    expect(toRequestFields(['displayName', 'displayNameLanguageCode', 'rating'])).toEqual([
      'display_name',
      'rating',
    ]);
  });

  it('8.4 a field outside the list: Unknown fields requested', () => {
    expect(() => toRequestFields(['displayName', 'openingHours'])).toThrow(/^Unknown fields requested$/);
    let thrown: unknown;
    try {
      toRequestFields(['menu']);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).toBe(UNKNOWN_FIELDS);
    expect((thrown as Error).cause).toEqual(['menu']);
    expect(toRequestFields(['*'])).toContain('consumer_alert');
  });
});

describe('the fields a request names', () => {
  it('only: the fields asked for are kept, every other field is unknown again; all fields keep all', () => {
    const fields = { displayName: 'Zentrale', rating: 4.5, websiteURI: 'https://example.org/' };
    const place = only(makePlace({ id: 'cms:a', ...fields }), ['displayName', 'rating']);
    expect([place.displayName, place.rating, place.websiteURI]).toEqual(['Zentrale', 4.5, null]);
    expect(place.id).toBe('cms:a');
    const all = only(makePlace(fields), PLACE_FIELD_NAMES);
    expect(all.websiteURI).toBe('https://example.org/');
  });
});

describe('matching what a visitor typed', () => {
  it('fold drops accents and case and writes ß as ss', () => {
    expect(fold('Zweibrückenstraße')).toBe('zweibruckenstrasse');
    expect(fold('CAFÉ Rischart')).toBe('cafe rischart');
  });

  it('matchesOf marks the typed part in the original text, across ß', () => {
    expect(matchesOf('Zweibrückenstraße 5', 'strasse')).toEqual([{ start: 11, end: 17 }]);
    expect(matchesOf('Zweibrückenstraße 5', 'Hamburg')).toEqual([]);
  });
});
