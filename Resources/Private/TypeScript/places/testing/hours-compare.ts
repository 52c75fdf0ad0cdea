/**
 * Test helpers for our `opening_hours` evaluator (sources/osm/hours-eval.ts): its answers beside the
 * library's, and a seeded generator of values in the grammar it reads (sources/osm/hours-syntax.ts).
 * Plain functions, so that a test can run them in a child process under another TZ as well.
 */
import type { OsmElement } from '../sources/osm/elements';
import { seeded } from '../../../../../tests/seeded';
import { evaluateOpeningHours } from '../sources/osm/hours-eval';
import { parseOpeningHours } from '../sources/osm/hours-parser';

/** A place in Munich without Nominatim address: holidays of Bavaria for both evaluators. */
export const MUNICH_ELEMENT: OsmElement = {
  osmType: 'node',
  osmId: 1,
  lat: 48.137,
  lon: 11.575,
  tags: {},
  address: null,
  bounds: null,
};

/** A window [from, to) as local-field Date parts: year, month (0-based), day, hour, minute, days long. */
export type Window = readonly [number, number, number, number, number, number];

/**
 * The windows the tests compare over: week boundaries (a Sunday to Sunday, one starting 13:37), the
 * DST change weeks of March and October 2026, Bavarian holiday weeks (New Year and Epiphany, Easter,
 * Ascension with 1 May, Whitsun and Corpus Christi, 8 and 15 August, 3 October, 1 November,
 * Christmas into 2027).
 */
export const WINDOWS: readonly Window[] = [
  [2026, 0, 1, 0, 0, 8],
  [2026, 2, 22, 0, 0, 8],
  [2026, 2, 28, 13, 37, 3],
  [2026, 3, 1, 0, 0, 8],
  [2026, 3, 30, 0, 0, 16],
  [2026, 4, 24, 0, 0, 12],
  [2026, 7, 7, 0, 0, 10],
  [2026, 9, 1, 0, 0, 4],
  [2026, 9, 24, 0, 0, 9],
  [2026, 10, 1, 0, 0, 2],
  [2026, 11, 20, 0, 0, 14],
];

const serialise = (answer: () => unknown): string => {
  try {
    return JSON.stringify(answer());
  } catch {
    return 'throws';
  }
};

/**
 * The values (and windows) where ours and the library's answers differ, `declined` for those ours
 * does not read, and how many windows were compared.
 */
export function compareWithLibrary(
  values: readonly string[],
  windows: readonly Window[] = WINDOWS,
): { accepted: number; declined: string[]; compared: number; differences: string[] } {
  const declined: string[] = [];
  const differences: string[] = [];
  let compared = 0;
  for (const value of values) {
    const own = evaluateOpeningHours(value, MUNICH_ELEMENT);
    if (!own) {
      declined.push(value);
      continue;
    }
    let library: ReturnType<typeof parseOpeningHours>;
    try {
      library = parseOpeningHours(value, MUNICH_ELEMENT);
    } catch {
      differences.push(`${value}: the library rejects it`);
      continue;
    }
    for (const [year, month, day, hour, minute, days] of windows) {
      const from = new Date(year, month, day, hour, minute);
      const to = new Date(year, month, day + days, hour, minute);
      compared += 1;
      const ours = serialise(() => own.getOpenIntervals(from, to));
      const theirs = serialise(() => library.getOpenIntervals(from, to));
      if (ours !== theirs) {
        differences.push(`${value} from ${from.toString()}: ours ${ours}, library ${theirs}`);
        break;
      }
    }
  }
  return { accepted: values.length - declined.length, declined, compared, differences };
}

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/** `count` values in the grammar our evaluator reads, from `seed`. */
export function generateValues(seed: number, count: number): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const chance = (p: number): boolean => random() < p;
  const two = (n: number): string => String(n).padStart(2, '0');
  const clock = (minutes: number): string => {
    const hours = Math.floor(minutes / 60);
    return `${chance(0.1) ? String(hours) : two(hours)}:${two(minutes % 60)}`;
  };
  const minute = (): number =>
    chance(0.7) ? 15 * Math.floor(random() * 96) : Math.floor(random() * 24 * 60);
  const time = (): string => {
    const from = minute();
    const to = chance(0.1) ? 24 * 60 : chance(0.08) ? from : minute();
    return `${clock(from)}${pick(['-', '-', ' - '])}${clock(to)}`;
  };
  const days = (): string => {
    if (chance(0.08)) return 'PH';
    const items: string[] = [];
    const n = 1 + Math.floor(random() * (chance(0.7) ? 1 : 3));
    for (let i = 0; i < n; i++) {
      if (chance(0.1)) items.push('PH');
      else if (chance(0.55)) items.push(`${pick(DAYS)}-${pick(DAYS)}`);
      else items.push(pick(DAYS));
    }
    return items.join(pick([',', ',', ', ']));
  };
  const values: string[] = [];
  while (values.length < count) {
    const rules: string[] = [];
    const n = 1 + Math.floor(random() * 4);
    let previousEndsInTimeOrState = false;
    for (let i = 0; i < n; i++) {
      const parts: string[] = [];
      if (chance(0.85)) parts.push(days());
      let hasTime = false;
      if (chance(0.05)) {
        parts.push('24/7');
        hasTime = true;
      } else if (chance(0.8)) {
        const ranges = Array.from({ length: 1 + Math.floor(random() * (chance(0.7) ? 1 : 3)) }, time);
        parts.push(ranges.join(pick([',', ', '])));
        hasTime = true;
      }
      const state = chance(0.2) ? pick(['off', 'closed', 'open']) : undefined;
      if (state) parts.push(state);
      if (parts.length === 0) parts.push('off');
      const separator =
        i === 0 ? '' : previousEndsInTimeOrState && chance(0.3) ? pick([', ', ',']) : pick(['; ', ';']);
      rules.push(separator + parts.join(' '));
      // `24/7,` is no additional rule to the library; after times or a state a "," is one.
      previousEndsInTimeOrState = (hasTime && parts.at(-1) !== '24/7') || state !== undefined;
    }
    values.push(rules.join(''));
  }
  return values;
}
