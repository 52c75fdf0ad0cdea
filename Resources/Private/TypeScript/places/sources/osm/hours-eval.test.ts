/**
 * Issue 30: our `opening_hours` evaluator answers exactly as the library for every value it accepts
 * (the extract's values and generated ones), and declines what it does not read.
 * Data: fixtures/data/osm/opening-hours.json (the extract's values, OpenStreetMap, ODbL; written by
 * scripts/opening-hours-forms.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compareWithLibrary, generateValues, MUNICH_ELEMENT, WINDOWS } from '../../testing/hours-compare';
import { evaluateOpeningHours, withOwnEvaluator } from './hours-eval';
import { parseHoursSyntax } from './hours-syntax';

const ROOT = path.resolve(__dirname, '../../../../../..');
const DATA = JSON.parse(readFileSync(path.join(ROOT, 'fixtures/data/osm/opening-hours.json'), 'utf8')) as {
  total: number;
  values: Record<string, number>;
};
const EXTRACT = Object.keys(DATA.values);
const GENERATED = generateValues(30, 1000);
/** For the generated values here (host TZ, no DST in CI): New Year, Easter, Christmas into 2027. */
const HOLIDAY_WEEKS = [WINDOWS[0], WINDOWS[3], WINDOWS.at(-1)].filter((w) => w !== undefined);

/** compareWithLibrary run in a Node process whose host time zone is `tz` (Jest's process.env is a copy). */
function compareUnder(tz: string, values: readonly string[]): ReturnType<typeof compareWithLibrary> {
  const script = `
    const { compareWithLibrary } = require(${JSON.stringify(path.join(__dirname, '../../testing/hours-compare.ts'))});
    const values = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    process.stdout.write(JSON.stringify(compareWithLibrary(values)));
  `;
  const output = execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, TZ: tz },
    input: JSON.stringify(values),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as ReturnType<typeof compareWithLibrary>;
}

describe('issue 30 own opening_hours evaluator against the library', () => {
  it("the extract's values: 822 of 896 distinct (1,349 of 1,425 elements) accepted, all as the library", () => {
    const result = compareWithLibrary(EXTRACT);
    expect(result.differences).toEqual([]);
    expect(EXTRACT).toHaveLength(896);
    expect(DATA.total).toBe(1425);
    expect(result.accepted).toBe(822);
    const acceptedElements = EXTRACT.filter((v) => !result.declined.includes(v)).reduce(
      (n, v) => n + (DATA.values[v] ?? 0),
      0,
    );
    expect(acceptedElements).toBe(1349);
    expect(result.compared).toBe(822 * 11);
  });

  it('1,000 generated values (seed 30) in the accepted grammar: all accepted, all as the library', () => {
    const result = compareWithLibrary(GENERATED, HOLIDAY_WEEKS);
    expect(result.declined).toEqual([]);
    expect(result.differences).toEqual([]);
    expect(result.compared).toBe(1000 * 3);
  });

  it.each([
    ['Europe/Berlin', 200],
    ['America/New_York', 0],
  ])(
    'the same under TZ=%s, the extract and %d generated values (DST weeks of March and October 2026)',
    (tz, generated) => {
      const result = compareUnder(tz, [...EXTRACT, ...GENERATED.slice(0, generated)]);
      expect(result.differences).toEqual([]);
      expect(result.accepted).toBe(822 + generated);
    },
    60_000,
  );

  it.each([
    ['sunrise', 'Mo-Fr sunrise-sunset'],
    ['open end', 'Mo-Sa 18:00+'],
    ['comment', 'Mo-Fr 10:00-18:00 "nach Vereinbarung"'],
    ['fallback', 'We-Fr 14:00-18:00 || "nach Vereinbarung"'],
    ['months', 'Mo-Sa 09:00-20:00; Dec 25,26 off'],
    ['date range', 'Jun 24-Aug 6 closed'],
    ['week numbers', 'week 01-26 Mo-Fr 10:00-18:00'],
    ['years', '2026 Mo-Fr 10:00-18:00'],
    ['school holidays', 'Mo-Fr 10:00-18:00; SH off'],
    ['nth weekday', 'Sa[1] 10:00-14:00'],
    ['easter', 'easter +39 days: 18:00-20:00'],
    ['PH with an offset', 'PH +1 day off'],
    ['PH on weekdays', 'PH Mo-Fr 10:00-12:00'],
    ['hours without minutes', 'Mo-Fr 9-18'],
    ['a German day name', 'Mo-Sa 11:00-00:00; So 17:00-00:00'],
    ['another letter case', 'Mo-Fr 10:00-18:00; Sa Off'],
    ['a day glued to a time', 'Mo-Su11:30-01:00'],
    ['minutes of one digit', 'Mo-Fr 09:00-20:0'],
    ['a start at 24:00', 'Mo 24:00-02:00'],
    ['an empty rule', 'Mo-Fr 10:00-18:00;'],
    ['"24/7,"', '24/7, Mo off'],
    ['a word', 'Mo-Fr 11:30-14:30 und 17:30-20:30'],
    ['empty', ' '],
  ])('declines %s: %s', (_form, value) => {
    expect(parseHoursSyntax(value)).toBeUndefined();
    expect(evaluateOpeningHours(value)).toBeUndefined();
  });

  it("declines PH outside Bavaria (the library would use that region's holidays), accepts it there", () => {
    const address = (state: string, country_code = 'de') => ({ address: { state, country_code } });
    expect(evaluateOpeningHours('Mo-Fr 10:00-18:00; PH off', address('Berlin'))).toBeUndefined();
    expect(evaluateOpeningHours('Mo-Fr 10:00-18:00; PH off', address('Tirol', 'at'))).toBeUndefined();
    expect(evaluateOpeningHours('Mo-Fr 10:00-18:00; PH off', address('Bayern'))).toBeDefined();
    expect(evaluateOpeningHours('Mo-Fr 10:00-18:00', address('Tirol', 'at'))).toBeDefined();
  });

  it('withOwnEvaluator: the library only for a declined value; without it a declined value throws', () => {
    const library = jest.fn(() => ({ getOpenIntervals: () => [] }));
    const parse = withOwnEvaluator(library);
    const element = {
      osmType: 'node',
      osmId: 1,
      lat: 48,
      lon: 11,
      tags: {},
      address: null,
      bounds: null,
    } as const;
    parse('Mo-Fr 08:00-18:00', element, 0);
    expect(library).not.toHaveBeenCalled();
    parse('Mo-Fr sunrise-sunset', element, 60);
    expect(library).toHaveBeenCalledWith('Mo-Fr sunrise-sunset', element, 60);
    expect(() => withOwnEvaluator()('Mo-Sa 18:00+', element)).toThrow(/library/);
  });

  it('withOwnEvaluator: an evaluator already made for the element is used, not made again', () => {
    const element = { ...MUNICH_ELEMENT, tags: { opening_hours: 'Mo-Fr 08:00-18:00' } };
    const made = { getOpenIntervals: () => [] };
    const library = jest.fn(() => ({ getOpenIntervals: () => [] }));
    expect(withOwnEvaluator(library, new Map([[element, made]]))('Mo-Fr 08:00-18:00', element)).toBe(made);
    // Known as declined: the library, without evaluating again.
    withOwnEvaluator(library, new Map([[element, undefined]]))('Mo-Fr 08:00-18:00', element);
    expect(library).toHaveBeenCalledTimes(1);
  });
});
