/**
 * The part of opentype.js@2 (no types of its own) that scripts/map-assets/glyphs.ts uses:
 * `parse(arrayBuffer)` of a WOFF/TTF file, the font's cmap, metrics tables and glyph outlines (in
 * font units, y up).
 */
declare module 'opentype.js' {
  type Command =
    | { type: 'M'; x: number; y: number }
    | { type: 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  interface Glyph {
    index: number;
    /** Advance width in font units. */
    advanceWidth?: number;
    /** The raw outline in font units, y up (TrueType contours as M/L/Q … Z). */
    path: { commands: Command[] };
  }

  interface Font {
    unitsPerEm: number;
    glyphs: { length: number; get(index: number): Glyph };
    tables: {
      /** Code point (as an object key) → glyph index. */
      cmap: { glyphIndexMap: Record<string, number> };
      head: { flags: number; unitsPerEm: number };
      hhea: { ascender: number; descender: number };
      os2?: { sTypoAscender: number; sTypoDescender: number };
    };
  }

  function parse(buffer: ArrayBuffer): Font;
}
