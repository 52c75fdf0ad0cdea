/**
 * Test support for the Google place source (not part of the bundle): Café Luitpold as Google answers
 * it (every field our model reads, in Google's shapes), and the small helpers every test file of
 * `sources/google/` shares: a source over the mocked libraries, the value of an OK outcome, a
 * promise that never settles, and requests around Munich.
 */
import type { PlaceOutcome } from '../source';
import { googlePlaceSource, type GooglePlaceLibraries } from '../sources/google';
import type { NearbyRequest, TextSearchRequest } from '../validate';
import {
  author,
  bounds,
  FakeGooglePlace,
  hoursPoint,
  like,
  mockPlaceLibraries,
  money,
  type GooglePlaceData,
} from './google-places';
import { latLng } from '../../map/testing/mock-google';

export function make(load: () => Promise<GooglePlaceLibraries> = mockPlaceLibraries) {
  const loader = jest.fn(load);
  const source = googlePlaceSource({ apiKey: 'KEY-1', region: 'DE', load: loader });
  return { source, loader };
}

export function valueOf<T>(outcome: PlaceOutcome<T>): T {
  if (outcome.status !== 'OK') throw new Error(`expected OK, got ${outcome.status}: ${outcome.detail}`);
  return outcome.value;
}

export const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export const LUITPOLD = 'ChIJ-luitpold';
export const PHOTO_URI = 'https://lh3.googleusercontent.com/places/AF1QipN-luitpold=w500';

/** Café Luitpold's site, icon, summary and type: the same in Google's answer and in our Place. */
export const LUITPOLD_PROFILE = {
  websiteURI: 'https://www.cafe-luitpold.de/',
  iconBackgroundColor: '#FF9E67',
  svgIconMaskURI: 'https://maps.gstatic.com/mapfiles/place_api/icons/v2/cafe_pinlet',
  editorialSummary: 'Traditionsreiches Kaffeehaus mit eigener Konditorei.',
  editorialSummaryLanguageCode: 'de',
  primaryType: 'cafe',
  primaryTypeDisplayName: 'Café',
  primaryTypeDisplayNameLanguageCode: 'de',
};

/** Café Luitpold's services and amenities: the same in Google's answer and in our Place. */
export const LUITPOLD_AMENITIES = {
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

/** Café Luitpold as Google answers it: every field our model reads, in Google's shapes. */
export function luitpold(
  getURI: (options?: google.maps.places.PhotoOptions) => string = () => PHOTO_URI,
  photoJSON: unknown = { name: `places/${LUITPOLD}/photos/AUc7tXW-1` },
): GooglePlaceData {
  return {
    id: LUITPOLD,
    ...LUITPOLD_PROFILE,
    ...LUITPOLD_AMENITIES,
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
  };
}

export const MUNICH = { lat: 48.1374, lng: 11.5755 };

export function nearby(overrides: Partial<NearbyRequest> = {}): NearbyRequest {
  return {
    fields: ['displayName', 'location'],
    locationRestriction: { center: MUNICH, radius: 1500 },
    ...overrides,
  };
}

export function text(overrides: Partial<TextSearchRequest> = {}): TextSearchRequest {
  return { fields: ['displayName'], textQuery: 'Café München', ...overrides };
}

export function lastCreated(): FakeGooglePlace {
  const place = FakeGooglePlace.created.at(-1);
  if (!place) throw new Error('no google.maps.places.Place was made');
  return place;
}
