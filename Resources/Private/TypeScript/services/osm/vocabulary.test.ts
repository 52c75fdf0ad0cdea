/**
 * 9.1 place types on OpenStreetMap, both directions of the one vocabulary: what a search for a
 * type asks for, and the types a found element is given, must agree.
 */
import { RESULT_TYPES, resultTypes, SEARCH_TAGS, searchTags } from './vocabulary';

const searchable = Object.keys(SEARCH_TAGS);

test('9.1 every searchable type maps back to itself: each tag a search asks for is typed so', () => {
  for (const [type, filters] of Object.entries(SEARCH_TAGS)) {
    for (const filter of filters) {
      for (const value of filter.values) {
        expect({ tag: `${filter.key}=${value}`, types: resultTypes({ [filter.key]: value }) }).toEqual({
          tag: `${filter.key}=${value}`,
          types: expect.arrayContaining([type]) as unknown,
        });
      }
    }
  }
});

test('9.1 a result typed with a searchable type is found by that search (fast food is a restaurant)', () => {
  for (const [key, values] of Object.entries(RESULT_TYPES)) {
    for (const [value, types] of Object.entries(values)) {
      for (const type of types.filter((t) => searchable.includes(t))) {
        const asked = (searchTags(type) ?? []).some((f) => f.key === key && f.values.includes(value));
        expect({ type, tag: `${key}=${value}`, asked }).toEqual({
          type,
          tag: `${key}=${value}`,
          asked: true,
        });
      }
    }
  }
});

test('9.1 a restaurant search asks for fast food too; fast food is fast_food_restaurant first', () => {
  expect(searchTags('restaurant')).toEqual([{ key: 'amenity', values: ['restaurant', 'fast_food'] }]);
  expect(resultTypes({ amenity: 'fast_food' })).toEqual(['fast_food_restaurant', 'restaurant']);
});

test('9.1 a school found by a school search is typed school', () => {
  expect(resultTypes({ amenity: 'school' })).toEqual(['school']);
});

test('an unknown shop is a store, an office an office, other unknown values nothing', () => {
  expect(resultTypes({ shop: 'kiosk' })).toEqual(['store']);
  expect(resultTypes({ office: 'company' })).toEqual(['office']);
  expect(resultTypes({ amenity: 'bench' })).toEqual([]);
  expect(resultTypes({ shop: 'bakery', amenity: 'cafe' })).toEqual(['cafe', 'bakery', 'store']);
});

test('unknown types, including names of Object.prototype, have no tags', () => {
  expect(searchTags('casino')).toBeUndefined();
  expect(searchTags('toString')).toBeUndefined();
  expect(searchTags('__proto__')).toBeUndefined();
  expect(searchTags('constructor')).toBeUndefined();
  expect(searchTags('cafe')).toEqual([{ key: 'amenity', values: ['cafe'] }]);
});

test('issue 25: names of Object.prototype are neither types nor tag values', () => {
  for (const name of ['constructor', '__proto__', 'toString', 'valueOf']) {
    expect(searchTags(name)).toBeUndefined();
    expect(resultTypes({ amenity: name })).toEqual([]);
    expect(resultTypes({ office: name })).toEqual(['office']);
  }
});
