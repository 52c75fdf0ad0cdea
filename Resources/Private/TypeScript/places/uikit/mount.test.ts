/**
 * Issue 16, Google's Places UI Kit on mocks: the element tree mountUiKit builds with the places
 * library's constructors (the request and the content as children, as Google documents), and the
 * events: gmp-load → ready, gmp-error / gmp-requesterror → failed with a message naming what failed,
 * gmp-select → the chosen place; dispose takes listeners and elements away.
 */
import { autocompleteSettingsSchema } from '../autocomplete';
import { detailsSettingsSchema } from '../details/settings';
import { searchSettingsSchema } from '../search/settings';
import { uiKitPlan, type UiKitConfig, type UiKitInput } from './config';
import { mountUiKit, SELECTED_FIELDS, type UiKitCallbacks } from './mount';
import {
  FakeUiKitPlace,
  fakePlacesLibrary,
  googlePlace,
  optionsOf,
  selectPlace,
  selectPrediction,
  type FakePlaces,
} from '../testing/uikit-elements';

const MARIENPLATZ = { lat: 48.13743, lng: 11.57549 };

function configOf(input: UiKitInput): UiKitConfig {
  const plan = uiKitPlan(input, { region: 'DE' });
  if (!plan.ok) throw new Error(plan.message);
  return plan.config;
}

const details = (raw: object) => detailsSettingsSchema.read(raw).value;
const search = (raw: object) => searchSettingsSchema.read(raw).value;

let host: HTMLElement;
let fake: FakePlaces;
let callbacks: { [K in keyof UiKitCallbacks]: jest.Mock };

/** The tags of an element's children, and theirs, as a tree. */
function tree(element: Element): unknown {
  const children = [...element.children];
  return children.length === 0
    ? element.localName
    : { [element.localName]: children.map((child) => tree(child)) };
}

function mount(input: UiKitInput) {
  return mountUiKit(input.kind, host, configOf(input), fake.library, callbacks);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '<div id="host"></div>';
  host = document.getElementById('host')!;
  fake = fakePlacesLibrary();
  callbacks = { onState: jest.fn(), onSelect: jest.fn(), report: jest.fn() };
});

describe('issue 16 mountUiKit: the element tree', () => {
  test("compact card by id: the place request (a places.Place in German and the region) and Google's standard content", () => {
    const { element } = mount({ kind: 'details-compact', settings: details({ request: { id: 'ChIJx' } }) });
    expect(host.firstElementChild).toBe(element);
    expect(tree(element)).toEqual({
      'gmp-place-details-compact': ['gmp-place-details-place-request', 'gmp-place-standard-content'],
    });
    expect(element).toBeInstanceOf(fake.classes.PlaceDetailsCompactElement);
    expect(optionsOf(element)).toEqual({ orientation: 'VERTICAL' });
    const place = optionsOf(element.firstElementChild).place;
    expect(place).toBeInstanceOf(FakeUiKitPlace);
    expect((place as FakeUiKitPlace).options).toEqual({
      id: 'ChIJx',
      requestedLanguage: 'de',
      requestedRegion: 'DE',
    });
    expect(element.style.getPropertyValue('border-radius')).toBe('8px');
  });

  test('full panel by location with parts: the location request and each part as a child of the element', () => {
    const { element } = mount({
      kind: 'details',
      settings: details({
        request: { location: MARIENPLATZ },
        content: ['media', 'reviews', 'attribution'],
        showsBorder: false,
      }),
    });
    expect(tree(element)).toEqual({
      'gmp-place-details': [
        'gmp-place-details-location-request',
        'gmp-place-media',
        'gmp-place-reviews',
        'gmp-place-attribution',
      ],
    });
    expect(optionsOf(element.children[0])).toEqual({ location: MARIENPLATZ });
    expect(optionsOf(element.children[1])).toEqual({ lightboxPreferred: true, preferredSize: 'LARGE' });
    expect(optionsOf(element.children[3])).toEqual({ lightSchemeColor: 'GRAY', darkSchemeColor: 'WHITE' });
    expect(element.style.getPropertyValue('border')).toBe('0px');
  });

  test('search: the nearby request and the parts in a content configuration', () => {
    const { element } = mount({
      kind: 'search',
      settings: search({
        nearbySearch: { locationRestriction: { center: MARIENPLATZ, radius: 300 }, includedTypes: ['cafe'] },
        selectable: true,
      }),
    });
    expect(tree(element)).toEqual({
      'gmp-place-search': [
        'gmp-place-nearby-search-request',
        { 'gmp-place-content-config': ['gmp-place-address'] },
      ],
    });
    expect(optionsOf(element)).toEqual({ orientation: 'VERTICAL', selectable: true });
    expect(optionsOf(element.firstElementChild)).toEqual({
      locationRestriction: { center: MARIENPLATZ, radius: 300 },
      includedTypes: ['cafe'],
    });
  });

  test('search: a text search request', () => {
    const { element } = mount({
      kind: 'search',
      settings: search({ textSearch: { textQuery: 'Café', minRating: 4 } }),
    });
    expect(element.firstElementChild?.localName).toBe('gmp-place-text-search-request');
    expect(optionsOf(element.firstElementChild)).toEqual({ textQuery: 'Café', minRating: 4 });
  });

  test('autocomplete: one element with its options, ready at once (it has no load event)', () => {
    const { element } = mount({
      kind: 'autocomplete',
      settings: autocompleteSettingsSchema.read({ includedRegionCodes: ['de'] }).value,
    });
    expect(tree(host)).toEqual({ div: ['gmp-place-autocomplete'] });
    expect(optionsOf(element)).toEqual({
      requestedLanguage: 'de',
      requestedRegion: 'DE',
      includedRegionCodes: ['de'],
    });
    expect(callbacks.onState).toHaveBeenCalledWith('ready');
  });

  test('a configuration of another kind is refused', () => {
    const config = configOf({ kind: 'details', settings: details({ request: { id: 'ChIJx' } }) });
    expect(() => mountUiKit('details-compact', host, config, fake.library, callbacks)).toThrow(
      'mountUiKit: a "details" configuration for "details-compact"',
    );
  });
});

describe('issue 16 mountUiKit: the events', () => {
  test('gmp-load: ready', () => {
    const { element } = mount({ kind: 'details-compact', settings: details({ request: { id: 'ChIJx' } }) });
    expect(callbacks.onState).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('gmp-load'));
    expect(callbacks.onState).toHaveBeenCalledWith('ready');
  });

  test('gmp-error: failed, and a console message naming the element and the place', () => {
    const { element } = mount({ kind: 'details-compact', settings: details({ request: { id: 'ChIJx' } }) });
    element.dispatchEvent(new Event('gmp-error'));
    expect(callbacks.onState).toHaveBeenCalledWith('failed');
    expect(callbacks.report).toHaveBeenCalledWith(
      expect.stringMatching(
        /^the place details \(gmp-place-details-compact, place "ChIJx"\) failed \(gmp-error\)/,
      ),
    );
  });

  test("gmp-requesterror (the autocomplete's former name) with an error: failed, the error named", () => {
    const { element } = mount({ kind: 'autocomplete', settings: autocompleteSettingsSchema.read({}).value });
    element.dispatchEvent(
      Object.assign(new Event('gmp-requesterror'), { error: new Error('REQUEST_DENIED') }),
    );
    expect(callbacks.onState).toHaveBeenLastCalledWith('failed');
    expect(callbacks.report).toHaveBeenCalledWith(
      expect.stringContaining(
        'the place autocomplete (gmp-place-autocomplete) failed (gmp-requesterror: REQUEST_DENIED)',
      ),
    );
  });

  test('gmp-select on the search list: the chosen place as plain data', () => {
    const { element } = mount({
      kind: 'search',
      settings: search({ textSearch: { textQuery: 'Café' }, selectable: true }),
    });
    selectPlace(
      element,
      googlePlace('ChIJcafe', { displayName: 'Café Glockenspiel', location: MARIENPLATZ }),
    );
    expect(callbacks.onSelect).toHaveBeenCalledWith({
      id: 'ChIJcafe',
      displayName: 'Café Glockenspiel',
      location: MARIENPLATZ,
    });
  });

  test("gmp-select on the autocomplete: the prediction's place, its fields fetched once, then the chosen place", async () => {
    const { element } = mount({ kind: 'autocomplete', settings: autocompleteSettingsSchema.read({}).value });
    const fetchFields = selectPrediction(
      element,
      googlePlace('ChIJmarienplatz', {
        displayName: 'Marienplatz',
        location: MARIENPLATZ,
        formattedAddress: 'Marienplatz, 80331 München',
      }),
    );
    expect(fetchFields).toHaveBeenCalledWith({ fields: SELECTED_FIELDS });
    expect(SELECTED_FIELDS).toEqual(['id', 'displayName', 'location', 'formattedAddress']);
    await flush();
    expect(callbacks.onSelect).toHaveBeenCalledWith({
      id: 'ChIJmarienplatz',
      displayName: 'Marienplatz',
      location: MARIENPLATZ,
      formattedAddress: 'Marienplatz, 80331 München',
    });
  });

  test('a chosen place that cannot be fetched: a console message, no selection', async () => {
    const { element } = mount({ kind: 'autocomplete', settings: autocompleteSettingsSchema.read({}).value });
    selectPrediction(element, googlePlace('x'), new Error('NOT_FOUND'));
    await flush();
    expect(callbacks.onSelect).not.toHaveBeenCalled();
    expect(callbacks.report).toHaveBeenCalledWith('the chosen place could not be loaded: NOT_FOUND');
  });

  test('dispose: the element leaves the page, its events do nothing, a place still loading is dropped', async () => {
    const searchList = mount({ kind: 'search', settings: search({ textSearch: { textQuery: 'Café' } }) });
    const autocomplete = mount({ kind: 'autocomplete', settings: autocompleteSettingsSchema.read({}).value });
    callbacks.onState.mockClear();
    selectPrediction(autocomplete.element, googlePlace('late'));
    searchList.dispose();
    autocomplete.dispose();
    autocomplete.dispose();
    expect(host.children).toHaveLength(0);
    for (const type of ['gmp-load', 'gmp-error', 'gmp-requesterror'])
      searchList.element.dispatchEvent(new Event(type));
    selectPlace(searchList.element, googlePlace('ChIJcafe'));
    await flush();
    expect(callbacks.onState).not.toHaveBeenCalled();
    expect(callbacks.onSelect).not.toHaveBeenCalled();
    expect(callbacks.report).not.toHaveBeenCalled();
  });
});
