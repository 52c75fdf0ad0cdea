/**
 * Issue 27: the Google place source (`sources/google.ts`) on Google's documented answers
 * (tests/recorded/google/README.md), turned into the JavaScript API's objects by
 * `google/js-place.ts` and served by the shared fakes of `places/testing/google-places.ts`: every
 * field group of every recording reaches the model, search lists keep Google's order, predictions
 * keep their matches, and Google's errors become the statuses (and the German sentences) of 8.1.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setLanguage } from '../../Resources/Private/TypeScript/core/i18n';
import { FakeMapsRequestError } from '../../Resources/Private/TypeScript/map/testing/mock-google';
import { statusHint } from '../../Resources/Private/TypeScript/map/messages';
import { PLACE_FIELD_NAMES, type Place } from '../../Resources/Private/TypeScript/places/model';
import type { PlaceFailureStatus, PlaceOutcome } from '../../Resources/Private/TypeScript/places/source';
import {
  googlePlaceSource,
  predictionFromGoogle,
} from '../../Resources/Private/TypeScript/places/sources/google';
import {
  FakeGooglePlace,
  installGooglePlaces,
  mockPlaceLibraries,
} from '../../Resources/Private/TypeScript/places/testing/google-places';
import { jsPlace, jsPrediction, type Json } from './google/js-place';

jest.mock('@googlemaps/js-api-loader');

const DIR = join(__dirname, 'google');
const recording = (path: string): Json => JSON.parse(readFileSync(join(DIR, path), 'utf8')) as Json;
const places = (path: string): Json[] => (recording(path).places as Json[] | undefined) ?? [];

beforeEach(() => {
  installGooglePlaces();
  setLanguage('de');
});

afterAll(() => {
  setLanguage(undefined);
});

const source = () => googlePlaceSource({ apiKey: 'KEY-1', region: 'DE', load: mockPlaceLibraries });

function valueOf<T>(outcome: PlaceOutcome<T>): T {
  if (outcome.status !== 'OK') throw new Error(`expected OK, got ${outcome.status}: ${outcome.detail}`);
  return outcome.value;
}

/** The recorded place as Place Details (New) answers it: every field of the model asked for. */
async function details(path: string): Promise<Place> {
  const data = jsPlace(recording(path));
  FakeGooglePlace.known.set(data.id, data);
  return valueOf(await source().details({ id: data.id, fields: [...PLACE_FIELD_NAMES] }));
}

async function textSearch(path: string): Promise<Place[]> {
  FakeGooglePlace.results = places(path).map((place, index) => jsPlace(place, `not-in-answer-${index + 1}`));
  return valueOf(await source().searchByText({ textQuery: 'recorded', fields: [...PLACE_FIELD_NAMES] }));
}

/** No model value is undefined: a field is a value or null (the model's contract). */
function undefinedPaths(value: unknown, path = ''): string[] {
  if (value === undefined) return [path];
  if (typeof value !== 'object' || value === null || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'function' ? [] : undefinedPaths(child, path ? `${path}.${key}` : key),
  );
}

const fieldsOf = (place: Place): Record<string, unknown> =>
  Object.fromEntries(PLACE_FIELD_NAMES.map((name) => [name, place[name]]));

describe('every recording maps without an undefined value in the model', () => {
  const files = readdirSync(join(DIR, 'places')).filter((name) => name.endsWith('.json'));

  test.each(files)('%s', async (file) => {
    const json = recording(`places/${file}`);
    const mapped = json.places ? await textSearch(`places/${file}`) : [await details(`places/${file}`)];
    expect(mapped.length).toBeGreaterThan(0);
    for (const place of mapped) expect(undefinedPaths(fieldsOf(place))).toEqual([]);
  });
});

describe('Place Details (New): a full restaurant (composed of documented fields)', () => {
  test('identity, names, address, location, viewport, rating, links, price level', async () => {
    const place = await details('places/composed-restaurant-full.json');
    expect(place.id).toBe('ChIJ-composed-restaurant');
    expect(place.source).toBe('google');
    expect(place.displayName).toBe('Gaststätte Beispiel');
    expect(place.displayNameLanguageCode).toBe('de');
    expect(place.primaryType).toBe('restaurant');
    expect(place.primaryTypeDisplayName).toBe('Restaurant');
    expect(place.types).toEqual(['restaurant', 'food', 'point_of_interest', 'establishment']);
    expect(place.formattedAddress).toBe('Marienplatz 1, 80331 München, Deutschland');
    expect(place.location).toEqual({ lat: 48.1374, lng: 11.5755 });
    expect(place.viewport).toEqual({ south: 48.136, west: 11.5741, north: 48.1388, east: 11.5769 });
    expect(place.rating).toBe(4.5);
    expect(place.userRatingCount).toBe(1234);
    expect(place.googleMapsURI).toBe('https://maps.google.com/?cid=1');
    expect(place.websiteURI).toBe('https://www.example.com/');
    expect(place.priceLevel).toBe('MODERATE');
    expect(place.utcOffsetMinutes).toBe(60);
    expect(place.businessStatus).toBe('OPERATIONAL');
  });

  test('opening hours: zero values omitted by proto3 JSON (minute 0, Sunday = day 0) are zeros', async () => {
    const place = await details('places/composed-restaurant-full.json');
    expect(place.regularOpeningHours?.periods).toEqual([
      { open: { day: 1, hour: 11, minute: 30 }, close: { day: 1, hour: 22, minute: 0 } },
      { open: { day: 5, hour: 11, minute: 30 }, close: { day: 6, hour: 1, minute: 0 } },
      { open: { day: 0, hour: 12, minute: 0 }, close: { day: 0, hour: 20, minute: 0 } },
    ]);
    expect(place.regularOpeningHours?.weekdayDescriptions).toHaveLength(7);
  });

  test('reviews: text, author, publish time; a review without text has null texts', async () => {
    const place = await details('places/composed-restaurant-full.json');
    const [first, second] = place.reviews ?? [];
    expect(first).toMatchObject({
      rating: 5,
      text: 'Sehr gut.',
      textLanguageCode: 'de',
      originalText: 'Sehr gut.',
      relativePublishTimeDescription: 'vor einem Monat',
      authorAttribution: {
        displayName: 'A. Beispiel',
        uri: 'https://www.google.com/maps/contrib/1',
        photoURI: 'https://lh3.googleusercontent.com/a/1',
      },
      googleMapsURI: 'https://www.google.com/maps/reviews/data=1',
    });
    expect(first?.publishTime?.toISOString()).toBe('2024-01-02T03:04:05.123Z');
    expect(second).toMatchObject({
      rating: 3,
      text: null,
      originalText: null,
      authorAttribution: { displayName: 'B.', uri: null, photoURI: null },
      flagContentURI: null,
      googleMapsURI: null,
    });
  });

  test('photos: size, attribution, the photo name from toJSON, a URI', async () => {
    const place = await details('places/composed-restaurant-full.json');
    const [photo] = place.photos ?? [];
    expect(photo).toMatchObject({
      widthPx: 4032,
      heightPx: 3024,
      name: 'places/ChIJ-composed-restaurant/photos/photo-1',
      authorAttributions: [{ displayName: 'C. Beispiel' }],
    });
    await expect(photo?.getURI({ maxWidth: 400 })).resolves.toContain('photo-1/media?maxWidthPx=400');
  });

  test('accessibility, payment and parking: what Google leaves out is null, not undefined', async () => {
    const place = await details('places/composed-restaurant-full.json');
    expect(place.accessibilityOptions).toEqual({
      hasWheelchairAccessibleEntrance: true,
      hasWheelchairAccessibleRestroom: null,
      hasWheelchairAccessibleSeating: true,
      hasWheelchairAccessibleParking: null,
    });
    expect(place.paymentOptions).toEqual({
      acceptsCreditCards: true,
      acceptsDebitCards: true,
      acceptsCashOnly: null,
      acceptsNfc: true,
    });
    expect(place.parkingOptions).toEqual({
      hasFreeParkingLot: null,
      hasPaidParkingLot: true,
      hasFreeStreetParking: false,
      hasPaidStreetParking: null,
      hasValetParking: null,
      hasFreeGarageParking: null,
      hasPaidGarageParking: null,
    });
  });

  test('amenities under their JavaScript names; not given: null', async () => {
    const place = await details('places/composed-restaurant-full.json');
    expect(place.hasOutdoorSeating).toBe(true);
    expect(place.servesBeer).toBe(true);
    expect(place.isReservable).toBe(true);
    expect(place.servesWine).toBeNull();
    expect(place.hasWiFi).toBeNull();
  });
});

describe('Place Details (New): far from Berlin, a gas station, a minimal place', () => {
  test('Tokyo: utcOffsetMinutes +540; open 24 hours is one period from Sunday 00:00 without close', async () => {
    const place = await details('places/composed-tokyo-24h.json');
    expect(place.utcOffsetMinutes).toBe(540);
    expect(place.regularOpeningHours?.periods).toEqual([
      { open: { day: 0, hour: 0, minute: 0 }, close: null },
    ]);
    expect(place.displayNameLanguageCode).toBe('ja');
  });

  test('gas station: prices as Money (units from int64 strings; omitted units are 0); unknown fuels left out', async () => {
    const place = await details('places/composed-gas-station.json');
    expect(place.fuelOptions?.fuelPrices).toEqual([
      {
        type: 'DIESEL',
        price: { currencyCode: 'EUR', units: 1, nanos: 659_000_000 },
        updateTime: new Date('2024-01-10T07:00:00Z'),
      },
      {
        type: 'SP95_E10',
        price: { currencyCode: 'EUR', units: 1, nanos: 799_000_000 },
        updateTime: new Date('2024-01-10T07:00:00Z'),
      },
      {
        type: 'LPG',
        price: { currencyCode: 'EUR', units: 0, nanos: 999_000_000 },
        updateTime: new Date('2024-01-10T07:00:00Z'),
      },
    ]);
  });
});

describe('Text Search (New): documented result lists', () => {
  test('EV charging stations: connector aggregations in order; a station without availability has nulls', async () => {
    const found = await textSearch('places/text-search-ev-charging.json');
    expect(found.map((place) => place.displayName)).toEqual([
      'EVgo Charging Station',
      'EVgo Charging Station',
      'EVgo Charging Station',
      'Electric Vehicle Charging Station',
    ]);
    expect(found[0]?.evChargeOptions?.connectorCount).toBe(16);
    expect(found[0]?.evChargeOptions?.connectorAggregations[0]).toEqual({
      type: 'CHADEMO',
      maxChargeRateKw: 100,
      count: 8,
      availableCount: 5,
      outOfServiceCount: 0,
      availabilityLastUpdateTime: new Date('2024-01-10T19:10:00Z'),
    });
    expect(found[2]?.evChargeOptions?.connectorAggregations[0]?.maxChargeRateKw).toBeCloseTo(3.6, 5);
    expect(found[3]?.evChargeOptions?.connectorAggregations).toEqual([
      {
        type: 'OTHER',
        maxChargeRateKw: 210,
        count: 10,
        availableCount: null,
        outOfServiceCount: null,
        availabilityLastUpdateTime: null,
      },
    ]);
  });

  test('price levels: PRICE_LEVEL_MODERATE is MODERATE', async () => {
    const found = await textSearch('places/text-search-price-level.json');
    expect(found.map((place) => [place.displayName, place.priceLevel])).toEqual([
      ["Mother Chu's Vegetarian Kitchen", 'MODERATE'],
      ['Green Mushroom', 'MODERATE'],
    ]);
  });

  test('a service-area business has no formattedAddress: null', async () => {
    const found = await textSearch('places/text-search-service-area.json');
    expect(found.map((place) => place.formattedAddress)).toEqual([
      '3450 Sacramento St #204, San Francisco, CA 94118, USA',
      '1455 Bancroft Ave, San Francisco, CA 94124, USA',
      null,
    ]);
  });

  test('the minimal field set (ids only): every other field null', async () => {
    const found = await textSearch('places/text-search-ids-page.json');
    expect(found.map((place) => place.id)).toEqual([
      'ChIJifIePKtZwokRVZ-UdRGkZzs',
      'ChIJPxPd_P1YwokRfzLhSiACEoU',
      'ChIJrXXKn5NZwokR78g0ipCnY60',
      'ChIJ6ySICVZYwokR9rIK8HjXhzE',
      'ChIJ6xvs94VZwokRnT1D2lX2OTw',
    ]);
    for (const place of found) {
      expect(place.displayName).toBeNull();
      expect(place.location).toBeNull();
      expect(place.regularOpeningHours).toBeNull();
    }
  });
});

describe('Autocomplete (New): placePrediction', () => {
  test('text and main text with their matches; a match from offset 0 has no startOffset in JSON', () => {
    const suggestions = recording('autocomplete/composed-suggestions.json').suggestions as Json[];
    const predictions = suggestions.flatMap((s) =>
      s.placePrediction ? [predictionFromGoogle(jsPrediction(s.placePrediction as Json))] : [],
    );
    expect(predictions).toEqual([
      {
        placeId: 'ChIJ-composed-viktualienmarkt',
        text: 'Viktualienmarkt, München, Deutschland',
        textMatches: [{ start: 0, end: 5 }],
        mainText: 'Viktualienmarkt',
        mainTextMatches: [{ start: 0, end: 5 }],
        secondaryText: 'München, Deutschland',
        types: ['market', 'point_of_interest', 'establishment'],
        distanceMeters: 612,
      },
      {
        placeId: 'ChIJ-composed-viktoriastrasse',
        text: 'Viktoriastraße, München, Deutschland',
        textMatches: [{ start: 0, end: 5 }],
        mainText: 'Viktoriastraße',
        mainTextMatches: [{ start: 0, end: 5 }],
        secondaryText: 'München, Deutschland',
        types: ['route', 'geocode'],
        distanceMeters: null,
      },
    ]);
  });
});

/** Each recorded error: the status it means and the German sentence the map's forms show for it. */
const ERRORS: [file: string, status: PlaceFailureStatus, german: string][] = [
  ['places-get-place-not-found', 'NOT_FOUND', 'Der Ort liegt zu weit von Straßen und Wegen entfernt.'],
  [
    'places-get-place-invalid-argument',
    'INVALID_REQUEST',
    'Die Anfrage war ungültig. Bitte prüfen Sie Ihre Eingabe.',
  ],
  [
    'places-search-text-resource-exhausted',
    'OVER_QUERY_LIMIT',
    'Zu viele Anfragen an den Kartendienst. Bitte versuchen Sie es in einer Minute erneut.',
  ],
  ['places-search-text-permission-denied', 'REQUEST_DENIED', 'Der Kartendienst hat die Anfrage abgelehnt.'],
  [
    'geocoder-zero-results',
    'ZERO_RESULTS',
    'Bitte prüfen Sie die Schreibweise oder ergänzen Sie die Postleitzahl.',
  ],
  [
    'geocoder-over-query-limit',
    'OVER_QUERY_LIMIT',
    'Zu viele Anfragen an den Kartendienst. Bitte versuchen Sie es in einer Minute erneut.',
  ],
  ['geocoder-request-denied', 'REQUEST_DENIED', 'Der Kartendienst hat die Anfrage abgelehnt.'],
  ['geocoder-invalid-request', 'INVALID_REQUEST', 'Die Anfrage war ungültig. Bitte prüfen Sie Ihre Eingabe.'],
];

describe("Google's errors (as the JavaScript API rejects) become statuses and German sentences", () => {
  test('every recorded error has its expectation', () => {
    const files = readdirSync(join(DIR, 'errors')).map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(ERRORS.map(([file]) => file).sort());
  });

  test.each(ERRORS)('%s: %s', async (file, status, german) => {
    const error = recording(`errors/${file}.json`);
    FakeGooglePlace.fetchError = new FakeMapsRequestError(
      error.code as string,
      error.endpoint as string,
      error.message as string,
    );
    const outcome = await source().details({ id: 'ChIJ-any', fields: ['displayName'] });
    expect(outcome).toEqual({
      status,
      detail: `Google Place.fetchFields: ${error.code as string} (${error.message as string})`,
    });
    expect(statusHint(status)).toBe(german);
  });
});
