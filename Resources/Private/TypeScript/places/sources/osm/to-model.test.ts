/**
 * OpenStreetMap tags as places, on real elements of the Munich extract (fixtures/data/osm): a café
 * at Marienplatz with opening hours and a phone, a ticket shop with payment tags, a fuel station,
 * charging stations with and without sockets, and Nominatim's own answer shape. The hours are
 * Munich's wall clock whatever the host's time zone: every `now` here is an absolute instant.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { setLanguage } from '../../../core/i18n';
import { placeLabels as labels } from '../../../core/labels.places.generated';
import { hoursState } from '../../hours';
import type { OpeningHoursPeriod } from '../../model';
import { WOERNERS_ADDRESS, woernersNominatim } from '../../testing/osm-answers';
import { parseOpeningHours } from './hours-parser';
import { fromNominatim, fromOverpass, lookupIdOf, placeIdOf, type OsmElement } from './elements';
import { CUISINE_TYPES, NAMED_TYPES, typesOf } from './tags';
import { kilowatts, phoneNumbers, placeFromOsm } from './to-model';

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

const MUNICH = 'Europe/Berlin';
const now = new Date('2026-11-24T09:00:00Z'); // Tuesday 10:00 in Munich (CET)
const options = { language: 'de', now, timeZone: MUNICH, parseHours: parseOpeningHours };
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
    const parsed = fromNominatim(
      woernersNominatim({
        address: { ...WOERNERS_ADDRESS, state: 'Bayern' },
        extratags: { opening_hours: 'Mo-Fr 08:00-18:00', website: 'woerners.de' },
        namedetails: { name: 'Woerner´s', 'name:en': "Woerner's" },
        boundingbox: ['48.1370', '48.1372', '11.5757', '11.5759'],
      }),
    );
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
    expect(place.utcOffsetMinutes).toBe(60);
    const state = hoursState(place.regularOpeningHours, place.utcOffsetMinutes, now);
    // 19:30 in Munich.
    expect(state).toEqual({ open: true, alwaysOpen: false, nextChange: new Date('2026-11-24T18:30:00Z') });
  });

  it('what the tags do not say stays unknown: wheelchair "limited" is neither yes nor no', () => {
    expect(place.accessibilityOptions).toBeNull();
    expect(place.rating).toBeNull();
    expect(place.photos).toBeNull();
    expect(place.hasOutdoorSeating).toBeNull();
    expect(place.businessStatus).toBeNull();
  });

  it('without the parser (not loaded), the hours stay null', () => {
    expect(
      placeFromOsm(element(WOERNERS), { language: 'de', now, timeZone: MUNICH }).regularOpeningHours,
    ).toBeNull();
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
    // Tuesday 01:00 in Munich: open until 02:30.
    expect(
      hoursState(place.regularOpeningHours, place.utcOffsetMinutes, new Date('2026-11-24T00:00:00Z')),
    ).toMatchObject({
      open: true,
      nextChange: new Date('2026-11-24T01:30:00Z'),
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
    expect(place.primaryType).toBe('italian_restaurant');
    expect(place.primaryTypeDisplayName).toBe('Italienisches Restaurant');
    expect(place.primaryTypeDisplayNameLanguageCode).toBe('de');
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

/** OSM `cuisine` value, Google place type, its German name. */
const CUISINES: [string, string, string][] = [
  ['italian', 'italian_restaurant', 'Italienisches Restaurant'],
  ['pizza', 'pizza_restaurant', 'Pizzeria'],
  ['chinese', 'chinese_restaurant', 'Chinesisches Restaurant'],
  ['japanese', 'japanese_restaurant', 'Japanisches Restaurant'],
  ['sushi', 'sushi_restaurant', 'Sushi-Restaurant'],
  ['thai', 'thai_restaurant', 'Thailändisches Restaurant'],
  ['indian', 'indian_restaurant', 'Indisches Restaurant'],
  ['vietnamese', 'vietnamese_restaurant', 'Vietnamesisches Restaurant'],
  ['greek', 'greek_restaurant', 'Griechisches Restaurant'],
  ['mexican', 'mexican_restaurant', 'Mexikanisches Restaurant'],
  ['turkish', 'turkish_restaurant', 'Türkisches Restaurant'],
  ['kebab', 'turkish_restaurant', 'Türkisches Restaurant'],
  ['french', 'french_restaurant', 'Französisches Restaurant'],
  ['spanish', 'spanish_restaurant', 'Spanisches Restaurant'],
  ['american', 'american_restaurant', 'Amerikanisches Restaurant'],
  ['burger', 'hamburger_restaurant', 'Burger-Restaurant'],
  ['seafood', 'seafood_restaurant', 'Fischrestaurant'],
  ['fish', 'seafood_restaurant', 'Fischrestaurant'],
  ['steak_house', 'steak_house', 'Steakhaus'],
  ['vegan', 'vegan_restaurant', 'Veganes Restaurant'],
  ['vegetarian', 'vegetarian_restaurant', 'Vegetarisches Restaurant'],
  ['korean', 'korean_restaurant', 'Koreanisches Restaurant'],
  ['lebanese', 'lebanese_restaurant', 'Libanesisches Restaurant'],
  ['arab', 'middle_eastern_restaurant', 'Orientalisches Restaurant'],
  ['middle_eastern', 'middle_eastern_restaurant', 'Orientalisches Restaurant'],
  ['mediterranean', 'mediterranean_restaurant', 'Mediterranes Restaurant'],
  ['asian', 'asian_restaurant', 'Asiatisches Restaurant'],
  ['ramen', 'ramen_restaurant', 'Ramen-Restaurant'],
  ['brazilian', 'brazilian_restaurant', 'Brasilianisches Restaurant'],
  ['indonesian', 'indonesian_restaurant', 'Indonesisches Restaurant'],
  ['african', 'african_restaurant', 'Afrikanisches Restaurant'],
];

describe('cuisine', () => {
  const eatery = (tags: Record<string, string>) =>
    placeFromOsm(
      element({ type: 'node', id: 2, lat: 48.1, lon: 11.5, tags: { name: 'X', ...tags } }),
      options,
    );

  it.each(CUISINES)(
    'a restaurant with cuisine=%s becomes %s (%s); restaurant stays among the types',
    (cuisine, type, german) => {
      const place = eatery({ amenity: 'restaurant', cuisine });
      expect(place.primaryType).toBe(type);
      expect(place.primaryTypeDisplayName).toBe(german);
      expect(place.types).toEqual([type, 'restaurant', 'point_of_interest', 'establishment']);
    },
  );

  it('the mapping knows exactly the cuisine values of this table', () => {
    expect(Object.keys(CUISINE_TYPES).sort()).toEqual(CUISINES.map(([cuisine]) => cuisine).sort());
  });

  it('a list: the first recognised value decides (spaces and capitals as mappers write them)', () => {
    expect(eatery({ amenity: 'restaurant', cuisine: 'regional;sushi;japanese' }).primaryType).toBe(
      'sushi_restaurant',
    );
    expect(eatery({ amenity: 'restaurant', cuisine: 'Pizza; italian' }).primaryType).toBe('pizza_restaurant');
  });

  it('an unknown cuisine (or none) leaves the restaurant a restaurant', () => {
    for (const cuisine of ['regional', 'bavarian;german', '', undefined]) {
      const place = eatery(
        cuisine === undefined ? { amenity: 'restaurant' } : { amenity: 'restaurant', cuisine },
      );
      expect(place.primaryType).toBe('restaurant');
      expect(place.primaryTypeDisplayName).toBe('Restaurant');
    }
  });

  it('fast food: the cuisine type first, fast_food_restaurant and restaurant stay; no steak house', () => {
    const kebab = eatery({ amenity: 'fast_food', cuisine: 'kebab' });
    expect(kebab.types).toEqual([
      'turkish_restaurant',
      'fast_food_restaurant',
      'restaurant',
      'point_of_interest',
      'establishment',
    ]);
    expect(kebab.primaryTypeDisplayName).toBe('Türkisches Restaurant');
    expect(eatery({ amenity: 'fast_food', cuisine: 'burger' }).primaryType).toBe('hamburger_restaurant');
    expect(eatery({ amenity: 'fast_food', cuisine: 'steak_house' }).primaryType).toBe('fast_food_restaurant');
  });

  it('only restaurants and fast food: a café with cuisine=italian stays a café', () => {
    expect(eatery({ amenity: 'cafe', cuisine: 'italian' }).primaryType).toBe('cafe');
  });

  it('every named type (each type that can be primary) has a German and an English label', () => {
    for (const type of [...NAMED_TYPES, ...Object.values(CUISINE_TYPES)]) {
      const key = `places.type.${type}`;
      expect([key, typeof (labels.de as Record<string, string>)[key]]).toEqual([key, 'string']);
      expect([key, typeof (labels.en as Record<string, string>)[key]]).toEqual([key, 'string']);
    }
    setLanguage('en');
    try {
      expect(eatery({ amenity: 'restaurant', cuisine: 'pizza' }).primaryTypeDisplayName).toBe(
        'Pizza restaurant',
      );
    } finally {
      setLanguage('de');
    }
  });
});

describe("opening hours in the place's time zone, not the visitor's", () => {
  const CAFE = { type: 'node', id: 3, lat: 48.137, lon: 11.575, tags: { name: 'Café', amenity: 'cafe' } };
  const withHours = (hours: string, at: Date) =>
    placeFromOsm(element({ ...CAFE, tags: { ...CAFE.tags, opening_hours: hours } }), { ...options, now: at });

  it('Mo-Su 07:00-19:30 at 10:00 in Munich (09:00Z): open until 19:30 Munich, offset +60', () => {
    const place = withHours('Mo-Su 07:00-19:30', now);
    expect(place.utcOffsetMinutes).toBe(60);
    expect(place.regularOpeningHours?.periods).toHaveLength(7);
    expect(place.regularOpeningHours?.periods[0]).toEqual({
      open: { day: 2, hour: 7, minute: 0 },
      close: { day: 2, hour: 19, minute: 30 },
    });
    expect(hoursState(place.regularOpeningHours, place.utcOffsetMinutes, now, MUNICH)).toEqual({
      open: true,
      alwaysOpen: false,
      nextChange: new Date('2026-11-24T18:30:00Z'),
    });
  });

  it("the week starts on Munich's date: 00:30 on Wednesday in Munich is still Tuesday 23:30Z", () => {
    const place = withHours('Mo-Su 07:00-19:30', new Date('2026-11-24T23:30:00Z'));
    expect(place.regularOpeningHours?.periods[0]?.open.day).toBe(3);
  });

  it('in summer the offset is +120; across the spring switch Sunday 10:00 is 08:00Z', () => {
    expect(withHours('Mo-Su 07:00-19:30', new Date('2026-07-01T08:00:00Z')).utcOffsetMinutes).toBe(120);
    // Saturday 21:00 CET, the night before the switch.
    const saturday = new Date('2026-03-28T20:00:00Z');
    const place = withHours('Su 10:00-18:00', saturday);
    expect(place.utcOffsetMinutes).toBe(60);
    expect(hoursState(place.regularOpeningHours, place.utcOffsetMinutes, saturday, MUNICH)).toEqual({
      open: false,
      alwaysOpen: false,
      nextChange: new Date('2026-03-29T08:00:00Z'),
    });
  });

  it('holidays stay Bavaria\'s: Epiphany (Wednesday 2027-01-06) is closed under "PH off"', () => {
    const place = withHours('Mo-Fr 08:00-18:00; PH off', new Date('2027-01-05T10:00:00Z'));
    expect(place.regularOpeningHours?.periods.map((p) => p.open.day)).toEqual([2, 4, 5, 1]);
    expect(place.regularOpeningHours?.weekdayDescriptions[2]).toBe('Mittwoch: Geschlossen');
  });

  /** The mapping run in a separate Node process whose host time zone is `tz` (Jest's own `process.env` is a copy: setting TZ there changes nothing). */
  function mappedUnder(tz: string, instants: readonly string[]) {
    const here = (file: string) => JSON.stringify(path.join(__dirname, file));
    const script = `
      require(${here('../../../core/i18n.ts')}).setLanguage('de');
      const { fromOverpass } = require(${here('elements.ts')});
      const { placeFromOsm } = require(${here('to-model.ts')});
      const { parseOpeningHours } = require(${here('hours-parser.ts')});
      const element = fromOverpass(${JSON.stringify({ ...CAFE, tags: { ...CAFE.tags, opening_hours: 'Mo-Su 07:00-19:30; Su 09:00-17:30' } })});
      const places = ${JSON.stringify(instants)}.map((at) => {
        const place = placeFromOsm(element, { language: 'de', now: new Date(at), timeZone: 'Europe/Berlin', parseHours: parseOpeningHours });
        return { periods: place.regularOpeningHours.periods, utcOffsetMinutes: place.utcOffsetMinutes };
      });
      process.stdout.write(JSON.stringify({ hostOffset: new Date('2026-11-24T09:00:00Z').getTimezoneOffset(), places }));
    `;
    const output = execFileSync(process.execPath, ['-r', 'ts-node/register', '-e', script], {
      cwd: path.resolve(__dirname, '../../../../../..'),
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    });
    return JSON.parse(output) as {
      hostOffset: number;
      places: { periods: OpeningHoursPeriod[]; utcOffsetMinutes: number }[];
    };
  }

  it('the same periods and state under TZ=America/New_York and TZ=Asia/Tokyo as in Munich', () => {
    const instants = ['2026-11-24T09:00:00Z', '2026-11-24T23:30:00Z', '2026-03-28T20:00:00Z'];
    const expected = instants.map((at) => {
      const place = withHours('Mo-Su 07:00-19:30; Su 09:00-17:30', new Date(at));
      return { periods: place.regularOpeningHours?.periods, utcOffsetMinutes: place.utcOffsetMinutes };
    });
    const newYork = mappedUnder('America/New_York', instants);
    const tokyo = mappedUnder('Asia/Tokyo', instants);
    // The child processes did run in those zones.
    expect([newYork.hostOffset, tokyo.hostOffset]).toEqual([300, -540]);
    expect(newYork.places).toEqual(expected);
    expect(tokyo.places).toEqual(expected);
    // 10:00 in Munich on Tuesday: the café is open until 19:30 Munich (18:30Z), wherever the host is.
    const [first] = newYork.places;
    expect(hoursState({ periods: first!.periods }, first!.utcOffsetMinutes, now, MUNICH)).toEqual({
      open: true,
      alwaysOpen: false,
      nextChange: new Date('2026-11-24T18:30:00Z'),
    });
  }, 30_000);
});

describe('issue 25: tag values from the engines are keys of own table entries only', () => {
  it.each(['constructor', '__proto__', 'toString'])('an element of type "%s" is no OSM element', (type) => {
    expect(fromOverpass({ type, id: 1, lat: 48.1, lon: 11.5, tags: { name: 'X' } })).toBeUndefined();
    expect(fromNominatim({ osm_type: type, osm_id: 1, lat: '48.1', lon: '11.5' })).toBeUndefined();
  });

  it.each(['constructor', '__proto__', 'toString', 'valueOf'])(
    'the tag value "%s": no place type for an amenity, "store" for a shop',
    (value) => {
      expect(typesOf({ amenity: value, name: 'X' })).toEqual([]);
      expect(typesOf({ shop: value, name: 'X' })).toEqual(['store', 'point_of_interest', 'establishment']);
    },
  );

  it('a Nominatim category "constructor" is taken as a tag like any other', () => {
    const parsed = fromNominatim({
      osm_type: 'node',
      osm_id: 1,
      lat: '48.1',
      lon: '11.5',
      category: 'constructor',
      type: 'yes',
    });
    expect(parsed?.tags).toEqual({ constructor: 'yes' });
  });
});
