/**
 * OpenStreetMap tags as places, on real elements of the Munich extract (fixtures/data/osm): a café
 * at Marienplatz with opening hours and a phone, a ticket shop with payment tags, a fuel station,
 * charging stations with and without sockets, and Nominatim's own answer shape.
 */
import { setLanguage } from '../../core/i18n';
import { hoursState } from '../hours';
import { parseOpeningHours } from './osm-hours';
import {
  fromNominatim,
  fromOverpass,
  kilowatts,
  lookupIdOf,
  phoneNumbers,
  placeFromOsm,
  placeIdOf,
  type OsmElement,
} from './osm-mapping';

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

/** Node 447786250 of the extract, as Overpass returns it. */
const WOERNERS = {
  type: 'node',
  id: 447786250,
  lat: 48.1371,
  lon: 11.5758,
  tags: {
    fax: '+49 89 295729',
    name: 'Woerner´s',
    phone: '+49 89 222766',
    amenity: 'cafe',
    website: 'http://woerners.de',
    'addr:city': 'München',
    wheelchair: 'limited',
    'addr:street': 'Marienplatz',
    'addr:country': 'DE',
    'addr:postcode': '80331',
    opening_hours: 'Mo-Th 07:00-19:30; Fr 07:00-20:30; Sa 07:00-20:30; Su 09:00-17:30',
    'addr:housenumber': '1',
  },
};

/** Way 385126808: a ticket shop with payment tags. */
const TICKETS = {
  type: 'way',
  id: 385126808,
  center: { lat: 48.1373, lon: 11.5757 },
  tags: {
    name: 'zkv Zentraler Kartenvorverkauf',
    shop: 'ticket',
    phone: '+49 89 292 540',
    'payment:cash': 'yes',
    'payment:coins': 'yes',
    'payment:girocard': 'yes',
    'payment:mastercard': 'yes',
    wheelchair: 'limited',
  },
};

/** Node 251704319: a fuel station. */
const FUEL = {
  type: 'node',
  id: 251704319,
  lat: 48.133,
  lon: 11.568,
  tags: {
    name: 'BK',
    amenity: 'fuel',
    'fuel:cng': 'no',
    'fuel:e85': 'yes',
    'fuel:lpg': 'no',
    'fuel:diesel': 'yes',
    'fuel:octane_95': 'yes',
    'fuel:octane_98': 'yes',
    'fuel:octane_100': 'yes',
    'fuel:HGV_diesel': 'no',
    'contact:phone': '+49 89 297450',
    opening_hours: 'Mo-Fr 07:00-02:30; Sa,Su,PH 08:00-02:30',
  },
};

/** Node 5300000948: a charging station open 24/7, with a capacity but no socket tags. */
const CHARGER = {
  type: 'node',
  id: 5300000948,
  lat: 48.139,
  lon: 11.57,
  tags: {
    fee: 'yes',
    ref: 'DESWME008201',
    amenity: 'charging_station',
    capacity: '2',
    opening_hours: '24/7',
  },
};

const now = new Date(2026, 10, 24, 10, 0); // Tuesday 10:00 local
const options = { language: 'de', now, parseHours: parseOpeningHours };
const element = (json: unknown): OsmElement => {
  const parsed = fromOverpass(json);
  if (!parsed) throw new Error('not an element');
  return parsed;
};

describe('OSM elements and ids', () => {
  it('node/123 is the place id; Nominatim looks it up as N123', () => {
    expect(placeIdOf({ osmType: 'way', osmId: 385126808 })).toBe('way/385126808');
    expect(lookupIdOf('node/447786250')).toBe('N447786250');
    expect(lookupIdOf('relation/1')).toBe('R1');
    expect(lookupIdOf('ChIJ123')).toBeUndefined();
  });

  it('reads Nominatim jsonv2 (lookup, reverse) with address, extratags and namedetails', () => {
    const parsed = fromNominatim({
      osm_type: 'node',
      osm_id: 447786250,
      lat: '48.1371',
      lon: '11.5758',
      category: 'amenity',
      type: 'cafe',
      name: 'Woerner´s',
      address: {
        house_number: '1',
        road: 'Marienplatz',
        city: 'München',
        state: 'Bayern',
        postcode: '80331',
        country: 'Deutschland',
        country_code: 'de',
      },
      extratags: { opening_hours: 'Mo-Fr 08:00-18:00', website: 'woerners.de' },
      namedetails: { name: 'Woerner´s', 'name:en': "Woerner's" },
      boundingbox: ['48.1370', '48.1372', '11.5757', '11.5759'],
    });
    expect(parsed).toMatchObject({
      osmType: 'node',
      osmId: 447786250,
      lat: 48.1371,
      tags: {
        amenity: 'cafe',
        name: 'Woerner´s',
        'name:en': "Woerner's",
        opening_hours: 'Mo-Fr 08:00-18:00',
      },
      bounds: { south: 48.137, north: 48.1372, west: 11.5757, east: 11.5759 },
    });
    const place = placeFromOsm(parsed!, options);
    expect(place.formattedAddress).toBe('Marienplatz 1, 80331 München');
    expect(place.addressComponents?.find((c) => c.types.includes('country'))).toEqual({
      longText: 'Deutschland',
      shortText: 'DE',
      types: ['country', 'political'],
    });
    expect(place.websiteURI).toBe('https://woerners.de/');
    expect(fromNominatim({ error: 'Unable to geocode' })).toBeUndefined();
  });
});

describe('a café at Marienplatz (node 447786250)', () => {
  const place = placeFromOsm(element(WOERNERS), options);

  it('identity, name, address, links and attribution', () => {
    expect(place.id).toBe('node/447786250');
    expect(place.source).toBe('osm');
    expect(place.displayName).toBe('Woerner´s');
    expect(place.formattedAddress).toBe('Marienplatz 1, 80331 München');
    expect(place.adrFormatAddress).toBe(
      '<span class="street-address">Marienplatz 1</span>, <span class="postal-code">80331</span> <span class="locality">München</span>',
    );
    expect(place.location).toEqual({ lat: 48.1371, lng: 11.5758 });
    expect(place.openStreetMapURI).toBe('https://www.openstreetmap.org/node/447786250');
    expect(place.openStreetMapLinks?.directionsURI).toBe(
      'https://www.openstreetmap.org/directions?route=%3B48.1371%2C11.5758',
    );
    expect(place.googleMapsURI).toBeNull();
    expect(place.attributions).toEqual([
      { provider: '© OpenStreetMap-Mitwirkende', providerURI: 'https://www.openstreetmap.org/copyright' },
    ]);
  });

  it('phone in both forms, website, type with its German name, plus code', () => {
    expect(place.internationalPhoneNumber).toBe('+49 89 222766');
    expect(place.nationalPhoneNumber).toBe('089 222766');
    expect(place.websiteURI).toBe('http://woerners.de/');
    expect(place.types).toEqual(['cafe', 'point_of_interest', 'establishment']);
    expect(place.primaryType).toBe('cafe');
    expect(place.primaryTypeDisplayName).toBe('Café');
    expect(place.plusCode?.globalCode).toMatch(/^8FWH4H[0-9A-Z]{2}\+[0-9A-Z]{2}$/);
    expect(place.plusCode?.compoundCode).toMatch(/^4H[0-9A-Z]{2}\+[0-9A-Z]{2} München$/);
  });

  it('opening hours from the tag: German week, open on Tuesday 10:00 until 19:30', () => {
    expect(place.regularOpeningHours?.weekdayDescriptions).toEqual([
      'Montag: 07:00–19:30',
      'Dienstag: 07:00–19:30',
      'Mittwoch: 07:00–19:30',
      'Donnerstag: 07:00–19:30',
      'Freitag: 07:00–20:30',
      'Samstag: 07:00–20:30',
      'Sonntag: 09:00–17:30',
    ]);
    const state = hoursState(place.regularOpeningHours, place.utcOffsetMinutes, now);
    expect(state).toEqual({ open: true, alwaysOpen: false, nextChange: new Date(2026, 10, 24, 19, 30) });
  });

  it('what the tags do not say stays unknown: wheelchair "limited" is neither yes nor no', () => {
    expect(place.accessibilityOptions).toBeNull();
    expect(place.rating).toBeNull();
    expect(place.photos).toBeNull();
    expect(place.hasOutdoorSeating).toBeNull();
    expect(place.businessStatus).toBeNull();
  });

  it('without the parser (not loaded), the hours stay null', () => {
    expect(placeFromOsm(element(WOERNERS), { language: 'de', now }).regularOpeningHours).toBeNull();
  });
});

describe('payment, fuel, EV charging', () => {
  it('a ticket shop takes cash, girocard (debit) and Mastercard (credit): not cash only', () => {
    const place = placeFromOsm(element(TICKETS), options);
    expect(place.id).toBe('way/385126808');
    expect(place.location).toEqual({ lat: 48.1373, lng: 11.5757 });
    expect(place.paymentOptions).toEqual({
      acceptsCreditCards: true,
      acceptsDebitCards: true,
      acceptsCashOnly: false,
      acceptsNfc: null,
    });
    expect(place.primaryType).toBe('store');
    expect(place.primaryTypeDisplayName).toBe('Geschäft');
    expect(place.nationalPhoneNumber).toBe('089 292 540');
  });

  it('a fuel station lists its fuels (no prices in OSM); a holiday rule does not break the hours', () => {
    const place = placeFromOsm(element(FUEL), options);
    expect(place.fuelOptions?.fuelPrices.map((p) => p.type)).toEqual([
      'DIESEL',
      'SP95',
      'SP98',
      'SP100',
      'E85',
    ]);
    expect(place.fuelOptions?.fuelPrices.every((p) => p.price === null && p.updateTime === null)).toBe(true);
    expect(place.primaryTypeDisplayName).toBe('Tankstelle');
    expect(place.internationalPhoneNumber).toBe('+49 89 297450');
    // The night from Monday runs into Tuesday: one span each day, as a visitor reads them.
    expect(place.regularOpeningHours?.weekdayDescriptions.slice(0, 2)).toEqual([
      'Montag: 07:00–02:30',
      'Dienstag: 07:00–02:30',
    ]);
    expect(
      hoursState(place.regularOpeningHours, place.utcOffsetMinutes, new Date(2026, 10, 24, 1, 0)),
    ).toMatchObject({
      open: true,
      nextChange: new Date(2026, 10, 24, 2, 30),
    });
  });

  it('a charging station open 24/7 with two points and no socket tags', () => {
    const place = placeFromOsm(element(CHARGER), options);
    expect(place.evChargeOptions).toEqual({ connectorCount: 2, connectorAggregations: [] });
    expect(place.regularOpeningHours?.periods).toEqual([
      { open: { day: 0, hour: 0, minute: 0 }, close: null },
    ]);
    expect(place.regularOpeningHours?.weekdayDescriptions[0]).toBe('Montag: 24 Stunden geöffnet');
    expect(hoursState(place.regularOpeningHours, place.utcOffsetMinutes, now)?.alwaysOpen).toBe(true);
  });

  it('socket tags become connector aggregations with count and power', () => {
    const place = placeFromOsm(
      element({
        ...CHARGER,
        tags: {
          amenity: 'charging_station',
          'socket:type2': '2',
          'socket:type2:output': '22 kW',
          'socket:type2_combo': '1',
          'socket:type2_combo:output': '150kW',
        },
      }),
      options,
    );
    expect(place.evChargeOptions).toEqual({
      connectorCount: 3,
      connectorAggregations: [
        {
          type: 'TYPE_2',
          count: 2,
          maxChargeRateKw: 22,
          availableCount: null,
          outOfServiceCount: null,
          availabilityLastUpdateTime: null,
        },
        {
          type: 'CCS_COMBO_2',
          count: 1,
          maxChargeRateKw: 150,
          availableCount: null,
          outOfServiceCount: null,
          availabilityLastUpdateTime: null,
        },
      ],
    });
    expect(kilowatts('3.7 kW')).toBe(3.7);
    expect(kilowatts('11000 W')).toBe(11);
    expect(kilowatts('viel')).toBeUndefined();
  });
});

describe('single tags', () => {
  it.each([
    ['+49 89 222766', '+49 89 222766', '089 222766'],
    ['+49 (0)89 222766', '+49 89 222766', '089 222766'],
    ['0049 89 222766', '+49 89 222766', '089 222766'],
    ['089 222766', '+49 89 222766', '089 222766'],
    ['+43 1 5050', '+43 1 5050', null],
  ])('phone %s → %s / %s', (phone, international, national) => {
    expect(phoneNumbers({ phone })).toEqual({ international, national });
  });

  it('amenities from their tags; a German name and description preferred', () => {
    const place = placeFromOsm(
      element({
        type: 'node',
        id: 1,
        lat: 48.1,
        lon: 11.5,
        tags: {
          amenity: 'restaurant',
          cuisine: 'italian;pizza',
          name: 'Da Luigi',
          'name:de': 'Bei Luigi',
          description: 'Pizza',
          'description:de': 'Pizza aus dem Holzofen',
          takeaway: 'yes',
          delivery: 'no',
          outdoor_seating: 'yes',
          internet_access: 'wlan',
          toilets: 'yes',
          'toilets:wheelchair': 'yes',
          wheelchair: 'yes',
          dog: 'leashed',
          reservation: 'recommended',
          'diet:vegetarian': 'yes',
        },
      }),
      options,
    );
    expect(place.displayName).toBe('Bei Luigi');
    expect(place.displayNameLanguageCode).toBe('de');
    expect(place.editorialSummary).toBe('Pizza aus dem Holzofen');
    expect(place.types?.slice(0, 2)).toEqual(['italian_restaurant', 'restaurant']);
    expect([
      place.hasTakeout,
      place.hasDelivery,
      place.hasOutdoorSeating,
      place.hasWiFi,
      place.hasRestroom,
      place.allowsDogs,
      place.isReservable,
      place.servesVegetarianFood,
      place.servesBeer,
    ]).toEqual([true, false, true, true, true, true, true, true, null]);
    expect(place.accessibilityOptions).toEqual({
      hasWheelchairAccessibleEntrance: true,
      hasWheelchairAccessibleRestroom: true,
      hasWheelchairAccessibleSeating: null,
      hasWheelchairAccessibleParking: null,
    });
  });
});
