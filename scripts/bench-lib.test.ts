import {
  checkGoals,
  GOALS,
  gzipSize,
  isThirdParty,
  budgetLine,
  lighthouseBudgets,
  loadBudgets,
  median,
  medianFigures,
  pageClass,
  pageTable,
  sectionEnabled,
  selectPages,
  totalBlockingTime,
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

describe('issue 12 figures and budgets', () => {
  it('classifies pages by their frames', () => {
    const chrome =
      '<nav data-sf-widget="language-selector"></nav><div data-sf-widget="mobile-menu"></div><footer data-sf-widget="footer-social"></footer>';
    expect(pageClass(chrome)).toBe('chrome-only');
    expect(pageClass(`${chrome}<section data-sf-widget="carousel"></section>`)).toBe('content');
    expect(pageClass(`${chrome}<section class="map" id="sf-map-11" data-x></section>`)).toBe('map');
    // A map's inner element ids are not map frames.
    expect(pageClass(`${chrome}<div id="sf-map-canvas-11"></div>`)).toBe('chrome-only');
  });

  it('sums the blocking part of each task', () => {
    expect(totalBlockingTime([30, 50, 51, 120])).toBe(71);
    expect(totalBlockingTime([])).toBe(0);
  });

  it('takes the median of each figure on its own', () => {
    const run = (n: number) => ({ jsGzip: n, lcpMs: 10 * n, tbtMs: 0, longestTaskMs: n, cls: n / 100 });
    expect(medianFigures([run(1), run(3), run(2)])).toEqual(run(2));
  });

  it('checks the budgets honestly', () => {
    const fine = { jsGzip: 12_000, lcpMs: 900, tbtMs: 0, longestTaskMs: 40, cls: 0.001 };
    expect(loadBudgets('/a.html', 'chrome-only', '1280×900', fine, false).every((b) => b.met)).toBe(true);
    const heavy = { ...fine, jsGzip: 16 * 1024, longestTaskMs: 51, cls: 0.01 };
    expect(loadBudgets('/a.html', 'chrome-only', '1280×900', heavy, false).map((b) => b.met)).toEqual([
      false,
      false,
      false,
    ]);
    // No JS budget on content pages; throttled: TBT < 100 ms only.
    expect(loadBudgets('/b.html', 'content', '390×844 4×', { ...heavy, tbtMs: 99 }, true)).toEqual([
      { goal: '/b.html (content, 390×844 4×): total blocking time < 100 ms', met: true, actual: '99 ms' },
    ]);
    const scores = {
      performance: 92,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1,
      tbtMs: 0,
      cls: 0,
    };
    expect(lighthouseBudgets('/m.html', 'map', scores)[0]!.met).toBe(true);
    expect(lighthouseBudgets('/c.html', 'content', scores)[0]!.met).toBe(false);
    expect(lighthouseBudgets('/c.html', 'content', { ...scores, seo: 91 })[1]!.met).toBe(false);
    // A demo of broken settings logs console errors on purpose: still a miss, with its reason printed.
    const demo = lighthouseBudgets('/broken-settings.html', 'content', { ...scores, bestPractices: 96 })[1]!;
    expect(demo.met).toBe(false);
    expect(budgetLine(demo)).toMatch(
      /^- NOT MET: .*: 100 \/ 96 \/ 100 \(expected: best practices: the page demonstrates/,
    );
    expect(
      lighthouseBudgets('/c.html', 'content', { ...scores, bestPractices: 96 })[1]!.expected,
    ).toBeUndefined();
  });

  it('filters pages and sections by their env lists', () => {
    const pages = [{ path: '/home.html' }, { path: '/karte.html' }, { path: '/en/home.html' }];
    expect(selectPages(pages, undefined)).toEqual(pages);
    expect(selectPages(pages, 'home, zzz').map((p) => p.path)).toEqual(['/home.html', '/en/home.html']);
    expect(sectionEnabled('lighthouse', '')).toBe(true);
    expect(sectionEnabled('lighthouse', 'pages,map')).toBe(false);
    expect(sectionEnabled('map', 'pages,map')).toBe(true);
  });
});
