import fc from 'fast-check';
import { selectedCategories } from './selected-categories';

const categoryId = fc.integer({ min: 1, max: 99999 }).map(String);
const selectValue = fc.oneof(fc.constant(''), categoryId);

describe('5.2 selectedcats', () => {
  it('joins region then industry with a comma', () => {
    expect(selectedCategories('11', '21')).toBe('11,21');
  });

  it('holds only the region when no industry is chosen', () => {
    expect(selectedCategories('11', '')).toBe('11');
  });

  it('holds only the industry when no region is chosen, without a leading comma', () => {
    expect(selectedCategories('', '21')).toBe('21');
  });

  it('stays empty when both are empty', () => {
    expect(selectedCategories('', '')).toBe('');
  });

  it('never has a leading, trailing or double comma, whatever the selects hold', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (region, industry) => {
        const value = selectedCategories(region, industry);
        expect(value.startsWith(',')).toBe(false);
        expect(value.endsWith(',')).toBe(false);
        expect(value.includes(',,')).toBe(false);
      }),
    );
  });

  it('lists the region before the industry and loses no chosen id', () => {
    fc.assert(
      fc.property(selectValue, selectValue, (region, industry) => {
        const expected = [region, industry].filter((value) => value !== '');
        expect(selectedCategories(region, industry).split(',').filter(Boolean)).toEqual(expected);
      }),
    );
  });
});
