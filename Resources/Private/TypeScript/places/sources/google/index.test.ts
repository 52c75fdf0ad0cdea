/**
 * The Google place source (issue 14) against `@googlemaps/jest-mocks` plus `map/testing/mock-google.ts`
 * and `places/testing/google-places.ts`: nothing requested before the first call, details by
 * location, the autocomplete session, every status mapping, abort and the time limit. The
 * conversion is tested in `to-model.test.ts`, the requests in `requests.test.ts`.
 */
import { importLibrary as mocksImportLibrary } from '@googlemaps/jest-mocks';
import {
  FakeGeocoder,
  FakeMapsNetworkError,
  FakeMapsRequestError,
  FakeMapsServerError,
} from '../../../map/testing/mock-google';

import { PLACE_ABORTED, type PlaceStatus } from '../../source';

import {
  FakeAutocomplete,
  FakeGooglePlace,
  geocodeResult,
  installGooglePlaces,
  mockPlaceLibraries,
} from '../../testing/google-places';
import {
  lastCreated,
  LUITPOLD,
  luitpold,
  make,
  MUNICH,
  nearby,
  never,
  text,
  valueOf,
} from '../../testing/google-luitpold';

import { googlePlaceSource, type GooglePlaceLibraries } from './index';

jest.mock('@googlemaps/js-api-loader');

beforeEach(() => {
  installGooglePlaces();
});

/** One call of every method of `source` (details, by location, nearby, text, autocomplete). */
function everyMethod(source: ReturnType<typeof make>['source'], signal?: AbortSignal) {
  return Promise.all([
    source.details({ id: LUITPOLD, fields: ['displayName'] }, signal),
    source.detailsByLocation({ location: MUNICH, fields: ['displayName'] }, signal),
    source.searchNearby(nearby(), signal),
    source.searchByText(text(), signal),
    source.autocomplete({ input: 'Marienpl' }, signal),
  ]);
}

describe('consent: nothing is requested before the first call', () => {
  test('importing the module and making the source call neither setOptions nor importLibrary', async () => {
    jest.resetModules();
    mocksImportLibrary.mockClear();
    const api = await import('@googlemaps/js-api-loader');
    jest.mocked(api.importLibrary).mockImplementation((name) => google.maps.importLibrary(name));
    const module = await import('./index');
    const source = module.googlePlaceSource({ apiKey: 'KEY-1', region: 'DE' });
    expect(source.name).toBe('google');
    expect(source.newSessionToken()).toBeUndefined();
    expect(api.setOptions).not.toHaveBeenCalled();
    expect(api.importLibrary).not.toHaveBeenCalled();
    expect(mocksImportLibrary).not.toHaveBeenCalled();

    // The first call loads through the page-wide loader: setOptions once, the service libraries.
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const outcome = await source.details({ id: LUITPOLD, fields: ['displayName'] });
    expect(outcome).toMatchObject({ status: 'OK', value: { id: LUITPOLD, displayName: 'Café Luitpold' } });
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith(expect.objectContaining({ key: 'KEY-1', language: 'de' }));
    expect(
      jest
        .mocked(api.importLibrary)
        .mock.calls.map(([name]) => name)
        .sort(),
    ).toEqual(['geocoding', 'places', 'routes']);
  });

  test('a given loader runs on the first call, not when the source is made', async () => {
    const { source, loader } = make();
    expect(loader).not.toHaveBeenCalled();
    expect(FakeAutocomplete.fetchAutocompleteSuggestions).not.toHaveBeenCalled();
    await source.searchByText(text());
    expect(loader).toHaveBeenCalledTimes(1);
  });

  test('no API key: REQUEST_DENIED naming the setting, nothing loaded', async () => {
    jest.resetModules();
    const api = await import('@googlemaps/js-api-loader');
    const module = await import('./index');
    const source = module.googlePlaceSource({ apiKey: '  ' });
    await expect(source.details({ id: LUITPOLD, fields: ['displayName'] })).resolves.toEqual({
      status: 'REQUEST_DENIED',
      detail: expect.stringContaining('google.apiKey') as unknown,
    });
    expect(api.setOptions).not.toHaveBeenCalled();
    expect(api.importLibrary).not.toHaveBeenCalled();
  });

  test('a loader failure is NETWORK_ERROR with the reason, for every method, without a request', async () => {
    const { source } = make(() => Promise.reject(new Error('Google Maps could not be loaded: offline')));
    const outcomes = await everyMethod(source);
    for (const outcome of outcomes) {
      expect(outcome).toEqual({
        status: 'NETWORK_ERROR',
        detail: 'Google Places could not be loaded: Google Maps could not be loaded: offline',
      });
    }
    expect(FakeGooglePlace.created).toHaveLength(0);
    expect(FakeGeocoder.geocode).not.toHaveBeenCalled();
    expect(FakeGooglePlace.searchNearby).not.toHaveBeenCalled();
    expect(FakeGooglePlace.searchByText).not.toHaveBeenCalled();
    expect(FakeAutocomplete.fetchAutocompleteSuggestions).not.toHaveBeenCalled();
  });
});

describe('details by location: Geocoder.geocode, then the place of the first place_id', () => {
  test('the geocoder gets the point and language; the details request the place id found', async () => {
    FakeGeocoder.geocode.mockResolvedValue({ results: [geocodeResult(LUITPOLD)] });
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const place = valueOf(
      await source.detailsByLocation({ location: { lat: 48.1429, lng: 11.5741 }, fields: ['displayName'] }),
    );
    expect(FakeGeocoder.geocode).toHaveBeenCalledWith({
      location: { lat: 48.1429, lng: 11.5741 },
      language: 'de',
    });
    expect(lastCreated().options).toEqual({ id: LUITPOLD, requestedLanguage: 'de', requestedRegion: 'DE' });
    expect(lastCreated().fetchFields).toHaveBeenCalledWith({ fields: ['displayName'] });
    expect(place).toMatchObject({ id: LUITPOLD, displayName: 'Café Luitpold' });
  });

  test('no result: ZERO_RESULTS, no details request', async () => {
    const { source } = make();
    const outcome = await source.detailsByLocation({ location: MUNICH, fields: ['displayName'] });
    expect(outcome).toEqual({
      status: 'ZERO_RESULTS',
      detail: 'Google Geocoder.geocode: no place at 48.1374,11.5755',
    });
    expect(FakeGooglePlace.created).toHaveLength(0);
  });

  test.each<[string, PlaceStatus]>([
    ['ZERO_RESULTS', 'ZERO_RESULTS'],
    ['REQUEST_DENIED', 'REQUEST_DENIED'],
    ['OVER_QUERY_LIMIT', 'OVER_QUERY_LIMIT'],
    ['ERROR', 'NETWORK_ERROR'],
  ])('a geocoder rejection %s is %s', async (code, status) => {
    FakeGeocoder.geocode.mockRejectedValue(new FakeMapsRequestError(code, 'GEOCODER_GEOCODE'));
    const { source } = make();
    const outcome = await source.detailsByLocation({ location: MUNICH, fields: ['displayName'] });
    expect(outcome).toEqual({
      status,
      detail: expect.stringContaining(`Google Geocoder.geocode: ${code}`) as unknown,
    });
  });

  test('a place id Google then does not know is NOT_FOUND', async () => {
    FakeGeocoder.geocode.mockResolvedValue({ results: [geocodeResult('ChIJ-gone')] });
    const { source } = make();
    const outcome = await source.detailsByLocation({ location: MUNICH, fields: ['displayName'] });
    expect(outcome).toMatchObject({
      status: 'NOT_FOUND',
      detail: expect.stringContaining('Place.fetchFields') as unknown,
    });
  });
});

describe('the autocomplete session: one token per typing session, ended by the details fetch', () => {
  beforeEach(() => {
    FakeAutocomplete.answer = [{ placeId: LUITPOLD, text: 'Café Luitpold, Brienner Str. 11, München' }];
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
  });

  const tokens = () =>
    FakeAutocomplete.fetchAutocompleteSuggestions.mock.calls.map(([request]) => request.sessionToken);

  test('newSessionToken: undefined before anything is loaded, a Google token after', async () => {
    const { source } = make();
    expect(source.newSessionToken()).toBeUndefined();
    await source.searchByText(text());
    const token = source.newSessionToken();
    expect(token).toBeInstanceOf(google.maps.places.AutocompleteSessionToken);
    expect(source.newSessionToken()).not.toBe(token);
  });

  test('without a token: the first keystroke makes one, the next ones reuse it', async () => {
    const { source } = make();
    await source.autocomplete({ input: 'Caf' });
    await source.autocomplete({ input: 'Café L' });
    await source.autocomplete({ input: 'Café Luit' });
    const [first, ...rest] = tokens();
    expect(first).toBeInstanceOf(google.maps.places.AutocompleteSessionToken);
    expect(rest).toEqual([first, first]);
    expect(rest.every((token) => token === first)).toBe(true);
  });

  test('the chosen prediction’s details carry the session’s token; the next keystroke starts a new session', async () => {
    const { source } = make();
    await source.autocomplete({ input: 'Caf' });
    await source.autocomplete({ input: 'Café L' });
    const place = valueOf(await source.details({ id: LUITPOLD, fields: ['displayName'] }));
    const fetchedPlace = lastCreated();
    expect(fetchedPlace.sessionToken).toBe(tokens()[0]);
    expect(fetchedPlace.fetchFields).toHaveBeenCalledWith({ fields: ['displayName'] });
    expect(fetchedPlace.requestedLanguage).toBe('de');
    expect(fetchedPlace.requestedRegion).toBe('DE');
    expect(place).toMatchObject({ id: LUITPOLD, displayName: 'Café Luitpold', requestedLanguage: 'de' });

    await source.autocomplete({ input: 'Dall' });
    const [first, second, third] = tokens();
    expect(second).toBe(first);
    expect(third).toBeInstanceOf(google.maps.places.AutocompleteSessionToken);
    expect(third).not.toBe(first);
  });

  test('a caller’s token is used for every keystroke and handed to the details fetch with it', async () => {
    const { source } = make();
    await source.searchByText(text()); // loads the libraries
    const token = source.newSessionToken();
    await source.autocomplete({ input: 'Caf', sessionToken: token });
    await source.autocomplete({ input: 'Café L', sessionToken: token });
    expect(tokens()).toEqual([token, token]);
    expect(tokens()[0]).toBe(token);

    await source.details({ id: LUITPOLD, fields: ['displayName'], sessionToken: token });
    expect(lastCreated().sessionToken).toBe(token);
    expect(lastCreated().options).toEqual({ id: LUITPOLD });
  });

  test('details of a place not predicted in the session: a plain Place; the session goes on', async () => {
    FakeGooglePlace.known.set('ChIJ-other', { id: 'ChIJ-other', displayName: 'Anderswo' });
    const { source } = make();
    await source.autocomplete({ input: 'Caf' });
    await source.details({ id: 'ChIJ-other', fields: ['displayName'] });
    expect(lastCreated().sessionToken).toBeUndefined();
    expect(lastCreated().options).toEqual({
      id: 'ChIJ-other',
      requestedLanguage: 'de',
      requestedRegion: 'DE',
    });
    await source.autocomplete({ input: 'Café' });
    expect(tokens()[1]).toBe(tokens()[0]);
  });
});

describe('status mapping: Google’s rejections as statuses, never a rejection', () => {
  test.each<[string, PlaceStatus]>([
    ['NOT_FOUND', 'NOT_FOUND'],
    ['INVALID_REQUEST', 'INVALID_REQUEST'],
    ['REQUEST_DENIED', 'REQUEST_DENIED'],
    ['OVER_QUERY_LIMIT', 'OVER_QUERY_LIMIT'],
    ['ZERO_RESULTS', 'ZERO_RESULTS'],
    ['UNKNOWN_ERROR', 'UNKNOWN_ERROR'],
    ['INVALID_ARGUMENT', 'INVALID_REQUEST'],
    ['PERMISSION_DENIED', 'REQUEST_DENIED'],
    ['UNAUTHENTICATED', 'REQUEST_DENIED'],
    ['RESOURCE_EXHAUSTED', 'OVER_QUERY_LIMIT'],
    ['UNAVAILABLE', 'NETWORK_ERROR'],
    ['DEADLINE_EXCEEDED', 'NETWORK_ERROR'],
    ['INTERNAL', 'UNKNOWN_ERROR'],
  ])('code %s is %s, the code and message in the detail', async (code, status) => {
    FakeGooglePlace.searchByText.mockRejectedValue(
      new FakeMapsRequestError(code, 'PLACES_SEARCH_TEXT', 'it failed'),
    );
    const { source } = make();
    await expect(source.searchByText(text())).resolves.toEqual({
      status,
      detail: `Google Place.searchByText: ${code} (it failed)`,
    });
  });

  test.each<[string, Error, PlaceStatus]>([
    ['a request error', new FakeMapsRequestError('SOMETHING_NEW', 'PLACES_SEARCH_TEXT'), 'INVALID_REQUEST'],
    ['a server error', new FakeMapsServerError('SOMETHING_NEW', 'PLACES_SEARCH_TEXT'), 'UNKNOWN_ERROR'],
    ['a network error', new FakeMapsNetworkError('SOMETHING_NEW', 'PLACES_SEARCH_TEXT'), 'NETWORK_ERROR'],
    ['any other error', new TypeError('boom'), 'UNKNOWN_ERROR'],
  ])('without a known code, %s decides by its class', async (_, error, status) => {
    FakeGooglePlace.searchByText.mockRejectedValue(error);
    const { source } = make();
    const outcome = await source.searchByText(text());
    expect(outcome).toEqual({ status, detail: expect.stringContaining(error.message) as unknown });
  });

  test('every method resolves a rejection as its status', async () => {
    const denied = () =>
      new FakeMapsRequestError('REQUEST_DENIED', 'PLACES_GATEWAY', 'API key not authorized');
    FakeGooglePlace.fetchError = denied();
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    FakeGooglePlace.searchNearby.mockRejectedValue(denied());
    FakeGooglePlace.searchByText.mockRejectedValue(denied());
    FakeGeocoder.geocode.mockRejectedValue(denied());
    FakeAutocomplete.fetchAutocompleteSuggestions.mockRejectedValue(denied());
    const { source } = make();
    const outcomes = await everyMethod(source);
    expect(outcomes).toEqual([
      {
        status: 'REQUEST_DENIED',
        detail: 'Google Place.fetchFields: REQUEST_DENIED (API key not authorized)',
      },
      {
        status: 'REQUEST_DENIED',
        detail: 'Google Geocoder.geocode: REQUEST_DENIED (API key not authorized)',
      },
      {
        status: 'REQUEST_DENIED',
        detail: 'Google Place.searchNearby: REQUEST_DENIED (API key not authorized)',
      },
      {
        status: 'REQUEST_DENIED',
        detail: 'Google Place.searchByText: REQUEST_DENIED (API key not authorized)',
      },
      {
        status: 'REQUEST_DENIED',
        detail:
          'Google AutocompleteSuggestion.fetchAutocompleteSuggestions: REQUEST_DENIED (API key not authorized)',
      },
    ]);
  });

  test('a server error of the details fetch is UNKNOWN_ERROR; over the quota OVER_QUERY_LIMIT', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    FakeGooglePlace.fetchError = new FakeMapsServerError('INTERNAL', 'PLACES_GET_PLACE', 'backend');
    await expect(source.details({ id: LUITPOLD, fields: ['displayName'] })).resolves.toEqual({
      status: 'UNKNOWN_ERROR',
      detail: 'Google Place.fetchFields: INTERNAL (backend)',
    });
    FakeGooglePlace.fetchError = new FakeMapsRequestError('OVER_QUERY_LIMIT', 'PLACES_GET_PLACE', 'quota');
    await expect(source.details({ id: LUITPOLD, fields: ['displayName'] })).resolves.toMatchObject({
      status: 'OVER_QUERY_LIMIT',
    });
  });
});

describe('abort', () => {
  test('a signal already aborted: PLACE_ABORTED for every method, nothing loaded or requested', async () => {
    const { source, loader } = make();
    const signal = AbortSignal.abort();
    const outcomes = await everyMethod(source, signal);
    expect(outcomes).toEqual(Array.from({ length: 5 }, () => PLACE_ABORTED));
    expect(loader).not.toHaveBeenCalled();
    expect(FakeGooglePlace.created).toHaveLength(0);
    expect(FakeGeocoder.geocode).not.toHaveBeenCalled();
    expect(FakeGooglePlace.searchNearby).not.toHaveBeenCalled();
    expect(FakeGooglePlace.searchByText).not.toHaveBeenCalled();
    expect(FakeAutocomplete.fetchAutocompleteSuggestions).not.toHaveBeenCalled();
  });

  test('aborted while the libraries load: PLACE_ABORTED, no request', async () => {
    const { source } = make(never);
    const controller = new AbortController();
    const outcome = source.searchByText(text(), controller.signal);
    controller.abort();
    await expect(outcome).resolves.toBe(PLACE_ABORTED);
    expect(FakeGooglePlace.searchByText).not.toHaveBeenCalled();
  });

  test('aborted while Google answers: PLACE_ABORTED at once, the answer ignored', async () => {
    FakeGooglePlace.searchByText.mockReturnValue(never());
    FakeAutocomplete.fetchAutocompleteSuggestions.mockReturnValue(never());
    const { source } = make();
    const controller = new AbortController();
    const search = source.searchByText(text(), controller.signal);
    const typing = source.autocomplete({ input: 'Marienpl' }, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeGooglePlace.searchByText).toHaveBeenCalledTimes(1);
    expect(FakeAutocomplete.fetchAutocompleteSuggestions).toHaveBeenCalledTimes(1);
    controller.abort();
    await expect(search).resolves.toBe(PLACE_ABORTED);
    await expect(typing).resolves.toBe(PLACE_ABORTED);
  });

  test('aborted after the geocoder answered: the details are not requested', async () => {
    const controller = new AbortController();
    FakeGeocoder.geocode.mockImplementation(() => {
      controller.abort();
      return Promise.resolve({ results: [geocodeResult(LUITPOLD)] });
    });
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    await expect(
      source.detailsByLocation({ location: MUNICH, fields: ['displayName'] }, controller.signal),
    ).resolves.toBe(PLACE_ABORTED);
    expect(FakeGooglePlace.created).toHaveLength(0);
  });
});

describe('issue 25: every call into Google Places has a time limit', () => {
  afterEach(() => jest.useRealTimers());

  it('a search Google never answers is NETWORK_ERROR after timeoutMs', async () => {
    const libs = await mockPlaceLibraries();
    const hanging = {
      ...libs,
      places: {
        ...libs.places,
        Place: Object.assign(Object.create(libs.places.Place) as object, { searchByText: never }),
      },
    } as unknown as GooglePlaceLibraries;
    const source = googlePlaceSource({
      apiKey: 'KEY-1',
      load: () => Promise.resolve(hanging),
      timeoutMs: 3000,
    });
    jest.useFakeTimers();
    let outcome: unknown;
    void source
      .searchByText({ textQuery: 'Café', fields: ['displayName'] })
      .then((result) => (outcome = result));
    await jest.advanceTimersByTimeAsync(2999);
    expect(outcome).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({
      status: 'NETWORK_ERROR',
      detail: expect.stringContaining('DEADLINE_EXCEEDED') as string,
    });
  });
});
