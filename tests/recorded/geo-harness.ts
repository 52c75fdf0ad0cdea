/**
 * Issue 27, Nominatim and Photon: what the geocoding tests share. A recording is read as the bundle
 * receives it (its text), a scripted fetch answers with it, and `readsOf` runs a client with
 * `JSON.parse` returning the tracked answer (shape.ts), so the fields the client reads are derived
 * from the client itself. The committed `reads.json` beside the recordings holds them per kind of
 * question; `UPDATE_RECORDED_READS=1` rewrites it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shapeToJson, track, type JsonType, type Shape } from './shape';

export const RECORDED = __dirname;

/** The text of a recording, e.g. `recording('nominatim', 'reverse-error-400.json')`. */
export function recording(engine: string, file: string): string {
  return readFileSync(join(RECORDED, engine, file), 'utf8');
}

export interface Scripted {
  fetch: typeof globalThis.fetch;
  urls: string[];
}

/** A fetch that answers each call with the next text (HTTP `status`, 200 by default). */
export function answering(...replies: { text: string; status?: number }[]): Scripted {
  const urls: string[] = [];
  const fetch = (input: string | URL): Promise<Response> => {
    urls.push(input instanceof URL ? input.href : input);
    const reply = replies.shift() ?? { text: '"no reply scripted"', status: 500 };
    const status = reply.status ?? 200;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      text: () => Promise.resolve(reply.text),
    } as Response);
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls };
}

/** Adds `more` to `into`. */
export function mergeShape(into: Shape, more: Shape): Shape {
  for (const [path, types] of more) {
    const known = into.get(path) ?? new Set<JsonType>();
    types.forEach((type) => known.add(type));
    into.set(path, known);
  }
  return into;
}

/**
 * Runs `client` with every `JSON.parse` answering the tracked value; the paths read (after the
 * client's promise settled: a mapping may read lazily) are merged into `into`.
 */
export async function readsOf<T>(into: Shape, client: () => Promise<T>): Promise<T> {
  const realParse = JSON.parse.bind(JSON);
  const trackers: (() => Shape)[] = [];
  const spy = jest.spyOn(JSON, 'parse').mockImplementation((text: string) => {
    const tracked = track(realParse(text) as unknown);
    trackers.push(tracked.reads);
    return tracked.value;
  });
  try {
    const result = await client();
    for (const reads of trackers) mergeShape(into, reads());
    return result;
  } finally {
    spy.mockRestore();
  }
}

/** One kind of question: the recordings of successful answers and the paths the client reads. */
export interface ReadsEntry {
  /** Recordings (file names) of answers the client maps to a result: the shapes to compare with. */
  recordings: string[];
  /** Recordings of answers the client maps to a failure (not shape references). */
  failures: string[];
  reads: Record<string, JsonType[]>;
}

export type ReadsFile = Record<string, ReadsEntry>;

/**
 * Compares the derived reads with the committed `<engine>/reads.json`; with
 * `UPDATE_RECORDED_READS=1` writes them instead. Returns the committed (or written) content.
 */
export function checkReadsFile(
  engine: string,
  derived: Record<string, { recordings: string[]; failures: string[]; reads: Shape }>,
): { committed: ReadsFile | undefined; current: ReadsFile } {
  const current: ReadsFile = Object.fromEntries(
    Object.entries(derived)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, entry]) => [
        kind,
        {
          recordings: [...entry.recordings].sort(),
          failures: [...entry.failures].sort(),
          reads: shapeToJson(entry.reads),
        },
      ]),
  );
  const file = join(RECORDED, engine, 'reads.json');
  if (process.env.UPDATE_RECORDED_READS === '1') {
    writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
    return { committed: current, current };
  }
  let committed: ReadsFile | undefined;
  try {
    committed = JSON.parse(readFileSync(file, 'utf8')) as ReadsFile;
  } catch {
    committed = undefined;
  }
  return { committed, current };
}
