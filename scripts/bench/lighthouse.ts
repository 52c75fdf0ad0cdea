/**
 * Issue 12: Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) on every fixture page, an
 * outside judge of performance, accessibility, best practices, SEO and the web vitals. Lighthouse is
 * an ES module: it is imported dynamically from this CommonJS script.
 */
import type { Browser } from 'puppeteer-core';
import { listPages, renderPage } from '../../fixtures/server/render';
import {
  lighthouseBudgets,
  pageClass,
  selectPages,
  table,
  type Budget,
  type LighthouseScores,
  budgetLine,
} from '../bench-lib';

type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<
  | {
      lhr: {
        categories: Record<string, { score: number | null }>;
        audits: Record<string, { numericValue?: number }>;
      };
    }
  | undefined
>;

// A real dynamic import (ts-node would turn `import()` into `require()`, which cannot load ESM).
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the one way to import ESM from CommonJS under ts-node
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ default: LighthouseRun }>;

/** One Lighthouse run (mobile preset) of `url` in the browser listening on `port`. */
export async function runLighthouse(
  port: number,
  url: string,
  categories?: string[],
): Promise<NonNullable<Awaited<ReturnType<LighthouseRun>>>> {
  const { default: lighthouse } = await importEsm('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    ...(categories ? { onlyCategories: categories } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

async function judge(port: number, url: string): Promise<LighthouseScores> {
  const result = await runLighthouse(port, url);
  const score = (name: string) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100);
  const audit = (name: string) => result.lhr.audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const format = (s: LighthouseScores): string[] => [
  String(s.performance),
  String(s.accessibility),
  String(s.bestPractices),
  String(s.seo),
  String(Math.round(s.lcpMs)),
  String(Math.round(s.tbtMs)),
  s.cls.toFixed(3),
];

export async function lighthouseBench(browser: Browser, baseUrl: string): Promise<string> {
  const port = Number(new URL(browser.wsEndpoint()).port);
  const baseline = process.env.BENCH_BASELINE_LIGHTHOUSE === '1' ? process.env.BENCH_BASELINE_URL : undefined;
  const rows: string[][] = [];
  const budgets: Budget[] = [];
  for (const meta of selectPages(listPages(), process.env.BENCH_PAGES)) {
    const kind = pageClass(renderPage(meta.path)?.html ?? '');
    if (baseline)
      rows.push([`${meta.path} (before)`, kind, ...format(await judge(port, `${baseline}${meta.path}`))]);
    const scores = await judge(port, `${baseUrl}${meta.path}`);
    budgets.push(...lighthouseBudgets(meta.path, kind, scores));
    rows.push([meta.path, kind, ...format(scores)]);
  }
  const failed = budgets.filter((budget) => !budget.met);
  return [
    table(
      ['page', 'class', 'performance', 'a11y', 'best practices', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS'],
      rows,
    ),
    '',
    `Budgets (performance ≥ 95, map pages ≥ 90 as MapLibre draws in software WebGL here; a11y, best practices, SEO 100; CLS < 0.01): ${budgets.length - failed.length} of ${budgets.length} met.`,
    ...failed.map(budgetLine),
  ].join('\n');
}
