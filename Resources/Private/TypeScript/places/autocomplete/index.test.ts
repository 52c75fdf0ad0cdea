/** The autocomplete widget's settings: read leniently, and only the request elements go to the requests. */
import { autocompleteSettingsSchema, requestOf } from './index';

describe('place-autocomplete settings (issue 16)', () => {
  it('the request elements without linkedDetails and without the unset ones', () => {
    const { value, issues } = autocompleteSettingsSchema.read({
      origin: { lat: 48.13743, lng: 11.57549 },
      linkedDetails: 'c163',
      includedRegionCodes: ['de'],
    });
    expect(issues).toEqual([]);
    expect(requestOf(value)).toEqual({
      origin: { lat: 48.13743, lng: 11.57549 },
      includedRegionCodes: ['de'],
    });
  });

  it('a bad field is named and left out; the others stay', () => {
    const { value, issues } = autocompleteSettingsSchema.read({ region: 'Bayern', source: 'osm' });
    expect(issues.map((issue) => issue.path)).toEqual(['region']);
    expect(requestOf(value)).toEqual({ source: 'osm' });
  });
});
