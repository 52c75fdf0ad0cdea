/** @jest-environment node */
/**
 * The glyph ranges of "Noto Sans Regular", decoded from the PBF bytes: the German letters and
 * typography in their ranges, fontnik's metrics (checked against the font's own bounding boxes and
 * against what MapLibre's local TinySDF path computes), a shared baseline, empty ranges.
 */
import { parse } from 'opentype.js';
import { readFileSync } from 'node:fs';
import { EM, fontFile, GlyphStack, loadFace, RANGE_STARTS, STACKS, SUBSETS } from './glyphs';
import { decodeGlyphPbf, type DecodedGlyph } from './test-decode';

const regular = STACKS[0]!;
const stack = GlyphStack.load(regular);

/** The glyph of `char`, read back from its range's PBF. */
function decoded(char: string): DecodedGlyph & { range: string } {
  const id = char.codePointAt(0)!;
  const start = id - (id % 256);
  const [fontstack] = decodeGlyphPbf(stack.range(start).bytes);
  const glyph = fontstack?.glyphs.find((item) => item.id === id);
  if (glyph === undefined) throw new Error(`${char} (U+${id.toString(16)}) not in range ${start}`);
  return { ...glyph, range: fontstack!.range! };
}

describe('glyph ranges', () => {
  it('are the 256 ranges 0-255 … 65280-65535', () => {
    expect(RANGE_STARTS).toHaveLength(256);
    expect(RANGE_STARTS[0]).toBe(0);
    expect(RANGE_STARTS.at(-1)).toBe(65280);
    expect(stack.range(65280).file).toBe('65280-65535.pbf');
  });

  it('hold every German letter and sign in the right range, drawn, with a (w+6)·(h+6) SDF', () => {
    const expected: [string, string][] = [
      ...['ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü', 'ß'].map((char): [string, string] => [char, '0-255']),
      ['ẞ', '7680-7935'],
      ...['„', '“', '‚', '‘', '–', '—', '…', '€'].map((char): [string, string] => [char, '8192-8447']),
    ];
    for (const [char, range] of expected) {
      const glyph = decoded(char);
      expect([char, glyph.range]).toEqual([char, range]);
      expect(glyph.width).toBeGreaterThan(0);
      expect(glyph.height).toBeGreaterThan(0);
      expect(glyph.advance).toBeGreaterThan(0);
      expect(glyph.bitmap).toHaveLength((glyph.width! + 6) * (glyph.height! + 6));
    }
  });

  it('give plausible advances and sizes', () => {
    expect(decoded('i').advance).toBeLessThan(decoded('m').advance!);
    expect(decoded('W').width).toBeGreaterThan(decoded('l').width!);
    // Capital sharp s (U+1E9E) is a capital letter: as tall as H.
    expect(decoded('ẞ').height).toBe(decoded('H').height);
    expect(decoded('Ä').height).toBeGreaterThan(decoded('A').height!);
  });

  it('share one baseline: x and X end on it, p descends below, the umlaut dots sit above A', () => {
    const bottom = (glyph: DecodedGlyph) => glyph.top! - glyph.height!;
    expect(Math.abs(bottom(decoded('x')) - bottom(decoded('X')))).toBeLessThanOrEqual(1);
    expect(Math.abs(bottom(decoded('H')) - bottom(decoded('o')))).toBeLessThanOrEqual(1);
    expect(bottom(decoded('p'))).toBeLessThan(bottom(decoded('x')) - 3);
    expect(decoded('Ä').top).toBeGreaterThan(decoded('A').top!);
    expect(decoded('x').top).toBeLessThan(decoded('X').top!);
  });

  it("match fontnik's rules: top = box top − ascender (26 px), width = rounded box, advance truncated", () => {
    const face = loadFace(fontFile('latin', regular));
    expect(face.ascender).toBe(26); // hhea ascender 1069/1000 em · 24 = 25.66 → rounded up
    const font = parse(Uint8Array.from(readFileSync(fontFile('latin', regular))).buffer);
    let checked = 0;
    for (const char of 'XxpgÄß€„') {
      const source = font.glyphs.get(font.tables.cmap.glyphIndexMap[char.codePointAt(0)!] ?? 0);
      // opentype.js keeps each glyph's bounding box from the glyf table (font units).
      const box = source as unknown as { xMin: number; xMax: number; yMin: number; yMax: number };
      const px = (units: number) => (units * EM) / font.unitsPerEm;
      const glyph = decoded(char);
      expect([char, glyph.left]).toEqual([char, Math.round(px(box.xMin))]);
      expect([char, glyph.width]).toEqual([char, Math.round(px(box.xMax)) - Math.round(px(box.xMin))]);
      expect([char, glyph.height]).toEqual([char, Math.round(px(box.yMax)) - Math.round(px(box.yMin))]);
      expect([char, glyph.top]).toEqual([char, Math.round(px(box.yMax)) - 26]);
      expect([char, glyph.advance]).toEqual([char, Math.floor(px(source.advanceWidth!))]);
      checked++;
    }
    expect(checked).toBe(8);
  });

  it("lie within a pixel or two of MapLibre's local (TinySDF) glyph metrics", () => {
    // glyph_manager.ts _drawGlyph: top = glyphTop − 27.5 with glyphTop the ink's height above the
    // baseline (whole pixels at 48 px, halved), left = ink left + 0.5, advance = the text advance.
    const font = parse(Uint8Array.from(readFileSync(fontFile('latin', regular))).buffer);
    for (const char of 'HXxbdfpy') {
      const source = font.glyphs.get(font.tables.cmap.glyphIndexMap[char.codePointAt(0)!] ?? 0);
      const box = source as unknown as { xMin: number; yMax: number };
      const px = (units: number) => (units * EM) / font.unitsPerEm;
      const local = {
        top: Math.ceil(px(box.yMax) * 2) / 2 - 27.5,
        left: px(box.xMin) + 0.5,
        advance: px(source.advanceWidth!),
      };
      const glyph = decoded(char);
      expect(Math.abs(glyph.top! - local.top)).toBeLessThanOrEqual(2);
      expect(Math.abs(glyph.left! - local.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(glyph.advance! - local.advance)).toBeLessThan(1);
    }
  });

  it('draw the SDF the right way up, with the counter of "o" open and its ring solid', () => {
    const o = decoded('o');
    const width = o.width! + 6;
    const height = o.height! + 6;
    const pixel = (column: number, row: number) => o.bitmap![row * width + column]!;
    expect(pixel(Math.floor(width / 2), Math.floor(height / 2))).toBeLessThan(192);
    expect(pixel(4, Math.floor(height / 2))).toBeGreaterThanOrEqual(192);
    expect(pixel(0, 0)).toBe(0);
    // "p": the bowl is at the top, the stem alone at the bottom left.
    const p = decoded('p');
    const pw = p.width! + 6;
    const ph = p.height! + 6;
    const row = (r: number) => Array.from({ length: pw }, (_, column) => p.bitmap![r * pw + column]! >= 192);
    expect(row(ph - 5).filter(Boolean).length).toBeLessThan(pw / 2);
    expect(
      row(ph - 5)
        .slice(0, Math.floor(pw / 2))
        .some(Boolean),
    ).toBe(true);
    expect(
      row(ph - 5)
        .slice(Math.ceil(pw / 2))
        .some(Boolean),
    ).toBe(false);
  });

  it('write a glyph without ink (space) with its advance and no bitmap', () => {
    const space = decoded(' ');
    expect(space).toEqual({ id: 32, width: 0, height: 0, left: 0, top: -26, advance: 6, range: '0-255' });
  });

  it('write an empty range with its stack name and range', () => {
    const bytes = stack.range(0x3000).bytes;
    expect(decodeGlyphPbf(bytes)).toEqual([{ name: 'Noto Sans Regular', range: '12288-12543', glyphs: [] }]);
  });

  it('take a code point from the first subset that has it', () => {
    const faces = SUBSETS.slice(0, 2).map((subset) => loadFace(fontFile(subset, regular)));
    const merged = new GlyphStack(regular, faces);
    // U+0308 (combining diaeresis) is in both latin and latin-ext; ẞ only in latin-ext.
    expect(faces[1]!.font.tables.cmap.glyphIndexMap[0x308]).toBeDefined();
    expect(merged.sources.get(0x308)?.face).toBe(faces[0]);
    expect(merged.sources.get(0x41)?.face).toBe(faces[0]);
    expect(merged.sources.get(0x1e9e)?.face).toBe(faces[1]);
    // Cyrillic and Greek come from the later subsets of the full stack.
    expect(stack.glyph(0x0436)?.width).toBeGreaterThan(0);
    expect(stack.glyph(0x03a9)?.width).toBeGreaterThan(0);
  });
});
