/**
 * The shared test kit of the place widgets (not part of the bundle): one way for every test to
 * build a place, an autocomplete prediction and an answer that arrives when the test says so.
 * Source-specific fakes sit beside it (google-places.ts, cms-records.ts, reviews.ts).
 */
import { Place, type PlaceFields, type PlaceIdentity, type PlaceSource } from '../model';
import type { PlacePrediction } from '../source';

/**
 * A place from `source` with these fields, every other field unknown (null) as a source leaves
 * it. The identity may come with the fields; the id is 'x' unless given.
 */
export function makePlace(
  fields: Partial<PlaceFields> & Partial<PlaceIdentity> = {},
  source: PlaceSource = 'cms',
): Place {
  const { id = 'x', requestedLanguage = null, requestedRegion = null, ...rest } = fields;
  return new Place({ id, requestedLanguage, requestedRegion }, source, rest);
}

/**
 * An autocomplete prediction: `mainText` and, unless null, `secondaryText` joined into the text,
 * the first `typed` characters marked as typed (as the sources mark them).
 */
export function makePrediction(
  placeId = 'p-marienplatz',
  mainText = 'Marienplatz 8',
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

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

/** A promise the test settles itself (so a test decides which of two answers comes first). */
export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise chains run (a few microtask turns, no timers). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
