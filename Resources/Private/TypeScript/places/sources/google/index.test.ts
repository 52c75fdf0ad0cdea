/**
 * The Google place source (issue 14) against `@googlemaps/jest-mocks` plus `map/testing/mock-google.ts`
 * and `places/testing/google-places.ts`: every request as it reaches Google (fields translated,
 * language de, the region), the conversion of a whole Google place into our Place, photos, every
 * status mapping, abort, nothing requested before the first call, and the autocomplete session.
 */
import { importLibrary as mocksImportLibrary } from '@googlemaps/jest-mocks';
import {
  FakeGeocoder,
  FakeMapsNetworkError,
  FakeMapsRequestError,
  FakeMapsServerError,
  latLng,
} from '../../../map/testing/mock-google';
import { Place, PLACE_FIELD_NAMES } from '../../model';
import { PLACE_ABORTED, type PlaceOutcome, type PlaceStatus } from '../../source';
import type { AutocompleteRequest, NearbyRequest, TextSearchRequest } from '../../validate';
import {
  author,
  bounds,
  FakeAutocomplete,
  FakeGooglePlace,
  geocodeResult,
  hoursPoint,
  installGooglePlaces,
  like,
  mockPlaceLibraries,
  money,
  type GooglePlaceData,
} from '../../testing/google-places';
import { CIRCLE_RESTRICTION, googleFields, googlePlaceSource, type GooglePlaceLibraries } from './index';

jest.mock('@googlemaps/js-api-loader');

beforeEach(() => {
  installGooglePlaces();
});

function make(load: () => Promise<GooglePlaceLibraries> = mockPlaceLibraries) {
  const loader = jest.fn(load);
  const source = googlePlaceSource({ apiKey: 'KEY-1', region: 'DE', load: loader });
  return { source, loader };
}

function valueOf<T>(outcome: PlaceOutcome<T>): T {
  if (outcome.status !== 'OK') throw new Error(`expected OK, got ${outcome.status}: ${outcome.detail}`);
  return outcome.value;
}

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

const LUITPOLD = 'ChIJ-luitpold';
const PHOTO_URI = 'https://lh3.googleusercontent.com/places/AF1QipN-luitpold=w500';

/** Café Luitpold as Google answers it: every field our model reads, in Google's shapes. */
function luitpold(
  getURI: (options?: google.maps.places.PhotoOptions) => string = () => PHOTO_URI,
  photoJSON: unknown = { name: `places/${LUITPOLD}/photos/AUc7tXW-1` },
): GooglePlaceData {
  return {
    id: LUITPOLD,
    accessibilityOptions: like<google.maps.places.AccessibilityOptions>({
      hasWheelchairAccessibleEntrance: true,
      hasWheelchairAccessibleParking: null,
      hasWheelchairAccessibleRestroom: false,
      hasWheelchairAccessibleSeating: true,
    }),
    addressComponents: [
      like<google.maps.places.AddressComponent>({
        longText: '11',
        shortText: '11',
        types: ['street_number'],
      }),
      like<google.maps.places.AddressComponent>({
        longText: 'Brienner Straße',
        shortText: 'Brienner Str.',
        types: ['route'],
      }),
    ],
    adrFormatAddress: '<span class="street-address">Brienner Str. 11</span>',
    attributions: [
      like<google.maps.places.Attribution>({
        provider: 'Michelin',
        providerURI: 'https://guide.michelin.com/',
      }),
    ],
    businessStatus: 'OPERATIONAL',
    displayName: 'Café Luitpold',
    displayNameLanguageCode: 'de',
    formattedAddress: 'Brienner Str. 11, 80333 München, Deutschland',
    googleMapsURI: 'https://maps.google.com/?cid=1234',
    internationalPhoneNumber: '+49 89 2428750',
    nationalPhoneNumber: '089 2428750',
    location: latLng(48.1429, 11.5741),
    regularOpeningHours: like<google.maps.places.OpeningHours>({
      periods: [
        like<google.maps.places.OpeningHoursPeriod>({
          open: hoursPoint(1, 8, 0),
          close: hoursPoint(1, 19, 30),
        }),
        like<google.maps.places.OpeningHoursPeriod>({ open: hoursPoint(0, 9, 0), close: null }),
      ],
      weekdayDescriptions: ['Montag: 08:00–19:30 Uhr', 'Sonntag: Durchgehend geöffnet'],
      specialDays: [],
    }),
    evChargeOptions: like<google.maps.places.EVChargeOptions>({
      connectorCount: 6,
      connectorAggregations: [
        like<google.maps.places.ConnectorAggregation>({
          type: 'CCS_COMBO_2',
          maxChargeRateKw: 150,
          count: 4,
          availableCount: 2,
          outOfServiceCount: 1,
          availabilityLastUpdateTime: new Date('2025-06-02T08:15:00Z'),
        }),
        like<google.maps.places.ConnectorAggregation>({
          type: 'NACS',
          maxChargeRateKw: 250,
          count: 1,
          availableCount: null,
          outOfServiceCount: null,
          availabilityLastUpdateTime: null,
        }),
        like<google.maps.places.ConnectorAggregation>({
          type: null,
          maxChargeRateKw: 11,
          count: 1,
          availableCount: 1,
          outOfServiceCount: 0,
          availabilityLastUpdateTime: null,
        }),
      ],
    }),
    fuelOptions: like<google.maps.places.FuelOptions>({
      fuelPrices: [
        like<google.maps.places.FuelPrice>({
          type: 'DIESEL',
          price: money('EUR', 1, 659_000_000),
          updateTime: new Date('2025-06-02T07:00:00Z'),
        }),
        like<google.maps.places.FuelPrice>({
          type: 'DIESEL_PLUS',
          price: money('EUR', 1, 799_000_000),
          updateTime: null,
        }),
        like<google.maps.places.FuelPrice>({ type: 'SP95_E10', price: null, updateTime: null }),
      ],
    }),
    parkingOptions: like<google.maps.places.ParkingOptions>({
      hasFreeGarageParking: false,
      hasFreeParkingLot: null,
      hasFreeStreetParking: false,
      hasPaidGarageParking: true,
      hasPaidParkingLot: null,
      hasPaidStreetParking: true,
      hasValetParking: false,
    }),
    paymentOptions: like<google.maps.places.PaymentOptions>({
      acceptsCashOnly: false,
      acceptsCreditCards: true,
      acceptsDebitCards: true,
      acceptsNFC: true,
    }),
    photos: [
      like<google.maps.places.Photo>({
        authorAttributions: [author('Anna M.', 'https://maps.google.com/contrib/1', null)],
        flagContentURI: 'https://www.google.com/local/imagery/report/?cb_client=maps_api_places&image_key=1',
        googleMapsURI: 'https://www.google.com/maps/place//data=!3m4!1e2',
        heightPx: 3000,
        widthPx: 4000,
        getURI,
        toJSON: () => photoJSON,
      }),
    ],
    plusCode: like<google.maps.places.PlusCode>({
      globalCode: '8FWH4HVF+5M',
      compoundCode: '4HVF+5M München',
    }),
    postalAddress: like<google.maps.places.PostalAddress>({
      addressLines: ['Brienner Str. 11'],
      administrativeArea: 'Bayern',
      languageCode: 'de',
      locality: 'München',
      organization: null,
      postalCode: '80333',
      recipients: [],
      regionCode: 'DE',
      sortingCode: null,
      sublocality: 'Maxvorstadt',
    }),
    priceLevel: 'MODERATE',
    priceRange: like<google.maps.places.PriceRange>({
      startPrice: money('EUR', 10),
      endPrice: money('EUR', 20, 500_000_000),
    }),
    rating: 4.4,
    reviews: [
      like<google.maps.places.Review>({
        authorAttribution: author('Jane D.', 'https://maps.google.com/contrib/2', 'https://lh3/photo/2'),
        flagContentURI: 'https://www.google.com/local/review/rap/report?postId=2',
        googleMapsURI: 'https://www.google.com/maps/reviews/data=2',
        originalText: 'Wonderful cakes, a bit pricey.',
        originalTextLanguageCode: 'en',
        publishTime: new Date('2025-05-18T14:02:00Z'),
        rating: 5,
        relativePublishTimeDescription: 'vor 2 Wochen',
        text: 'Wunderbare Torten, etwas teuer.',
        textLanguageCode: 'de',
        visitDateMonth: 5,
        visitDateYear: 2025,
      }),
      like<google.maps.places.Review>({
        authorAttribution: null,
        flagContentURI: null,
        googleMapsURI: null,
        originalText: null,
        originalTextLanguageCode: null,
        publishTime: null,
        rating: null,
        relativePublishTimeDescription: null,
        text: null,
        textLanguageCode: null,
        visitDateMonth: null,
        visitDateYear: null,
      }),
    ],
    types: ['cafe', 'restaurant', 'food', 'point_of_interest', 'establishment'],
    userRatingCount: 5321,
    utcOffsetMinutes: 120,
    viewport: bounds({ south: 48.1416, west: 11.5728, north: 48.1443, east: 11.5755 }),
    websiteURI: 'https://www.cafe-luitpold.de/',
    iconBackgroundColor: '#FF9E67',
    svgIconMaskURI: 'https://maps.gstatic.com/mapfiles/place_api/icons/v2/cafe_pinlet',
    editorialSummary: 'Traditionsreiches Kaffeehaus mit eigener Konditorei.',
    editorialSummaryLanguageCode: 'de',
    primaryType: 'cafe',
    primaryTypeDisplayName: 'Café',
    primaryTypeDisplayNameLanguageCode: 'de',
    googleMapsLinks: like<google.maps.places.GoogleMapsLinks>({
      directionsURI: 'https://www.google.com/maps/dir//data=luitpold',
      photosURI: 'https://www.google.com/maps/place//data=photos',
      placeURI: 'https://maps.google.com/?cid=1234',
      reviewsURI: 'https://www.google.com/maps/place//data=reviews',
      writeAReviewURI: 'https://www.google.com/maps/place//data=write',
    }),
    consumerAlert: like<google.maps.places.ConsumerAlert>({
      overview: 'Ungewöhnliche Bewertungsaktivität',
      details: like<google.maps.places.ConsumerAlertDetails>({
        title: 'Gefälschte Bewertungen entfernt',
        description: 'Wir haben Bewertungen entfernt, die gegen unsere Richtlinien verstoßen.',
        aboutLinkTitle: 'Mehr erfahren',
        aboutLinkURI: 'https://support.google.com/contributionpolicy',
      }),
      languageCode: 'de',
    }),
    hasTakeout: true,
    hasDelivery: false,
    hasDineIn: true,
    hasCurbsidePickup: null,
    isReservable: true,
    servesBreakfast: true,
    servesLunch: true,
    servesDinner: false,
    servesBrunch: true,
    servesBeer: false,
    servesWine: true,
    servesCocktails: null,
    servesDessert: true,
    servesCoffee: true,
    servesVegetarianFood: true,
    hasOutdoorSeating: true,
    hasLiveMusic: false,
    hasMenuForChildren: null,
    hasRestroom: true,
    isGoodForChildren: true,
    allowsDogs: false,
    isGoodForGroups: true,
    isGoodForWatchingSports: false,
  };
}

/** Café Luitpold as our Place (every field of 3.7). */
const LUITPOLD_PLACE = {
  id: LUITPOLD,
  requestedLanguage: 'de',
  requestedRegion: 'DE',
  source: 'google',
  accessibilityOptions: {
    hasWheelchairAccessibleEntrance: true,
    hasWheelchairAccessibleRestroom: false,
    hasWheelchairAccessibleSeating: true,
    hasWheelchairAccessibleParking: null,
  },
  addressComponents: [
    { longText: '11', shortText: '11', types: ['street_number'] },
    { longText: 'Brienner Straße', shortText: 'Brienner Str.', types: ['route'] },
  ],
  adrFormatAddress: '<span class="street-address">Brienner Str. 11</span>',
  attributions: [{ provider: 'Michelin', providerURI: 'https://guide.michelin.com/' }],
  businessStatus: 'OPERATIONAL',
  displayName: 'Café Luitpold',
  displayNameLanguageCode: 'de',
  formattedAddress: 'Brienner Str. 11, 80333 München, Deutschland',
  googleMapsURI: 'https://maps.google.com/?cid=1234',
  openStreetMapURI: null,
  internationalPhoneNumber: '+49 89 2428750',
  nationalPhoneNumber: '089 2428750',
  location: { lat: 48.1429, lng: 11.5741 },
  regularOpeningHours: {
    periods: [
      { open: { day: 1, hour: 8, minute: 0 }, close: { day: 1, hour: 19, minute: 30 } },
      { open: { day: 0, hour: 9, minute: 0 }, close: null },
    ],
    weekdayDescriptions: ['Montag: 08:00–19:30 Uhr', 'Sonntag: Durchgehend geöffnet'],
  },
  evChargeOptions: {
    connectorCount: 6,
    connectorAggregations: [
      {
        type: 'CCS_COMBO_2',
        maxChargeRateKw: 150,
        count: 4,
        availableCount: 2,
        outOfServiceCount: 1,
        availabilityLastUpdateTime: new Date('2025-06-02T08:15:00Z'),
      },
      {
        type: 'OTHER',
        maxChargeRateKw: 250,
        count: 1,
        availableCount: null,
        outOfServiceCount: null,
        availabilityLastUpdateTime: null,
      },
      {
        type: 'OTHER',
        maxChargeRateKw: 11,
        count: 1,
        availableCount: 1,
        outOfServiceCount: 0,
        availabilityLastUpdateTime: null,
      },
    ],
  },
  fuelOptions: {
    fuelPrices: [
      {
        type: 'DIESEL',
        price: { currencyCode: 'EUR', units: 1, nanos: 659_000_000 },
        updateTime: new Date('2025-06-02T07:00:00Z'),
      },
      { type: 'SP95_E10', price: null, updateTime: null },
    ],
  },
  parkingOptions: {
    hasFreeParkingLot: null,
    hasPaidParkingLot: null,
    hasFreeStreetParking: false,
    hasPaidStreetParking: true,
    hasValetParking: false,
    hasFreeGarageParking: false,
    hasPaidGarageParking: true,
  },
  paymentOptions: {
    acceptsCreditCards: true,
    acceptsDebitCards: true,
    acceptsCashOnly: false,
    acceptsNfc: true,
  },
  photos: [
    {
      authorAttributions: [
        { displayName: 'Anna M.', uri: 'https://maps.google.com/contrib/1', photoURI: null },
      ],
      heightPx: 3000,
      widthPx: 4000,
      name: `places/${LUITPOLD}/photos/AUc7tXW-1`,
      flagContentURI: 'https://www.google.com/local/imagery/report/?cb_client=maps_api_places&image_key=1',
      googleMapsURI: 'https://www.google.com/maps/place//data=!3m4!1e2',
      openStreetMapURI: null,
      getURI: expect.any(Function) as unknown,
    },
  ],
  plusCode: { globalCode: '8FWH4HVF+5M', compoundCode: '4HVF+5M München' },
  postalAddress: {
    regionCode: 'DE',
    postalCode: '80333',
    administrativeArea: 'Bayern',
    locality: 'München',
    addressLines: ['Brienner Str. 11'],
    organization: null,
  },
  priceLevel: 'MODERATE',
  priceRange: {
    startPrice: { currencyCode: 'EUR', units: 10, nanos: 0 },
    endPrice: { currencyCode: 'EUR', units: 20, nanos: 500_000_000 },
  },
  rating: 4.4,
  reviews: [
    {
      authorAttribution: {
        displayName: 'Jane D.',
        uri: 'https://maps.google.com/contrib/2',
        photoURI: 'https://lh3/photo/2',
      },
      publishTime: new Date('2025-05-18T14:02:00Z'),
      relativePublishTimeDescription: 'vor 2 Wochen',
      rating: 5,
      visitDateYear: 2025,
      visitDateMonth: 5,
      text: 'Wunderbare Torten, etwas teuer.',
      textLanguageCode: 'de',
      originalText: 'Wonderful cakes, a bit pricey.',
      originalTextLanguageCode: 'en',
      flagContentURI: 'https://www.google.com/local/review/rap/report?postId=2',
      googleMapsURI: 'https://www.google.com/maps/reviews/data=2',
      openStreetMapURI: null,
    },
    {
      authorAttribution: null,
      publishTime: null,
      relativePublishTimeDescription: null,
      rating: null,
      visitDateYear: null,
      visitDateMonth: null,
      text: null,
      textLanguageCode: null,
      originalText: null,
      originalTextLanguageCode: null,
      flagContentURI: null,
      googleMapsURI: null,
      openStreetMapURI: null,
    },
  ],
  types: ['cafe', 'restaurant', 'food', 'point_of_interest', 'establishment'],
  userRatingCount: 5321,
  utcOffsetMinutes: 120,
  viewport: { south: 48.1416, west: 11.5728, north: 48.1443, east: 11.5755 },
  websiteURI: 'https://www.cafe-luitpold.de/',
  iconBackgroundColor: '#FF9E67',
  svgIconMaskURI: 'https://maps.gstatic.com/mapfiles/place_api/icons/v2/cafe_pinlet',
  editorialSummary: 'Traditionsreiches Kaffeehaus mit eigener Konditorei.',
  editorialSummaryLanguageCode: 'de',
  primaryType: 'cafe',
  primaryTypeDisplayName: 'Café',
  primaryTypeDisplayNameLanguageCode: 'de',
  googleMapsLinks: {
    directionsURI: 'https://www.google.com/maps/dir//data=luitpold',
    placeURI: 'https://maps.google.com/?cid=1234',
    writeAReviewURI: 'https://www.google.com/maps/place//data=write',
    reviewsURI: 'https://www.google.com/maps/place//data=reviews',
    photosURI: 'https://www.google.com/maps/place//data=photos',
  },
  openStreetMapLinks: null,
  hasTakeout: true,
  hasDelivery: false,
  hasDineIn: true,
  hasCurbsidePickup: null,
  isReservable: true,
  servesBreakfast: true,
  servesLunch: true,
  servesDinner: false,
  servesBrunch: true,
  servesBeer: false,
  servesWine: true,
  servesCocktails: null,
  servesDessert: true,
  servesCoffee: true,
  servesVegetarianFood: true,
  hasOutdoorSeating: true,
  hasLiveMusic: false,
  hasMenuForChildren: null,
  hasWiFi: null,
  hasRestroom: true,
  isGoodForChildren: true,
  allowsDogs: false,
  isGoodForGroups: true,
  isGoodForWatchingSports: false,
  consumerAlert: {
    overview: 'Ungewöhnliche Bewertungsaktivität',
    details: {
      title: 'Gefälschte Bewertungen entfernt',
      description: 'Wir haben Bewertungen entfernt, die gegen unsere Richtlinien verstoßen.',
      aboutLinkTitle: 'Mehr erfahren',
      aboutLinkURI: 'https://support.google.com/contributionpolicy',
    },
    languageCode: 'de',
  },
};

const MUNICH = { lat: 48.1374, lng: 11.5755 };

function nearby(overrides: Partial<NearbyRequest> = {}): NearbyRequest {
  return {
    fields: ['displayName', 'location'],
    locationRestriction: { center: MUNICH, radius: 1500 },
    ...overrides,
  };
}

function text(overrides: Partial<TextSearchRequest> = {}): TextSearchRequest {
  return { fields: ['displayName'], textQuery: 'Café München', ...overrides };
}

function lastCreated(): FakeGooglePlace {
  const place = FakeGooglePlace.created.at(-1);
  if (!place) throw new Error('no google.maps.places.Place was made');
  return place;
}

// ---------------------------------------------------------------------------------------------

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
    const outcomes = await Promise.all([
      source.details({ id: LUITPOLD, fields: ['displayName'] }),
      source.detailsByLocation({ location: MUNICH, fields: ['displayName'] }),
      source.searchNearby(nearby()),
      source.searchByText(text()),
      source.autocomplete({ input: 'Marienpl' }),
    ]);
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

describe('fields: 3.7 names as the JavaScript API names them', () => {
  test('Google’s names pass; language codes come with their base field; OSM fields and hasWiFi are dropped', () => {
    expect(
      googleFields([
        'displayName',
        'displayNameLanguageCode',
        'googleMapsURI',
        'googleMapsLinks',
        'openStreetMapURI',
        'openStreetMapLinks',
        'hasWiFi',
        'svgIconMaskURI',
        'consumerAlert',
        'editorialSummaryLanguageCode',
      ]),
    ).toEqual([
      'displayName',
      'googleMapsURI',
      'googleMapsLinks',
      'svgIconMaskURI',
      'consumerAlert',
      'editorialSummary',
    ]);
  });

  test('all fields: exactly the properties of a whole Google place (typed by @types/google.maps)', () => {
    const languageCodes = [
      'displayNameLanguageCode',
      'editorialSummaryLanguageCode',
      'primaryTypeDisplayNameLanguageCode',
    ];
    const googleProperties = Object.keys(luitpold()).filter(
      (key) => key !== 'id' && !languageCodes.includes(key),
    );
    expect([...googleFields(PLACE_FIELD_NAMES)].sort()).toEqual(googleProperties.sort());
    expect(googleFields(PLACE_FIELD_NAMES)).toHaveLength(PLACE_FIELD_NAMES.length - 6);
  });

  test('nothing Google fills: the id only (Google needs one field)', () => {
    expect(googleFields(['openStreetMapURI', 'openStreetMapLinks', 'hasWiFi'])).toEqual(['id']);
  });
});

describe('details: Place.fetchFields', () => {
  test('the request: a Place of the id, language de, the site’s region, the fields translated', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    await source.details({
      id: LUITPOLD,
      fields: ['displayName', 'displayNameLanguageCode', 'googleMapsLinks', 'openStreetMapURI', 'hasWiFi'],
    });
    expect(FakeGooglePlace.created).toHaveLength(1);
    const place = lastCreated();
    expect(place.options).toEqual({ id: LUITPOLD, requestedLanguage: 'de', requestedRegion: 'DE' });
    expect(place.fetchFields).toHaveBeenCalledTimes(1);
    expect(place.fetchFields).toHaveBeenCalledWith({ fields: ['displayName', 'googleMapsLinks'] });
  });

  test('the request’s own language and region win', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const value = valueOf(
      await source.details({ id: LUITPOLD, fields: ['rating'], language: 'en', region: 'AT' }),
    );
    expect(lastCreated().options).toEqual({ id: LUITPOLD, requestedLanguage: 'en', requestedRegion: 'AT' });
    expect(value).toMatchObject({ requestedLanguage: 'en', requestedRegion: 'AT', rating: 4.4 });
  });

  test('a whole Google place becomes our Place: every field group converted', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const place = valueOf(await source.details({ id: LUITPOLD, fields: [...PLACE_FIELD_NAMES] }));
    expect(place).toBeInstanceOf(Place);
    expect(place).toEqual(LUITPOLD_PLACE);
    expect(place.reviews?.[0]?.publishTime).toBeInstanceOf(Date);
    expect(place.evChargeOptions?.connectorAggregations[0]?.availabilityLastUpdateTime).toBeInstanceOf(Date);
    expect(place.fuelOptions?.fuelPrices[0]?.updateTime).toBeInstanceOf(Date);
  });

  test('only the fields asked for are filled, the others null', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const place = valueOf(await source.details({ id: LUITPOLD, fields: ['displayName'] }));
    expect(place.displayName).toBe('Café Luitpold');
    expect(place.displayNameLanguageCode).toBeNull();
    expect(place.formattedAddress).toBeNull();
    expect(place.photos).toBeNull();
  });

  test('a place Google knows nothing about: every field null (Google’s null and absent alike)', async () => {
    FakeGooglePlace.known.set('ChIJ-empty', {
      id: 'ChIJ-empty',
      businessStatus: 'FUTURE_OPENING',
      priceLevel: null,
    });
    const { source } = make();
    const place = valueOf(await source.details({ id: 'ChIJ-empty', fields: [...PLACE_FIELD_NAMES] }));
    for (const name of PLACE_FIELD_NAMES) expect([name, place[name]]).toEqual([name, null]);
  });

  test('OpenStreetMap fields only: the id is fetched, the fields stay null', async () => {
    FakeGooglePlace.known.set(LUITPOLD, luitpold());
    const { source } = make();
    const place = valueOf(
      await source.details({ id: LUITPOLD, fields: ['openStreetMapURI', 'openStreetMapLinks'] }),
    );
    expect(lastCreated().fetchFields).toHaveBeenCalledWith({ fields: ['id'] });
    expect(place).toMatchObject({ id: LUITPOLD, openStreetMapURI: null, openStreetMapLinks: null });
  });

  test('an unknown id is NOT_FOUND, Google’s code in the detail', async () => {
    const { source } = make();
    const outcome = await source.details({ id: 'ChIJ-nowhere', fields: ['displayName'] });
    expect(outcome).toEqual({
      status: 'NOT_FOUND',
      detail: "Google Place.fetchFields: NOT_FOUND (Place 'ChIJ-nowhere' not found)",
    });
  });
});

describe('photos: getURI delegates to Google’s Photo.getURI', () => {
  async function firstPhoto(data: GooglePlaceData) {
    FakeGooglePlace.known.set(LUITPOLD, data);
    const { source } = make();
    const place = valueOf(await source.details({ id: LUITPOLD, fields: ['photos'] }));
    const photo = place.photos?.[0];
    if (!photo) throw new Error('no photo');
    return photo;
  }

  test('the size reaches Google; its URI comes back', async () => {
    const getURI = jest.fn(
      (options?: google.maps.places.PhotoOptions) => `${PHOTO_URI}&h=${options?.maxHeight ?? ''}`,
    );
    const photo = await firstPhoto(luitpold(getURI));
    await expect(photo.getURI({ maxWidth: 500 })).resolves.toBe(`${PHOTO_URI}&h=`);
    await expect(photo.getURI({ maxWidth: 500, maxHeight: 300 })).resolves.toBe(`${PHOTO_URI}&h=300`);
    await expect(photo.getURI()).resolves.toBe(`${PHOTO_URI}&h=`);
    expect(getURI.mock.calls).toEqual([[{ maxWidth: 500 }], [{ maxWidth: 500, maxHeight: 300 }], [{}]]);
  });

  test('a failure rejects with exactly "Error fetching photo URI"', async () => {
    const photo = await firstPhoto(
      luitpold(() => {
        throw new Error('InvalidValueError: maxWidth');
      }),
    );
    await expect(photo.getURI({ maxWidth: 500 })).rejects.toThrow(new Error('Error fetching photo URI'));
  });

  test('no URI from Google rejects the same way', async () => {
    const photo = await firstPhoto(luitpold(() => ''));
    await expect(photo.getURI({ maxWidth: 500 })).rejects.toThrow(new Error('Error fetching photo URI'));
  });

  test('a photo without a name of Google’s gets a stable one that is not a REST photo name', async () => {
    const photo = await firstPhoto(luitpold(undefined, {}));
    expect(photo.name).toBe(`google:places/${LUITPOLD}/photo-1`);
    expect(photo.name).not.toMatch(/^places\/[^/]+\/photos\/[^/]+$/);
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
    const outcomes = await Promise.all([
      source.details({ id: LUITPOLD, fields: ['displayName'] }),
      source.detailsByLocation({ location: MUNICH, fields: ['displayName'] }),
      source.searchNearby(nearby()),
      source.searchByText(text()),
      source.autocomplete({ input: 'Marienpl' }),
    ]);
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
    const outcomes = await Promise.all([
      source.details({ id: LUITPOLD, fields: ['displayName'] }, signal),
      source.detailsByLocation({ location: MUNICH, fields: ['displayName'] }, signal),
      source.searchNearby(nearby(), signal),
      source.searchByText(text(), signal),
      source.autocomplete({ input: 'Marienpl' }, signal),
    ]);
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
