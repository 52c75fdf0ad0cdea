/**
 * Issue 27: which properties of Google's JavaScript objects the bundle reads, derived, not written
 * by hand. `shape.ts`'s `track()` follows parsed JSON; the Google clients read the JavaScript API's
 * objects (Dates, LatLngs, methods), which a proxy over JSON cannot stand in for, so this test
 * records the reads with a proxy of its own: every recorded place (Place Details with every field
 * of the model) and route passes through `sources/google.ts` and `map/google/services.ts` behind
 * it, and the property paths they read (array items as `[]`) must be the committed
 * `google/reads.json`. A new read fails here until reads.json is written again
 * (`UPDATE_READS=1`), so a reviewer sees each new dependency on Google's shapes.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { googleServices } from '../../Resources/Private/TypeScript/map/google/services';
import {
  FakeRoute,
  installGoogle,
  mockLibraries,
  mockServiceLibraries,
} from '../../Resources/Private/TypeScript/map/testing/mock-google';
import { PLACE_FIELD_NAMES } from '../../Resources/Private/TypeScript/places/model';
import {
  googleFields,
  googlePlaceSource,
  predictionFromGoogle,
} from '../../Resources/Private/TypeScript/places/sources/google';
import {
  FakeGooglePlace,
  installGooglePlaces,
  mockPlaceLibraries,
} from '../../Resources/Private/TypeScript/places/testing/google-places';
import { jsPlace, jsPrediction, type Json } from './google/js-place';
import { jsComputeRoutes } from './google/js-route';

jest.mock('@googlemaps/js-api-loader');

const DIR = join(__dirname, 'google');
const READS = join(DIR, 'reads.json');
const recording = (path: string): Json => JSON.parse(readFileSync(join(DIR, path), 'utf8')) as Json;

/** `value` behind a proxy that adds each property path read to `reads` (Dates and methods as they are). */
function recorded<T>(value: T, path: string, reads: Set<string>): T {
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  const array = Array.isArray(value);
  return new Proxy(value, {
    get(target, key) {
      const found: unknown = Reflect.get(target, key);
      if (typeof key === 'symbol') return found;
      if (array && !/^\d+$/.test(key)) return found; // map, length, … read the items by index
      if (typeof found === 'function') {
        reads.add(`${path}.${key}()`);
        return (found as (...args: unknown[]) => unknown).bind(target);
      }
      const child = array ? `${path}[]` : `${path}.${key}`;
      reads.add(child);
      return recorded(found, child, reads);
    },
  });
}

/** Each top-level field behind its own proxy (the fake's copying of fields is not the client reading). */
function recordedFields<T extends object>(value: T, reads: Set<string>, prefix = ''): T {
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, recorded(child, `${prefix}${key}`, reads)]),
  ) as T;
}

async function placeReads(): Promise<Set<string>> {
  installGooglePlaces();
  const reads = new Set(googleFields(PLACE_FIELD_NAMES).map((name) => `place.${name}`));
  const source = googlePlaceSource({ apiKey: 'KEY-1', region: 'DE', load: mockPlaceLibraries });
  for (const file of readdirSync(join(DIR, 'places'))) {
    const json = recording(`places/${file}`);
    const rests = (json.places as Json[] | undefined) ?? [json];
    for (const [index, rest] of rests.entries()) {
      const data = recordedFields(jsPlace(rest, `not-in-answer-${index + 1}`), reads, 'place.');
      FakeGooglePlace.known.set(data.id, data);
      const outcome = await source.details({ id: data.id, fields: [...PLACE_FIELD_NAMES] });
      expect(outcome.status).toBe('OK');
      if (outcome.status === 'OK') await Promise.all((outcome.value.photos ?? []).map((p) => p.getURI()));
    }
  }
  reads.delete('place.id'); // the identity, read by the fake to find the place as well
  reads.add('place.id');
  const suggestions = recording('autocomplete/composed-suggestions.json').suggestions as Json[];
  for (const s of suggestions) {
    if (s.placePrediction)
      predictionFromGoogle(recorded(jsPrediction(s.placePrediction as Json), 'prediction', reads));
  }
  return reads;
}

async function routeReads(): Promise<Set<string>> {
  installGoogle();
  const reads = new Set<string>();
  const services = googleServices(
    await mockLibraries(),
    { apiKey: 'K', placeNames: true },
    mockServiceLibraries,
  );
  for (const file of readdirSync(join(DIR, 'routes'))) {
    FakeRoute.computeRoutes.mockResolvedValue(
      recordedFields(jsComputeRoutes(recording(`routes/${file}`)), reads, 'computeRoutes.'),
    );
    await services.route({ origin: 'A', destination: 'B', mode: 'DRIVING' });
  }
  return reads;
}

test('the properties of Google objects the bundle reads are the committed reads.json', async () => {
  const reads = [...(await placeReads()), ...(await routeReads())].sort();
  if (process.env.UPDATE_READS === '1') writeFileSync(READS, `${JSON.stringify(reads, null, 2)}\n`);
  expect(reads).toEqual(JSON.parse(readFileSync(READS, 'utf8')));
});
