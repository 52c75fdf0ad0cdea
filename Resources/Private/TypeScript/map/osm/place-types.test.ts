/** 9.1 place types on OpenStreetMap: every type of the select has tags, written as Overpass filters. */
import { overpassFilter, overpassRegex, PLACE_TYPE_TAGS, placeTypeTags } from './place-types';

test('the mapping of the type select', () => {
  const table = Object.fromEntries(
    Object.entries(PLACE_TYPE_TAGS).map(([type, filters]) => [type, filters.map(overpassFilter).join('')]),
  );
  expect(table).toEqual({
    restaurant: '["amenity"="restaurant"]',
    cafe: '["amenity"="cafe"]',
    bar: '["amenity"~"^(bar|pub|biergarten)$"]',
    pharmacy: '["amenity"="pharmacy"]',
    hospital: '["amenity"~"^(hospital|clinic)$"]',
    doctor: '["amenity"="doctors"]',
    dentist: '["amenity"="dentist"]',
    bank: '["amenity"="bank"]',
    atm: '["amenity"="atm"]',
    parking: '["amenity"="parking"]',
    gas_station: '["amenity"="fuel"]',
    electric_vehicle_charging_station: '["amenity"="charging_station"]',
    hotel: '["tourism"~"^(hotel|hostel|guest_house)$"]',
    lodging: '["tourism"~"^(hotel|hostel|guest_house)$"]',
    supermarket: '["shop"="supermarket"]',
    bakery: '["shop"="bakery"]',
    school: '["amenity"="school"]',
    museum: '["tourism"="museum"]',
    post_office: '["amenity"="post_office"]',
    church: '["amenity"="place_of_worship"]',
    library: '["amenity"="library"]',
    police: '["amenity"="police"]',
    tourist_attraction: '["tourism"="attraction"]',
  });
});

test('keys and values need no escaping in Overpass QL or a regex', () => {
  for (const filters of Object.values(PLACE_TYPE_TAGS)) {
    for (const filter of filters) {
      expect(filter.key).toMatch(/^[a-z_]+$/);
      for (const value of filter.values) expect(value).toMatch(/^[a-z_]+$/);
    }
  }
});

test('unknown types, including names of Object.prototype, have no tags', () => {
  expect(placeTypeTags('casino')).toBeUndefined();
  expect(placeTypeTags('toString')).toBeUndefined();
  expect(placeTypeTags('__proto__')).toBeUndefined();
  expect(placeTypeTags('constructor')).toBeUndefined();
  expect(placeTypeTags('cafe')).toEqual([{ key: 'amenity', values: ['cafe'] }]);
});

test('a search text as a literal Overpass regex inside a QL string: metacharacters, quotes, backslashes', () => {
  expect(overpassRegex('Woerner')).toBe('Woerner');
  // The regex is `Café \(R\.\)`; in the QL string each backslash is doubled.
  expect(overpassRegex('Café (R.)')).toBe(String.raw`Café \\(R\\.\\)`);
  expect(overpassRegex('Bob "the" cat')).toBe(String.raw`Bob \"the\" cat`);
  // A backslash: the regex `\\`, written `\\\\` in QL.
  expect(overpassRegex(String.raw`a\b`)).toBe(String.raw`a\\\\b`);
});
