/**
 * The list of the bundle's runtime dependencies (Documentation/licences.md) and their licences is the one scripts/licences.ts
 * computes from package-lock.json and node_modules (regenerate: `npx ts-node scripts/licences.ts
 * --write`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatList, readmeList, runtimePackages } from './licences';

const root = path.join(__dirname, '..');
const readme = readFileSync(path.join(root, 'Documentation', 'licences.md'), 'utf8');

describe('licence list (Documentation/licences.md)', () => {
  const packages = runtimePackages();

  it('covers every runtime package of the bundle and no dev or demo-server one', () => {
    const names = new Set(packages.map((item) => item.name));
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies)) expect(names).toContain(name);
    expect(names).toContain('@mapbox/jsonlint-lines-primitives');
    for (const name of ['jest', 'webpack', 'typescript', 'puppeteer-core']) expect(names).not.toContain(name);
    // The demo server (workspace fixtures/server) ships nothing: neither it nor what only it uses.
    for (const name of ['@site-frontend/demo-server', 'geokdbush', 'osm-pbf-parser-node', 'vt-pbf'])
      expect(names).not.toContain(name);
  });

  it('reads the licence each installed package declares', () => {
    const byName = new Map(packages.map((item) => [item.name, item.licence]));
    expect(byName.get('react')).toBe('MIT');
    expect(byName.get('maplibre-gl')).toBe('BSD-3-Clause');
    expect(byName.get('@mapbox/jsonlint-lines-primitives')).toBeUndefined();
  });

  it('is what Documentation/licences.md shows, in lines that fit a 100-column terminal', () => {
    const list = formatList(packages);
    expect(readmeList(readme)).toBe(list);
    expect(list.split('\n').filter((line) => line.length > 100)).toEqual([]);
  });
});
