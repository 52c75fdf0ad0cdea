import {
  checkGoals,
  GOALS,
  gzipSize,
  isThirdParty,
  median,
  pageTable,
  percentile,
  summarize,
  type PageRun,
} from './bench-lib';

const ORIGIN = 'http://127.0.0.1:4000';

const run = (mountedMs: number): PageRun => ({
  mountedMs,
  frames: 3,
  resources: [
    { url: `${ORIGIN}/home.html`, type: 'document', raw: 9000, gzip: 3000 },
    { url: `${ORIGIN}/_assets/site_frontend/JavaScript/main.js`, type: 'script', raw: 9000, gzip: 4000 },
    {
      url: `${ORIGIN}/_assets/site_frontend/JavaScript/chunks/react.js`,
      type: 'script',
      raw: 200000,
      gzip: 70000,
    },
    { url: `${ORIGIN}/_assets/site_frontend/Css/main.css`, type: 'stylesheet', raw: 6000, gzip: 1800 },
    { url: 'https://maps.googleapis.com/maps/api/js', type: 'script', raw: 100000, gzip: 30000 },
  ],
});

describe('benchmark figures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('takes nearest-rank percentiles of a sorted list (p50, p95 of the service latencies)', () => {
    const sorted = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(100);
    expect(percentile(sorted, 95)).toBe(190);
    expect(percentile(sorted, 100)).toBe(200);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('sums only the own scripts and styles, and counts third-party requests apart', () => {
    const figures = summarize('/home.html', [run(30), run(10), run(20)], ORIGIN);
    expect(figures).toEqual({
      path: '/home.html',
      jsRaw: 209000,
      jsGzip: 74000,
      cssGzip: 1800,
      requests: 5,
      thirdParty: 1,
      frames: 3,
      mountedMedianMs: 20,
    });
  });

  it('treats data: and blob: URLs as the page’s own', () => {
    expect(isThirdParty('data:image/png;base64,AA', ORIGIN)).toBe(false);
    expect(isThirdParty(`${ORIGIN}/x.js`, ORIGIN)).toBe(false);
    expect(isThirdParty('https://fonts.googleapis.com/css', ORIGIN)).toBe(true);
  });

  it('measures gzip sizes smaller than repetitive input', () => {
    expect(gzipSize('a'.repeat(10000))).toBeLessThan(100);
  });

  it('reports each goal as met or not met', () => {
    const figures = summarize('/home.html', [run(10)], ORIGIN);
    const checks = checkGoals(GOALS.entryGzipMax + 1, [figures]);
    expect(checks.map((check) => check.met)).toEqual([false, true, false]);
    expect(checks[1]?.actual).toBe('72.3 KB (/home.html)');
  });

  it('prints a Markdown table with one row per page', () => {
    const lines = pageTable([summarize('/a.html', [run(12)], ORIGIN)]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('| /a.html | 204.1 | 72.3 | 1.8 | 5 | 1 | 3 | 12.0 |');
  });
});
