/**
 * Signed distance fields from flattened outlines (outline.ts), in the encoding of
 * mapbox/sdf-glyph-foundry (what node-fontnik writes and MapLibre's SDF shader reads): for each
 * pixel centre, d = the exact distance to the nearest segment, negative inside (non-zero winding
 * rule, summed over all rings), and the byte is 255 − clamp(trunc(d · levels + 64), 0, 255) with
 * `levels` = 256 / 8 = 32 per pixel for glyphs (the full 0…255 ramp spans 8 px, the edge sits at
 * 255 − 64 = 191, just under MapLibre's 0.75 = 191.25/255 threshold).
 * Rings are in raster space: x to the right, y down, pixel (column c, row r) has its centre at
 * (c + 0.5, r + 0.5); rows are written top to bottom.
 */
import type { Ring } from './outline';

/** Levels of the byte per pixel of distance for glyphs and 1× icons: 256 levels over 8 px. */
export const LEVELS_PER_PIXEL = 32;

/** The byte for a signed distance `d` (pixels, positive outside), as sdf-glyph-foundry computes it. */
export function encodeDistance(d: number, levelsPerPixel = LEVELS_PER_PIXEL): number {
  const shifted = d * levelsPerPixel + 64;
  return 255 - Math.trunc(Math.min(Math.max(shifted, 0), 255));
}

/**
 * The SDF of `rings` on a `width` × `height` raster. Only segments within the distance at which the
 * byte saturates (192 / levels px: 6 px for glyphs) can change a pixel, so each segment is only
 * measured against the pixels of its bounding box grown by that much.
 */
export function renderSdf(
  rings: readonly Ring[],
  width: number,
  height: number,
  levelsPerPixel = LEVELS_PER_PIXEL,
): Uint8Array {
  const reach = 192 / levelsPerPixel;
  const dist2 = new Float64Array(width * height).fill(reach * reach);
  let segments = 0;
  for (const ring of rings) segments += ring.length / 2 - 1;

  for (const ring of rings) {
    for (let i = 0; i + 3 < ring.length; i += 2) {
      const ax = ring[i] ?? 0;
      const ay = ring[i + 1] ?? 0;
      const bx = ring[i + 2] ?? 0;
      const by = ring[i + 3] ?? 0;
      const dx = bx - ax;
      const dy = by - ay;
      const length2 = dx * dx + dy * dy;
      const inverse = length2 > 0 ? 1 / length2 : 0;
      const c0 = Math.max(0, Math.ceil(Math.min(ax, bx) - reach - 0.5));
      const c1 = Math.min(width - 1, Math.floor(Math.max(ax, bx) + reach - 0.5));
      const r0 = Math.max(0, Math.ceil(Math.min(ay, by) - reach - 0.5));
      const r1 = Math.min(height - 1, Math.floor(Math.max(ay, by) + reach - 0.5));
      for (let r = r0; r <= r1; r++) {
        const py = r + 0.5 - ay;
        const row = r * width;
        for (let c = c0; c <= c1; c++) {
          const px = c + 0.5 - ax;
          let t = (px * dx + py * dy) * inverse;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const ex = t * dx - px;
          const ey = t * dy - py;
          const d2 = ex * ex + ey * ey;
          if (d2 < (dist2[row + c] ?? Infinity)) dist2[row + c] = d2;
        }
      }
    }
  }

  // The winding number of each pixel centre, row by row: a segment crossing the row's centre line
  // (lower end included, upper excluded, as sdf-glyph-foundry's PolyContainsPoint counts them)
  // winds every pixel whose centre lies strictly left of the crossing by ±1.
  const out = new Uint8Array(width * height);
  const xs = new Float64Array(segments);
  const dirs = new Int8Array(segments);
  const order: number[] = [];
  for (let r = 0; r < height; r++) {
    const cy = r + 0.5;
    let count = 0;
    for (const ring of rings) {
      for (let i = 0; i + 3 < ring.length; i += 2) {
        const ay = ring[i + 1] ?? 0;
        const by = ring[i + 3] ?? 0;
        if ((ay <= cy && by > cy) || (by <= cy && ay > cy)) {
          const ax = ring[i] ?? 0;
          xs[count] = ax + ((cy - ay) * ((ring[i + 2] ?? 0) - ax)) / (by - ay);
          dirs[count] = ay < by ? 1 : -1;
          count++;
        }
      }
    }
    order.length = 0;
    let winding = 0;
    for (let k = 0; k < count; k++) {
      order.push(k);
      winding += dirs[k] ?? 0;
    }
    order.sort((a, b) => (xs[a] ?? 0) - (xs[b] ?? 0) || a - b);
    let next = 0;
    for (let c = 0; c < width; c++) {
      const cx = c + 0.5;
      while (next < count) {
        const k = order[next] ?? 0;
        if ((xs[k] ?? 0) > cx) break;
        winding -= dirs[k] ?? 0;
        next++;
      }
      const d = Math.sqrt(dist2[r * width + c] ?? 0);
      out[r * width + c] = encodeDistance(winding !== 0 ? -d : d, levelsPerPixel);
    }
  }
  return out;
}
