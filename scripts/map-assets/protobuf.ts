/**
 * The glyph range protobuf of MapLibre / Mapbox GL (node-fontnik's proto/glyphs.proto, read by
 * maplibre-gl's src/style/parse_glyph_pbf.ts), written by hand: the schema is three small messages.
 *
 *   message glyphs    { repeated fontstack stacks = 1; }
 *   message fontstack { required string name = 1; required string range = 2; repeated glyph glyphs = 3; }
 *   message glyph     { required uint32 id = 1; optional bytes bitmap = 2; required uint32 width = 3;
 *                       required uint32 height = 4; required sint32 left = 5; required sint32 top = 6;
 *                       required uint32 advance = 7; }
 *
 * Fields are written in field-number order, as fontnik writes them; `bitmap` only when width > 0.
 */

/** One glyph of a range: metrics in pixels at 24 px/em; the SDF is (width + 6) × (height + 6) bytes. */
export interface Glyph {
  id: number;
  bitmap: Uint8Array | undefined;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

const VARINT = 0;
const LENGTH_DELIMITED = 2;

/** A growing byte buffer with the protobuf wire primitives. */
export class ProtoWriter {
  private bytes = new Uint8Array(256);
  private length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** An unsigned varint (values up to 2^32 − 1). */
  varint(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
      throw new RangeError(`varint out of range: ${value}`);
    this.reserve(5);
    let rest = value;
    while (rest > 0x7f) {
      this.bytes[this.length++] = (rest & 0x7f) | 0x80;
      rest = Math.floor(rest / 128);
    }
    this.bytes[this.length++] = rest;
    return this;
  }

  tag(field: number, wireType: number): this {
    return this.varint(field * 8 + wireType);
  }

  uint32(field: number, value: number): this {
    return this.tag(field, VARINT).varint(value);
  }

  /** A sint32: zigzag-encoded, so small negative numbers stay short. */
  sint32(field: number, value: number): this {
    if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff)
      throw new RangeError(`sint32 out of range: ${value}`);
    return this.tag(field, VARINT).varint(((value << 1) ^ (value >> 31)) >>> 0);
  }

  bytesField(field: number, value: Uint8Array): this {
    this.tag(field, LENGTH_DELIMITED).varint(value.length);
    this.reserve(value.length);
    this.bytes.set(value, this.length);
    this.length += value.length;
    return this;
  }

  string(field: number, value: string): this {
    return this.bytesField(field, new TextEncoder().encode(value));
  }

  finish(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

export function encodeGlyph(glyph: Glyph): Uint8Array {
  const writer = new ProtoWriter().uint32(1, glyph.id);
  if (glyph.width > 0 && glyph.bitmap !== undefined) writer.bytesField(2, glyph.bitmap);
  return writer
    .uint32(3, glyph.width)
    .uint32(4, glyph.height)
    .sint32(5, glyph.left)
    .sint32(6, glyph.top)
    .uint32(7, glyph.advance)
    .finish();
}

/** The PBF of one range (`start`-`end`, e.g. "0-255") of one font stack; `glyphs` in id order. */
export function encodeGlyphRange(
  name: string,
  start: number,
  end: number,
  glyphs: readonly Glyph[],
): Uint8Array {
  const stack = new ProtoWriter().string(1, name).string(2, `${start}-${end}`);
  for (const glyph of glyphs) stack.bytesField(3, encodeGlyph(glyph));
  return new ProtoWriter().bytesField(1, stack.finish()).finish();
}
