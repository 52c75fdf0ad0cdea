/** @jest-environment node */
/**
 * The glyph PBF writer: wire bytes of varints and zigzag sint32, and a whole range read back with an
 * independent decoder (test-decode.ts) the way MapLibre's parse_glyph_pbf.ts reads it.
 */
import { encodeGlyph, encodeGlyphRange, ProtoWriter, type Glyph } from './protobuf';
import { decodeGlyphPbf } from './test-decode';

describe('ProtoWriter', () => {
  it('writes varints in 7-bit groups, low group first', () => {
    expect([...new ProtoWriter().varint(0).finish()]).toEqual([0]);
    expect([...new ProtoWriter().varint(127).finish()]).toEqual([127]);
    expect([...new ProtoWriter().varint(300).finish()]).toEqual([0xac, 0x02]);
    expect([...new ProtoWriter().varint(0xffffffff).finish()]).toEqual([0xff, 0xff, 0xff, 0xff, 0x0f]);
    expect(() => new ProtoWriter().varint(-1)).toThrow(RangeError);
    expect(() => new ProtoWriter().varint(1.5)).toThrow(RangeError);
  });

  it('zigzag-encodes sint32 behind a varint key', () => {
    const bytes = (value: number) => [...new ProtoWriter().sint32(5, value).finish()];
    // key: field 5, wire type 0 → 40
    expect(bytes(0)).toEqual([40, 0]);
    expect(bytes(-1)).toEqual([40, 1]);
    expect(bytes(1)).toEqual([40, 2]);
    expect(bytes(-9)).toEqual([40, 17]);
    expect(bytes(-2147483648)).toEqual([40, 0xff, 0xff, 0xff, 0xff, 0x0f]);
  });

  it('writes length-delimited strings as UTF-8', () => {
    expect([...new ProtoWriter().string(1, 'ß').finish()]).toEqual([10, 2, 0xc3, 0x9f]);
  });

  it('grows past its first buffer', () => {
    const big = new Uint8Array(1000).map((_, index) => index % 251);
    const out = new ProtoWriter().bytesField(2, big).finish();
    expect(out.length).toBe(1 + 2 + 1000);
    expect([...out.subarray(3)]).toEqual([...big]);
  });
});

describe('encodeGlyphRange', () => {
  const drawn: Glyph = {
    id: 223,
    bitmap: Uint8Array.from({ length: (4 + 6) * (5 + 6) }, (_, index) => index),
    width: 4,
    height: 5,
    left: -2,
    top: -9,
    advance: 15,
  };
  const blank: Glyph = { id: 32, bitmap: undefined, width: 0, height: 0, left: 0, top: -26, advance: 6 };

  it('reads back with every field of every glyph', () => {
    const [stack, ...rest] = decodeGlyphPbf(encodeGlyphRange('Noto Sans Regular', 0, 255, [blank, drawn]));
    expect(rest).toEqual([]);
    expect(stack?.name).toBe('Noto Sans Regular');
    expect(stack?.range).toBe('0-255');
    expect(stack?.glyphs).toEqual([
      { id: 32, width: 0, height: 0, left: 0, top: -26, advance: 6 },
      { ...drawn, bitmap: drawn.bitmap },
    ]);
  });

  it('writes the glyph fields in field-number order, the bitmap only for a drawn glyph', () => {
    const keys = (bytes: Uint8Array) => {
      const found: number[] = [];
      for (let at = 0; at < bytes.length;) {
        const key = bytes[at++]!;
        found.push(key >> 3);
        if ((key & 7) === 2) at += 1 + bytes[at]!;
        else while (bytes[at++]! >= 0x80);
      }
      return found;
    };
    expect(keys(encodeGlyph(drawn))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(keys(encodeGlyph(blank))).toEqual([1, 3, 4, 5, 6, 7]);
  });

  it('writes a range without glyphs as a stack with name and range only', () => {
    const bytes = encodeGlyphRange('Noto Sans Bold', 65280, 65535, []);
    expect(decodeGlyphPbf(bytes)).toEqual([{ name: 'Noto Sans Bold', range: '65280-65535', glyphs: [] }]);
  });
});
