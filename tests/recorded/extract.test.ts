/**
 * Issue 27: the whole extract as test data. Every element of fixtures/data/osm/ that the
 * OpenStreetMap place sources can return (every POI the demo server indexes, named or not, and
 * every element with `opening_hours`: tests/recorded/extract/places.jsonl, written from the PBF by
 * extract/generate.ts) goes through the bundle's real mapping (`fromOverpass`, `placeFromOsm` with
 * the `opening_hours` library) without an exception; every `opening_hours` value is either evaluated
 * (periods and seven weekday lines) or shown as the editors' text. The counts are printed and held
 * to extract/expected.json (`UPDATE_EXTRACT_COUNTS=1` rewrites it).
 *
 * Why a generated file and not the PBF: the PBF parser is ESM-only and runs in the demo server's
 * pipeline (ts-node / the server project); the unit project (jsdom, CommonJS) reads JSON lines in a
 * few milliseconds, and the file's SHA-256 of the extract says when to regenerate.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setLanguage } from '../../Resources/Private/TypeScript/core/i18n';
import { parseOpeningHours } from '../../Resources/Private/TypeScript/places/sources/osm/hours-parser';
import { MUNICH_ELEMENT } from '../../Resources/Private/TypeScript/places/testing/hours-compare';
import {
  fromOverpass,
  type OsmElement,
} from '../../Resources/Private/TypeScript/places/sources/osm/elements';
import { hoursText } from '../../Resources/Private/TypeScript/places/sources/osm/hours';
import { placeFromOsm } from '../../Resources/Private/TypeScript/places/sources/osm/to-model';

const ROOT = path.join(__dirname, '..', '..');
const LINES = path.join(__dirname, 'extract', 'places.jsonl');
const EXPECTED = path.join(__dirname, 'extract', 'expected.json');

interface Header {
  source: string;
  sha256: string;
  elements: number;
  unlocated: string[];
}

const [headerLine, ...elementLines] = readFileSync(LINES, 'utf8').trimEnd().split('\n');
const header = JSON.parse(headerLine ?? '{}') as Header;
const raw = elementLines.map(
  (line) => JSON.parse(line) as { type: string; id: number; tags: Record<string, string> },
);

/** The demo server's POI keys (fixtures/server/osm/assemble.ts POI_KEYS): what makes an element a POI. */
const POI_KEYS = ['amenity', 'shop', 'tourism', 'leisure', 'historic', 'office', 'craft', 'healthcare'];
const isPoi = (tags: Record<string, string>): boolean =>
  POI_KEYS.some((key) => tags[key] !== undefined && tags[key] !== 'no');

/** Tuesday 24 November 2026, 10:00 in Munich. */
const NOW = new Date(Date.UTC(2026, 10, 24, 9, 0));

const parses = (value: string): boolean => {
  try {
    parseOpeningHours(value, MUNICH_ELEMENT);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => setLanguage('de'));
afterAll(() => setLanguage(undefined));

describe('issue 27 the whole extract as test data', () => {
  it("places.jsonl is the extract's (else: npx ts-node tests/recorded/extract/generate.ts)", () => {
    const pbf = readFileSync(path.join(ROOT, header.source));
    expect(createHash('sha256').update(pbf).digest('hex')).toBe(header.sha256);
    expect(raw).toHaveLength(header.elements);
    expect(header.unlocated).toEqual([]);
  });

  it("every element maps to a place; every opening_hours is evaluated or the editors' text", () => {
    const failures: string[] = [];
    let namedPois = 0;
    let withHours = 0;
    let evaluated = 0;
    const text = new Map<string, number>();
    for (const json of raw) {
      const id = `${json.type}/${String(json.id)}`;
      const element: OsmElement | undefined = fromOverpass(json);
      if (!element) {
        failures.push(`${id}: no element`);
        continue;
      }
      if (element.tags.name && isPoi(element.tags)) namedPois += 1;
      let place;
      try {
        place = placeFromOsm(element, {
          language: 'de',
          now: NOW,
          timeZone: 'Europe/Berlin',
          parseHours: parseOpeningHours,
        });
      } catch (error) {
        failures.push(`${id}: ${String(error)}`);
        continue;
      }
      expect(place.id).toBe(id);
      const value = element.tags.opening_hours;
      if (value === undefined) continue;
      withHours += 1;
      const hours = place.regularOpeningHours;
      if (hours && hours.weekdayDescriptions.length === 7) evaluated += 1;
      else if (
        hours &&
        hours.periods.length === 0 &&
        hours.weekdayDescriptions.join() === hoursText(value)?.weekdayDescriptions.join()
      )
        text.set(value, (text.get(value) ?? 0) + 1);
      else failures.push(`${id}: opening_hours "${value}" is neither evaluated nor its text`);
    }
    expect(failures).toEqual([]);
    const counts = {
      elements: raw.length,
      namedPois,
      openingHours: withHours,
      evaluated,
      shownAsText: [...text.values()].reduce((sum, n) => sum + n, 0),
      distinctShownAsText: text.size,
      valuesShownAsText: [...text.keys()].sort(),
      /** Of those, the values the library does not parse at all (the others have comments or open ends). */
      unparsable: [...text.keys()].filter((value) => !parses(value)).sort(),
    };
    // The test output reports them.
    console.log(
      `extract: ${String(counts.elements)} elements, ${String(counts.namedPois)} named POIs, ` +
        `${String(counts.openingHours)} with opening_hours: ${String(counts.evaluated)} evaluated, ` +
        `${String(counts.shownAsText)} shown as the editors' text (${String(counts.distinctShownAsText)} distinct values, ` +
        `${String(counts.unparsable.length)} of them unparsable)`,
    );
    if (process.env.UPDATE_EXTRACT_COUNTS === '1')
      writeFileSync(EXPECTED, `${JSON.stringify(counts, null, 2)}\n`);
    expect(counts).toEqual(JSON.parse(readFileSync(EXPECTED, 'utf8')));
    expect(counts.evaluated + counts.shownAsText).toBe(counts.openingHours);
  });
});
