/**
 * What a MapLibre style reads from its vector tiles, found by walking its layers: per source layer,
 * the `kind` and `kind_detail` values its filters and expressions compare, and the feature
 * properties it reads (`["get", p]`, `["has", p]`, and the legacy filters `["in", p, …]`,
 * `["==", p, v]`). Used on the bundle's style (map/osm/style/) and on the layers of
 * `@protomaps/basemaps`, so that both are read by one rule.
 */

export interface LayerReads {
  kinds: string[];
  kind_details: string[];
  properties: string[];
}
export type Reads = Record<string, LayerReads>;

interface Collect {
  kinds: Set<string>;
  details: Set<string>;
  properties: Set<string>;
}

const LEGACY_OPERATORS = new Set(['==', '!=', 'in', '!in', 'has', '!has']);

/** The literal strings of a match label, an `in` list or a `literal` array. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    if (value[0] === 'literal') return strings(value[1]);
    return value.filter((item): item is string => typeof item === 'string');
  }
  return [];
}

/** The property an expression reads directly (`["get", p]` without an object argument). */
function getProperty(value: unknown): string | undefined {
  return Array.isArray(value) && value[0] === 'get' && value.length === 2 && typeof value[1] === 'string'
    ? value[1]
    : undefined;
}

function compared(out: Collect, property: string | undefined, values: string[]): void {
  if (property === 'kind') values.forEach((v) => out.kinds.add(v));
  if (property === 'kind_detail') values.forEach((v) => out.details.add(v));
}

function walk(value: unknown, out: Collect): void {
  if (!Array.isArray(value)) return;
  const [operator, ...args] = value as unknown[];
  if (typeof operator !== 'string') {
    value.forEach((item) => walk(item, out));
    return;
  }
  // Legacy filter syntax: ["in", "kind", "a", "b"], ["==", "kind", "a"], ["has", "name"].
  if (LEGACY_OPERATORS.has(operator) && typeof args[0] === 'string' && !Array.isArray(args[0])) {
    const property = args[0];
    if (property !== '$type' && property !== '$id') {
      out.properties.add(property);
      compared(out, property, args.slice(1).flatMap(strings));
    }
    return;
  }
  if ((operator === 'get' || operator === 'has') && typeof args[0] === 'string' && args.length === 1) {
    out.properties.add(args[0]);
    return;
  }
  if (operator === 'match') {
    const property = getProperty(args[0]);
    // ["match", input, label1, out1, label2, out2, …, fallback]
    for (let i = 1; i < args.length - 1; i += 2) compared(out, property, strings(args[i]));
    walk(args[0], out);
    for (let i = 2; i < args.length; i += 2) walk(args[i], out);
    walk(args[args.length - 1], out);
    return;
  }
  if (operator === '==' || operator === '!=' || operator === 'in') {
    const [left, right] = args;
    compared(out, getProperty(left), strings(right));
    compared(out, getProperty(right), strings(left));
  }
  if (operator === 'literal') return;
  args.forEach((item) => walk(item, out));
}

interface LayerLike {
  'source-layer'?: string;
  filter?: unknown;
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
}

/** What the layers read, per source layer (each list sorted). */
export function readsOf(layers: readonly LayerLike[]): Reads {
  const byLayer = new Map<string, Collect>();
  for (const layer of layers) {
    const name = layer['source-layer'];
    if (name === undefined) continue;
    let out = byLayer.get(name);
    if (!out) byLayer.set(name, (out = { kinds: new Set(), details: new Set(), properties: new Set() }));
    walk(layer.filter, out);
    for (const value of [...Object.values(layer.layout ?? {}), ...Object.values(layer.paint ?? {})])
      walk(value, out);
  }
  const reads: Reads = {};
  for (const [name, out] of [...byLayer].sort((a, b) => a[0].localeCompare(b[0]))) {
    reads[name] = {
      kinds: [...out.kinds].sort(),
      kind_details: [...out.details].sort(),
      properties: [...out.properties].sort(),
    };
  }
  return reads;
}

/** `a ∪ b`, per layer. */
export function mergeReads(...all: Reads[]): Reads {
  const merged: Reads = {};
  for (const reads of all) {
    for (const [name, layer] of Object.entries(reads)) {
      const into = (merged[name] ??= { kinds: [], kind_details: [], properties: [] });
      into.kinds = [...new Set([...into.kinds, ...layer.kinds])].sort();
      into.kind_details = [...new Set([...into.kind_details, ...layer.kind_details])].sort();
      into.properties = [...new Set([...into.properties, ...layer.properties])].sort();
    }
  }
  return Object.fromEntries(Object.entries(merged).sort((a, b) => a[0].localeCompare(b[0])));
}
