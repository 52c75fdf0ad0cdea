/**
 * Issue 30: where a map page's load time goes. For each page that opens with a map (firstScreenMap:
 * karte.html, karten-vergleich.html, standorte.html), at 390×844 with 4× CPU (Lighthouse mobile's
 * condition) and at 1280×900, from navigation until the map is idle: total blocking time, the longest
 * task, how many frames MapLibre drew, when it drew the first and the last, the JavaScript before
 * input, and how many tile, glyph and sprite responses arrived before the first drawn frame and after.
 *
 * Frames are counted from outside the product, so a baseline build (BENCH_BASELINE) is measured the
 * same way: a script run before the page's own wraps WebGL's drawElements, drawArrays and clear (both
 * context kinds) to mark the current frame as drawn, and a requestAnimationFrame loop registered
 * before any other (so it runs first in each frame) counts the frames in which anything was drawn.
 * Idle: every map settled (`data-sf-idle`), no request in flight for 0.5 s (the page's and
 * MapLibre's workers', which fetch the tiles themselves) and no draw on the page for 1.5 s; at most
 * 20 s from navigation. A map whose theme a worker draws reports that worker's frames itself.
 */
import type { Browser, CDPSession, WebWorker } from 'puppeteer-core';
import { listPages, renderPage } from '../../fixtures/server/render';
import { kb, median, selectPages, table } from '../bench-lib';
import {
  firstScreenMap,
  mapResource,
  MAP_RESOURCES,
  splitArrivals,
  type Arrival,
  type ArrivalSplit,
  type MapResource,
} from './map-load-lib';
import {
  alternateRuns,
  CONDITIONS,
  OBSERVERS,
  cell,
  conditionedPage,
  observed,
  scriptGzip,
  type Condition,
} from './page-load';

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
const IDLE_NETWORK_MS = 500;
const IDLE_DRAW_MS = 1500;
const CAP_MS = 20_000;

/** Lighthouse mobile's condition first, then the desktop. */
const MAP_CONDITIONS = [
  ...CONDITIONS.filter((c) => c.cpu > 1),
  ...CONDITIONS.filter((c) => c.viewport.width === 1280),
];

const FRAME_COUNTER = `(() => {
  const store = (window.__sfFrames = { frames: 0, first: 0, last: 0 });
  let drawn = false;
  const mark = () => {
    if (drawn) return;
    drawn = true;
    const now = performance.now();
    if (store.frames === 0 && store.first === 0) store.first = now;
    store.last = now;
  };
  for (const context of [self.WebGLRenderingContext, self.WebGL2RenderingContext]) {
    if (!context) continue;
    for (const name of ['drawElements', 'drawArrays', 'clear']) {
      const original = context.prototype[name];
      context.prototype[name] = function (...args) {
        mark();
        return original.apply(this, args);
      };
    }
  }
  const tick = () => {
    if (drawn) store.frames += 1;
    drawn = false;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

interface FrameStore {
  frames: number;
  /** performance.now() of the first draw call of the first and of the last drawn frame. */
  first: number;
  last: number;
}

interface MapLoad {
  tbtMs: number;
  longestTaskMs: number;
  frames: number;
  /** Frames the worker that draws the theme drew (its `data-sf-frames`); NaN without one. */
  workerFrames: number;
  firstFrameMs: number;
  lastFrameMs: number;
  jsGzip: number;
  arrivals: ArrivalSplit;
  /** Still drawing or loading when the cap ran out. */
  capped: boolean;
}

/** Requests in flight over the page's and its workers' CDP sessions, and the map resources' arrivals. */
function watchNetwork(): {
  watch: (client: CDPSession) => Promise<void>;
  quietFor: () => number;
  arrivals: Arrival[];
} {
  const inFlight = new Set<string>();
  const urls = new Map<string, string>();
  const arrivals: Arrival[] = [];
  let lastActivity = Date.now();
  const watch = async (client: CDPSession): Promise<void> => {
    // Request ids are the browser's: a worker's own script is sent on the page's session and
    // finished on the worker's, so the id alone pairs them (a session's id kept it in flight for ever).
    const key = (requestId: string): string => requestId;
    client.on('Network.requestWillBeSent', (event) => {
      if (!/^https?:/.test(event.request.url)) return;
      inFlight.add(key(event.requestId));
      urls.set(key(event.requestId), event.request.url);
      lastActivity = Date.now();
    });
    const done = (requestId: string, finished: boolean): void => {
      if (!inFlight.delete(key(requestId))) return;
      lastActivity = Date.now();
      const kind = finished ? mapResource(urls.get(key(requestId)) ?? '') : undefined;
      if (kind) arrivals.push({ kind, at: lastActivity });
    };
    client.on('Network.loadingFinished', (event) => done(event.requestId, true));
    client.on('Network.loadingFailed', (event) => done(event.requestId, false));
    await client.send('Network.enable');
  };
  return { watch, quietFor: () => (inFlight.size > 0 ? 0 : Date.now() - lastActivity), arrivals };
}

async function loadMapPage(browser: Browser, url: string, condition: Condition): Promise<MapLoad> {
  const context = await browser.createBrowserContext();
  try {
    const page = await conditionedPage(context, condition, `${FRAME_COUNTER}\n${OBSERVERS}`);
    const js = scriptGzip(page);
    const network = watchNetwork();
    page.on('workercreated', (worker: WebWorker) => void network.watch(worker.client).catch(() => undefined));
    await network.watch(await page.createCDPSession());
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const read = () =>
      page.evaluate(() => {
        const workers = [...document.querySelectorAll('.sf-osm-base')];
        return {
          ...(window as unknown as { __sfFrames: FrameStore }).__sfFrames,
          now: performance.now(),
          origin: performance.timeOrigin,
          // Every map settled (data-sf-idle): the worker's drawing included, which the page cannot see.
          settled: [...document.querySelectorAll('[data-sf-idle]')].every(
            (map) => map.getAttribute('data-sf-idle') === 'true',
          ),
          workerFrames: workers.length
            ? workers.reduce((sum, canvas) => sum + Number(canvas.getAttribute('data-sf-frames') ?? 0), 0)
            : Number.NaN,
        };
      });
    let frames = await read();
    let capped = true;
    while (Date.now() - started < CAP_MS) {
      if (
        frames.frames > 0 &&
        frames.settled &&
        frames.now - frames.last >= IDLE_DRAW_MS &&
        network.quietFor() >= IDLE_NETWORK_MS
      ) {
        capped = false;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      frames = await read();
    }
    const drawn = frames.frames > 0;
    const tasks = await observed(page);
    return {
      tbtMs: tasks.tbtMs,
      longestTaskMs: tasks.longestTaskMs,
      frames: frames.frames,
      workerFrames: frames.workerFrames,
      firstFrameMs: drawn ? frames.first : Number.NaN,
      lastFrameMs: drawn ? frames.last : Number.NaN,
      jsGzip: await js(),
      arrivals: splitArrivals(network.arrivals, drawn ? frames.origin + frames.first : Number.NaN),
      capped,
    };
  } finally {
    await context.close();
  }
}

/** Medians of the runs' figures; `capped` counts the runs that hit the cap. */
function medianLoad(runs: readonly MapLoad[]): Omit<MapLoad, 'capped'> & { capped: number } {
  const pick = (value: (run: MapLoad) => number): number => median(runs.map(value));
  const arrivals = {} as ArrivalSplit;
  for (const kind of MAP_RESOURCES)
    arrivals[kind] = {
      before: pick((run) => run.arrivals[kind].before),
      after: pick((run) => run.arrivals[kind].after),
    };
  return {
    tbtMs: pick((run) => run.tbtMs),
    longestTaskMs: pick((run) => run.longestTaskMs),
    frames: pick((run) => run.frames),
    workerFrames: pick((run) => run.workerFrames),
    firstFrameMs: pick((run) => run.firstFrameMs),
    lastFrameMs: pick((run) => run.lastFrameMs),
    jsGzip: pick((run) => run.jsGzip),
    arrivals,
    capped: runs.filter((run) => run.capped).length,
  };
}

const ms = (n: number): string => (Number.isNaN(n) ? 'never' : String(Math.round(n)));

export async function mapLoadBench(browser: Browser, baseUrl: string): Promise<string> {
  const baseline = process.env.BENCH_BASELINE_URL;
  const pages = selectPages(listPages(), process.env.BENCH_PAGES).filter((meta) =>
    firstScreenMap(renderPage(meta.path)?.html ?? ''),
  );
  if (pages.length === 0) return 'No page with a map in its first screen among BENCH_PAGES.';
  const out: string[] = [];
  const notes: string[] = [];
  for (const condition of MAP_CONDITIONS) {
    const rows: string[][] = [];
    for (const meta of pages) {
      const { before, after } = await alternateRuns(meta.path, baseUrl, baseline, RUNS, (url) =>
        loadMapPage(browser, url, condition),
      );
      const a = medianLoad(after);
      const b = baseline ? medianLoad(before) : undefined;
      for (const [label, figures] of [
        ['before', b],
        ['after', a],
      ] as const)
        if (figures && figures.capped > 0)
          notes.push(
            `- ${meta.path}, ${condition.name}${baseline ? ` (${label})` : ''}: ${figures.capped} of ${RUNS} runs not idle after ${CAP_MS / 1000} s`,
          );
      const split = (figures: typeof a, kind: MapResource): string =>
        `${figures.arrivals[kind].before} / ${figures.arrivals[kind].after}`;
      const count = (kind: MapResource): string =>
        b ? `${split(b, kind)} → ${split(a, kind)}` : split(a, kind);
      rows.push([
        meta.path,
        cell(b?.tbtMs, a.tbtMs, ms),
        cell(b?.longestTaskMs, a.longestTaskMs, (n) => (n === 0 ? '<50' : ms(n))),
        cell(b?.frames, a.frames, (n) => String(n)),
        cell(b?.workerFrames, a.workerFrames, (n) => (Number.isNaN(n) ? '–' : String(n))),
        cell(b?.firstFrameMs, a.firstFrameMs, ms),
        cell(b?.lastFrameMs, a.lastFrameMs, ms),
        cell(b?.jsGzip, a.jsGzip, (n) => kb(n)),
        ...MAP_RESOURCES.map(count),
      ]);
    }
    out.push(`### ${condition.name}${baseline ? ' (before → after)' : ''}, median of ${RUNS}\n`);
    out.push(
      table(
        [
          'page',
          'TBT (ms)',
          'longest task (ms)',
          'frames drawn on the page',
          'frames drawn in the worker',
          'first frame (ms)',
          'last frame (ms)',
          'JS before input (KB gzip)',
          'tiles before / after 1st frame',
          'glyphs before / after',
          'sprite before / after',
        ],
        rows,
      ),
    );
    out.push('');
  }
  out.push(
    `Until idle: every map settled (data-sf-idle), no request in flight for ${IDLE_NETWORK_MS} ms (page and MapLibre's workers) and no WebGL draw on the page for ${IDLE_DRAW_MS} ms, at most ${CAP_MS / 1000} s. ` +
      'Frames drawn on the page: animation frames with any drawElements, drawArrays or clear call; in the worker that draws the theme (map/osm/base-map.ts): the frames it reports (– without one); first / last frame: ms from navigation, on the page. ' +
      'Tiles, glyphs, sprite: responses finished before the first drawn frame / after it.',
  );
  out.push(...notes);
  return out.join('\n');
}
