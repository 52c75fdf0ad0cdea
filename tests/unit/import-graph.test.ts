/**
 * The folder rules of the bundle (Documentation/architecture.md), held against the resolved import
 * graph of scripts/import-graph.ts: static, side-effect and dynamic imports alike, after resolution,
 * so `'../google/x'` from a sibling folder or an `import()` cannot slip past as they would past
 * ESLint's no-restricted-imports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  folderCycles,
  folderOf,
  importEdges,
  productFiles,
  SOURCE_ROOT,
  type ImportEdge,
} from '../../scripts/import-graph';

const edges = importEdges();

/** What each folder may import besides itself. `(entry)` (main.ts, registry.ts) may import all. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  core: [],
  services: ['core'],
  places: ['core', 'services'],
  map: ['core', 'services', 'places', 'map/google', 'map/osm'],
  'map/google': ['core', 'services', 'map'],
  'map/osm': ['core', 'services', 'map'],
  'text-slider': ['core', 'carousel'],
  gallery: ['core', 'lightbox'],
};
const WIDGET_DEFAULT = ['core', 'services'];

/** The one module that picks a map engine (the engines load as chunks of their own). */
const ENGINE_PICKER = 'map/load.ts';

/**
 * The places modules the map may use (places/README.md, "used by the map"): the page's place
 * configuration and client type, the frames a linked widget shows places in, and the autocomplete
 * the map's address fields reuse (its view, its controller and its labels).
 */
const PLACES_ENTRIES = [
  /^places\/site\.ts$/,
  /^places\/client\.ts$/,
  /^places\/frames\.ts$/,
  /^places\/labels\.ts$/,
  /^places\/autocomplete\/(index\.tsx|PlaceAutocomplete\.tsx|controller\.ts)$/,
];

const describeEdge = (edge: ImportEdge): string =>
  `${edge.from} imports '${edge.specifier}'${edge.dynamic ? ' (dynamic)' : ''}`;

describe('the folder rules over the resolved import graph', () => {
  it('reads the graph: every product file is seen and every relative import resolves', () => {
    expect(productFiles().length).toBeGreaterThan(150);
    expect(edges.filter((edge) => edge.dynamic).length).toBeGreaterThan(10);
    expect(edges.filter((edge) => edge.to === undefined).map(describeEdge)).toEqual([]);
  });

  it('has no cycle between folders', () => {
    expect(folderCycles(edges).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('each folder imports only what its rule allows (places/ never imports map/)', () => {
    const broken = edges.filter((edge) => {
      if (edge.to === undefined) return false;
      const from = folderOf(edge.from);
      const to = folderOf(edge.to);
      if (from === to || from === '(entry)' || to.startsWith('../')) return false;
      return !(MAY_IMPORT[from] ?? WIDGET_DEFAULT).includes(to);
    });
    expect(broken.map(describeEdge)).toEqual([]);
  });

  it('the map engines are reached only through map/load.ts', () => {
    const broken = edges.filter((edge) => {
      if (edge.to === undefined) return false;
      const to = folderOf(edge.to);
      if (to !== 'map/google' && to !== 'map/osm') return false;
      return folderOf(edge.from) !== to && edge.from !== ENGINE_PICKER;
    });
    expect(broken.map(describeEdge)).toEqual([]);
  });

  it('the map uses places only through its public entries', () => {
    const broken = edges.filter(
      (edge) =>
        edge.to !== undefined &&
        folderOf(edge.from).startsWith('map') &&
        folderOf(edge.to) === 'places' &&
        !PLACES_ENTRIES.some((entry) => entry.test(edge.to ?? '')),
    );
    expect(broken.map(describeEdge)).toEqual([]);
  });

  it('only core/react-host.tsx creates React roots, so every root has an error boundary', () => {
    const creators = productFiles()
      .filter((file) => /from\s+['"]react-dom\/client['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(SOURCE_ROOT.length + 1));
    expect(creators).toEqual(['core/react-host.tsx']);
  });

  it('would catch a broken rule (the checker itself works)', () => {
    const planted: ImportEdge = {
      from: 'places/x.ts',
      to: 'map/osm/y.ts',
      specifier: '../map/osm/y',
      dynamic: true,
    };
    expect(folderOf(planted.from)).toBe('places');
    expect(folderOf(planted.to ?? '')).toBe('map/osm');
    expect(MAY_IMPORT.places).not.toContain('map/osm');
    expect(
      folderCycles([...edges, planted, { ...planted, from: 'map/osm/y.ts', to: 'places/x.ts' }]),
    ).not.toEqual([]);
    expect(join(SOURCE_ROOT, 'main.ts')).toContain('TypeScript');
  });
});
