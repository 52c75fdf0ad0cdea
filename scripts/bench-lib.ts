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
