/**
 * What the TYPO3 extension ships (issue 11): the production build leaves no source map in
 * Resources/Public and no `sourceMappingURL` comment in the shipped JavaScript and CSS; its hidden
 * maps go to .cache/sourcemaps/ (git-ignored). Runs after `npm run build`, as every e2e test does.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const PUBLIC = path.join(ROOT, 'Resources', 'Public');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the production build', () => {
  const shipped = files(PUBLIC).map((file) => path.relative(PUBLIC, file));

  test('has built the bundle', () => {
    expect(shipped).toEqual(expect.arrayContaining(['JavaScript/main.js', 'Css/main.css']));
  });

  test('ships no source map and no sourceMappingURL comment', () => {
    expect(shipped.filter((file) => file.endsWith('.map'))).toEqual([]);
    const code = shipped.filter((file) => /\.(js|css)$/.test(file));
    expect(code.length).toBeGreaterThan(5);
    expect(
      code.filter((file) => readFileSync(path.join(PUBLIC, file), 'utf8').includes('sourceMappingURL')),
    ).toEqual([]);
  });

  test('keeps its hidden source maps outside the extension, in .cache/sourcemaps/', () => {
    const maps = path.join(ROOT, '.cache', 'sourcemaps');
    expect(existsSync(path.join(maps, 'JavaScript', 'main.js.map'))).toBe(true);
    expect(readFileSync(path.join(ROOT, '.gitignore'), 'utf8')).toMatch(/^\/\.cache\/$/m);
  });
});
