/**
 * Test helpers of the place autocomplete: a fake of the three place API calls whose autocomplete
 * answers wait until the test resolves them (so a test decides which answer comes first).
 */
import type { Place } from '../model';
import type { PlaceOutcome, PlacePrediction } from '../source';
import { deferred, flushPromises, makePlace, makePrediction, type Deferred } from './factories';
import type { AutocompleteApi, AutocompleteCall, FetchPlaceCall } from '../autocomplete/controller';

// The deferred answer and the prediction are the places testing kit's (places/testing/factories.ts).
export { deferred, flushPromises, type Deferred };
export const prediction = makePrediction;

export const MARIENPLATZ = prediction('p-marienplatz', 'Marienplatz 8');
export const MARIENSTRASSE = prediction('p-marienstrasse', 'Marienstraße 3');
export const MARIENHOF = prediction('p-marienhof', 'Marienhof', null);

export interface FakeApi extends AutocompleteApi {
  autocomplete: jest.Mock<Promise<PlaceOutcome<PlacePrediction[]>>, [AutocompleteCall]>;
  newSessionToken: jest.Mock<Promise<unknown>, [unknown]>;
  fetchPlace: jest.Mock<Promise<PlaceOutcome<Place>>, [FetchPlaceCall]>;
  /** The answers of the autocomplete calls, in call order. */
  answers: Deferred<PlaceOutcome<PlacePrediction[]>>[];
  /** Resolves the `index`th autocomplete call with these predictions. */
  answer(index: number, predictions: PlacePrediction[]): void;
}

/** A fake API: tokens 'token-1', 'token-2' … (or none), places named after their id. */
export function fakeApi(options: { tokens?: boolean } = {}): FakeApi {
  const answers: Deferred<PlaceOutcome<PlacePrediction[]>>[] = [];
  let tokens = 0;
  return {
    answers,
    autocomplete: jest.fn<Promise<PlaceOutcome<PlacePrediction[]>>, [AutocompleteCall]>(() => {
      const answer = deferred<PlaceOutcome<PlacePrediction[]>>();
      answers.push(answer);
      return answer.promise;
    }),
    newSessionToken: jest.fn<Promise<unknown>, [unknown]>(() => {
      tokens += 1;
      return Promise.resolve(options.tokens === false ? undefined : `token-${tokens}`);
    }),
    fetchPlace: jest.fn((request: FetchPlaceCall) =>
      Promise.resolve<PlaceOutcome<Place>>({
        status: 'OK',
        value: makePlace({ id: request.id, displayName: `Ort ${request.id}` }, 'google'),
      }),
    ),
    answer(index, predictions) {
      const answer = answers[index];
      if (!answer) throw new Error(`no autocomplete call ${index}`);
      answer.resolve({ status: 'OK', value: predictions });
    },
  };
}

/** A matchMedia for a screen `width` px wide (max-width queries only). */
export function mockScreenWidth(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: jest.fn((query: string) => {
      const max = /\(max-width:\s*(\d+)px\)/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
        addListener: jest.fn(),
        removeListener: jest.fn(),
        dispatchEvent: jest.fn(),
      };
    }),
  });
}
