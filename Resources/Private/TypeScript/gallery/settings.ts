/**
 * The grid gallery's per-element settings (spec 3.1, 9.3), with the names of 3.1. Defaults: row
 * height 120 and margins 1 (9.3); captions shown, no shuffling, last row 'nojustify' and a border
 * equal to the margins, as in the Justified Gallery plugin the old site used.
 *
 * A bad value does not stop the gallery: the field gets its default and the integrator a console
 * error naming the field (a `lenientObject`: the mounting core logs each field that took its default).
 */
import { flag, integer, lenientObject, number, oneOf, optional, type Infer } from '../core/schema';

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

/** The 3.1 names, each with its default: a bad value takes the default and is reported. */
export const schema = lenientObject({
  'row-height': optional(
    number({ min: 20, max: 2000, coerce: true, describe: 'a row height in pixels' }),
    DEFAULTS.rowHeight,
  ),
  margins: optional(
    integer({ min: 0, max: 100, coerce: true, describe: 'a gap in pixels' }),
    DEFAULTS.margins,
  ),
  captions: optional(flag(), DEFAULTS.captions),
  randomize: optional(flag(), DEFAULTS.randomize),
  'last-row': optional(oneOf(LAST_ROW_MODES), DEFAULTS.lastRow),
  border: optional(
    integer({ min: -1, max: 100, coerce: true, describe: 'a border in pixels, -1 for the margins' }),
    DEFAULTS.border,
  ),
});

/** The widget's settings from the 3.1 fields. */
export function gallerySettings(fields: Infer<typeof schema>): GallerySettings {
  return {
    rowHeight: fields['row-height'],
    margins: fields.margins,
    captions: fields.captions,
    randomize: fields.randomize,
    lastRow: fields['last-row'],
    border: fields.border,
  };
}
