/** @jest-environment node */
/**
 * The build step: two builds into temporary folders give byte-identical files (one stack, two
 * ranges and a few icons, to stay quick), the stamp follows its inputs, NOTICE.md names sources,
 * versions and licences.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { notice, packageInfo, stamp, upToDate, writeGlyphs, writeSprites } from './build';
import { STACKS } from './glyphs';
import { decodeGlyphPbf } from './test-decode';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function build(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'map-assets-'));
  temporary.push(dir);
  writeGlyphs(dir, [STACKS[0]!], [0, 8192]);
  writeSprites(dir, ['hospital', 'bank', 'viewpoint']);
  return dir;
}

/** Every file under `dir`, relative path → bytes, in a stable order. */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(dir, path.join(item.parentPath, item.name)))
    .sort())
    out.set(entry, readFileSync(path.join(dir, entry)));
  return out;
}

describe('map-assets build', () => {
  it('gives byte-identical files for the same inputs', () => {
    const first = files(build());
    const second = files(build());
    expect([...first.keys()]).toEqual([
      'glyphs/Noto Sans Regular/0-255.pbf',
      'glyphs/Noto Sans Regular/8192-8447.pbf',
      'sprite/poi.json',
      'sprite/poi.png',
      'sprite/poi@2x.json',
      'sprite/poi@2x.png',
    ]);
    for (const [name, bytes] of first) expect([name, bytes.equals(second.get(name)!)]).toEqual([name, true]);
    const [stack] = decodeGlyphPbf(first.get('glyphs/Noto Sans Regular/8192-8447.pbf')!);
    expect(stack?.glyphs.map((glyph) => glyph.id)).toContain(0x20ac);
    const index = JSON.parse(first.get('sprite/poi@2x.json')!.toString('utf8')) as Record<string, unknown>;
    expect(Object.keys(index)).toEqual(['bank', 'hospital', 'viewpoint']);
  });

  it('stamps its inputs: the same twice, another for another icon list', () => {
    expect(stamp(['bank'])).toBe(stamp(['bank']));
    expect(stamp(['bank'])).not.toBe(stamp(['bank', 'hospital']));
    expect(stamp()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts a build as up to date only with a matching stamp and its files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'map-assets-'));
    temporary.push(dir);
    expect(upToDate(dir, 'abc')).toBe(false);
    writeFileSync(path.join(dir, '.stamp'), 'abc\n');
    expect(upToDate(dir, 'abc')).toBe(false); // no files
    writeGlyphs(dir, STACKS, []);
    writeSprites(dir, ['bank']);
    writeFileSync(path.join(dir, 'NOTICE.md'), 'x');
    expect(upToDate(dir, 'abc')).toBe(true);
    expect(upToDate(dir, 'abd')).toBe(false);
  });

  it('writes a NOTICE naming sources, versions, licences and the command', () => {
    const text = notice(['bank', 'hospital']);
    for (const name of ['@fontsource/noto-sans', '@mapbox/maki', 'opentype.js'])
      expect(text).toContain(`${name}](`);
    expect(text).toContain(`${packageInfo('@fontsource/noto-sans').version} (OFL-1.1)`);
    expect(text).toContain(`${packageInfo('@mapbox/maki').version} (CC0-1.0: CC0 1.0 Universal`);
    expect(text).toContain('SIL OPEN FONT LICENSE Version 1.1');
    expect(text).toContain('npm run map-assets');
    expect(text).toContain('"Noto Sans Regular", "Noto Sans Bold", "Noto Sans Italic"');
  });
});
