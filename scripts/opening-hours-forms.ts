/**
 * Which `opening_hours` forms the demo extract uses, and which of them our own evaluator reads
 * (issue 30, Documentation/opening-hours.md). Reads every node, way and relation of the extract with
 * the demo server's reader (fixtures/server/osm/parse.ts), writes the distinct values with their
 * counts to fixtures/data/osm/opening-hours.json (the unit tests' data: they cannot read the PBF)
 * and prints a Markdown table form → values → accepted by our evaluator.
 *
 *   npx ts-node scripts/opening-hours-forms.ts            table, and rewrite the JSON
 *   npx ts-node scripts/opening-hours-forms.ts --check    table; exit 1 if the JSON differs
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readExtract } from '../fixtures/server/osm/parse';
import { evaluateOpeningHours } from '../Resources/Private/TypeScript/places/sources/osm/hours-eval';

const ROOT = path.join(__dirname, '..');
const EXTRACT = 'fixtures/data/osm/muenchen-altstadt.osm.pbf';
const OUT = path.join(ROOT, 'fixtures', 'data', 'osm', 'opening-hours.json');

const DAY = String.raw`\b(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)\b`;
const has = (pattern: string | RegExp) => (v: string) =>
  (typeof pattern === 'string' ? new RegExp(pattern) : pattern).test(v);

/**
 * The forms: a name, whether our evaluator reads it, a test on the value. A value shows several
 * forms and is counted under each; one our evaluator reads is still declined when another of its
 * forms is not (hence "accepted" below "values" on a handled form).
 */
export const FORMS: readonly (readonly [form: string, handled: boolean, test: (v: string) => boolean])[] = [
  ['`24/7`', true, (v) => v.includes('24/7')],
  ['weekday range `Mo-Fr`, `Sa-Su`, `Su-Th`', true, has(`${DAY}\\s*-\\s*${DAY}`)],
  ['weekday list `Sa,Su`, `Su,PH`', true, has(`${DAY}\\s*,\\s*${DAY}`)],
  ['several rules `;`', true, (v) => v.includes(';')],
  ['additional rule `…, Sa 10:00-14:00`', true, has(`\\d\\s*,\\s*${DAY}`)],
  ['several time ranges `08:00-12:00,14:00-18:00`', true, has(/\d:\d\d\s*,\s*\d\d?:\d\d/)],
  ['past midnight `22:00-02:00`, `12:00-12:00`', true, (v) => pastMidnight(v)],
  ['end `24:00`', true, has(/-\s*24:00/)],
  ['`off` / `closed`', true, has(/\b(off|closed)\b/)],
  ['`PH off` / `PH closed`', true, has(/\bPH\s+(off|closed)\b/)],
  ['PH with hours `Su,PH 10:00-18:00`', true, has(/\bPH\b(?!\s+(off|closed))/)],
  ['hour with one digit `9:30`', true, has(/(^|[^\d])\d:\d\d/)],
  ['school holidays `SH`', false, has(/\bSH\b/)],
  [
    'months, dates `Dec 25`, `Jun 24-Aug 6`',
    false,
    has(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/),
  ],
  ['week numbers `week 01-26`', false, has(/\bweek\b/)],
  ['years `2020`', false, (v) => /\b(19|20)\d\d\b/.test(v.replace(/\d\d?:\d\d/g, ''))],
  ['nth weekday `Sa[1]`', false, (v) => v.includes('[')],
  ['sunrise, sunset, dawn, dusk', false, has(/sunrise|sunset|dawn|dusk/)],
  ['open end `18:00+`', false, has(/\d\+/)],
  ['comment `"…"`', false, (v) => v.includes('"')],
  ['fallback `\\|\\|`', false, (v) => v.includes('||')],
  ['easter, `+1 day` offsets', false, has(/easter|\bdays?\b/)],
];

/** Declined values with none of the declined forms above: misspellings (`So`, `Ph`, `Off`, `8-18`). */
const OTHER = 'other spellings, typos (`So`, `Ph`, `Off`, `Mo-Su11:30`, `20:0`)';

function pastMidnight(value: string): boolean {
  return [...value.matchAll(/(\d\d):(\d\d)\s*-\s*(\d\d):(\d\d)/g)].some(
    ([, h1, m1, h2, m2]) => Number(h2) * 60 + Number(m2) <= Number(h1) * 60 + Number(m1),
  );
}

export interface FormsFile {
  source: string;
  sha256: string;
  licence: string;
  generator: string;
  /** Elements with the tag (nodes, ways and relations). */
  total: number;
  /** Each distinct value with the number of elements that carry it. */
  values: Record<string, number>;
}

/** The Markdown table (and a totals line) for the values and their counts. */
export function formsTable(values: Readonly<Record<string, number>>): string {
  const entries = Object.entries(values);
  const sum = (list: [string, number][]): number => list.reduce((n, [, count]) => n + count, 0);
  const ours = (value: string): boolean => evaluateOpeningHours(value) !== undefined;
  const declined = FORMS.filter(([, handled]) => !handled);
  const rows = [
    ...FORMS.map(([form, handled, test]) => [form, handled, entries.filter(([v]) => test(v))] as const),
    [OTHER, false, entries.filter(([v]) => !ours(v) && !declined.some(([, , test]) => test(v)))] as const,
  ]
    .filter(([, , having]) => having.length > 0)
    .map(([form, handled, having]) => [
      form,
      String(sum(having)),
      String(sum(having.filter(([v]) => ours(v)))),
      handled ? 'yes' : 'no',
    ]);
  const header = ['form', 'values', 'accepted', 'handled'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const accepted = entries.filter(([v]) => ours(v));
  return [
    line(header),
    `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : '-'.repeat(w - 1) + ':')).join(' | ')} |`,
    ...rows.map(line),
    '',
    `${String(sum(entries))} values (${String(entries.length)} distinct): ${String(sum(accepted))} ` +
      `(${String(accepted.length)} distinct) accepted by our evaluator, the rest go to the library.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const extract = await readExtract(path.join(ROOT, EXTRACT));
  const counts = new Map<string, number>();
  const elements = [...extract.nodes, ...extract.ways.values(), ...extract.relations.values()];
  for (const { tags } of elements) {
    const value = tags.opening_hours;
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const values = Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const file: FormsFile = {
    source: `${EXTRACT} (an OpenStreetMap extract, see fixtures/data/osm/README.md)`,
    sha256: createHash('sha256')
      .update(readFileSync(path.join(ROOT, EXTRACT)))
      .digest('hex'),
    licence: '© OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)',
    generator: 'scripts/opening-hours-forms.ts',
    total: [...counts.values()].reduce((a, b) => a + b, 0),
    values,
  };
  const json = JSON.stringify(file, null, 2) + '\n';
  console.log(formsTable(values));
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== json) {
      console.error(`${OUT} differs from the extract: run without --check to rewrite it.`);
      process.exitCode = 1;
    }
  } else writeFileSync(OUT, json);
}

if (require.main === module) void main();
