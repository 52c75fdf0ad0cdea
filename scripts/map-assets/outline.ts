/**
 * Outlines for the SDF renderer (sdf.ts): path commands (a font glyph's from opentype.js, an SVG
 * path's from svg-path.ts) flattened into closed rings of straight segments. Curves are cut into
 * equal parameter steps, as many as Wang's formula asks for the given tolerance, so the same path
 * always gives the same points.
 */

/** An absolute path command, in the shape opentype.js gives them (`glyph.path.commands`). */
export type PathCommand =
  | { type: 'M'; x: number; y: number }
  | { type: 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };

/** A closed ring: x0, y0, x1, y1, …, with the last point equal to the first. */
export type Ring = Float64Array;

/** Maps a point of the path's space into the raster's (an affine map, so curves stay curves). */
export type PointMap = (x: number, y: number) => readonly [number, number];

const identity: PointMap = (x, y) => [x, y];

/** Segments for a curve whose control polygon has the largest second difference `m` (Wang). */
function steps(m: number, degree: 2 | 3, tolerance: number): number {
  const factor = degree === 2 ? 0.25 : 0.75;
  return Math.max(1, Math.min(64, Math.ceil(Math.sqrt((factor * m) / tolerance))));
}

/**
 * Flattens `commands` into closed rings. `map` takes each point (control points too) into raster
 * space first; `tolerance` is the largest distance, in raster units, between a curve and its chords.
 * A drawing command after Z (or without an M) starts a new ring at the current point, as in SVG.
 */
export function flatten(
  commands: readonly PathCommand[],
  map: PointMap = identity,
  tolerance = 0.05,
): Ring[] {
  const rings: Ring[] = [];
  let ring: number[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;

  const close = () => {
    if (ring.length >= 2) {
      if (ring[ring.length - 2] !== ring[0] || ring[ring.length - 1] !== ring[1])
        ring.push(ring[0] ?? 0, ring[1] ?? 0);
      // A ring of one point (a lone M) has no segment and no area.
      if (ring.length >= 6) rings.push(Float64Array.from(ring));
    }
    ring = [];
  };
  const open = () => {
    if (ring.length === 0) {
      ring.push(x, y);
      startX = x;
      startY = y;
    }
  };

  for (const command of commands) {
    switch (command.type) {
      case 'M': {
        close();
        [x, y] = map(command.x, command.y);
        open();
        break;
      }
      case 'L': {
        open();
        [x, y] = map(command.x, command.y);
        ring.push(x, y);
        break;
      }
      case 'Q': {
        open();
        const [x1, y1] = map(command.x1, command.y1);
        const [x2, y2] = map(command.x, command.y);
        const n = steps(Math.hypot(x - 2 * x1 + x2, y - 2 * y1 + y2), 2, tolerance);
        for (let i = 1; i < n; i++) {
          const t = i / n;
          const u = 1 - t;
          ring.push(u * u * x + 2 * u * t * x1 + t * t * x2, u * u * y + 2 * u * t * y1 + t * t * y2);
        }
        ring.push(x2, y2);
        x = x2;
        y = y2;
        break;
      }
      case 'C': {
        open();
        const [x1, y1] = map(command.x1, command.y1);
        const [x2, y2] = map(command.x2, command.y2);
        const [x3, y3] = map(command.x, command.y);
        const m = Math.max(
          Math.hypot(x - 2 * x1 + x2, y - 2 * y1 + y2),
          Math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3),
        );
        const n = steps(m, 3, tolerance);
        for (let i = 1; i < n; i++) {
          const t = i / n;
          const u = 1 - t;
          const a = u * u * u;
          const b = 3 * u * u * t;
          const c = 3 * u * t * t;
          const d = t * t * t;
          ring.push(a * x + b * x1 + c * x2 + d * x3, a * y + b * y1 + c * y2 + d * y3);
        }
        ring.push(x3, y3);
        x = x3;
        y = y3;
        break;
      }
      case 'Z': {
        close();
        x = startX;
        y = startY;
        break;
      }
    }
  }
  close();
  return rings;
}

/** The bounding box of the rings' points, or undefined when there is none. */
export function bounds(
  rings: readonly Ring[],
): { minX: number; minY: number; maxX: number; maxY: number } | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const ring of rings)
    for (let i = 0; i < ring.length; i += 2) {
      const px = ring[i] ?? 0;
      const py = ring[i + 1] ?? 0;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
    }
  return minX === Infinity ? undefined : { minX, minY, maxX, maxY };
}
