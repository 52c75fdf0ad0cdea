/** @jest-environment node */
/**
 * The SDF renderer: sdf-glyph-foundry's byte encoding, exact distances (against a brute-force
 * reference without the bounding-box cull), and the non-zero winding rule over several rings.
 */
import { flatten, type Ring } from './outline';
import { encodeDistance, renderSdf } from './sdf';

/** A closed axis-aligned rectangle; `clockwise` in raster space (y down) or the other way round. */
function rect(x0: number, y0: number, x1: number, y1: number, clockwise = true): Ring {
  const points = clockwise
    ? [x0, y0, x1, y0, x1, y1, x0, y1, x0, y0]
    : [x0, y0, x0, y1, x1, y1, x1, y0, x0, y0];
  return Float64Array.from(points);
}

const at = (sdf: Uint8Array, width: number, column: number, row: number) => sdf[row * width + column]!;

/** Every segment against every pixel, and the winding number by sdf-glyph-foundry's loop. */
function reference(rings: readonly Ring[], width: number, height: number, levels = 32): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      const px = column + 0.5;
      const py = row + 0.5;
      let best = Infinity;
      let winding = 0;
      for (const ring of rings)
        for (let i = 0; i + 3 < ring.length; i += 2) {
          const [ax, ay, bx, by] = [ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!];
          const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
          const t =
            length2 === 0
              ? 0
              : Math.min(1, Math.max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2));
          best = Math.min(best, Math.hypot(ax + t * (bx - ax) - px, ay + t * (by - ay) - py));
          const side = (bx - ax) * (py - ay) - (px - ax) * (by - ay);
          if (ay <= py && by > py && side > 0) winding++;
          if (ay > py && by <= py && side < 0) winding--;
        }
      out[row * width + column] = encodeDistance(winding !== 0 ? -best : best, levels);
    }
  return out;
}

describe('encodeDistance', () => {
  it('puts the edge at 191 and spreads 256 levels over 8 px, saturating beyond', () => {
    expect(encodeDistance(0)).toBe(191);
    expect(encodeDistance(-0.01)).toBe(192);
    expect(encodeDistance(1)).toBe(159);
    expect(encodeDistance(-1)).toBe(223);
    expect(encodeDistance(-2)).toBe(255);
    expect(encodeDistance(-50)).toBe(255);
    expect(encodeDistance(6)).toBe(0);
    expect(encodeDistance(50)).toBe(0);
    // At 2× a pixel is half as far: 16 levels per device pixel.
    expect(encodeDistance(2, 16)).toBe(encodeDistance(1));
  });
});

describe('renderSdf', () => {
  const size = 40;
  // Edges at 10.5 and 29.5: the pixel centres of columns/rows 10 and 29 lie exactly on them.
  const square = [rect(10.5, 10.5, 29.5, 29.5)];
  const sdf = renderSdf(square, size, size);

  it('is ≥ 192 inside a square, < 192 outside, ≈ 192 on the edge', () => {
    for (let row = 0; row < size; row++)
      for (let column = 0; column < size; column++) {
        const value = at(sdf, size, column, row);
        const inside = column > 10 && column < 29 && row > 10 && row < 29;
        const onEdge =
          (column === 10 || column === 29 || row === 10 || row === 29) &&
          column >= 10 &&
          column <= 29 &&
          row >= 10 &&
          row <= 29;
        if (onEdge) expect(Math.abs(value - 192)).toBeLessThanOrEqual(1);
        else if (inside) expect(value).toBeGreaterThanOrEqual(192);
        else expect(value).toBeLessThan(192);
      }
  });

  it('measures the exact distance to the nearest segment, corners included', () => {
    expect(at(sdf, size, 7, 20)).toBe(255 - (3 * 32 + 64)); // 3 px left of the left edge
    expect(at(sdf, size, 11, 20)).toBe(255 - (-1 * 32 + 64)); // 1 px inside
    expect(at(sdf, size, 12, 20)).toBe(255); // 2 px inside: saturated
    expect(at(sdf, size, 7, 7)).toBe(255 - Math.trunc(3 * Math.SQRT2 * 32 + 64)); // to the corner
  });

  it('rises monotonically along a row from outside to the middle and falls after', () => {
    const row = Array.from({ length: size }, (_, column) => at(sdf, size, column, 20));
    for (let column = 1; column <= 20; column++) expect(row[column]).toBeGreaterThanOrEqual(row[column - 1]!);
    for (let column = 21; column < size; column++) expect(row[column]).toBeLessThanOrEqual(row[column - 1]!);
    expect(row[0]).toBe(0);
    expect(row[20]).toBe(255);
  });

  it('equals a brute-force reference on a curved, self-overlapping outline', () => {
    const rings = flatten(
      [
        { type: 'M', x: 4, y: 20 },
        { type: 'C', x1: 4, y1: 0, x2: 36, y2: 0, x: 36, y: 20 },
        { type: 'Q', x1: 20, y1: 44, x: 4, y: 20 },
        { type: 'Z' },
        { type: 'M', x: 15, y: 10 },
        { type: 'L', x: 30, y: 33 },
        { type: 'L', x: 8, y: 30 },
        { type: 'Z' },
      ],
      undefined,
      0.05,
    );
    expect(renderSdf(rings, size, size)).toEqual(reference(rings, size, size));
    expect(renderSdf(rings, size, size, 16)).toEqual(reference(rings, size, size, 16));
  });

  it('keeps a counter-wound hole open (an "o") and fills a same-wound inner ring (non-zero rule)', () => {
    const outer = rect(5, 5, 35, 35, true);
    const o = renderSdf([outer, rect(15, 15, 25, 25, false)], size, size);
    expect(at(o, size, 20, 20)).toBeLessThan(192);
    expect(at(o, size, 9, 20)).toBeGreaterThanOrEqual(192);
    expect(at(o, size, 30, 20)).toBeGreaterThanOrEqual(192);
    // Winding number 2 is still inside (even-odd would make it a hole).
    const filled = renderSdf([outer, rect(15, 15, 25, 25, true)], size, size);
    expect(at(filled, size, 20, 20)).toBeGreaterThanOrEqual(192);
  });

  it('draws overlapping shapes as their union', () => {
    const union = renderSdf([rect(5, 5, 25, 25), rect(15, 15, 35, 35)], size, size);
    expect(at(union, size, 20, 20)).toBe(255);
    expect(at(union, size, 10, 10)).toBeGreaterThanOrEqual(192);
    expect(at(union, size, 30, 30)).toBeGreaterThanOrEqual(192);
    expect(at(union, size, 30, 8)).toBeLessThan(192);
  });
});
