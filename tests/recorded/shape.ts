/**
 * Issue 27: the shapes of engine answers, so that tests can hold the bundle's clients and the demo
 * server's imitations to what the real engines answer (tests/recorded/README.md).
 *
 * - `track(json)` wraps a parsed answer in a proxy that records every path a client reads
 *   (`[].address.road`: array items are `[]`), with the JSON type found there. Run a client's
 *   mapping on a tracked recording and `reads()` is the list of fields the bundle really reads,
 *   derived, not written by hand.
 * - `shapeOf(json)`: every path of an answer with the JSON types found at it.
 * - `shapeProblems(reads, recordings, answer)`: where an answer (the demo server's) differs from the
 *   recordings at a path the bundle reads: a type the recordings never have there, or no value where
 *   every recording has one.
 *
 * Dependency-free: the unit project (bundle clients, jsdom) and the server project both import it.
 */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** Path → the JSON types seen there. */
export type Shape = Map<string, Set<JsonType>>;

export function jsonType(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
const item = (path: string): string => `${path}[]`;

function add(shape: Shape, path: string, type: JsonType): void {
  let types = shape.get(path);
  if (!types) {
    types = new Set();
    shape.set(path, types);
  }
  types.add(type);
}

/** Every path of `json` (the root is ''), with the types found there. */
export function shapeOf(json: unknown, shape: Shape = new Map(), path = ''): Shape {
  const type = jsonType(json);
  if (!type) return shape;
  add(shape, path, type);
  if (Array.isArray(json)) for (const value of json) shapeOf(value, shape, item(path));
  else if (type === 'object')
    for (const [key, value] of Object.entries(json as Record<string, unknown>))
      shapeOf(value, shape, join(path, key));
  return shape;
}

/**
 * `json` behind a proxy that records each path read (property access, `in`, enumeration of an
 * object's keys), with the type of the value read; absent fields are recorded as read too (with no
 * type), since a client that looks for them depends on their shape.
 */
export function track<T>(json: T): { value: T; reads: () => Shape } {
  const reads: Shape = new Map();
  const seen = (path: string, value: unknown): void => {
    const type = jsonType(value);
    if (type) add(reads, path, type);
    else if (!reads.has(path)) reads.set(path, new Set());
  };
  const wrap = (value: unknown, path: string): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const array = Array.isArray(value);
    return new Proxy(value, {
      get(target, key, receiver) {
        const found: unknown = Reflect.get(target, key, receiver);
        if (typeof key === 'symbol') return found;
        if (array && !/^\d+$/.test(key)) {
          // Array methods (map, filter, length, …) read the items through the proxy itself.
          return typeof found === 'function'
            ? (found as (...args: unknown[]) => unknown).bind(receiver)
            : found;
        }
        const child = array ? item(path) : join(path, key);
        seen(child, found);
        return wrap(found, child);
      },
      has(target, key) {
        if (typeof key === 'string' && !array)
          seen(join(path, key), (target as Record<string, unknown>)[key]);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        seen(path, target);
        return Reflect.ownKeys(target);
      },
    });
  };
  return { value: wrap(json, '') as T, reads: () => reads };
}

/** Shapes as JSON (for a committed `reads.json`): path → sorted types. */
export function shapeToJson(shape: Shape): Record<string, JsonType[]> {
  return Object.fromEntries(
    [...shape.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, types]) => [path, [...types].sort()]),
  );
}

export function shapeFromJson(json: Record<string, JsonType[]>): Shape {
  return new Map(Object.entries(json).map(([path, types]) => [path, new Set(types)]));
}

/**
 * Where `answer` differs from the `recordings` at a path in `reads`: a type none of the recordings
 * has there, or no value where every recording has one. Paths below an array item or an object the
 * answer does not have are judged only where the answer has their parent.
 */
export function shapeProblems(reads: Iterable<string>, recordings: Shape[], answer: Shape): string[] {
  const problems: string[] = [];
  const parentOf = (path: string): string => path.replace(/(\[\]|\.[^.[\]]+)$/, '');
  for (const path of reads) {
    const recorded = new Set<JsonType>();
    let everywhere = recordings.length > 0;
    for (const recording of recordings) {
      const types = recording.get(path);
      if (types) types.forEach((type) => recorded.add(type));
      else everywhere = false;
    }
    if (recorded.size === 0) continue;
    const found = answer.get(path);
    if (!found) {
      const parent = parentOf(path);
      if (everywhere && (parent === path || answer.has(parent)))
        problems.push(`${path}: every recording has ${[...recorded].join('|')}, the answer has nothing`);
      continue;
    }
    for (const type of found)
      if (!recorded.has(type))
        problems.push(`${path}: the answer has ${type}, the recordings only ${[...recorded].join('|')}`);
  }
  return problems;
}
