/**
 * The pure part of the benchmark: sums the bytes a page loaded, takes medians and percentiles and
 * prints the table.
 * `scripts/bench.ts` drives Chromium and feeds this module; `bench-lib.test.ts` checks it.
 */
import { gzipSync } from 'node:zlib';

export interface LoadedResource {
  url: string;
  /** puppeteer's resource type: script, stylesheet, image, document, fetch, font, … */
  type: string;
  /** Decoded body size in bytes. */
  raw: number;
  /** Size after gzip -9 of the body: what a compressing server sends. */
  gzip: number;
}

export interface PageRun {
  resources: LoadedResource[];
  /** Milliseconds from navigation start to `performance.mark('sf:mounted')`. */
  mountedMs: number;
  frames: number;
}

export interface PageFigures {
  path: string;
  jsRaw: number;
  jsGzip: number;
  cssGzip: number;
  requests: number;
  thirdParty: number;
  frames: number;
  mountedMedianMs: number;
}

export const GOALS = {
  /** The entry every page loads. */
  entryGzipMax: 10 * 1024,
  /** All JavaScript of any page, compressed (React and react-dom alone are 68.6 KB of it). */
  pageJsGzipMax: 100 * 1024,
};

export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).length;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number): number => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** A request to any host other than the demo server's (Google's hosts before consent, say). */
export function isThirdParty(url: string, origin: string): boolean {
  return !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:');
}

export function summarize(path: string, runs: readonly PageRun[], origin: string): PageFigures {
  const first = runs[0];
  if (!first) throw new Error(`no runs for ${path}`);
  const own = first.resources.filter((resource) => !isThirdParty(resource.url, origin));
  const scripts = own.filter((resource) => resource.type === 'script');
  const styles = own.filter((resource) => resource.type === 'stylesheet');
  const sum = (list: LoadedResource[], key: 'raw' | 'gzip'): number =>
    list.reduce((total, resource) => total + resource[key], 0);
  return {
    path,
    jsRaw: sum(scripts, 'raw'),
    jsGzip: sum(scripts, 'gzip'),
    cssGzip: sum(styles, 'gzip'),
    requests: first.resources.length,
    thirdParty: first.resources.length - own.length,
    frames: first.frames,
    mountedMedianMs: median(runs.map((run) => run.mountedMs)),
  };
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** A Markdown table, so the output can be pasted into a closing note as it is. */
export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]): string => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export function pageTable(figures: readonly PageFigures[]): string {
  return table(
    [
      'page',
      'JS raw KB',
      'JS gzip KB',
      'CSS gzip KB',
      'requests',
      'third-party',
      'frames',
      'mounted ms (median)',
    ],
    figures.map((f) => [
      f.path,
      kb(f.jsRaw),
      kb(f.jsGzip),
      kb(f.cssGzip),
      f.requests,
      f.thirdParty,
      f.frames,
      f.mountedMedianMs.toFixed(1),
    ]),
  );
}

export interface GoalCheck {
  goal: string;
  actual: string;
  met: boolean;
}

export function checkGoals(entryGzip: number, figures: readonly PageFigures[]): GoalCheck[] {
  const heaviest = figures.reduce<PageFigures | undefined>(
    (max, f) => (max === undefined || f.jsGzip > max.jsGzip ? f : max),
    undefined,
  );
  return [
    {
      goal: `entry main.js ≤ ${kb(GOALS.entryGzipMax)} KB gzip`,
      actual: `${kb(entryGzip)} KB`,
      met: entryGzip <= GOALS.entryGzipMax,
    },
    {
      goal: `JavaScript of every page < ${kb(GOALS.pageJsGzipMax)} KB gzip`,
      actual: heaviest ? `${kb(heaviest.jsGzip)} KB (${heaviest.path})` : 'no pages',
      met: figures.every((f) => f.jsGzip < GOALS.pageJsGzipMax),
    },
    {
      goal: 'no third-party request on any page load',
      actual: `${figures.reduce((n, f) => n + f.thirdParty, 0)} requests`,
      met: figures.every((f) => f.thirdParty === 0),
    },
  ];
}

// ---- Issue 12: per-page load figures, page classes and their budgets ----------------------------

/** A page's class for the budgets: map pages draw in software WebGL here, chrome-only pages hold no content widget. */
export type PageClass = 'chrome-only' | 'map' | 'content';

const CHROME_WIDGETS = new Set(['mobile-menu', 'language-selector', 'footer-social']);

/** Classifies a page by the frames in its HTML: `data-sf-widget` names and `sf-map-{id}` sections. */
export function pageClass(html: string): PageClass {
  if (/<section[^>]*\bid="sf-map-[A-Za-z0-9_]+"/.test(html)) return 'map';
  const widgets = [...html.matchAll(/data-sf-widget="([\w-]+)"/g)].map((match) => match[1] ?? '');
  return widgets.every((widget) => CHROME_WIDGETS.has(widget)) ? 'chrome-only' : 'content';
}

/** Total blocking time: the part of each task beyond 50 ms, summed. */
export function totalBlockingTime(taskDurations: readonly number[]): number {
  return taskDurations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
}

/** One load of one page: what the bench records from navigation until the page is idle. */
export interface LoadFigures {
  /** JavaScript fetched before any interaction, gzip -9 bytes. */
  jsGzip: number;
  lcpMs: number;
  tbtMs: number;
  longestTaskMs: number;
  cls: number;
}

export function medianFigures(runs: readonly LoadFigures[]): LoadFigures {
  const pick = (key: keyof LoadFigures) => median(runs.map((run) => run[key]));
  return {
    jsGzip: pick('jsGzip'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    longestTaskMs: pick('longestTaskMs'),
    cls: pick('cls'),
  };
}

export interface Budget {
  goal: string;
  met: boolean;
  actual: string;
  /** Why a miss is expected (a demo of broken input, say); printed beside it, still counted. */
  expected?: string;
}

/** The demo pages of broken settings log console errors on purpose: Lighthouse counts them. */
const CONSOLE_ERROR_DEMOS: Record<string, string> = {
  '/broken-settings.html': 'the page demonstrates the console error an integrator gets for bad settings',
  '/karte-fehler.html': 'the page demonstrates the console errors of a broken and a blocked map block',
};

/** One budget's line: `- NOT MET: goal: actual (expected: why)`. */
export function budgetLine(budget: Budget): string {
  return `- ${budget.met ? 'met' : 'NOT MET'}: ${budget.goal}: ${budget.actual}${
    budget.expected ? ` (expected: ${budget.expected})` : ''
  }`;
}

/** The issue-12 budgets of one page at one condition (`throttled`: 4× CPU, mid-range phone). */
export function loadBudgets(
  path: string,
  kind: PageClass,
  condition: string,
  figures: LoadFigures,
  throttled: boolean,
): Budget[] {
  const at = `${path} (${kind}, ${condition})`;
  const budgets: Budget[] = [];
  if (throttled) {
    budgets.push({
      goal: `${at}: total blocking time < 100 ms`,
      met: figures.tbtMs < 100,
      actual: `${Math.round(figures.tbtMs)} ms`,
    });
  } else {
    budgets.push({
      goal: `${at}: total blocking time 0 and no task over 50 ms`,
      met: figures.tbtMs === 0 && figures.longestTaskMs <= 50,
      actual: `TBT ${Math.round(figures.tbtMs)} ms, longest task ${Math.round(figures.longestTaskMs)} ms`,
    });
    budgets.push({ goal: `${at}: CLS < 0.01`, met: figures.cls < 0.01, actual: figures.cls.toFixed(3) });
  }
  if (kind === 'chrome-only' && !throttled) {
    budgets.push({
      goal: `${at}: JavaScript before the first interaction ≤ 15 KB gzip`,
      met: figures.jsGzip <= 15 * 1024,
      actual: `${kb(figures.jsGzip)} KB`,
    });
  }
  return budgets;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse budgets: performance ≥ 95 (map pages ≥ 90: MapLibre draws in software WebGL here), the rest 100, CLS < 0.01. */
export function lighthouseBudgets(path: string, kind: PageClass, scores: LighthouseScores): Budget[] {
  const floor = kind === 'map' ? 90 : 95;
  return [
    {
      goal: `${path} (${kind}): Lighthouse performance ≥ ${floor}`,
      met: scores.performance >= floor,
      actual: String(scores.performance),
    },
    {
      goal: `${path}: accessibility, best practices, SEO 100`,
      met: scores.accessibility === 100 && scores.bestPractices === 100 && scores.seo === 100,
      actual: `${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`,
      ...(CONSOLE_ERROR_DEMOS[path] && scores.bestPractices < 100
        ? { expected: `best practices: ${CONSOLE_ERROR_DEMOS[path]}` }
        : {}),
    },
    { goal: `${path}: Lighthouse CLS < 0.01`, met: scores.cls < 0.01, actual: scores.cls.toFixed(3) },
  ];
}

/** Keeps the pages named in a comma list of path parts (BENCH_PAGES); all when the list is empty. */
export function selectPages<T extends { path: string }>(
  pages: readonly T[],
  filter: string | undefined,
): T[] {
  const parts = (filter ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length === 0
    ? [...pages]
    : pages.filter((page) => parts.some((part) => page.path.includes(part)));
}

/** Whether a section runs under BENCH_SECTIONS (a comma list; all when unset). */
export function sectionEnabled(name: string, filter: string | undefined): boolean {
  const parts = (filter ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length === 0 || parts.includes(name);
}
