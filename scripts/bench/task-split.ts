/**
 * What a long main-thread task is made of (issue 12): a Chromium trace with V8's sampling profiler,
 * each sample charged to the nearest JavaScript frame that has a script URL, and that URL sorted by
 * `classify` (our chunks, MapLibre, …). Time in a task without JavaScript samples is the browser's own
 * work: style and layout, paint, and the rest ('other native': WebGL commands, timers, …).
 */
import type { Page } from 'puppeteer-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url: string; functionName: string };
}

export interface TaskSplit {
  /** Milliseconds since the trace started. */
  at: number;
  duration: number;
  /** Milliseconds per class of script, and the browser's: 'style & layout', 'paint', 'other native'. */
  parts: Record<string, number>;
}

/**
 * Runs `action` under a trace and returns the main-thread tasks longer than `longerThan` ms, with
 * their parts. `classify` names the part a script URL belongs to.
 */
export async function splitLongTasks(
  page: Page,
  action: () => Promise<void>,
  classify: (url: string, functionName: string) => string,
  longerThan = 50,
): Promise<TaskSplit[]> {
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await action();
  const buffer = await page.tracing.stop();
  const events = (
    JSON.parse(Buffer.from(buffer ?? new Uint8Array()).toString('utf8')) as { traceEvents: TraceEvent[] }
  ).traceEvents;
  // The page's main thread: the renderer thread that ran the most top-level tasks.
  const counts = new Map<string, number>();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X') {
      const key = `${event.pid}:${event.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + (event.dur ?? 0));
    }
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && (event.args.name as string) === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const main = [...counts].filter(([key]) => mainThreads.has(key)).sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return [];
  const onMain = (event: TraceEvent) => `${event.pid}:${event.tid}` === main;
  const tasks = events.filter(
    (event) =>
      onMain(event) && event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > longerThan * 1000,
  );
  const start = Math.min(
    ...events.filter((event) => onMain(event) && event.name === 'RunTask').map((e) => e.ts),
  );

  // The sampling profile: nodes and samples arrive in chunks.
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  // The main thread's profile starts there ('Profile'); its chunks come from V8's profiler thread.
  const profile = events.find((event) => onMain(event) && event.name === 'Profile');
  let clock = (profile?.args.data as { startTime?: number } | undefined)?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profile || event.id !== profile.id || event.pid !== profile.pid)
      continue;
    const data = event.args.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  /** The nearest frame with a script URL: its URL and function name. */
  const scriptOf = (id: number): { url: string; functionName: string } => {
    for (
      let node = nodes.get(id);
      node;
      node = node.parent === undefined ? undefined : nodes.get(node.parent)
    )
      if (node.callFrame.url) return node.callFrame;
    return { url: '', functionName: '' };
  };
  // Parents: the profile lists children; derive each node's parent once.
  for (const node of nodes.values())
    for (const child of (node as ProfileNode & { children?: number[] }).children ?? []) {
      const found = nodes.get(child);
      if (found) found.parent = node.id;
    }
  samples.sort((a, b) => a.ts - b.ts);

  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts: Record<string, number> = {};
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    let previous = task.ts;
    let js = 0;
    for (const sample of inside) {
      const interval = (sample.ts - previous) / 1000;
      previous = sample.ts;
      const script = scriptOf(sample.node);
      const url = script.url;
      const name = nodes.get(sample.node)?.callFrame.functionName ?? '';
      // '(program)', '(idle)' and '(garbage collector)' samples are not script.
      if (!url && (name === '(program)' || name === '(idle)' || name === '(root)' || name === '')) continue;
      const part = name === '(garbage collector)' ? 'garbage collection' : classify(url, script.functionName);
      parts[part] = (parts[part] ?? 0) + interval;
      js += interval;
    }
    // The browser's part: style and layout, paint, and the rest (WebGL commands, timers, …).
    const within = (names: readonly string[]) =>
      events
        .filter(
          (event) =>
            onMain(event) &&
            event.ph === 'X' &&
            names.includes(event.name) &&
            event.ts >= task.ts &&
            event.ts + (event.dur ?? 0) <= end,
        )
        .reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0);
    const styleLayout = within(['UpdateLayoutTree', 'Layout']);
    const paint = within(['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer']);
    parts['style & layout'] = styleLayout;
    parts.paint = paint;
    parts['other native'] = Math.max(0, (task.dur ?? 0) / 1000 - js - styleLayout - paint);
    return { at: (task.ts - start) / 1000, duration: (task.dur ?? 0) / 1000, parts };
  });
}

/** Sorts a script URL of this bundle: MapLibre, our map code, React, or other. */
export function bundlePart(url: string): string {
  const file = url.split('/').pop() ?? '';
  if (file.startsWith('maplibre')) return 'MapLibre';
  if (/^(map|map-osm|map-google|map-directions|main|i18n|sanitize)[.-]/.test(file)) return 'ours';
  if (/^(react|react-host)[.-]/.test(file)) return 'React';
  if (!url) return 'browser (native)';
  if (url.startsWith('pptr:')) return 'bench (puppeteer)';
  return `other (${file.replace(/\.[0-9a-f]{10}\.js$/, '')})`;
}
