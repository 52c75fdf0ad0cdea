/**
 * The bundle's import graph, resolved: every static `import … from`, `export … from`, side-effect
 * `import '…'` and dynamic `import('…')` of a product file under Resources/Private/TypeScript
 * (tests and testing kits left out), resolved to the file it names. ESLint's no-restricted-imports
 * reads only the import text and skips `import()`; this reads both, after resolution.
 *
 * `npx ts-node scripts/import-graph.ts` prints the folder graph (edges counted per import);
 * tests/unit/import-graph.test.ts holds the folder rules against it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const SOURCE_ROOT = resolve(__dirname, '../Resources/Private/TypeScript');

export interface ImportEdge {
  /** Importing file, relative to SOURCE_ROOT with '/' separators. */
  from: string;
  /** Imported file, likewise; undefined for a relative import that resolves to nothing. */
  to: string | undefined;
  specifier: string;
  dynamic: boolean;
}

const SPECIFIERS = [
  // import x from '…', import type { x } from '…', export { x } from '…', export * from '…'
  { re: /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, dynamic: false },
  // import '…' (side effect)
  { re: /\bimport\s*['"]([^'"]+)['"]/g, dynamic: false },
  // import('…'), with webpack's magic comments allowed before the specifier
  { re: /\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)*['"]([^'"]+)['"]/g, dynamic: true },
];

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''];

/** Product files: everything but tests, testing kits and declaration files. */
export function productFiles(root = SOURCE_ROOT): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'testing') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
        out.push(path);
      }
    }
  };
  walk(root);
  return out.sort();
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const posix = (path: string): string => path.split(sep).join('/');

/** Comments are dropped first, so an import quoted in a doc comment does not count. */
function stripComments(source: string): string {
  return source.replace(/\/\*(?![\s\S]*?webpack)[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

export function importEdges(root = SOURCE_ROOT): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of productFiles(root)) {
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const { re, dynamic } of SPECIFIERS) {
      for (const match of source.matchAll(re)) {
        const specifier = match[1] ?? '';
        if (!specifier.startsWith('.')) continue; // packages
        const target = resolveImport(file, specifier);
        edges.push({
          from: posix(relative(root, file)),
          to: target === undefined ? undefined : posix(relative(root, target)),
          specifier,
          dynamic,
        });
      }
    }
  }
  return edges;
}

/**
 * The folder a file belongs to for the rules: the top folder (`core`, `places`, `services`, a
 * widget…), except that the map's engines count as their own (`map/google`, `map/osm`); files at
 * the root (main.ts, registry.ts) belong to `(entry)`.
 */
export function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return '(entry)';
  if (parts[0] === '..') return `../${parts[1] ?? ''}`;
  if (parts[0] === 'map' && (parts[1] === 'google' || parts[1] === 'osm') && parts.length > 2) {
    return `map/${parts[1]}`;
  }
  return parts[0] ?? '(entry)';
}

/** Edges between folders, counted per import statement, as "from → to" keys. */
export function folderGraph(edges = importEdges()): Map<string, number> {
  const graph = new Map<string, number>();
  for (const edge of edges) {
    if (edge.to === undefined) continue;
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (from === to) continue;
    const key = `${from} → ${to}`;
    graph.set(key, (graph.get(key) ?? 0) + 1);
  }
  return new Map([...graph].sort(([a], [b]) => a.localeCompare(b)));
}

/** Cycles between top folders (map/google and map/osm folded into map), each as a path a → … → a. */
export function folderCycles(edges = importEdges()): string[][] {
  const top = (path: string): string => folderOf(path).split('/')[0] ?? '';
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (edge.to === undefined) continue;
    const from = top(edge.from);
    const to = top(edge.to);
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)?.add(to);
  }
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const walk = (node: string, path: string[]): void => {
    for (const to of next.get(node) ?? []) {
      const at = path.indexOf(to);
      if (at >= 0) {
        const cycle = [...path.slice(at), to];
        const key = [...cycle.slice(0, -1)].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else {
        walk(to, [...path, to]);
      }
    }
  };
  for (const start of next.keys()) walk(start, [start]);
  return cycles;
}

if (require.main === module) {
  for (const [edge, count] of folderGraph()) console.log(`${edge.padEnd(34)} ${count}`);
  const cycles = folderCycles();
  console.log(cycles.length ? `cycles: ${cycles.map((c) => c.join(' → ')).join('; ')}` : 'no cycles');
}
