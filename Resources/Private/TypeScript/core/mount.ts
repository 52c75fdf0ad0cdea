/**
 * Finds the widget frames below a root, reads and validates each frame's inline JSON settings once,
 * lazily imports only the widgets present, and mounts each frame through the React host.
 *
 * A frame with bad settings logs one console error naming the frame and the field, keeps its CMS
 * markup untouched, and never stops the other frames from mounting. A frame is claimed once: a
 * second `mount()` over the same markup does nothing to it. When a frame is due (`near`, `idle`,
 * `first-use`) is decided in core/when.ts.
 */
import { cmsReports } from './cms-reports';
import { formatIssue, type LenientSchema, type ParseResult } from './schema';
import type { FrameInfo, Hook, RegistryEntry, SiteServices, WidgetContext, WidgetModule } from './types';
import { whenFirstUsed, whenIdle, whenNear } from './when';

export const LOG_PREFIX = '[SiteFrontend]';

/**
 * The state a frame is in, mirrored to its `data-sf-state` attribute for integrators and tests.
 * `deferred`: waiting to come near the viewport, for the browser to be idle, or for its first use.
 */
export type FrameState = 'deferred' | 'loading' | 'mounted' | 'invalid' | 'failed';

export interface FrameReport {
  label: string;
  widget: string;
  state: FrameState;
}

export interface FoundFrame extends FrameInfo {
  entry: RegistryEntry;
}

const claimed = new WeakSet<Element>();

function hookSelector(hook: Hook): string {
  return hook.kind === 'attribute' ? `[data-sf-widget="${hook.value}"]` : '[id]';
}

function frameKey(hook: Hook, element: Element): string | undefined | null {
  if (hook.kind === 'attribute') return undefined;
  const match = hook.pattern.exec(element.id);
  return match ? (match[1] ?? '') : null;
}

function labelOf(entry: RegistryEntry, element: Element, index: number): string {
  if (element.id) return `${entry.name} #${element.id}`;
  return `${entry.name} (frame ${index + 1} of data-sf-widget="${entry.name}")`;
}

/** Every frame of every registered widget at or below `root`, in document order per widget. */
export function findFrames(registry: readonly RegistryEntry[], root: ParentNode): FoundFrame[] {
  const found: FoundFrame[] = [];
  for (const entry of registry) {
    const selector = hookSelector(entry.hook);
    const candidates = [...root.querySelectorAll<HTMLElement>(selector)];
    if (root instanceof HTMLElement && root.matches(selector)) candidates.unshift(root);
    const doc = root instanceof Document ? root : (root as Node).ownerDocument;
    const all = doc ? [...doc.querySelectorAll(selector)] : candidates;
    for (const frame of candidates) {
      const key = frameKey(entry.hook, frame);
      if (key === null) continue;
      // An id used twice: the first element with it keeps it (findMisnamed reports the others).
      if (entry.hook.kind === 'id' && doc && doc.getElementById(frame.id) !== frame) continue;
      found.push({ entry, frame, key, label: labelOf(entry, frame, all.indexOf(frame)) });
    }
  }
  return found;
}

function describeElement(element: Element): string {
  const className = element.getAttribute('class');
  return `<${element.localName}${className ? ` class="${className}"` : ''}>`;
}

/**
 * Elements that look like frames of an id hook but cannot be mounted, with the one error each
 * gets: an id that a previous element already has (the first keeps it), or an id that starts
 * with the hook's prefix, has a settings script, and holds characters outside the key's set.
 */
export function findMisnamed(
  registry: readonly RegistryEntry[],
  root: ParentNode,
): { entry: RegistryEntry; frame: HTMLElement; message: string }[] {
  const found: { entry: RegistryEntry; frame: HTMLElement; message: string }[] = [];
  const doc = root instanceof Document ? root : (root as Node).ownerDocument;
  if (!doc) return found;
  for (const entry of registry) {
    const hook = entry.hook;
    if (hook.kind !== 'id' || !hook.prefix) continue;
    const prefix = hook.prefix;
    const selector = `[id^="${prefix}"]`;
    const candidates = [...root.querySelectorAll<HTMLElement>(selector)];
    if (root instanceof HTMLElement && root.matches(selector)) candidates.unshift(root);
    for (const frame of candidates) {
      const id = frame.id;
      if (hook.pattern.test(id)) {
        const first = doc.getElementById(id);
        if (!first || first === frame) continue;
        // The id matched the pattern: no quote or backslash in it.
        const same = [...doc.querySelectorAll(`[id="${id}"]`)];
        found.push({
          entry,
          frame,
          message:
            `${entry.name} #${id} (element ${same.indexOf(frame) + 1} of ${same.length} with this id): ` +
            `the id "${id}" is used more than once; the first element with it, ${describeElement(first)}, ` +
            'keeps it and is the one mounted. This element is ignored and keeps its CMS markup: give each ' +
            'block its own settings id.',
        });
      } else {
        const key = id.slice(prefix.length);
        if (!doc.getElementById(hook.settingsId(key))) continue;
        found.push({
          entry,
          frame,
          message:
            `${entry.name} #${id}: the id has characters outside the allowed set after "${prefix}" ` +
            `(${hook.keyRule ?? String(hook.pattern)}), so the block is ignored and keeps its CMS markup.`,
        });
      }
    }
  }
  return found;
}

/**
 * The frame's settings as parsed JSON (`{}` when the CMS emitted none). Throws on malformed JSON.
 * `report` receives what the CMS left out of them (cmsReports).
 */
export function readSettings(found: FoundFrame, report?: (message: string) => void): unknown {
  const { entry, frame, key } = found;
  const doc = frame.ownerDocument;
  let script: Element | null;
  if (entry.hook.kind === 'id') {
    script = doc.getElementById(entry.hook.settingsId(key ?? ''));
    if (!script) throw new SettingsError(`no settings script with id "${entry.hook.settingsId(key ?? '')}"`);
  } else {
    const byId = frame.getAttribute('data-sf-settings-id');
    script = byId
      ? doc.getElementById(byId)
      : frame.querySelector(':scope > script[type="application/json"]');
    if (byId && !script)
      throw new SettingsError(`no settings script with id "${byId}" (data-sf-settings-id)`);
  }
  if (!script) return {};
  if (script.getAttribute('type') !== 'application/json') {
    throw new SettingsError('the settings script is not of type "application/json"');
  }
  if (report) for (const message of cmsReports(script)) report(message);
  const text = script.textContent.trim();
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SettingsError(`settings are not valid JSON (${(error as Error).message})`);
  }
}

class SettingsError extends Error {}

export interface Host {
  mountWidget(
    info: FrameInfo,
    module: WidgetModule,
    settings: unknown,
    services: SiteServices,
  ): Promise<void>;
}

/**
 * The services of a pass started without any (the core's own tests): reading one is an error that
 * names the cause, so a widget cannot silently run without its page services.
 */
const NO_SERVICES = new Proxy({} as SiteServices, {
  get(_, key) {
    throw new Error(`mountAll() was given no services (read "${String(key)}")`);
  },
});

/**
 * Lets the browser run other tasks (input, rendering) before the caller goes on, where it offers
 * `scheduler.yield` (Chromium 129+); elsewhere it goes on at once.
 */
function yieldToMain(frame: HTMLElement): Promise<void> {
  const scheduler = (
    frame.ownerDocument.defaultView as { scheduler?: { yield?: () => Promise<void> } } | null
  )?.scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}

function setState(frame: HTMLElement, state: FrameState): void {
  frame.setAttribute('data-sf-state', state);
}

/** The context of a widget registered with `react: false`: everything but `render`. */
export function plainContext(info: FrameInfo, services: SiteServices): WidgetContext {
  return {
    ...info,
    services,
    render: () => {
      throw new Error('this widget is registered with `react: false` and cannot render React');
    },
    warn: (message) => console.warn(`${LOG_PREFIX} ${info.label}: ${message}`),
    error: (message) => console.error(`${LOG_PREFIX} ${info.label}: ${message}`),
  };
}

/** Mounts widgets without React, so their pages never fetch the React chunk. */
export const plainHost: Host = {
  async mountWidget(info, module, settings, services) {
    await module.mount(plainContext(info, services), settings);
  },
};

export async function mountFrame(
  found: FoundFrame,
  loadHost: () => Promise<Host>,
  services: SiteServices = NO_SERVICES,
): Promise<FrameReport> {
  const { entry, frame, label } = found;
  const report = (state: FrameState): FrameReport => {
    setState(frame, state);
    if (entry.premount) frame.setAttribute('data-sf-settled', '');
    return { label, widget: entry.name, state };
  };
  setState(frame, 'loading');
  let raw: unknown;
  try {
    raw = readSettings(found, (message) => console.error(`${LOG_PREFIX} ${label}: ${message}.`));
  } catch (error) {
    console.error(`${LOG_PREFIX} ${label}: ${(error as Error).message}. The frame keeps its CMS markup.`);
    return report('invalid');
  }
  let module: WidgetModule;
  let host: Host;
  try {
    [module, host] = await Promise.all([
      entry.load(),
      entry.react === false ? Promise.resolve(plainHost) : loadHost(),
    ]);
  } catch (error) {
    console.error(`${LOG_PREFIX} ${label}: the widget's code could not be loaded (${String(error)}).`);
    return report('failed');
  }
  let parsed: ParseResult<unknown>;
  try {
    // A lenient schema (lenientObject) reads an object field by field: bad fields take their
    // default, each reported once. Anything else, and a value that is no object, is parsed.
    const lenient = (module.schema as Partial<LenientSchema<unknown>>).read;
    if (typeof lenient === 'function' && typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const { value, issues } = lenient(raw);
      const fields = module.schema.doc?.fields ?? {};
      for (const issue of issues) {
        const fallback = JSON.stringify(fields[issue.path]?.doc?.fallback?.value);
        console.error(`${LOG_PREFIX} ${label}: ${formatIssue(issue)}; using the default ${fallback}.`);
      }
      parsed = { ok: true, value };
    } else {
      parsed = module.schema.parse(raw);
    }
  } catch (error) {
    // A widget's own schema code may throw; that fails this frame, never the whole pass.
    console.error(`${LOG_PREFIX} ${label}: reading the settings failed (${String(error)}).`, error);
    return report('failed');
  }
  if (!parsed.ok) {
    console.error(`${LOG_PREFIX} ${label}: ${formatIssue(parsed.issue)}. The frame keeps its CMS markup.`);
    return report('invalid');
  }
  // Each widget mounts in a task of its own: frames whose code arrived together would otherwise
  // mount in one long task (karriere: three React widgets, 75 ms at once).
  await yieldToMain(frame);
  try {
    await host.mountWidget(found, module, parsed.value, services);
  } catch (error) {
    console.error(`${LOG_PREFIX} ${label}: mounting failed (${String(error)}).`, error);
    return report('failed');
  }
  // A render error may already have marked the frame as failed.
  return frame.getAttribute('data-sf-state') === 'failed' ? report('failed') : report('mounted');
}

export interface MountOptions {
  /** Receives the report of each frame that mounts after the pass (on scroll, on idle, on first use). */
  onLater?: (reports: FrameReport[]) => void;
  /** The page's services, handed to every widget in its context (main.ts builds them once). */
  services?: SiteServices;
}

export const deferredReport = (found: FoundFrame): FrameReport => {
  setState(found.frame, 'deferred');
  return { label: found.label, widget: found.entry.name, state: 'deferred' };
};

function schedule(
  found: FoundFrame,
  loadHost: () => Promise<Host>,
  options: MountOptions,
): Promise<FrameReport> {
  // A frame whose CMS markup is already its final state loads no code at all.
  if (found.entry.final) {
    let raw: unknown;
    const reports: string[] = [];
    try {
      raw = readSettings(found, (message) => reports.push(message));
    } catch {
      raw = undefined; // mountFrame reports the bad settings when the frame is due
    }
    if (raw !== undefined && found.entry.final(found.frame, raw)) {
      for (const message of reports) console.error(`${LOG_PREFIX} ${found.label}: ${message}.`);
      setState(found.frame, 'mounted');
      return Promise.resolve({ label: found.label, widget: found.entry.name, state: 'mounted' });
    }
  }
  switch (found.entry.when ?? 'near') {
    case 'now':
      return mountFrame(found, loadHost, options.services);
    case 'idle':
      return Promise.resolve(whenIdle(found, loadHost, options));
    case 'first-use':
      return Promise.resolve(whenFirstUsed(found, loadHost, options));
    case 'near':
      return whenNear(found, loadHost, options);
  }
}

/**
 * Mounts every not yet mounted frame at or below `root`, each when its registry entry says (`when`).
 * Resolves when each frame due now is mounted or has failed, with the others reported `deferred`;
 * never rejects. Frames that mount later report through `options.onLater`.
 */
export async function mountAll(
  registry: readonly RegistryEntry[],
  root: ParentNode,
  loadHost: () => Promise<Host>,
  options: MountOptions = {},
): Promise<FrameReport[]> {
  const misnamed: FrameReport[] = [];
  for (const { entry, frame, message } of findMisnamed(registry, root)) {
    if (claimed.has(frame)) continue;
    claimed.add(frame);
    console.error(`${LOG_PREFIX} ${message}`);
    setState(frame, 'invalid');
    misnamed.push({ label: `${entry.name} #${frame.id}`, widget: entry.name, state: 'invalid' });
  }
  const fresh = findFrames(registry, root).filter(({ frame }) => !claimed.has(frame));
  for (const { frame } of fresh) claimed.add(frame);
  const reports = await Promise.all(fresh.map((found) => schedule(found, loadHost, options)));
  return [...reports, ...misnamed];
}
