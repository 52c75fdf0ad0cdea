/**
 * Map services figures (issue 6): the index build time at server start (geocoder, three routing
 * graphs, nearby index), then 200 HTTP requests each at concurrency 8 against the demo server's
 * Nominatim /search, Overpass /api/interpreter and OSRM /route/v1 (p50/p95/max latency), and the
 * server's memory before and after the index build and after the load. Runs in `npm run bench`
 * (same process as the server) or alone: `npx ts-node scripts/bench/services.ts`.
 */
import { request as httpRequest } from 'node:http';
import { osmState } from '../../fixtures/server/osm';
import { startServer } from '../../fixtures/server/server';
import { percentile, table } from '../bench-lib';

const REQUESTS = 200;
const CONCURRENCY = 8;

const ADDRESSES = [
  'Marienplatz 8',
  'Karlsplatz 11',
  'Kaufingerstr. 9',
  'Frauenplatz 12, 80331 München',
  'Residenzstraße 1',
  'Sendlinger Straße',
  'Viktualienmarkt',
  'Neuhauser Straße 8',
  'Theatinerstraße 15',
  'Weinstraße 7',
  'Dienerstraße 14',
  'Tal 12',
  'Rosenstraße 1',
  'Sendlinger Str. 20',
  'Maximilianstraße 17',
  'Promenadeplatz 2',
  'Odeonsplatz',
  'Frauenkirche',
  'Hofbräuhaus',
  'Nirgendwo 1',
];

const CENTRES: [lat: number, lon: number][] = [
  [48.1374, 11.5755],
  [48.1387, 11.566],
  [48.1351, 11.5763],
  [48.1412, 11.5777],
  [48.1359, 11.5719],
];
const TYPES = [
  '["amenity"="cafe"]["name"]',
  '["amenity"~"^(bar|pub|biergarten)$"]["name"]',
  '["amenity"="restaurant"]["name"]',
  '["shop"="bakery"]',
  '["tourism"~"^(hotel|hostel|guest_house)$"]',
  '["amenity"="pharmacy"]',
];
const RADII = [100, 250, 500, 1000, 2000];

/** Real address points of the extract: [lon, lat]. */
const POINTS: [number, number][] = [
  [11.5760552, 48.1373943], // Marienplatz 8
  [11.5659982, 48.1387276], // Karlsplatz 11
  [11.5730765, 48.1375814], // Kaufingerstraße 9
  [11.5745307, 48.1388277], // Frauenplatz 12
  [11.5776624, 48.141261], // Residenzstraße 1
  [11.5763072, 48.1351515], // Viktualienmarkt
];
const PROFILES = ['driving', 'walking', 'cycling'];

function urls(kind: 'geocode' | 'nearby' | 'route'): string[] {
  const list: string[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    if (kind === 'geocode') {
      list.push(`/search?q=${encodeURIComponent(ADDRESSES[i % ADDRESSES.length] as string)}&format=jsonv2`);
    } else if (kind === 'nearby') {
      const [lat, lon] = CENTRES[i % CENTRES.length] as [number, number];
      const type = TYPES[i % TYPES.length] as string;
      const radius = RADII[i % RADII.length] as number;
      const ql = `[out:json][timeout:10];nwr${type}(around:${radius},${lat},${lon});out center tags;`;
      list.push(`/api/interpreter?data=${encodeURIComponent(ql)}`);
    } else {
      const from = POINTS[i % POINTS.length] as [number, number];
      const to = POINTS[(i * 7 + 3) % POINTS.length] as [number, number];
      const profile = PROFILES[i % PROFILES.length] as string;
      list.push(
        `/route/v1/${profile}/${from.join(',')};${to.join(',')}?steps=true&geometries=geojson&overview=full`,
      );
    }
  }
  return list;
}

function timedGet(baseUrl: string, path: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(baseUrl: string, paths: string[]): Promise<{ times: number[]; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const { ms, status } = await timedGet(baseUrl, path);
      times.push(ms);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times, errors };
}

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);

export async function servicesBench(_browser: unknown, baseUrl: string): Promise<string> {
  await osmState.done;
  if (!osmState.services) {
    return `No map services (OSM status ${osmState.status}${osmState.error ? `: ${osmState.error}` : ''}).`;
  }
  const lines: string[] = [];
  const t = osmState.timings;
  const round = (value: number | undefined): string => (value === undefined ? '–' : value.toFixed(0));
  lines.push(
    `Index build at start: ${round(t.services)} ms (geocoder ${round(t.geocoder)} ms, ` +
      `3 routing graphs ${round(t.router)} ms, nearby ${round(t.nearby)} ms); ` +
      `whole OSM build ${round(t.total)} ms.\n`,
  );
  const rows: (string | number)[][] = [];
  for (const kind of ['geocode', 'nearby', 'route'] as const) {
    const { times, errors } = await load(baseUrl, urls(kind));
    const sorted = [...times].sort((a, b) => a - b);
    rows.push([
      kind,
      times.length,
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      (sorted[sorted.length - 1] ?? Number.NaN).toFixed(1),
      errors,
    ]);
  }
  lines.push(`${REQUESTS} requests each over HTTP, concurrency ${CONCURRENCY}:\n`);
  lines.push(table(['service', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'not 200'], rows));
  const memory = osmState.servicesMemory;
  const now = process.memoryUsage();
  const memoryRows: (string | number)[][] = [];
  if (memory) {
    memoryRows.push(['before the index build', mb(memory.before.rss), mb(memory.before.heapUsed)]);
    memoryRows.push(['after the index build', mb(memory.after.rss), mb(memory.after.heapUsed)]);
  }
  memoryRows.push(['after the load', mb(now.rss), mb(now.heapUsed)]);
  lines.push('\nServer memory (same process):\n');
  lines.push(table(['moment', 'rss MB', 'heapUsed MB'], memoryRows));
  return lines.join('\n');
}

if (require.main === module) {
  (async () => {
    const server = await startServer(0);
    try {
      await osmState.done;
      console.log('## Map services (issue 6)\n');
      console.log(await servicesBench(undefined, server.url));
    } finally {
      await server.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
