/**
 * mulberry32: a small seeded pseudo-random generator in [0, 1), for tests that need the same
 * "random" input on every run (the demo server's PMTiles tests, the opening-hours property tests).
 */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
