/**
 * The Google place source's requests (issue 14): nearby search, text search and autocomplete
 * exactly as they reach Google (fields translated, language de, the region), and their answers.
 */

import { latLng } from '../../../map/testing/mock-google';
import { Place } from '../../model';

import type { AutocompleteRequest, TextSearchRequest } from '../../validate';
import { FakeAutocomplete, FakeGooglePlace, installGooglePlaces } from '../../testing/google-places';
import { LUITPOLD, luitpold, make, MUNICH, nearby, text, valueOf } from '../../testing/google-luitpold';
import { LUITPOLD_PLACE } from '../../testing/google-luitpold-place';
import { CIRCLE_RESTRICTION } from './index';

jest.mock('@googlemaps/js-api-loader');

beforeEach(() => {
  installGooglePlaces();
});

describe('nearby search: Place.searchNearby', () => {
  test('the exact request: fields translated, the circle, types, count, rank, language de, region', async () => {
    const { source } = make();
    await source.searchNearby(
      nearby({
        fields: [
          'displayName',
          'displayNameLanguageCode',
          'location',
          'openStreetMapURI',
          'regularOpeningHours',
        ],
        includedTypes: ['cafe'],
        excludedTypes: ['bakery'],
        includedPrimaryTypes: ['restaurant'],
        excludedPrimaryTypes: ['bar'],
        maxResultCount: 5,
        rankPreference: 'DISTANCE',
      }),
    );
    expect(FakeGooglePlace.searchNearby).toHaveBeenCalledWith({
      fields: ['displayName', 'location', 'regularOpeningHours'],
      locationRestriction: { center: MUNICH, radius: 1500 },
      includedTypes: ['cafe'],
      excludedTypes: ['bakery'],
      includedPrimaryTypes: ['restaurant'],
      excludedPrimaryTypes: ['bar'],
      maxResultCount: 5,
      rankPreference: 'DISTANCE',
      language: 'de',
      region: 'DE',
    });
  });

  test('the rank preference is Google’s enum value (SearchNearbyRankPreference); none: Google’s default', async () => {
    Object.assign(google.maps.places, {
      SearchNearbyRankPreference: { POPULARITY: 'enum:POPULARITY', DISTANCE: 'enum:DISTANCE' },
    });
    const { source } = make();
    await source.searchNearby(nearby({ rankPreference: 'POPULARITY' }));
    await source.searchNearby(nearby());
    expect(FakeGooglePlace.searchNearby.mock.calls[0]?.[0]).toHaveProperty(
      'rankPreference',
      'enum:POPULARITY',
    );
    expect(FakeGooglePlace.searchNearby.mock.calls[1]?.[0]).not.toHaveProperty('rankPreference');
  });

  test('the places found, with the fields asked for', async () => {
    FakeGooglePlace.results = [
      luitpold(),
      { id: 'ChIJ-dallmayr', displayName: 'Dallmayr', location: latLng(48.1394, 11.5775) },
    ];
    const { source } = make();
    const places = valueOf(await source.searchNearby(nearby()));
    expect(
      places.map((place) => [place.id, place.displayName, place.location, place.formattedAddress]),
    ).toEqual([
      [LUITPOLD, 'Café Luitpold', { lat: 48.1429, lng: 11.5741 }, null],
      ['ChIJ-dallmayr', 'Dallmayr', { lat: 48.1394, lng: 11.5775 }, null],
    ]);
    expect(places.every((place) => place instanceof Place && place.source === 'google')).toBe(true);
  });

  test('nothing found: OK with no places (the widget says "Keine Orte vorhanden")', async () => {
    const { source } = make();
    await expect(source.searchNearby(nearby())).resolves.toEqual({ status: 'OK', value: [] });
  });
});

describe('text search: Place.searchByText', () => {
  test('the exact request with every element', async () => {
    Object.assign(google.maps.places, {
      SearchByTextRankPreference: { RELEVANCE: 'enum:RELEVANCE', DISTANCE: 'enum:DISTANCE' },
    });
    const { source } = make();
    await source.searchByText(
      text({
        fields: ['displayName', 'evChargeOptions', 'openStreetMapLinks'],
        textQuery: 'Ladestation',
        evConnectorTypes: ['CCS_COMBO_2', 'TYPE_2'],
        evMinimumChargingRateKw: 50,
        includedType: 'electric_vehicle_charging_station',
        isOpenNow: true,
        locationRestriction: { south: 48.1, west: 11.5, north: 48.2, east: 11.6 },
        maxResultCount: 10,
        minRating: 4,
        priceLevels: ['INEXPENSIVE', 'MODERATE'],
        rankPreference: 'DISTANCE',
        useStrictTypeFiltering: true,
        language: 'en',
      }),
    );
    expect(FakeGooglePlace.searchByText).toHaveBeenCalledWith({
      textQuery: 'Ladestation',
      fields: ['displayName', 'evChargeOptions'],
      evSearchOptions: { connectorTypes: ['CCS_COMBO_2', 'TYPE_2'], minimumChargingRateKw: 50 },
      includedType: 'electric_vehicle_charging_station',
      isOpenNow: true,
      locationRestriction: { south: 48.1, west: 11.5, north: 48.2, east: 11.6 },
      maxResultCount: 10,
      minRating: 4,
      priceLevels: ['INEXPENSIVE', 'MODERATE'],
      rankPreference: 'enum:DISTANCE',
      useStrictTypeFiltering: true,
      language: 'en',
      region: 'DE',
    });
  });

  test('a plain query: textQuery, fields, language de, region, nothing else', async () => {
    const { source } = make();
    await source.searchByText(text());
    expect(FakeGooglePlace.searchByText).toHaveBeenCalledWith({
      textQuery: 'Café München',
      fields: ['displayName'],
      language: 'de',
      region: 'DE',
    });
  });

  test.each<[string, TextSearchRequest['locationBias'], unknown]>([
    ['IP_BIAS: no bias (Google biases by IP itself)', 'IP_BIAS', undefined],
    ['a point', MUNICH, MUNICH],
    ['a circle', { center: MUNICH, radius: 2000 }, { center: MUNICH, radius: 2000 }],
    [
      'a rectangle',
      { south: 48.1, west: 11.5, north: 48.2, east: 11.6 },
      { south: 48.1, west: 11.5, north: 48.2, east: 11.6 },
    ],
  ])('locationBias %s', async (_, bias, expected) => {
    const { source } = make();
    await source.searchByText(text({ locationBias: bias }));
    const request = FakeGooglePlace.searchByText.mock.calls[0]?.[0];
    if (expected === undefined) expect(request).not.toHaveProperty('locationBias');
    else expect(request).toHaveProperty('locationBias', expected);
  });

  test('a minimum charging rate alone makes evSearchOptions of it alone', async () => {
    const { source } = make();
    await source.searchByText(text({ evMinimumChargingRateKw: 22 }));
    expect(FakeGooglePlace.searchByText.mock.calls[0]?.[0]).toHaveProperty('evSearchOptions', {
      minimumChargingRateKw: 22,
    });
  });

  test('the places found are converted; none is OK with no places', async () => {
    FakeGooglePlace.results = [luitpold()];
    const { source } = make();
    const [place] = valueOf(await source.searchByText(text({ fields: ['priceLevel', 'fuelOptions'] })));
    expect(place).toMatchObject({
      id: LUITPOLD,
      priceLevel: 'MODERATE',
      fuelOptions: LUITPOLD_PLACE.fuelOptions,
      displayName: null,
    });
    FakeGooglePlace.results = [];
    await expect(source.searchByText(text())).resolves.toEqual({ status: 'OK', value: [] });
  });
});

describe('autocomplete: AutocompleteSuggestion.fetchAutocompleteSuggestions', () => {
  const MARIENPLATZ = {
    placeId: 'ChIJ-marienplatz',
    text: 'Marienplatz, München, Deutschland',
    textMatches: [[0, 8]] as [number, number][],
    mainText: 'Marienplatz',
    mainTextMatches: [[0, 8]] as [number, number][],
    secondaryText: 'München, Deutschland',
    types: ['route', 'geocode'],
    distanceMeters: 420,
  };

  function fetched(index = 0): google.maps.places.AutocompleteRequest {
    const request = FakeAutocomplete.fetchAutocompleteSuggestions.mock.calls[index]?.[0];
    if (!request) throw new Error(`no autocomplete request ${index}`);
    return request;
  }

  test('the exact request: every element, language de, region, a session token', async () => {
    const { source } = make();
    const request: AutocompleteRequest = {
      input: 'Marienpl',
      inputOffset: 8,
      locationBias: { center: MUNICH, radius: 5000 },
      includedPrimaryTypes: ['route'],
      includedRegionCodes: ['de', 'at'],
      origin: MUNICH,
    };
    await source.autocomplete(request);
    const sent = fetched();
    expect(sent).toEqual({
      input: 'Marienpl',
      inputOffset: 8,
      locationBias: { center: MUNICH, radius: 5000 },
      includedPrimaryTypes: ['route'],
      includedRegionCodes: ['de', 'at'],
      language: 'de',
      region: 'DE',
      origin: MUNICH,
      sessionToken: expect.any(google.maps.places.AutocompleteSessionToken) as unknown,
    });
  });

  test('a rectangle restriction is sent; a circle restriction is INVALID_REQUEST without a request', async () => {
    const { source } = make();
    const rectangle = { south: 48.1, west: 11.5, north: 48.2, east: 11.6 };
    await source.autocomplete({ input: 'Marienpl', locationRestriction: rectangle });
    expect(fetched()).toHaveProperty('locationRestriction', rectangle);
    const outcome = await source.autocomplete({
      input: 'Marienpl',
      locationRestriction: { center: MUNICH, radius: 900 },
    });
    expect(outcome).toEqual({ status: 'INVALID_REQUEST', detail: CIRCLE_RESTRICTION });
    expect(FakeAutocomplete.fetchAutocompleteSuggestions).toHaveBeenCalledTimes(1);
  });

  test('predictions: text and main text with their matches, secondary text, types, distance', async () => {
    FakeAutocomplete.answer = [MARIENPLATZ, { placeId: 'ChIJ-plain', text: 'Marienplatz 8' }];
    FakeAutocomplete.fetchAutocompleteSuggestions.mockImplementationOnce(async (request) => {
      const answer = await FakeAutocomplete.fetchAutocompleteSuggestions.getMockImplementation()?.(request);
      return { suggestions: [...(answer?.suggestions ?? []), { placePrediction: null }] };
    });
    const { source } = make();
    await expect(source.autocomplete({ input: 'Marienpl' })).resolves.toEqual({
      status: 'OK',
      value: [
        {
          placeId: 'ChIJ-marienplatz',
          text: 'Marienplatz, München, Deutschland',
          textMatches: [{ start: 0, end: 8 }],
          mainText: 'Marienplatz',
          mainTextMatches: [{ start: 0, end: 8 }],
          secondaryText: 'München, Deutschland',
          types: ['route', 'geocode'],
          distanceMeters: 420,
        },
        {
          placeId: 'ChIJ-plain',
          text: 'Marienplatz 8',
          textMatches: [],
          mainText: 'Marienplatz 8',
          mainTextMatches: [],
          secondaryText: null,
          types: [],
          distanceMeters: null,
        },
      ],
    });
  });

  test('no predictions: OK with none; an empty input asks nothing', async () => {
    const { source, loader } = make();
    await expect(source.autocomplete({ input: '  ' })).resolves.toEqual({ status: 'OK', value: [] });
    expect(loader).not.toHaveBeenCalled();
    await expect(source.autocomplete({ input: 'xyzzy' })).resolves.toEqual({ status: 'OK', value: [] });
    expect(FakeAutocomplete.fetchAutocompleteSuggestions).toHaveBeenCalledTimes(1);
  });
});
