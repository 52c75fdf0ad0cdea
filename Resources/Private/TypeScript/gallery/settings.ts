/**
 * The grid gallery's per-element settings (spec 3.1, 9.3), with the names of 3.1. Defaults: row
 * height 120 and margins 1 (9.3); captions shown, no shuffling, last row 'nojustify' and a border
 * equal to the margins, as in the Justified Gallery plugin the old site used.
 *
 * A bad value does not stop the gallery: the field gets its default and the integrator a console
 * error naming the field (the caller logs the returned issues).
 */
import { flag, integer, number, oneOf, type Schema, type SchemaIssue } from '../core/schema';

export const LAST_ROW_MODES = ['justify', 'nojustify', 'left', 'center', 'right', 'hide'] as const;
export type LastRow = (typeof LAST_ROW_MODES)[number];

/** A last row filled beyond this share of the width is justified whatever the mode (9.3). */
export const JUSTIFY_THRESHOLD = 0.9;

export interface GallerySettings {
  rowHeight: number;
  margins: number;
  captions: boolean;
  randomize: boolean;
  lastRow: LastRow;
  /** -1: the same as the margins. */
  border: number;
}

export const DEFAULTS: GallerySettings = {
  rowHeight: 120,
  margins: 1,
  captions: true,
  randomize: false,
  lastRow: 'nojustify',
  border: -1,
};

const FIELDS: { [K in keyof GallerySettings]: [name: string, schema: Schema<GallerySettings[K]>] } = {
  rowHeight: ['row-height', number({ min: 20, max: 2000, coerce: true, describe: 'a row height in pixels' })],
  margins: ['margins', integer({ min: 0, max: 100, coerce: true, describe: 'a gap in pixels' })],
  captions: ['captions', flag()],
  randomize: ['randomize', flag()],
  lastRow: ['last-row', oneOf(LAST_ROW_MODES)],
  border: [
    'border',
    integer({ min: -1, max: 100, coerce: true, describe: 'a border in pixels, -1 for the margins' }),
  ],
};

/** The widget's boundary schema: any object; the fields are checked one by one below. */
export const schema: Schema<Record<string, unknown>> = {
  expected: 'an object',
  parse: (value, path = '') =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : { ok: false, issue: { path, expected: 'an object', got: value } },
};

export function parseGallerySettings(raw: Record<string, unknown>): {
  settings: GallerySettings;
  issues: SchemaIssue[];
} {
  const settings = { ...DEFAULTS } as Record<keyof GallerySettings, unknown>;
  const issues: SchemaIssue[] = [];
  for (const [key, [name, fieldSchema]] of Object.entries(FIELDS) as [
    keyof GallerySettings,
    [string, Schema<unknown>],
  ][]) {
    const value = raw[name];
    if (value === undefined || value === null) continue;
    const result = fieldSchema.parse(value, name);
    if (result.ok) settings[key] = result.value;
    else issues.push(result.issue);
  }
  return { settings: settings as GallerySettings, issues };
}
