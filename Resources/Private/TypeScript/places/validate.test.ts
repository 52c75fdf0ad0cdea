/**
 * 5.3 / 8.4: every rule of the place requests with the exact message it raises, in one table, and
 * what a valid request becomes.
 */
import { Place } from './model';
import { UNKNOWN_FIELDS } from './fields';
import { photoMediaURL } from './photos';
import {
  validateAutocomplete,
  validateOrientation,
  validateDetails,
  validateLocation,
  validateNearby,
  validateTextSearch,
} from './validate';

const MARIENPLATZ = { lat: 48.13743, lng: 11.57549 };
const CIRCLE = { center: MARIENPLATZ, radius: 500 };
const BOUNDS = { south: 48.13, west: 11.56, north: 48.15, east: 11.59 };

type Check = [rule: string, validate: (raw: unknown) => unknown, request: unknown, message: string];

const RULES: Check[] = [
  ['5.3 the place id must be a string', validateDetails, { id: 42 }, 'Place: `id` invalid'],
  ['5.3 a Place without an id', validateDetails, { place: {} }, 'Place: `id` invalid'],
  ['5.3 an empty id', validateDetails, { id: ' ' }, 'Place: `id` invalid'],
  ['8.4 a field outside 3.7', validateDetails, { id: 'x', fields: ['displayName', 'menu'] }, UNKNOWN_FIELDS],
  ['an empty field list', validateDetails, { id: 'x', fields: [] }, 'Place: `fields` invalid'],
  ['a language that is not a string', validateDetails, { id: 'x', language: 7 }, 'Place: `language` invalid'],
  ['a request that is not an object', validateDetails, 'ChIJ', 'Place: `request` invalid'],
  [
    'details by location need a lat/lng',
    validateLocation,
    { location: { lat: 91, lng: 0 } },
    'Place: `location` invalid',
  ],
  [
    '5.3 a nearby restriction must be a circle',
    validateNearby,
    { locationRestriction: BOUNDS },
    `Invalid LocationRestriction: ${JSON.stringify(BOUNDS)}`,
  ],
  ['5.3 a nearby search needs a restriction', validateNearby, {}, 'Invalid LocationRestriction: null'],
  [
    'a nearby circle of more than 50 km',
    validateNearby,
    { locationRestriction: { center: MARIENPLATZ, radius: 50_001 } },
    `Invalid LocationRestriction: ${JSON.stringify({ center: MARIENPLATZ, radius: 50_001 })}`,
  ],
  [
    '5.3 maxResultCount below 1',
    validateNearby,
    { locationRestriction: CIRCLE, maxResultCount: 0 },
    'Place: `maxResultCount` invalid',
  ],
  [
    '5.3 maxResultCount above 20',
    validateNearby,
    { locationRestriction: CIRCLE, maxResultCount: 21 },
    'Place: `maxResultCount` invalid',
  ],
  [
    '5.3 maxResultCount not an integer',
    validateTextSearch,
    { textQuery: 'Café', maxResultCount: 2.5 },
    'Place: `maxResultCount` invalid',
  ],
  [
    'a nearby rank the search does not know',
    validateNearby,
    { locationRestriction: CIRCLE, rankPreference: 'RELEVANCE' },
    'Place: `rankPreference` invalid',
  ],
  [
    'type lists are lists of strings',
    validateNearby,
    { locationRestriction: CIRCLE, includedTypes: 'cafe' },
    'Place: `includedTypes` invalid',
  ],
  ['5.3 textQuery is required', validateTextSearch, {}, 'Place: `textQuery` invalid'],
  ['5.3 textQuery must not be empty', validateTextSearch, { textQuery: '  ' }, 'Place: `textQuery` invalid'],
  [
    '5.3 / 8.4 the property "query"',
    validateTextSearch,
    { query: 'Café' },
    'unknown property "query", did you mean "textQuery"?',
  ],
  [
    '5.3 / 8.4 the property "rankBy"',
    validateTextSearch,
    { textQuery: 'Café', rankBy: 'DISTANCE' },
    'unknown property "rankBy", did you mean "rankPreference"?',
  ],
  [
    '5.3 / 8.4 bias and restriction together (text search)',
    validateTextSearch,
    { textQuery: 'Café', locationBias: CIRCLE, locationRestriction: BOUNDS },
    'Cannot set both locationBias and locationRestriction.',
  ],
  [
    'a text-search restriction is a rectangle',
    validateTextSearch,
    { textQuery: 'Café', locationRestriction: CIRCLE },
    `Invalid LocationRestriction: ${JSON.stringify(CIRCLE)}`,
  ],
  [
    '5.3 minRating below 0',
    validateTextSearch,
    { textQuery: 'Café', minRating: -0.5 },
    'Place: `minRating` invalid',
  ],
  [
    '5.3 minRating above 5',
    validateTextSearch,
    { textQuery: 'Café', minRating: 5.5 },
    'Place: `minRating` invalid',
  ],
  [
    '5.3 evMinimumChargingRateKw must be a number',
    validateTextSearch,
    { textQuery: 'Laden', evMinimumChargingRateKw: '50' },
    'Place: `evMinimumChargingRateKw` invalid',
  ],
  [
    'EV connector types of 9.5 only',
    validateTextSearch,
    { textQuery: 'Laden', evConnectorTypes: ['TYPE_3'] },
    'Place: `evConnectorTypes` invalid',
  ],
  [
    'price levels of 9.5 only',
    validateTextSearch,
    { textQuery: 'Café', priceLevels: ['CHEAP'] },
    'Place: `priceLevels` invalid',
  ],
  [
    'a location bias of another shape',
    validateTextSearch,
    { textQuery: 'Café', locationBias: 'NEAR_ME' },
    'Place: `locationBias` invalid',
  ],
  [
    'isOpenNow is a boolean',
    validateTextSearch,
    { textQuery: 'Café', isOpenNow: 'yes' },
    'Place: `isOpenNow` invalid',
  ],
  [
    '5.3 the autocomplete input must be a string',
    validateAutocomplete,
    { input: 5 },
    'Place: `input` invalid',
  ],
  [
    '5.3 inputOffset within the input',
    validateAutocomplete,
    { input: 'Marien', inputOffset: 7 },
    'Place: `inputOffset` invalid',
  ],
  [
    '5.3 inputOffset must be a number',
    validateAutocomplete,
    { input: 'Marien', inputOffset: '3' },
    'Place: `inputOffset` invalid',
  ],
  [
    '5.3 / 8.4 the origin must be a lat/lng',
    validateAutocomplete,
    { input: 'Marien', origin: { lat: 'x', lng: 1 } },
    'Invalid Origin: {"lat":"x","lng":1}',
  ],
  [
    '5.3 / 8.4 bias and restriction together (autocomplete)',
    validateAutocomplete,
    { input: 'M', locationBias: CIRCLE, locationRestriction: BOUNDS },
    'Cannot set both locationBias and locationRestriction.',
  ],
  [
    'an autocomplete restriction is a circle or a rectangle',
    validateAutocomplete,
    { input: 'M', locationRestriction: MARIENPLATZ },
    `Invalid LocationRestriction: ${JSON.stringify(MARIENPLATZ)}`,
  ],
  [
    '5.3 / 8.4 bias and restriction together (nearby search)',
    validateNearby,
    { locationBias: CIRCLE, locationRestriction: CIRCLE },
    'Cannot set both locationBias and locationRestriction.',
  ],
  [
    '5.3 orientation is HORIZONTAL or VERTICAL',
    validateOrientation,
    'horizontal',
    'Place: `orientation` invalid',
  ],
  ['5.3 orientation is a word', validateOrientation, 1, 'Place: `orientation` invalid'],
  // The 8.4 calls that are not requests: withdrawn and beta-only methods, the photo URI.
  [
    '8.4 the open-now check is on the beta channel only',
    () => new Place({ id: 'x' }, 'osm').isOpen(),
    null,
    'Place.isOpen() is not available in this version of the place data. Please use the beta channel.',
  ],
  [
    '8.4 the next-opening-time query is on the beta channel only',
    () => new Place({ id: 'x' }, 'osm').getNextOpeningTime(),
    null,
    'Place.getNextOpeningTime() is not available in this version of the place data. Please use the beta channel.',
  ],
  [
    '8.4 find by query is withdrawn',
    () => Place.findPlaceFromQuery(),
    null,
    'Place.findPlaceFromQuery() is no longer available. Please use Place.searchByText().',
  ],
  [
    '8.4 find by phone number is withdrawn',
    () => Place.findPlaceFromPhoneNumber(),
    null,
    'Place.findPlaceFromPhoneNumber() is no longer available. Please use Place.searchByText().',
  ],
  [
    '8.4 a photo name of another form',
    (name) => photoMediaURL(String(name), {}, { widthPx: 100 }, 'KEY'),
    'photos/AbC',
    'Error fetching photo URI',
  ],
];

describe('5.3 / 8.4 every rule and its message', () => {
  it.each(RULES)('%s', (_rule, validate, raw, message) => {
    let thrown: unknown;
    try {
      validate(raw);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(message);
  });
});

describe('8.4 logged, not raised', () => {
  it('reading place.openingHours logs the deprecation once and reads regularOpeningHours', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hours = { periods: [], weekdayDescriptions: [] };
    const place = new Place({ id: 'x' }, 'osm', { regularOpeningHours: hours });
    expect(place.openingHours).toBe(hours);
    expect(new Place({ id: 'y' }, 'osm').openingHours).toBeNull();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining(
        'Place.openingHours is deprecated. Please use Place.regularOpeningHours instead.',
      ) as unknown as string,
    ]);
    warn.mockRestore();
  });
});

describe('valid requests, normalised', () => {
  it('5.3 orientation: VERTICAL when unset, HORIZONTAL or VERTICAL as given', () => {
    expect(validateOrientation(undefined)).toBe('VERTICAL');
    expect(validateOrientation(null)).toBe('VERTICAL');
    expect(validateOrientation('HORIZONTAL')).toBe('HORIZONTAL');
    expect(validateOrientation('VERTICAL')).toBe('VERTICAL');
  });

  it('details by id or by Place, every field when none are named', () => {
    expect(validateDetails({ id: 'ChIJ1' })).toMatchObject({ id: 'ChIJ1' });
    expect(validateDetails({ id: 'ChIJ1' }).fields).toContain('regularOpeningHours');
    const place = new Place({ id: 'node/123' }, 'osm');
    expect(validateDetails({ place, fields: ['displayName'], language: 'de' })).toEqual({
      id: 'node/123',
      fields: ['displayName'],
      language: 'de',
    });
  });

  it('details keep the autocomplete session they end', () => {
    const token = { session: 1 };
    expect(validateDetails({ id: 'ChIJ1', sessionToken: token }).sessionToken).toBe(token);
    expect(validateDetails({ id: 'ChIJ1' })).not.toHaveProperty('sessionToken');
  });

  it('5.3 empty type arrays are unset', () => {
    const nearby = validateNearby({ locationRestriction: CIRCLE, includedTypes: [], excludedTypes: ['bar'] });
    expect(nearby).not.toHaveProperty('includedTypes');
    expect(nearby.excludedTypes).toEqual(['bar']);
    expect(validateAutocomplete({ input: 'M', includedPrimaryTypes: [] })).toEqual({ input: 'M' });
  });

  it('a text search keeps its elements; IP_BIAS is a bias', () => {
    expect(
      validateTextSearch({
        textQuery: 'Ladestation',
        evConnectorTypes: ['TYPE_2', 'CCS_COMBO_2'],
        evMinimumChargingRateKw: 50,
        locationBias: 'IP_BIAS',
        maxResultCount: 20,
        minRating: 0,
        priceLevels: [],
        rankPreference: 'DISTANCE',
        fields: ['displayName', 'evChargeOptions'],
      }),
    ).toEqual({
      textQuery: 'Ladestation',
      evConnectorTypes: ['TYPE_2', 'CCS_COMBO_2'],
      evMinimumChargingRateKw: 50,
      locationBias: 'IP_BIAS',
      maxResultCount: 20,
      minRating: 0,
      rankPreference: 'DISTANCE',
      fields: ['displayName', 'evChargeOptions'],
    });
  });

  it('autocomplete: offset at the end of the input, an origin, a circle bias', () => {
    expect(
      validateAutocomplete({ input: 'Marienpl', inputOffset: 8, origin: MARIENPLATZ, locationBias: CIRCLE }),
    ).toEqual({ input: 'Marienpl', inputOffset: 8, origin: MARIENPLATZ, locationBias: CIRCLE });
  });
});
