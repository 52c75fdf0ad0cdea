/**
 * Overpass under load (issue 25): what a heavy Overpass query (one statement with 700
 * case-insensitive filters, under the 10,000-character limit) costs the demo server, and how much it
 * slows a cheap Nominatim `/search` meanwhile. Before and after in one run: "before" is
 * BENCH_BASELINE_URL (a demo server of an older commit); without it only the current figures.
 *
 * Per server: 40 `/search` one after another on an idle server; the heavy query alone, 5 times in a
 * row (its wall time there is the server's CPU per query, the longest block it can cause without
 * slices); then 40 `/search` one after another while 8 clients send the heavy query in a loop (at
 * most 20 each, stopping when the searches are done). The searches' median, p95 and max: the max
 * bounds the longest time the event loop was blocked. No browser: the signature is the bench's.
 * Only 127.0.0.1, a fixed number of requests; stops by itself.
 */
import { request } from 'node:http';
import type { Browser } from 'puppeteer-core';
import { median, percentile, table } from '../bench-lib';

const SEARCHES = 40;
const HEAVY_CLIENTS = 8;
const HEAVY_PER_CLIENT = 20;
const HEAVY_ALONE = 5;

/** One statement, 700 `,i` filters that most named elements pass, over the whole extract. */
export const HEAVY_QL = `[out:json];nwr${'["name"~"e",i]'.repeat(700)}(around:50000,48.137,11.575);out;`;
const SEARCH = '/search?q=Marienplatz%208&format=jsonv2';

interface Answer {
  ms: number;
  status: number;
  body: string;
}

function send(baseUrl: string, path: string, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const heavy = (baseUrl: string): Promise<Answer> =>
  send(baseUrl, '/api/interpreter', `data=${encodeURIComponent(HEAVY_QL)}`);

/** How the server answered the heavy query: refused with its remark, or the elements it found. */
function outcome(answer: Answer): string {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  const body = JSON.parse(answer.body) as { elements: unknown[]; remark?: string };
  return body.remark ? `refused: "${body.remark.slice(0, 40)}…"` : `${body.elements.length} elements`;
}

async function searches(baseUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const answer = await send(baseUrl, SEARCH);
    if (answer.status !== 200) throw new Error(`/search answered ${answer.status} at ${baseUrl}`);
    times.push(answer.ms);
  }
  return times;
}

interface Figures {
  idle: number[];
  alone: number[];
  loaded: number[];
  heavyDone: number;
  outcome: string;
}

async function measure(baseUrl: string): Promise<Figures> {
  await searches(baseUrl); // warm-up (and waits for the services to be built)
  const idle = await searches(baseUrl);
  const alone: number[] = [];
  let last: Answer | undefined;
  for (let i = 0; i < HEAVY_ALONE; i++) {
    last = await heavy(baseUrl);
    alone.push(last.ms);
  }
  let searching = true;
  let heavyDone = 0;
  const client = async (): Promise<void> => {
    for (let i = 0; i < HEAVY_PER_CLIENT && searching; i++) {
      await heavy(baseUrl);
      heavyDone++;
    }
  };
  const clients = Array.from({ length: HEAVY_CLIENTS }, client);
  // Let every client's first query reach the server before the searches start.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const loaded = await searches(baseUrl);
  searching = false;
  await Promise.all(clients);
  return { idle, alone, loaded, heavyDone, outcome: last ? outcome(last) : '' };
}

const ms = (value: number): string => value.toFixed(1);

function rows(name: string, f: Figures): (string | number)[] {
  const loaded = [...f.loaded].sort((a, b) => a - b);
  const idle = [...f.idle].sort((a, b) => a - b);
  return [
    name,
    `${ms(median(idle))} / ${ms(percentile(idle, 95))}`,
    `${ms(median(f.alone))} (${f.outcome})`,
    `${ms(median(loaded))} / ${ms(percentile(loaded, 95))} / ${ms(loaded[loaded.length - 1] ?? NaN)}`,
    f.heavyDone,
  ];
}

export async function overpassLoadBench(_browser: Browser, baseUrl: string): Promise<string> {
  const baseline = process.env.BENCH_BASELINE_URL;
  const measured: [string, Figures][] = [];
  if (baseline) measured.push(['before', await measure(baseline)]);
  measured.push([baseline ? 'after' : 'now', await measure(baseUrl)]);
  return [
    `### Overpass under load: ${HEAVY_QL.length.toLocaleString('en-US')}-character query with 700 ",i" filters`,
    '',
    table(
      [
        'server',
        '/search idle ms (median / p95)',
        'heavy query alone ms (median of 5)',
        `/search with ${HEAVY_CLIENTS} heavy clients ms (median / p95 / max)`,
        'heavy queries answered meanwhile',
      ],
      measured.map(([name, f]) => rows(name, f)),
    ),
  ].join('\n');
}
