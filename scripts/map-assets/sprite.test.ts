/** @jest-environment node */
/**
 * The POI sprite: an entry for every SPRITE_ICONS name in a grid of non-overlapping cells, a valid
 * RGBA PNG of the grid's size (decoded with zlib here), SDF alpha solid inside an icon and empty in
 * a cell's corner, and the SVG reader's guards.
 */
import { SPRITE_ICONS } from '../../Resources/Private/TypeScript/map/osm/poi-icons';
import { crc32, encodePng, PNG_SIGNATURE } from './png';
import { buildSprite, parseIcon, renderIcon, type Sprite, type SpriteEntry } from './sprite';
import { decodePng } from './test-decode';

const sprites: [number, Sprite][] = [1, 2].map((ratio) => [ratio, buildSprite(SPRITE_ICONS, ratio)]);

const overlap = (a: SpriteEntry, b: SpriteEntry) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(sprites)('the sprite at %d×', (ratio, sprite) => {
  const cell = 21 * ratio;
  const image = decodePng(sprite.png);
  const alpha = (x: number, y: number) => image.rgba[(y * image.width + x) * 4 + 3]!;

  it('has an SDF entry of 21 × 21 px per pixel ratio for every icon of SPRITE_ICONS, and no other', () => {
    expect(Object.keys(sprite.index).sort()).toEqual([...SPRITE_ICONS].sort());
    for (const entry of Object.values(sprite.index)) {
      expect(entry).toMatchObject({ width: cell, height: cell, pixelRatio: ratio, sdf: true });
      expect(entry.x + entry.width).toBeLessThanOrEqual(sprite.width);
      expect(entry.y + entry.height).toBeLessThanOrEqual(sprite.height);
      expect(entry.x % cell).toBe(0);
      expect(entry.y % cell).toBe(0);
    }
  });

  it('places the cells without overlap', () => {
    const entries = Object.values(sprite.index);
    for (let i = 0; i < entries.length; i++)
      for (let j = i + 1; j < entries.length; j++) expect(overlap(entries[i]!, entries[j]!)).toBe(false);
  });

  it('is a PNG with the signature and an IHDR of the grid size, 8-bit RGBA', () => {
    const png = sprite.png;
    expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(sprite.width);
    expect(png.readUInt32BE(20)).toBe(sprite.height);
    expect([png[24], png[25]]).toEqual([8, 6]);
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
    expect(png.toString('latin1', png.length - 8, png.length - 4)).toBe('IEND');
    expect(image.width).toBe(sprite.width);
    expect(image.height).toBe(sprite.height);
  });

  it('holds black pixels whose alpha is the SDF: solid in the middle of "hospital", empty in the corners', () => {
    expect(image.rgba.filter((_, i) => i % 4 !== 3 && image.rgba[i] !== 0)).toHaveLength(0);
    const { x, y } = sprite.index.hospital!;
    const middle = Math.floor(cell / 2);
    expect(alpha(x + middle, y + middle)).toBeGreaterThan(192);
    for (const [dx, dy] of [
      [0, 0],
      [cell - 1, 0],
      [0, cell - 1],
      [cell - 1, cell - 1],
    ])
      expect(alpha(x + dx!, y + dy!)).toBeLessThan(192);
  });

  it('draws each icon inside its cell: nothing solid within the 3 px border', () => {
    const border = 3 * ratio;
    let solid = 0;
    for (const { x, y } of Object.values(sprite.index))
      for (let i = 0; i < cell; i++)
        for (let j = 0; j < border; j++)
          for (const [px, py] of [
            [x + i, y + j],
            [x + i, y + cell - 1 - j],
            [x + j, y + i],
            [x + cell - 1 - j, y + i],
          ])
            if (alpha(px!, py!) >= 192) solid++;
    expect(solid).toBe(0);
  });
});

describe('the 1× and 2× sprites', () => {
  it('draw the same shapes: a 2× pixel pair agrees with the 1× pixel about inside and outside', () => {
    const [one, two] = sprites.map(([, sprite]) => decodePng(sprite.png));
    const entry1 = sprites[0]![1].index.bicycle!;
    const entry2 = sprites[1]![1].index.bicycle!;
    let agree = 0;
    for (let row = 0; row < 21; row++)
      for (let column = 0; column < 21; column++) {
        const a = one!.rgba[((entry1.y + row) * one!.width + entry1.x + column) * 4 + 3]!;
        // The 2× pixels whose centres straddle the 1× pixel's centre: average their alphas.
        const at = (dx: number, dy: number) =>
          two!.rgba[((entry2.y + 2 * row + dy) * two!.width + entry2.x + 2 * column + dx) * 4 + 3]!;
        const b = (at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1)) / 4;
        if (a >= 192 === b >= 192 || Math.abs(a - b) < 24) agree++;
      }
    expect(agree).toBe(21 * 21);
  });
});

describe('parseIcon', () => {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="15" height="15" viewBox="0 0 15 15">${body}</svg>`;

  it('draws all paths of an icon as one shape (their union)', () => {
    const icon = parseIcon(svg('<path d="M1 1H9V9H1Z"/><path id="b" d="M6 6h8v8h-8z"/>'));
    const { size, alpha } = renderIcon(icon, 1);
    const at = (x: number, y: number) => alpha[(y + 3) * size + x + 3]!;
    expect(at(3, 3)).toBeGreaterThanOrEqual(192);
    expect(at(11, 11)).toBeGreaterThanOrEqual(192);
    // Where they overlap: inside, though the distance is to the nearest edge of either path
    // (sdf-glyph-foundry measures to every segment, too).
    expect(at(7, 7)).toBeGreaterThanOrEqual(192);
    expect(at(4, 11)).toBeLessThan(192);
    expect(at(12, 2)).toBeLessThan(192);
  });

  it('rejects what it would draw wrongly', () => {
    expect(() => parseIcon(svg('<circle cx="7" cy="7" r="5"/>'))).toThrow(/circle/);
    expect(() => parseIcon(svg('<path transform="scale(2)" d="M0 0H1V1Z"/>'))).toThrow(/transform/);
    expect(() => parseIcon(svg('<path fill-rule="evenodd" d="M0 0H1V1Z"/>'))).toThrow(/evenodd/);
    expect(() => parseIcon('<svg viewBox="0 0 15 10"><path d="M0 0H1V1Z"/></svg>')).toThrow(/square/);
    expect(() => parseIcon(svg(''))).toThrow(/no path/);
  });
});

describe('encodePng', () => {
  it('checks the pixel data length and round-trips through every row filter', () => {
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(RangeError);
    const width = 9;
    const height = 7;
    const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37 + (i >> 5) * 11) & 0xff);
    const decoded = decodePng(encodePng(width, height, rgba));
    expect(decoded).toEqual({ width, height, rgba });
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });
});
