/** The Overpass QL both OSM clients write: filters, literal regexes, areas and the query. */
import { around, coordinate, overpassFilter, overpassQuery, overpassRegex } from './overpass';
import { SEARCH_TAGS } from './vocabulary';

test('the mapping of the type select', () => {
  const table = Object.fromEntries(
    Object.entries(SEARCH_TAGS).map(([type, filters]) => [type, filters.map(overpassFilter).join('')]),
  );
  expect(table).toEqual({
    restaurant: '["amenity"~"^(restaurant|fast_food)$"]',
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
  for (const filters of Object.values(SEARCH_TAGS)) {
    for (const filter of filters) {
      expect(filter.key).toMatch(/^[a-z_]+$/);
      for (const value of filter.values) expect(value).toMatch(/^[a-z_]+$/);
    }
  }
});

test('a search text as a literal Overpass regex inside a QL string: metacharacters, quotes, backslashes', () => {
  expect(overpassRegex('Woerner')).toBe('Woerner');
  // The regex is `Café \(R\.\)`; in the QL string each backslash is doubled.
  expect(overpassRegex('Café (R.)')).toBe(String.raw`Café \\(R\\.\\)`);
  expect(overpassRegex('Bob "the" cat')).toBe(String.raw`Bob \"the\" cat`);
  // A backslash: the regex `\\`, written `\\\\` in QL.
  expect(overpassRegex(String.raw`a\b`)).toBe(String.raw`a\\\\b`);
});

test('coordinates with at most six decimals, areas in whole metres, one union per query', () => {
  expect(coordinate(48.137154321)).toBe('48.137154');
  expect(coordinate(11.5)).toBe('11.5');
  expect(coordinate(0)).toBe('0');
  expect(around({ lat: 48.1371, lng: 11.5754 }, 499.6)).toBe('(around:500,48.1371,11.5754)');
  expect(overpassQuery(['nwr["amenity"="cafe"];', 'nwr["shop"];'])).toBe(
    '[out:json][timeout:10];(nwr["amenity"="cafe"];nwr["shop"];);out center tags;',
  );
});
