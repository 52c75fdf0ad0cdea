/**
 * Decoders for the tests of scripts/map-assets (not used by the build, not part of its stamp): a
 * glyph PBF reader written from glyphs.proto independently of protobuf.ts's writer, reading fields as
 * maplibre-gl's parse_glyph_pbf.ts does (any order, unknown fields skipped), and a PNG reader
 * (zlib inflate and the five row filters) for the sprite.
 */
import { inflateSync } from 'node:zlib';

export interface DecodedGlyph {
  id?: number;
  bitmap?: Uint8Array;
  width?: number;
  height?: number;
  left?: number;
  top?: number;
  advance?: number;
}

export interface DecodedStack {
  name?: string;
  range?: string;
  glyphs: DecodedGlyph[];
}

class Reader {
  at = 0;

  constructor(readonly bytes: Uint8Array) {}

  varint(): number {
    let value = 0;
    let factor = 1;
    for (;;) {
      const byte = this.bytes[this.at++];
      if (byte === undefined) throw new Error('truncated varint');
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 128;
    }
  }

  /** zigzag: 0 → 0, 1 → −1, 2 → 1, 3 → −2 … */
  svarint(): number {
    const value = this.varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }

  bytesField(): Uint8Array {
    const length = this.varint();
    const out = this.bytes.subarray(this.at, this.at + length);
    if (out.length !== length) throw new Error('truncated bytes');
    this.at += length;
    return out;
  }

  /** Calls `read(field, wireType)` for each field; skips what it leaves unread. */
  fields(read: (field: number, wireType: number) => boolean): void {
    while (this.at < this.bytes.length) {
      const key = this.varint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (read(field, wireType)) continue;
      if (wireType === 0) this.varint();
      else if (wireType === 2) this.bytesField();
      else throw new Error(`unexpected wire type ${wireType}`);
    }
  }
}

function decodeGlyph(bytes: Uint8Array): DecodedGlyph {
  const reader = new Reader(bytes);
  const glyph: DecodedGlyph = {};
  reader.fields((field, wireType) => {
    if (field === 2 && wireType === 2) glyph.bitmap = reader.bytesField();
    else if (wireType !== 0) return false;
    else if (field === 1) glyph.id = reader.varint();
    else if (field === 3) glyph.width = reader.varint();
    else if (field === 4) glyph.height = reader.varint();
    else if (field === 5) glyph.left = reader.svarint();
    else if (field === 6) glyph.top = reader.svarint();
    else if (field === 7) glyph.advance = reader.varint();
    else return false;
    return true;
  });
  return glyph;
}

function decodeStack(bytes: Uint8Array): DecodedStack {
  const reader = new Reader(bytes);
  const stack: DecodedStack = { glyphs: [] };
  const text = new TextDecoder();
  reader.fields((field, wireType) => {
    if (wireType !== 2) return false;
    if (field === 1) stack.name = text.decode(reader.bytesField());
    else if (field === 2) stack.range = text.decode(reader.bytesField());
    else if (field === 3) stack.glyphs.push(decodeGlyph(reader.bytesField()));
    else return false;
    return true;
  });
  return stack;
}

/** The font stacks of a glyph PBF (`message glyphs { repeated fontstack stacks = 1; }`). */
export function decodeGlyphPbf(bytes: Uint8Array): DecodedStack[] {
  const reader = new Reader(bytes);
  const stacks: DecodedStack[] = [];
  reader.fields((field, wireType) => {
    if (field !== 1 || wireType !== 2) return false;
    stacks.push(decodeStack(reader.bytesField()));
    return true;
  });
  return stacks;
}

/** An 8-bit RGBA, non-interlaced PNG's size and pixels (rows top to bottom). */
export function decodePng(file: Uint8Array): { width: number; height: number; rgba: Uint8Array } {
  const data = Buffer.from(file);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('not 8-bit RGBA, non-interlaced');
    } else if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= 4 ? (rgba[y * stride + i - 4] ?? 0) : 0;
      const b = y > 0 ? (rgba[(y - 1) * stride + i] ?? 0) : 0;
      const c = i >= 4 && y > 0 ? (rgba[(y - 1) * stride + i - 4] ?? 0) : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      rgba[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, rgba };
}
