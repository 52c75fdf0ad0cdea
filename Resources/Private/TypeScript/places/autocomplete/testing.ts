/**
 * Test helpers of the place autocomplete: a fake of the three place API calls whose autocomplete
 * answers wait until the test resolves them (so a test decides which answer comes first).
 */
import { Place } from '../model';
import type { PlaceOutcome, PlacePrediction } from '../source';
import type { AutocompleteApi, AutocompleteCall, FetchPlaceCall } from './controller';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

export function prediction(
  placeId: string,
  mainText: string,
  secondaryText: string | null = '80331 München',
  typed = 4,
): PlacePrediction {
  const text = secondaryText === null ? mainText : `${mainText}, ${secondaryText}`;
  return {
    placeId,
    text,
    textMatches: [{ start: 0, end: typed }],
    mainText,
    mainTextMatches: [{ start: 0, end: typed }],
    secondaryText,
    types: ['route'],
    distanceMeters: null,
  };
}

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
        value: new Place({ id: request.id }, 'google', { displayName: `Ort ${request.id}` }),
      }),
    ),
    answer(index, predictions) {
      const answer = answers[index];
      if (!answer) throw new Error(`no autocomplete call ${index}`);
      answer.resolve({ status: 'OK', value: predictions });
    },
  };
}

/** Lets pending promise chains run (the session token, the answers, the details fetch). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
