/**
 * SDF glyph ranges of the OpenStreetMap map style's font stacks, built from the Noto Sans WOFF
 * subsets of @fontsource/noto-sans with opentype.js, the way node-fontnik (sdf-glyph-foundry +
 * FreeType) builds them, so MapLibre lays them out like any server's glyphs:
 *   - 24 px per em, scaled with FreeType's 16.16 fixed-point arithmetic, unhinted (FT_LOAD_NO_HINTING);
 *   - the outline's bounding box rounded to whole pixels gives left, width, height and the top edge;
 *     `top` is that edge minus the face's ascender at 24 px (FreeType's size metrics, rounded up);
 *   - `advance` is the unhinted advance, truncated to whole pixels;
 *   - the bitmap is the SDF of (width + 6) × (height + 6) px (3 px border, sdf.ts's encoding);
 *   - a glyph without outline (space) has width = height = left = 0, top = −ascender, no bitmap.
 * A font stack merges the subsets: a code point comes from the first subset (SUBSETS order) that maps
 * it. Every one of the 256 ranges 0-255 … 65280-65535 is written, empty ones too, so MapLibre never
 * asks for a file that is not there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Font } from 'opentype.js';
import { bounds, flatten, type Ring } from './outline';
import { encodeGlyphRange, type Glyph } from './protobuf';
import { renderSdf } from './sdf';

/** Pixels per em of the glyph PBFs (MapLibre's ONE_EM). */
export const EM = 24;
/** The SDF border around each glyph bitmap (MapLibre's GLYPH_PBF_BORDER). */
export const BORDER = 3;
/** Largest distance between a flattened curve and the real one, px. */
const TOLERANCE = 0.05;

export interface FontStack {
  /** The name the style's `text-font` uses, and the folder under glyphs/. */
  name: string;
  weight: number;
  style: 'normal' | 'italic';
}

export const STACKS: readonly FontStack[] = [
  { name: 'Noto Sans Regular', weight: 400, style: 'normal' },
  { name: 'Noto Sans Bold', weight: 700, style: 'normal' },
  { name: 'Noto Sans Italic', weight: 400, style: 'italic' },
];

/** The fontsource subsets, in the order a code point is looked up. */
export const SUBSETS: readonly string[] = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
  'devanagari',
];

/** The first code point of each of the 256 ranges. */
export const RANGE_STARTS: readonly number[] = Array.from({ length: 256 }, (_, index) => index * 256);

export const FONT_DIR = path.join(__dirname, '../../node_modules/@fontsource/noto-sans/files');

export function fontFile(subset: string, stack: FontStack, dir = FONT_DIR): string {
  return path.join(dir, `noto-sans-${subset}-${stack.weight}-${stack.style}.woff`);
}

/** FreeType's FT_MulFix: a · b / 65536, rounded half away from zero. */
function mulFix(a: number, b: number): number {
  const sign = Math.sign(a) * Math.sign(b);
  return sign * Math.floor((Math.abs(a) * Math.abs(b) + 0x8000) / 0x10000);
}

/** C++'s std::round: halves away from zero (and no −0). */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** A font file at 24 px/em, with FreeType's scale and size metrics. */
export interface Face {
  font: Font;
  /** FreeType's 16.16 scale from font units to 26.6 pixels: FT_DivFix(24 · 64, unitsPerEm). */
  scale: number;
  /** size->metrics.ascender / 64: the ascender in whole pixels. */
  ascender: number;
}

export function loadFace(file: string): Face {
  const data = readFileSync(file);
  const font = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  const em = font.unitsPerEm;
  const scale = Math.floor((EM * 64 * 0x10000 + Math.floor(em / 2)) / em);
  // FreeType takes hhea's ascender (OS/2's typographic one when hhea has none), scales it and rounds
  // it up to whole pixels, or to the nearest for fonts with bit 3 of head.flags (integer ppem) set.
  const { hhea, os2, head } = font.tables;
  const units =
    hhea.ascender !== 0 || hhea.descender !== 0 || os2 === undefined ? hhea.ascender : os2.sTypoAscender;
  const scaled = mulFix(units, scale);
  const pixels = (head.flags & 8) !== 0 ? Math.floor((scaled + 32) / 64) : Math.ceil(scaled / 64);
  return { font, scale, ascender: pixels };
}

/** Renders glyph `index` of `face` as code point `id`, with fontnik's metrics. */
export function renderGlyph(face: Face, index: number, id: number): Glyph {
  const glyph = face.font.glyphs.get(index);
  const advance = Math.floor(mulFix(glyph.advanceWidth ?? 0, face.scale) / 64);
  // FreeType scales every outline point to 26.6 fixed point; opentype.js gives them in font units.
  const rings = flatten(
    glyph.path.commands,
    (x, y) => [mulFix(x, face.scale) / 64, mulFix(y, face.scale) / 64],
    TOLERANCE,
  );
  const box = bounds(rings);
  const blank: Glyph = { id, bitmap: undefined, width: 0, height: 0, left: 0, top: -face.ascender, advance };
  if (box === undefined) return blank;
  const minX = roundHalfAway(box.minX);
  const minY = roundHalfAway(box.minY);
  const maxX = roundHalfAway(box.maxX);
  const maxY = roundHalfAway(box.maxY);
  const width = maxX - minX;
  const height = maxY - minY;
  if (width <= 0 || height <= 0) return blank;

  // Into raster space: the box's top-left corner at (BORDER, BORDER), y down.
  const raster: Ring[] = rings.map((ring) => {
    const moved = new Float64Array(ring.length);
    for (let i = 0; i < ring.length; i += 2) {
      moved[i] = (ring[i] ?? 0) - minX + BORDER;
      moved[i + 1] = maxY + BORDER - (ring[i + 1] ?? 0);
    }
    return moved;
  });
  const bitmap = renderSdf(raster, width + 2 * BORDER, height + 2 * BORDER);
  return { id, bitmap, width, height, left: minX, top: maxY - face.ascender, advance };
}

/** Where a code point of a stack comes from. */
interface Source {
  face: Face;
  index: number;
}

/** One font stack: its subsets' faces, merged into one code point map; renders are cached. */
export class GlyphStack {
  readonly sources = new Map<number, Source>();
  private readonly cache = new Map<Face, Map<number, Glyph>>();

  constructor(
    readonly stack: FontStack,
    faces: readonly Face[],
  ) {
    for (const face of faces) {
      const map = face.font.tables.cmap.glyphIndexMap;
      const points = Object.keys(map)
        .map(Number)
        .sort((a, b) => a - b);
      for (const point of points) {
        const index = map[point] ?? 0;
        // Glyph 0 is .notdef (fontnik skips it too); ranges stop at U+FFFF.
        if (index !== 0 && point <= 0xffff && !this.sources.has(point))
          this.sources.set(point, { face, index });
      }
    }
  }

  static load(stack: FontStack, subsets: readonly string[] = SUBSETS, dir = FONT_DIR): GlyphStack {
    return new GlyphStack(
      stack,
      subsets.map((subset) => loadFace(fontFile(subset, stack, dir))),
    );
  }

  /** The glyph of code point `id`, or undefined when no subset has it. */
  glyph(id: number): Glyph | undefined {
    const source = this.sources.get(id);
    if (source === undefined) return undefined;
    let rendered = this.cache.get(source.face);
    if (rendered === undefined) this.cache.set(source.face, (rendered = new Map<number, Glyph>()));
    let glyph = rendered.get(source.index);
    if (glyph === undefined) rendered.set(source.index, (glyph = renderGlyph(source.face, source.index, id)));
    return { ...glyph, id };
  }

  /** The glyphs of range `start`…`start + 255`, in code point order. */
  rangeGlyphs(start: number): Glyph[] {
    const glyphs: Glyph[] = [];
    for (let id = start; id < start + 256; id++) {
      const glyph = this.glyph(id);
      if (glyph !== undefined) glyphs.push(glyph);
    }
    return glyphs;
  }

  /** The PBF of range `start`…`start + 255`, and how many glyphs it holds. */
  range(start: number): { file: string; bytes: Uint8Array; glyphs: number } {
    const glyphs = this.rangeGlyphs(start);
    return {
      file: `${start}-${start + 255}.pbf`,
      bytes: encodeGlyphRange(this.stack.name, start, start + 255, glyphs),
      glyphs: glyphs.length,
    };
  }
}
