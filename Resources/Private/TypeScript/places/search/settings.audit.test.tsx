/**
 * Issue 28 audit, spec 5.3 / 8.4: a place search list configured in the CMS goes through the rules
 * and messages of `window.SiteFrontend.places`. Before, the settings schema dropped the keys it did
 * not know, so 'query', 'rankBy' and a nearby 'locationBias' vanished without a word and the list
 * ran another search than the editor wrote.
 */
import { act } from '@testing-library/react';
import { setLanguage } from '../../core/i18n';
import { realContexts } from '../../core/testing/mount-context';
import { fakeServices } from '../../core/testing/services';
import type { Place } from '../model';
import type { PlaceOutcome } from '../source';
import { createPlaceSearchWidget } from './index';
import { searchSettingsSchema } from './settings';

type Outcome = PlaceOutcome<Place[]>;

const CIRCLE = { center: { lat: 48.137, lng: 11.575 }, radius: 2000 };
const contexts = realContexts();
let searchNearby: jest.Mock<Promise<Outcome>, [unknown]>;
let searchByText: jest.Mock<Promise<Outcome>, [unknown]>;

async function mount(raw: unknown): Promise<void> {
  const frame = document.getElementById('c7')!;
  // The mounting core's own context: its console lines are the ones an integrator reads.
  const context = contexts.context(
    { frame, label: 'place-search #c7', key: undefined },
    fakeServices({ searchNearby, searchByText, show: jest.fn() }),
  );
  const { value, issues } = searchSettingsSchema.read(raw);
  expect(issues).toEqual([]);
  await act(async () => {
    await createPlaceSearchWidget({
      siteSource: () => 'cms',
      engines: () => ({ nominatim: '/', photon: '/api', overpass: '/api/interpreter' }),
    }).mount(context, value);
  });
}

const lines = () => contexts.lines();

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));
beforeEach(() => {
  document.body.innerHTML = '<div id="c7" data-sf-widget="place-search"><p>Unsere Standorte</p></div>';
  searchNearby = jest.fn<Promise<Outcome>, [unknown]>().mockResolvedValue({ status: 'OK', value: [] });
  searchByText = jest.fn<Promise<Outcome>, [unknown]>().mockResolvedValue({ status: 'OK', value: [] });
  contexts.setUp();
});
afterEach(() => contexts.tearDown());

describe('issue 28 audit: CMS search settings get the 5.3 rules and 8.4 messages', () => {
  it('8.4 a text search with "query": the element, the field and "did you mean textQuery"; no search runs', async () => {
    await mount({ textSearch: { query: 'Ladesäule' } });
    expect(lines()).toEqual([
      '[SiteFrontend] place-search #c7: settings field "textSearch": unknown property "query", did you mean "textQuery"?; the list shows no results.',
    ]);
    expect(searchByText).not.toHaveBeenCalled();
  });

  it('8.4 a text search with "rankBy": named with "did you mean rankPreference"; no search runs', async () => {
    await mount({ textSearch: { textQuery: 'Ladesäule', rankBy: 'DISTANCE' } });
    expect(lines()).toEqual([
      '[SiteFrontend] place-search #c7: settings field "textSearch": unknown property "rankBy", did you mean "rankPreference"?; the list shows no results.',
    ]);
    expect(searchByText).not.toHaveBeenCalled();
  });

  it('5.3 a nearby search with a locationBias: "Place: `locationBias` invalid", as the public API answers', async () => {
    await mount({ nearbySearch: { locationRestriction: CIRCLE, locationBias: CIRCLE } });
    expect(lines()).toEqual([
      '[SiteFrontend] place-search #c7: settings field "nearbySearch": Cannot set both locationBias and locationRestriction.; the list shows no results.',
    ]);
    contexts.clearLines();
    await mount({ nearbySearch: { locationBias: CIRCLE } });
    expect(lines()).toEqual([
      '[SiteFrontend] place-search #c7: settings field "nearbySearch": Place: `locationBias` invalid; the list shows no results.',
    ]);
    expect(searchNearby).not.toHaveBeenCalled();
  });

  it('5.3 the same rules as the API: a text search without textQuery is "Place: `textQuery` invalid"', async () => {
    await mount({ textSearch: { includedType: 'cafe' } });
    expect(lines()).toEqual([
      '[SiteFrontend] place-search #c7: settings field "textSearch": Place: `textQuery` invalid; the list shows no results.',
    ]);
  });

  it('3.9 a valid search still runs, with its request elements only', async () => {
    await mount({ nearbySearch: { locationRestriction: CIRCLE, maxResultCount: 5 } });
    expect(lines()).toEqual([]);
    expect(searchNearby).toHaveBeenCalledWith(
      expect.objectContaining({ locationRestriction: CIRCLE, maxResultCount: 5, source: 'cms' }),
    );
  });

  it('the settings reference still documents the search fields (the schema keeps its field docs)', () => {
    const fields = searchSettingsSchema.doc?.fields ?? {};
    const nearby = fields.nearbySearch?.doc?.fields ?? {};
    const text = fields.textSearch?.doc?.fields ?? {};
    expect(Object.keys(nearby)).toContain('locationRestriction');
    expect(Object.keys(text)).toEqual(
      expect.arrayContaining(['textQuery', 'locationBias', 'rankPreference']),
    );
  });
});

describe('issue 28 audit: the CMS forms still read', () => {
  it("5.3 a checkbox's 1 for isOpenNow is true, as before; unknown keys stay for validate.ts", () => {
    const { value } = searchSettingsSchema.read({
      textSearch: { textQuery: 'Café', isOpenNow: 1, useStrictTypeFiltering: '0', rankBy: 'DISTANCE' },
    });
    expect(value.textSearch).toEqual({
      textQuery: 'Café',
      isOpenNow: true,
      useStrictTypeFiltering: false,
      rankBy: 'DISTANCE',
    });
  });
});
