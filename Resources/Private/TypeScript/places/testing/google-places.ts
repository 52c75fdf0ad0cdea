/**
 * Test support for the Google place source (not part of the bundle): the Places API (New) classes
 * that `@googlemaps/jest-mocks` lacks, on top of the map's harness (`map/testing/mock-google.ts`:
 * jest-mocks, the shared Geocoder mock, the error classes):
 *
 *   places.Place            records its constructor options; `fetchFields` fills only the fields
 *                           asked for from `FakeGooglePlace.known` (absent ones null, as Google
 *                           does) and rejects NOT_FOUND for an unknown id; static `searchNearby` /
 *                           `searchByText` answer `FakeGooglePlace.results`, again with the
 *                           requested fields only.
 *   AutocompleteSuggestion  `fetchAutocompleteSuggestions` answers `FakeAutocomplete.answer`; each
 *                           prediction's `toPlace()` makes a Place that remembers the session token
 *                           of the request it came from (the real API carries it there invisibly).
 *   the rank-preference enums.
 *
 * The fixtures are typed against `@types/google.maps`, so a test place has Google's real shapes.
 */
import { installGoogle, mockServiceLibraries, FakeMapsRequestError } from '../../map/testing/mock-google';
import type { GooglePlaceLibraries } from '../sources/google';

type AnyFunction = (...args: never[]) => unknown;

/** A Google place's data: the value of every property (not method) of google.maps.places.Place. */
export type GooglePlaceData = {
  -readonly [
    K in keyof google.maps.places.Place as google.maps.places.Place[K] extends AnyFunction ? never : K
  ]?: google.maps.places.Place[K];
} & { id: string };

export class FakeGooglePlace {
  /** Every Place made (by the source or by a prediction's toPlace), in order. */
  static readonly created: FakeGooglePlace[] = [];
  /** The places Google knows, by id: what `fetchFields` answers. */
  static readonly known = new Map<string, GooglePlaceData>();
  /** What the searches answer. */
  static results: GooglePlaceData[] = [];
  /** When set, every `fetchFields` rejects with it (as Google's errors do). */
  static fetchError: Error | undefined;

  static readonly searchNearby = jest.fn<
    Promise<{ places: FakeGooglePlace[] }>,
    [google.maps.places.SearchNearbyRequest]
  >();
  static readonly searchByText = jest.fn<
    Promise<{ places: FakeGooglePlace[] }>,
    [google.maps.places.SearchByTextRequest]
  >();

  /** A place with the given fields of the data filled (absent ones null), as a search answers it. */
  static filled(data: GooglePlaceData, fields: Iterable<string>): FakeGooglePlace {
    const place = new FakeGooglePlace({ id: data.id }, false);
    place.fill(data, fields);
    return place;
  }

  static reset(): void {
    FakeGooglePlace.created.length = 0;
    FakeGooglePlace.known.clear();
    FakeGooglePlace.results = [];
    FakeGooglePlace.fetchError = undefined;
    FakeGooglePlace.searchNearby.mockReset().mockImplementation((request) =>
      Promise.resolve({
        places: FakeGooglePlace.results.map((d) => FakeGooglePlace.filled(d, request.fields)),
      }),
    );
    FakeGooglePlace.searchByText.mockReset().mockImplementation((request) =>
      Promise.resolve({
        places: FakeGooglePlace.results.map((d) => FakeGooglePlace.filled(d, request.fields)),
      }),
    );
  }

  id: string;
  requestedLanguage?: string | null;
  requestedRegion?: string | null;
  /** The session token of the prediction this place came from (toPlace), if any. */
  sessionToken: unknown;

  readonly fetchFields = jest.fn(
    (request: google.maps.places.FetchFieldsRequest): Promise<{ place: FakeGooglePlace }> => {
      if (FakeGooglePlace.fetchError !== undefined) return Promise.reject(FakeGooglePlace.fetchError);
      const data = FakeGooglePlace.known.get(this.id);
      if (!data) {
        return Promise.reject(
          new FakeMapsRequestError('NOT_FOUND', 'PLACES_GET_PLACE', `Place '${this.id}' not found`),
        );
      }
      this.fill(data, request.fields);
      return Promise.resolve({ place: this });
    },
  );

  constructor(
    readonly options: google.maps.places.PlaceOptions,
    record = true,
  ) {
    this.id = options.id ?? '';
    this.requestedLanguage = options.requestedLanguage;
    this.requestedRegion = options.requestedRegion;
    if (record) FakeGooglePlace.created.push(this);
  }

  private fill(data: GooglePlaceData, fields: Iterable<string>): void {
    const source = data as Record<string, unknown>;
    const target = this as unknown as Record<string, unknown>;
    for (const field of fields) {
      target[field] = source[field] ?? null;
      // A LocalizedText field brings its language code (displayName → displayNameLanguageCode).
      const languageCode = `${field}LanguageCode`;
      if (languageCode in source) target[languageCode] = source[languageCode] ?? null;
    }
  }

  /** A field as fetched (undefined: never asked for). */
  field(name: string): unknown {
    return (this as unknown as Record<string, unknown>)[name];
  }
}

/** A prediction as the fixtures write it. */
export interface PredictionData {
  placeId: string;
  text: string;
  textMatches?: [number, number][];
  mainText?: string;
  mainTextMatches?: [number, number][];
  secondaryText?: string;
  types?: string[];
  distanceMeters?: number | null;
}

export function formattable(
  text: string,
  matches: [number, number][] = [],
): google.maps.places.FormattableText {
  return like<google.maps.places.FormattableText>({
    text,
    matches: matches.map(([startOffset, endOffset]) =>
      like<google.maps.places.StringRange>({ startOffset, endOffset }),
    ),
  });
}

export class FakePlacePrediction {
  readonly placeId: string;
  readonly text: google.maps.places.FormattableText;
  readonly mainText: google.maps.places.FormattableText | null;
  readonly secondaryText: google.maps.places.FormattableText | null;
  readonly types: string[];
  readonly distanceMeters: number | null;

  constructor(
    data: PredictionData,
    readonly sessionToken: unknown,
  ) {
    this.placeId = data.placeId;
    this.text = formattable(data.text, data.textMatches);
    this.mainText = data.mainText === undefined ? null : formattable(data.mainText, data.mainTextMatches);
    this.secondaryText = data.secondaryText === undefined ? null : formattable(data.secondaryText);
    this.types = data.types ?? [];
    this.distanceMeters = data.distanceMeters ?? null;
  }

  toPlace(): FakeGooglePlace {
    const place = new FakeGooglePlace({ id: this.placeId });
    place.sessionToken = this.sessionToken;
    return place;
  }
}

export const FakeAutocomplete = {
  /** The predictions of the next answers. */
  answer: [] as PredictionData[],
  fetchAutocompleteSuggestions: jest.fn<
    Promise<{ suggestions: { placePrediction: FakePlacePrediction | null }[] }>,
    [google.maps.places.AutocompleteRequest]
  >(),
};

/** Google's rank-preference enums (string values, as the real API's). */
export const SEARCH_NEARBY_RANK_PREFERENCE = { DISTANCE: 'DISTANCE', POPULARITY: 'POPULARITY' } as const;
export const SEARCH_BY_TEXT_RANK_PREFERENCE = { DISTANCE: 'DISTANCE', RELEVANCE: 'RELEVANCE' } as const;

/** A fresh `google.maps` for each test: the map harness plus the Places API (New) fakes. */
export function installGooglePlaces(): void {
  installGoogle();
  FakeGooglePlace.reset();
  FakeAutocomplete.answer = [];
  FakeAutocomplete.fetchAutocompleteSuggestions.mockReset().mockImplementation((request) =>
    Promise.resolve({
      suggestions: FakeAutocomplete.answer.map((data) => ({
        placePrediction: new FakePlacePrediction(data, request.sessionToken),
      })),
    }),
  );
  Object.assign(google.maps.places, {
    Place: FakeGooglePlace,
    AutocompleteSuggestion: FakeAutocomplete,
    SearchNearbyRankPreference: SEARCH_NEARBY_RANK_PREFERENCE,
    SearchByTextRankPreference: SEARCH_BY_TEXT_RANK_PREFERENCE,
  });
}

/** The geocoding and places libraries as `importLibrary` hands them over (from the installed fakes). */
export async function mockPlaceLibraries(): Promise<GooglePlaceLibraries> {
  const { geocoding, places } = await mockServiceLibraries();
  return { geocoding, places };
}

// Fixture builders: Google's classes as plain objects of the same shape ------------------------

/** The data of a Google class (its getters), without its methods. */
export type Shape<T> = { -readonly [K in keyof T as T[K] extends AnyFunction ? never : K]: T[K] };
type Methods<T> = { [K in keyof T as T[K] extends AnyFunction ? K : never]: T[K] };

/**
 * A stand-in for an object Google made (its classes cannot be constructed here): every data
 * property of the class, typed by `@types/google.maps`, and any of its methods the test needs.
 */
export function like<T>(values: Shape<T> & Partial<Methods<T>>): T {
  return values as unknown as T;
}

export function money(currencyCode: string, units: number, nanos = 0): google.maps.places.Money {
  return like<google.maps.places.Money>({ currencyCode, units, nanos });
}

export function author(
  displayName: string,
  uri: string | null,
  photoURI: string | null,
): google.maps.places.AuthorAttribution {
  return like<google.maps.places.AuthorAttribution>({ displayName, uri, photoURI });
}

export function hoursPoint(day: number, hour: number, minute: number): google.maps.places.OpeningHoursPoint {
  return like<google.maps.places.OpeningHoursPoint>({ day, hour, minute });
}

export function bounds(literal: google.maps.LatLngBoundsLiteral): google.maps.LatLngBounds {
  return Object.assign(new google.maps.LatLngBounds(), { toJSON: () => literal });
}

/** A geocoder result with a place id (what `detailsByLocation` reads). */
export function geocodeResult(placeId: string, formatted = 'Marienplatz 1, 80331 München, Deutschland') {
  return {
    place_id: placeId,
    formatted_address: formatted,
    geometry: { location: new google.maps.LatLng(0, 0) },
  };
}
