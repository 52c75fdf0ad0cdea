/**
 * Test support for the Places UI Kit (not part of the bundle). `@googlemaps/jest-mocks` has no
 * place elements, so these are small custom elements with Google's tags that keep the options they
 * were constructed with, in a fake places library (the constructors mount.ts uses), a fake
 * `places.Place` that keeps its options, and Google's events as the elements fire them.
 */
import { TAGS, type ElementName } from '../uikit/elements';

/** Every fake element: the options it was constructed with. */
export class FakeUiKitElement extends HTMLElement {
  options: Record<string, unknown>;

  constructor(options: object = {}) {
    super();
    this.options = { ...options };
  }
}

type FakeClass = new (options?: object) => FakeUiKitElement;

/** One class per tag (the custom element registry lives as long as the test file's window). */
function fakeClass(tag: string): FakeClass {
  const known = customElements.get(tag);
  if (known) return known as unknown as FakeClass;
  const Fake = class extends FakeUiKitElement {};
  customElements.define(tag, Fake);
  return Fake;
}

/** What `new places.Place(options)` makes: the options, and `fetchFields` for a chosen prediction. */
export class FakeUiKitPlace {
  static readonly created: FakeUiKitPlace[] = [];
  readonly fetchFields = jest.fn(() => Promise.resolve({ place: this }));

  constructor(readonly options: google.maps.places.PlaceOptions) {
    FakeUiKitPlace.created.push(this);
  }
}

export interface FakePlaces {
  /** The library as `importLibrary('places')` hands it over. */
  library: google.maps.PlacesLibrary;
  /** The fake class of each element, by its constructor's name. */
  classes: Record<ElementName, FakeClass>;
}

export function fakePlacesLibrary(): FakePlaces {
  FakeUiKitPlace.created.length = 0;
  const classes = Object.fromEntries(
    Object.entries(TAGS).map(([name, tag]) => [name, fakeClass(tag)]),
  ) as Record<ElementName, FakeClass>;
  const library = { ...classes, Place: FakeUiKitPlace } as unknown as google.maps.PlacesLibrary;
  return { library, classes };
}

/** The element's fake options. */
export function optionsOf(element: Element | null | undefined): Record<string, unknown> {
  if (!(element instanceof FakeUiKitElement))
    throw new Error(`not a fake Places UI Kit element: ${element?.nodeName ?? 'nothing'}`);
  return element.options;
}

/** A Google place as the search list and `fetchFields` hand it over. */
export function googlePlace(
  id: string,
  fields: { displayName?: string; location?: google.maps.LatLngLiteral; formattedAddress?: string } = {},
): google.maps.places.Place {
  const { location } = fields;
  return {
    id,
    displayName: fields.displayName ?? null,
    formattedAddress: fields.formattedAddress ?? null,
    location: location ? { lat: () => location.lat, lng: () => location.lng } : null,
  } as unknown as google.maps.places.Place;
}

/** `gmp-select` of the search list: the chosen place. */
export function selectPlace(element: Element, place: google.maps.places.Place): void {
  element.dispatchEvent(Object.assign(new Event('gmp-select'), { place }));
}

/**
 * `gmp-select` of the autocomplete: a prediction whose `toPlace()` gives a place that `fetchFields`
 * fills with `fetched` (or rejects with `error`).
 */
export function selectPrediction(
  element: Element,
  fetched: google.maps.places.Place,
  error?: Error,
): jest.Mock {
  const fetchFields = jest.fn(() => (error ? Promise.reject(error) : Promise.resolve({ place: fetched })));
  const placePrediction = { toPlace: () => ({ fetchFields }) };
  element.dispatchEvent(Object.assign(new Event('gmp-select'), { placePrediction }));
  return fetchFields;
}
