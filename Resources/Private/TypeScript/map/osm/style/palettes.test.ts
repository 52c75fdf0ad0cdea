/**
 * 4.6, 9.1 the palettes' invariants, as Protomaps checks its flavors (flavors.test.ts): one palette
 * per theme and no other, every palette with exactly the keys of the default one, every colour a
 * lowercase `#rrggbb` (the form the sprite tinting and the BlackAndWhite grey check read), and a
 * positive road scale. A palette that misses a key would draw that feature in MapLibre's black.
 */
import { THEMES } from '../../themes';
import { PALETTES } from './palettes';

/** Every leaf of a palette as [dotted path, value], sorted by path. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[path, value]];
  return Object.entries(value)
    .flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
    .sort(([a], [b]) => a.localeCompare(b));
}

const COLOUR = /^#[0-9a-f]{6}$/;
const paths = (theme: keyof typeof PALETTES): string[] => leaves(PALETTES[theme]).map(([path]) => path);

describe('palettes (4.6, 9.1 OSM themes)', () => {
  it('has one palette per theme and no other', () => {
    expect(Object.keys(PALETTES).sort()).toEqual([...THEMES].sort());
  });

  it.each(THEMES)('%s has exactly the keys of the default palette', (theme) => {
    expect(paths(theme)).toEqual(paths('default'));
  });

  it.each(THEMES)('%s: every colour is a lowercase #rrggbb', (theme) => {
    const wrong = leaves(PALETTES[theme]).filter(
      ([path, value]) => path !== 'roadScale' && !(typeof value === 'string' && COLOUR.test(value)),
    );
    expect(wrong).toEqual([]);
  });

  it.each(THEMES)('%s: the road scale is a positive number', (theme) => {
    expect(PALETTES[theme].roadScale).toBeGreaterThan(0);
  });
});
